// The GPU backend: the step of design.md §1 as a GLSL compute shader
// (shaders/cloth_step.comp), in float32. Three buffers: two position buffers
// swapped each step and the last step v = x - x_prev, updated in place (the
// shader says why v is kept instead of x_prev). It runs in whatever OpenGL ≥ 4.3
// context is current when it is made and must be used and destroyed with that
// context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/Solver.h"

#include <glm/vec4.hpp>

#include <array>

namespace drape::engine {

class GpuSolver final : public Solver {
public:
    /// Throws GlError when the context lacks compute shaders or GPU memory runs out.
    explicit GpuSolver(const Scene& scene);

    std::string backendName() const override { return "gpu"; }
    void setLiveParameters(const LiveParameters& parameters) override;
    void readPositions(std::vector<glm::vec3>& out) const override;
    std::optional<std::string> findDivergence() override;

    /// The buffer holding the current positions (vec4 per particle, §1 order), for drawing.
    unsigned int currentPositionBuffer() const { return m_positions[std::size_t(m_current)].id(); }

protected:
    void step(int count) override;
    void restoreRest() override;

private:
    ClothSpec m_cloth;
    double m_dt;
    GlProgram m_program;
    GlProgram m_healthProgram;       ///< cloth_health.comp
    GlBuffer m_health;               ///< first diverged particle index, or ~0u
    std::vector<glm::vec4> m_rest;   ///< xyz rest position, w = 0 pinned / 1 free
    std::array<GlBuffer, 2> m_positions;
    GlBuffer m_lastSteps;            ///< v = x - x_prev per particle (w unused)
    int m_current = 0;               ///< which of m_positions holds x
};

}  // namespace drape::engine

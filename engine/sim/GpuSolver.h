// The GPU backend: the step of the physics contract (docs/architecture.md) as GLSL
// compute shaders, in float32.
// State: positions x (double-buffered) and the last step v = x - x_prev
// (cloth_step.comp says why v is kept instead of x_prev), in the tiled particle
// order of TiledLayout.h, in the format of GpuClothState.h. Two step kernels:
// cloth_step.comp, one step per pass, and cloth_step_blocked.comp, K steps per pass from shared memory (temporal
// blocking). After each frame a row-major copy of x is published for drawing and
// readback. It runs in whatever OpenGL ≥ 4.3 context is current when it is made
// and must be used and destroyed with that context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/GpuClothState.h"
#include "engine/sim/GpuColliders.h"
#include "engine/sim/GpuFrameReadback.h"
#include "engine/sim/GpuPinPlaces.h"
#include "engine/sim/GpuSelfCollision.h"
#include "engine/sim/Solver.h"
#include "engine/scene/SpringStencil.h"
#include "engine/contract/TiledLayout.h"

#include <glm/vec4.hpp>

#include <array>
#include <optional>

namespace drape::engine {

/// Which kernels and state format the GPU solver runs; each field left at its
/// default is picked for the device (GpuSolver::pick). Tests and the benchmark force them.
struct GpuKernelChoice {
    /// 1 runs cloth_step.comp only; 2..GpuSolver::maxStepsPerPass runs
    /// cloth_step_blocked.comp with that many steps per pass (a frame's remainder
    /// goes through cloth_step.comp); 0 picks.
    int stepsPerPass = 0;
    std::optional<GpuStateFormat> format;
};

class GpuSolver final : public Solver {
public:
    /// Largest steps per pass of cloth_step_blocked.comp (its 48-cell region less a halo of 2 per step).
    static constexpr int maxStepsPerPass = 11;

    /// Throws std::invalid_argument for a mesh cloth (GpuMeshSolver runs those), and
    /// GlError when the context lacks compute shaders, when the driver
    /// reports less free GPU memory than memoryNeeded(), or when memory runs out.
    /// `colliders`: the scene's colliders that can be used (engine/io/ColliderAssets).
    GpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, GpuKernelChoice choice = {});

    /// The choice with every field set for a cloth of `particles`: the vec4 state
    /// through images on software renderers; on GPUs in storage buffers, or planar
    /// from 11 million particles; one step per pass everywhere (docs/performance.md).
    static GpuKernelChoice pick(GpuKernelChoice choice, bool softwareRenderer, std::size_t particles);

    /// GPU memory the solver allocates for `scene`, bytes: x and v twice each in
    /// the tiled order (in the larger of the two formats), the published
    /// positions, the mesh colliders' fields.
    static std::uint64_t memoryNeeded(const Scene& scene);

    Backend backend() const override { return Backend::Gpu; }
    void setColliders(std::vector<ColliderGeometry> colliders) override;
    void setGrab(const std::optional<Grab>& grab) override;
    void readPositions(std::vector<glm::vec3>& out) const override;
    void waitForSteps() override;
    std::optional<std::string> findDivergence() override;
    void queueFrame() override;
    std::optional<std::string> takeFrame(std::vector<glm::vec3>& out) override;

    /// The published row-major copy of the positions.
    unsigned int drawablePositionBuffer() const override { return m_published.id(); }
    /// Steps per pass of the kernel in use (1: cloth_step.comp). Colliders and a
    /// grab run with cloth_step.comp only, so while there are any, every step does.
    int stepsPerPass() const { return m_choice.stepsPerPass; }
    GpuStateFormat stateFormat() const { return m_state.format(); }
    /// The kernel in use, e.g. "cloth_step.comp (1 step per pass, planar state)".
    std::string kernelName() const;

protected:
    void step(int count) override;
    void restoreRest() override;
    void applyLiveParameters(const LiveParameters& parameters, double stepScale) override;

private:
    void checkHealth();
    std::optional<std::string> describeDivergence(unsigned int firstBad) const;
    void publish();
    std::array<float, springStencil.size()> restLengths() const;
    void setSpringUniforms(GlProgram& program) const;
    void setStepUniforms(GlProgram& program) const;
    GlProgram& stepProgram();
    /// Builds m_selfCollision over the grid's topology, in the tiled slots.
    void buildSelfCollision();
    /// True when the step kernel reads the neighbours' v, which it must then not overwrite.
    bool stepsDoubleBuffered() const;

    ClothSpec m_cloth;
    double m_dt;
    TiledLayout m_layout;
    /// The rest position of the cloth's middle particle: the state holds positions
    /// less it, so that float's spacing is that of the cloth's size, not of its
    /// distance from the origin (docs/architecture.md, "Precision").
    glm::dvec3 m_anchor;
    GpuKernelChoice m_choice;        ///< as picked: every field set
    /// cloth_step.comp variants by what they compile in: 1 contacts, 2 air drag (stepProgram()).
    std::array<GlProgram, 16> m_stepPrograms;
    /// cloth_grab.comp writing v in place (0) or to the next buffer (1, stepsDoubleBuffered); built on the first grab.
    std::array<GlProgram, 2> m_grabPrograms;
    GlProgram m_blockedProgram;      ///< cloth_step_blocked.comp
    GlProgram m_publishProgram;      ///< cloth_publish.comp
    GlProgram m_healthProgram;       ///< cloth_health.comp
    GlProgram m_strainCountProgram;  ///< cloth_strain_count.comp
    GlProgram m_strainProgram;       ///< cloth_strain_limit.comp
    GlBuffer m_strainCounts;         ///< over-long springs per slot
    GlBuffer m_health;               ///< first diverged particle index, or ~0u
    std::vector<glm::vec4> m_rest;   ///< xyz rest position, w = 0 pinned / 1 free, row-major order
    std::vector<glm::vec4> m_restTiled;  ///< the same in the tiled order, zeros in padding
    GpuClothState m_state;
    GlBuffer m_published;            ///< x in row-major order, written by publish()
    GpuColliders m_colliders;
    std::optional<GpuPinPlaces> m_pinPlaces;
    LiveParameters m_live;           ///< as last set: what the step programs are given
    std::optional<Grab> m_grab;
    int m_grabbedSlot = -1;          ///< the held particle's slot, or -1
    GpuFrameReadback m_readback;   ///< the frames a bake queued and has not taken
    std::optional<GpuSelfCollision> m_selfCollision;  ///< built once the scene has self-collision
    float m_stepScale = 1.0f;        ///< pending rescale of v after the substeps changed
};

}  // namespace drape::engine

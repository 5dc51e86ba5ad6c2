// The interface both backends implement: a cloth advanced frame by frame under
// the physics contract of design.md §1. Frame k is the state at t = k / fps.
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

/// Parameters that may change while a simulation runs, without resetting the cloth.
struct LiveParameters {
    SpringStiffness springs;
    double damping = 0.0;
    double particleMass = 1.0;    ///< kg
    glm::dvec3 gravity{0.0};      ///< m/s²

    static LiveParameters fromScene(const Scene& scene);
};

class Solver {
public:
    virtual ~Solver() = default;
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    /// "cpu" or "gpu".
    virtual std::string backendName() const = 0;

    /// Advance by one frame: `substeps` steps of dt = 1/(fps·substeps).
    void advanceFrame();
    /// Back to frame 0: rest geometry, x_prev = x.
    void reset();
    /// Takes effect from the next step; positions and velocities are kept.
    virtual void setLiveParameters(const LiveParameters& parameters) = 0;
    /// Current positions in metres, particle (i, j) at index j·cols + i.
    virtual void readPositions(std::vector<glm::vec3>& out) const = 0;
    /// Why the current state diverged (engine/sim/DivergenceCheck.h), naming the
    /// first bad particle, or nothing when it is sane. Cheap: no full readback.
    virtual std::optional<std::string> findDivergence() = 0;

    int frame() const { return m_frame; }
    double time() const { return double(m_frame) / double(m_simulation.fps); }
    const SimulationSpec& simulation() const { return m_simulation; }

protected:
    explicit Solver(const SimulationSpec& simulation) : m_simulation(simulation) {}
    virtual void step(int count) = 0;
    virtual void restoreRest() = 0;

private:
    SimulationSpec m_simulation;
    int m_frame = 0;
};

}  // namespace drape::engine

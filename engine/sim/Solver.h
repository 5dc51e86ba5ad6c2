// The interface both backends implement: a cloth advanced frame by frame under
// the physics contract (docs/architecture.md, "Physics contract"). Frame k is the state at t = k / fps.
#pragma once

#include "engine/collide/ColliderGeometry.h"
#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

/// Parameters that may change while a simulation runs, without resetting the cloth.
struct LiveParameters {
    SpringStiffness springs;
    double bending = 0.0;         ///< B, N·m
    DampingSpec damping;
    double particleMass = 1.0;    ///< kg, an inner particle
    glm::dvec3 gravity{0.0};      ///< m/s²
    int substeps = 1;             ///< per frame; a new dt keeps each particle's velocity
    StrainLimits strainLimits;
    std::optional<AirSpec> air;
    /// Turning it on or off rebuilds the solver (SceneChange.h).
    std::optional<SelfCollisionSpec> selfCollision;
    int iterations = 10;          ///< the implicit integrator's, per step

    static LiveParameters fromScene(const Scene& scene);
};

/// A particle held by the user's mouse: each step it moves toward `target`, by at
/// most `maxStep` metres, and then carries on with the velocity that gave it.
struct Grab {
    int particle = 0;           ///< index j·cols + i
    glm::dvec3 target{0.0};     ///< m, world
    double maxStep = 0.0;       ///< m per step

    /// The grab of `particle` toward `target` for a cloth: at most a tenth of the
    /// grid spacing per step, so that a fast drag stretches springs, not the solver.
    static Grab of(const ClothSpec& cloth, int particle, const glm::dvec3& target);
};

/// Where a solver runs.
enum class Backend { Cpu, Gpu };

/// How the implicit integrator's last step ended (docs/physics.md, "Integrators").
struct ImplicitReport {
    int iterations = 0;
    /// |A x − b(x)| / |b(x)| over the free particles at the step's result: how far
    /// the iterations are from backward Euler's solution (0 when converged).
    double residual = 0.0;
};

/// "cpu" or "gpu", as the CLI and the editor show it.
std::string backendName(Backend backend);

class Solver {
public:
    virtual ~Solver() = default;
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    virtual Backend backend() const = 0;
    std::string backendName() const { return engine::backendName(backend()); }

    /// Advance by one frame: `substeps` steps of dt = 1/(fps·substeps). Begun
    /// by advanceSubsteps(), it runs what is left of the frame.
    void advanceFrame();
    /// Runs at most `count` (≥ 1) of the current frame's substeps and returns how
    /// many ran; frame() moves on once the last of them has. The editor plays in
    /// such slices so that its window never waits long on a large cloth.
    int advanceSubsteps(int count);
    /// Substeps of the frame in progress already run: 0 on a frame boundary.
    int substepsIntoFrame() const { return m_substepsIntoFrame; }
    /// Back to frame 0: rest geometry, x_prev = x.
    void reset();
    /// Takes effect from the next step; positions and velocities are kept (with new
    /// substeps, the step x − x_prev is rescaled so that the velocity is the same).
    void setLiveParameters(const LiveParameters& parameters);
    /// Replaces the colliders (prepared by engine/io/ColliderAssets); applied from the next step.
    virtual void setColliders(std::vector<ColliderGeometry> colliders) = 0;
    /// Holds a particle toward a target (the editor's grab), or lets go (nullopt).
    virtual void setGrab(const std::optional<Grab>& grab) = 0;
    /// Current positions in metres, particle (i, j) at index j·cols + i.
    virtual void readPositions(std::vector<glm::vec3>& out) const = 0;
    /// Why the current state diverged (engine/sim/DivergenceCheck.h), naming the
    /// first bad particle, or nothing when it is sane. Cheap: no full readback.
    virtual std::optional<std::string> findDivergence() = 0;
    /// Asks for the current frame's positions and divergence check, to be taken
    /// with takeFrame(), oldest first; at most two wait at a time. A GPU solver
    /// queues the copies and returns at once, so that a bake can queue the next
    /// frame's steps before it waits; the CPU solver reads at once.
    virtual void queueFrame();
    /// The oldest queued frame's positions into `out`, and why it diverged, if
    /// it did. A GPU solver words the reason from the culprit as it is when the
    /// frame is taken (at most a frame later); the frame is the queued one's.
    virtual std::optional<std::string> takeFrame(std::vector<glm::vec3>& out);
    /// Returns once the steps asked for so far have run: a GPU queues them, and
    /// whoever times them (the editor's slices) must wait for them.
    virtual void waitForSteps() {}
    /// The OpenGL buffer that holds the current positions (a vec4 per particle, in
    /// particle order) for drawing, or 0 when they live in host memory and must be
    /// read with readPositions(). A GPU solver's buffer belongs to its context.
    virtual unsigned int drawablePositionBuffer() const { return 0; }
    /// The implicit integrator's last step, or nothing under Verlet or before a step.
    /// A GPU solver reads its result back for it: call it for a readout, not per step.
    virtual std::optional<ImplicitReport> implicitReport() const { return std::nullopt; }

    int frame() const { return m_frame; }
    double time() const { return double(m_frame) / double(m_simulation.fps); }
    /// Simulated time at the start of the next step, s (what the wind's gusts follow).
    double stepTime() const { return m_stepTime; }
    const SimulationSpec& simulation() const { return m_simulation; }

protected:
    explicit Solver(const SimulationSpec& simulation) : m_simulation(simulation) {}
    virtual void step(int count) = 0;
    virtual void restoreRest() = 0;
    /// `stepScale` = new dt / old dt: the factor for x − x_prev.
    virtual void applyLiveParameters(const LiveParameters& parameters, double stepScale) = 0;
    /// dt of the current substeps, s.
    double timeStep() const { return m_simulation.timeStep(); }
    /// Where the next step ends and starts, in frames (real numbers): keyed motion's clock.
    double stepEndFrame() const { return (m_stepTime + m_simulation.timeStep()) * m_simulation.fps; }
    double stepStartFrame() const { return m_stepTime * m_simulation.fps; }
    /// Backends call it after each step they run.
    void stepDone() { m_stepTime += m_simulation.timeStep(); }

private:
    struct QueuedFrame {
        std::optional<std::string> divergence;
        std::vector<glm::vec3> positions;
    };

    SimulationSpec m_simulation;
    std::deque<QueuedFrame> m_queuedFrames;
    int m_frame = 0;
    int m_substepsIntoFrame = 0;
    double m_stepTime = 0.0;
};

}  // namespace drape::engine

// Runs the open scene's simulation for the editor: owns the solver (GPU in the
// viewport's context, or CPU), plays it at the scene's frame rate, steps, resets,
// applies live edits (colliders among them) and rebuilds on structural ones,
// holds the particle the viewport grabs, and pauses on divergence. It plays in
// slices of substeps that fit a time budget, so that the window never waits long
// on a large cloth (docs/editor.md, "Large cloths"), and it measures each
// backend's speed to estimate what a frame of another scene will cost. It calls
// the engine; it computes no physics itself.
#pragma once

#include "engine/scene/SceneChange.h"
#include "engine/sim/Solver.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace drape::app {

class GlContextAccess;
class SceneDocument;

class SimulationController final : public QObject {
    Q_OBJECT

public:
    explicit SimulationController(SceneDocument* document, QObject* parent = nullptr);
    ~SimulationController() override;

    /// Called once the viewport's context exists; builds the solver there.
    void attachGl(GlContextAccess* gl);
    /// Called before the viewport's context goes: frees GPU objects while it is current.
    void detachGl();

    /// The longest the window waits on one slice of substeps, unless a single substep takes longer.
    static constexpr double defaultSliceBudgetSeconds = 0.05;
    /// While a modal dialog is open, playing holds and looks again this often.
    static constexpr int holdPollMs = 50;
    /// While a menu is open, the event loop gets twice as long as a slice took to
    /// itself after each slice, up to this.
    static constexpr int maxMenuRoomMs = 300;

    bool isPlaying() const { return m_playing; }
    int frame() const { return m_solver ? m_solver->frame() : 0; }
    double time() const { return m_solver ? m_solver->time() : 0.0; }
    /// How far the frame in progress is, 0 to 1 (0 on a frame boundary).
    double frameProgress() const;
    /// Wall time the last frame's substeps took, seconds.
    double lastFrameSeconds() const { return m_lastFrameSeconds; }
    /// Frames shown per second while playing, over the last second.
    double playbackFps() const { return m_playbackFps; }
    /// Simulated seconds per wall second while playing, over the last half second
    /// or more; 0 before it is measured and while paused.
    double realTimeRatio() const { return m_realTimeRatio; }
    /// The wall time one slice of substeps may take (default defaultSliceBudgetSeconds);
    /// infinity runs whole frames, as the editor did before slicing.
    void setSliceBudget(double seconds) { m_sliceBudget = seconds; }

    /// What a frame of `scene` would cost on the backend it would run on here,
    /// from that backend's measured speed (`measuring` says nothing was measured
    /// yet: a short probe on a smaller grid of the same scene measures it now).
    struct FrameCost {
        engine::Backend backend = engine::Backend::Cpu;
        double seconds = 0.0;
        double secondsPerParticleSubstep = 0.0;
    };
    FrameCost estimateFrameCost(const engine::Scene& scene);
    /// "gpu", "cpu", or empty before the solver exists.
    QString backendName() const;
    bool gpuAvailable() const;
    /// Why the GPU backend cannot run (empty when it can).
    QString gpuUnavailableReason() const;
    /// The solver, for drawing; null until attachGl().
    engine::Solver* solver() const { return m_solver.get(); }
    /// How the implicit integrator's last step ended; nothing under Verlet, before
    /// the first step after a (re)build or reset, or without a solver. A GPU solver
    /// reads it back from its buffers: call it for a readout, a few times a second at most.
    std::optional<engine::ImplicitReport> implicitReport();
    /// Plays as fast as frames can be computed instead of at the scene's fps (benchmarks).
    void setUnthrottled(bool unthrottled);

    /// Per collider of the scene, in order: why it is left out of the simulation
    /// (it cannot be prepared, e.g. its mesh file is unreadable), or empty.
    const QStringList& colliderProblems() const { return m_colliderProblems; }

    /// Starts holding `particle` (index j·cols + i) toward `target` (world, metres).
    /// Only while playing; returns whether the grab took.
    bool beginGrab(int particle, const glm::dvec3& target);
    /// Moves the held particle's target; nothing when no grab is on.
    void moveGrab(const glm::dvec3& target);
    /// Lets go. Pause, reset and a rebuild let go too.
    void endGrab();
    /// The grab in force, if any.
    const std::optional<engine::Grab>& grab() const { return m_grab; }

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    void stepFrame();
    void reset();

Q_SIGNALS:
    void frameChanged(int frame);
    /// A slice of substeps ran: frameProgress() and realTimeRatio() may have moved.
    void sliceDone();
    void playingChanged(bool playing);
    /// The solver was (re)built: new grid, new backend.
    void solverRebuilt();
    /// The simulation diverged and was paused and reset; `message` names the frame.
    void diverged(const QString& message);
    /// The GPU could not be used and the CPU took over; `reason` says why.
    void fellBackToCpu(const QString& reason);
    /// Colliders that cannot be prepared are left out and the cloth goes on
    /// without them; `message` names them and says why (see colliderProblems()).
    void colliderProblem(const QString& message);
    /// The solver was given the scene's colliders anew; colliderProblems() is current.
    void collidersApplied();

private:
    void rebuildSolver();
    void onSceneChanged(engine::SceneChange change);
    /// Prepares the scene's colliders one by one and gives the solver those that
    /// can be used; skipped when they are the ones already applied, unless `force`.
    void applyColliders(bool force);
    void makeContextCurrent();
    /// Runs the next slice and schedules the one after while playing or stepping.
    void tick();
    /// Runs substeps of the frame in progress for about the slice budget (at least
    /// one); returns whether the frame completed. Divergence pauses and resets.
    bool runSlice();
    void recordSpeed(engine::Backend backend, double seconds, std::int64_t particleSubsteps);
    /// Seconds per particle-substep of `scene` on `backend`, probed on a grid
    /// that grows until one substep takes long enough to time (the GPU's launch
    /// cost would hide the work otherwise).
    double probeSpeed(const engine::Scene& scene, engine::Backend backend);

    SceneDocument* m_document;
    GlContextAccess* m_gl = nullptr;
    std::unique_ptr<engine::Solver> m_solver;
    QTimer m_timer;                 ///< single shot: the next slice
    bool m_playing = false;
    bool m_steppingToFrameEnd = false;
    double m_sliceBudget = defaultSliceBudgetSeconds;
    double m_secondsPerSubstep = 0.0;  ///< of the current solver, measured; 0 before its first slice
    double m_frameSeconds = 0.0;       ///< compute time of the frame in progress
    double m_lastSliceSeconds = 0.0;
    QElapsedTimer m_frameClock;        ///< since the frame in progress began, for the frame rate
    QElapsedTimer m_fpsClock;
    int m_framesThisSecond = 0;
    double m_playbackFps = 0.0;
    double m_lastFrameSeconds = 0.0;
    QElapsedTimer m_ratioClock;
    double m_simulatedSinceRatio = 0.0;
    double m_realTimeRatio = 0.0;
    /// Measured seconds per particle-substep, by engine::Backend; 0 until measured.
    std::array<double, 2> m_speed{};
    bool m_unthrottled = false;
    QString m_gpuFailure;
    std::vector<engine::ColliderSpec> m_appliedColliders;   ///< what the solver was last given
    QStringList m_colliderProblems;
    std::optional<engine::Grab> m_grab;
};

}  // namespace drape::app

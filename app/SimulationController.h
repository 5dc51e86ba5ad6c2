// Runs the open scene's simulation for the editor: owns the solver (GPU in the
// viewport's context, or CPU), plays it at the scene's frame rate, steps, resets,
// applies live edits (colliders among them) and rebuilds on structural ones,
// holds the particle the viewport grabs, and pauses on divergence. It calls the
// engine; it computes no physics itself.
#pragma once

#include "engine/scene/SceneChange.h"
#include "engine/sim/Solver.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <glm/vec3.hpp>

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

    bool isPlaying() const { return m_timer.isActive(); }
    int frame() const { return m_solver ? m_solver->frame() : 0; }
    double time() const { return m_solver ? m_solver->time() : 0.0; }
    /// Wall time the last frame's substeps took, seconds.
    double lastFrameSeconds() const { return m_lastFrameSeconds; }
    /// Frames shown per second while playing, over the last second.
    double playbackFps() const { return m_playbackFps; }
    /// "gpu", "cpu", or empty before the solver exists.
    QString backendName() const;
    bool gpuAvailable() const;
    /// Why the GPU backend cannot run (empty when it can).
    QString gpuUnavailableReason() const;
    /// The solver, for drawing; null until attachGl().
    engine::Solver* solver() const { return m_solver.get(); }
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
    void advance();

    SceneDocument* m_document;
    GlContextAccess* m_gl = nullptr;
    std::unique_ptr<engine::Solver> m_solver;
    QTimer m_timer;
    QElapsedTimer m_fpsClock;
    int m_framesThisSecond = 0;
    double m_playbackFps = 0.0;
    double m_lastFrameSeconds = 0.0;
    bool m_unthrottled = false;
    QString m_gpuFailure;
    std::vector<engine::ColliderSpec> m_appliedColliders;   ///< what the solver was last given
    QStringList m_colliderProblems;
    std::optional<engine::Grab> m_grab;
};

}  // namespace drape::app

// Runs the open scene's simulation for the editor: owns the solver (GPU in the
// viewport's context, or CPU), plays it at the scene's frame rate, steps, resets,
// applies live edits and rebuilds on structural ones, and pauses on divergence.
// It calls the engine; it computes no physics itself.
#pragma once

#include "engine/scene/SceneChange.h"
#include "engine/sim/Solver.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

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

private:
    void rebuildSolver();
    void onSceneChanged(engine::SceneChange change);
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
};

}  // namespace drape::app

#include "app/BakeController.h"

#include "app/GlContextAccess.h"
#include "app/SceneDocument.h"
#include "app/SimulationController.h"

#include "engine/io/IoError.h"
#include "engine/scene/SceneChange.h"
#include "engine/sim/Bake.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuSolver.h"

#include <QCoreApplication>
#include <QProgressDialog>

#include <vector>

namespace drape::app {
namespace {

/// Thrown from a bake's progress callback to stop it.
struct BakeCancelled {};

}  // namespace

BakeController::BakeController(SceneDocument* document, SimulationController* simulation, GlContextAccess* gl,
                               QObject* parent)
    : QObject(parent), m_document(document), m_simulation(simulation), m_gl(gl)
{
    connect(document, &SceneDocument::sceneChanged, this, &BakeController::updateStale);
    connect(document, &SceneDocument::sceneReplaced, this, &BakeController::dropCache);
}

BakeController::~BakeController() = default;

bool BakeController::canRebakeFrom(int frame, QString* why) const
{
    const auto refuse = [why](const QString& reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (!m_cache)
        return refuse(tr("Nothing has been baked yet."));
    const engine::Scene& scene = m_document->scene();
    if (frame < 0 || frame >= m_cache->frameCount() || frame >= scene.simulation.frames)
        return refuse(tr("Frame %1 is outside the baked frames.").arg(frame));
    if (engine::classifyChange(bakedScene(), scene) == engine::SceneChange::Rebuild)
        return refuse(tr("The grid, pins, frame rate or backend changed since the bake: the cloth restarts "
                         "at rest, so only a re-bake from frame 0 can follow."));
    return true;
}

// The bake's own solver, of the backend the live view runs on, in the viewport's context.
std::unique_ptr<engine::Solver> BakeController::createSolver(const engine::Scene& scene) const
{
    if (m_simulation->backendName() == QLatin1String("gpu"))
        return std::make_unique<engine::GpuSolver>(scene);
    return std::make_unique<engine::CpuSolver>(scene);
}

BakeController::Result BakeController::bake(int fromFrame, const Progress& progress)
{
    if (m_baking) {
        m_lastError = tr("A bake is already running.");
        return Result::Failed;
    }
    const engine::Scene scene = m_document->scene();
    const int frames = scene.simulation.frames;
    if (fromFrame > 0 && !canRebakeFrom(fromFrame, &m_lastError))
        return Result::Failed;
    m_simulation->pause();

    std::vector<Segment> segments;
    if (fromFrame > 0)
        for (const Segment& segment : m_segments)
            if (segment.start < fromFrame)
                segments.push_back(segment);
    segments.push_back(Segment{fromFrame, scene});

    const auto report = [&](int done) {
        if (m_gl)
            m_gl->makeContextCurrent();  // processing events may have switched contexts
        if (progress && !progress(done, frames))
            throw BakeCancelled{};
        if (m_gl)
            m_gl->makeContextCurrent();
    };

    m_baking = true;
    if (m_gl)
        m_gl->makeContextCurrent();
    std::unique_ptr<engine::Solver> solver;
    std::unique_ptr<engine::FrameCache> cache;
    Result result = Result::Baked;
    try {
        solver = createSolver(segments.front().scene);
        cache = std::make_unique<engine::FrameCache>(scene.cloth.cols * scene.cloth.rows);
        if (fromFrame == 0) {
            engine::bake(*solver, scene, frames, *cache, [&](int done, int) { report(done); });
        } else {
            // The solver has no way to set its state, and Verlet needs the previous
            // positions too: re-simulate frames 0 … fromFrame as they were baked
            // (solvers are deterministic), then go on with the new parameters.
            std::vector<glm::vec3> positions;
            for (int frame = 0; frame <= fromFrame; ++frame) {
                const auto kept = m_cache->frame(frame);
                positions.assign(kept.begin(), kept.end());
                cache->addFrame(positions);
            }
            solver->reset();
            const Segment* applied = &segments.front();
            for (int frame = 1; frame < frames; ++frame) {
                const Segment* segment = &segments.front();
                for (const Segment& s : segments)
                    if (s.start < frame)
                        segment = &s;
                if (segment != applied) {
                    solver->setLiveParameters(engine::LiveParameters::fromScene(segment->scene));
                    applied = segment;
                }
                solver->advanceFrame();
                if (frame <= fromFrame) {
                    report(frame);
                    continue;
                }
                if (const auto reason = solver->findDivergence())
                    throw engine::DivergenceError(
                        frame, tr("the simulation diverged at frame %1: %2").arg(frame).arg(QString::fromStdString(*reason)).toStdString());
                solver->readPositions(positions);
                cache->addFrame(positions);
                report(frame + 1);
            }
            cache->finish();
        }
    } catch (const BakeCancelled&) {
        result = Result::Cancelled;
    } catch (const engine::DivergenceError& e) {
        m_lastError = tr("The bake stopped: %1. Nothing new was kept.").arg(QString::fromStdString(e.what()));
        result = Result::Diverged;
    } catch (const std::exception& e) {
        m_lastError = tr("The bake failed: %1").arg(QString::fromStdString(e.what()));
        result = Result::Failed;
    }
    if (m_gl)
        m_gl->makeContextCurrent();
    solver.reset();  // GPU objects go while their context is current
    if (m_gl)
        m_gl->doneContextCurrent();
    m_baking = false;
    if (result != Result::Baked)
        return result;

    m_cache = std::move(cache);
    m_segments = std::move(segments);
    Q_EMIT cacheChanged();
    updateStale();
    return result;
}

BakeController::Result BakeController::bakeWithDialog(QWidget* parent, int fromFrame)
{
    const int frames = m_document->scene().simulation.frames;
    QProgressDialog dialog(tr("Baking %1 frames…").arg(frames), tr("Cancel"), 0, frames, parent);
    dialog.setObjectName(QStringLiteral("bakeProgress"));
    dialog.setWindowTitle(tr("Bake"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(0);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    dialog.setValue(0);
    const Result result = bake(fromFrame, [&dialog](int done, int) {
        dialog.setValue(done);
        QCoreApplication::processEvents();
        return !dialog.wasCanceled();
    });
    if (result == Result::Diverged || result == Result::Failed)
        Q_EMIT failed(tr("Bake failed"), m_lastError);
    return result;
}

void BakeController::updateStale()
{
    const bool stale = m_cache && m_document->scene() != bakedScene();
    if (stale != m_stale) {
        m_stale = stale;
        Q_EMIT staleChanged(m_stale);
    }
}

void BakeController::dropCache()
{
    m_cache.reset();
    m_segments = {Segment{0, m_document->scene()}};
    Q_EMIT cacheChanged();
    updateStale();
}

}  // namespace drape::app

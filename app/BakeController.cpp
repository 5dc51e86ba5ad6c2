#include "app/BakeController.h"

#include "app/FrameCostGuard.h"
#include "app/GlContextAccess.h"
#include "app/SceneDocument.h"
#include "app/SimulationController.h"

#include "engine/io/IoError.h"
#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/SceneChange.h"
#include "engine/sim/Bake.h"
#include "engine/sim/SolverFactory.h"

#include <QCoreApplication>
#include <QProgressDialog>

#include <algorithm>

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

BakeController::Result BakeController::bake(int fromFrame, const Progress& progress)
{
    if (m_baking) {
        m_lastError = tr("A bake is already running.");
        return Result::Failed;
    }
    const engine::Scene scene = m_document->scene();
    // As drape-cli bake refuses it, with its message: a bake without a collider
    // would be a wrong result. The live view runs on without it (it is marked missing).
    try {
        engine::validateScene(scene, scene.name, engine::MeshFiles::MustExist);
    } catch (const engine::SceneError& e) {
        m_lastError = tr("Cannot bake: %1").arg(QString::fromStdString(e.what()));
        return Result::Failed;
    }
    if (const auto problem = engine::firstProblem(m_document->colliders())) {
        m_lastError = tr("Cannot bake: %1").arg(QString::fromStdString(*problem));
        return Result::Failed;
    }
    const int frames = scene.simulation.frames;
    if (fromFrame > 0 && !canRebakeFrom(fromFrame, &m_lastError))
        return Result::Failed;
    m_simulation->pause();

    // From frame 0, one segment; from frame k, those that made frames 0 … k, then the open scene.
    std::vector<Segment> segments;
    if (fromFrame > 0)
        for (const Segment& segment : m_segments)
            if (segment.start < fromFrame)
                segments.push_back(segment);
    const std::vector<engine::PreparedCollider>& colliders = m_document->colliders();
    segments.push_back(Segment{fromFrame, scene, engine::usableGeometry(colliders), colliders});
    engine::BakePlan plan;
    for (std::size_t s = 1; s < segments.size(); ++s)
        plan.changes.push_back({segments[s].start, engine::LiveParameters::fromScene(segments[s].scene),
                                segments[s].colliders});
    if (fromFrame > 0) {
        plan.kept = m_cache.get();
        plan.keptFrames = fromFrame + 1;
    }
    // Slices of about the live view's budget, by the backend's measured speed, so
    // that the progress dialog answers within one (docs/editor.md, "Large cloths").
    const double work = double(engine::sceneParticleCount(scene)) * scene.simulation.substeps;
    const double secondsPerSubstep = work > FrameCostGuard::alwaysInteractiveWork
                                         ? m_simulation->estimateFrameCost(scene).seconds / scene.simulation.substeps
                                         : 0.0;
    if (secondsPerSubstep > 0.0)
        plan.substepsPerSlice = int(std::clamp(SimulationController::defaultSliceBudgetSeconds / secondsPerSubstep, 1.0,
                                               double(scene.simulation.substeps)));

    const auto report = [&](int done, int) {
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
        // The bake's own solver, of the backend the live view runs on, in the viewport's context.
        const engine::Backend backend = m_simulation->solver() ? m_simulation->solver()->backend() : engine::Backend::Cpu;
        solver = engine::createSolver(segments.front().scene, segments.front().colliders, engine::choiceFor(backend),
                                      m_gl ? &m_gl->glInfo() : nullptr);
        cache = std::make_unique<engine::FrameCache>(int(engine::sceneParticleCount(scene)));
        engine::bake(*solver, scene, frames, *cache, report, plan);
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
    const std::vector<engine::PreparedCollider>& colliders = m_document->colliders();
    m_segments = {Segment{0, m_document->scene(), engine::usableGeometry(colliders), colliders}};
    Q_EMIT cacheChanged();
    updateStale();
}

}  // namespace drape::app

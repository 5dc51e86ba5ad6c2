#include "app/SimulationController.h"

#include "app/GlContextAccess.h"
#include "app/SceneDocument.h"

#include "engine/sim/SolverFactory.h"

#include <chrono>

namespace drape::app {

SimulationController::SimulationController(SceneDocument* document, QObject* parent)
    : QObject(parent), m_document(document)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &SimulationController::advance);
    connect(document, &SceneDocument::sceneReplaced, this, [this] { rebuildSolver(); });
    connect(document, &SceneDocument::sceneChanged, this, &SimulationController::onSceneChanged);
}

SimulationController::~SimulationController() = default;

void SimulationController::attachGl(GlContextAccess* gl)
{
    m_gl = gl;
    rebuildSolver();
}

void SimulationController::detachGl()
{
    pause();
    if (m_gl) {
        m_gl->makeContextCurrent();
        m_solver.reset();
        m_gl->doneContextCurrent();
    }
    m_gl = nullptr;
}

QString SimulationController::backendName() const
{
    return m_solver ? QString::fromStdString(m_solver->backendName()) : QString();
}

bool SimulationController::gpuAvailable() const
{
    return m_gl && m_gl->glInfo().hasCompute && m_gpuFailure.isEmpty();
}

QString SimulationController::gpuUnavailableReason() const
{
    if (!m_gl)
        return tr("no OpenGL context yet");
    if (!m_gl->glInfo().hasCompute)
        return QString::fromStdString(m_gl->glInfo().missingReason);
    return m_gpuFailure;
}

void SimulationController::setUnthrottled(bool unthrottled)
{
    m_unthrottled = unthrottled;
    m_timer.setInterval(m_unthrottled ? 0 : 1000 / m_document->scene().simulation.fps);
}

void SimulationController::play()
{
    if (!m_solver || isPlaying())
        return;
    setUnthrottled(m_unthrottled);
    m_fpsClock.start();
    m_framesThisSecond = 0;
    m_timer.start();
    Q_EMIT playingChanged(true);
}

void SimulationController::pause()
{
    endGrab();
    if (!isPlaying())
        return;
    m_timer.stop();
    m_playbackFps = 0.0;
    Q_EMIT playingChanged(false);
}

void SimulationController::togglePlay()
{
    isPlaying() ? pause() : play();
}

void SimulationController::stepFrame()
{
    pause();
    advance();
}

void SimulationController::reset()
{
    if (!m_solver)
        return;
    endGrab();
    makeContextCurrent();
    m_solver->reset();
    Q_EMIT frameChanged(0);
}

void SimulationController::makeContextCurrent()
{
    if (m_gl)
        m_gl->makeContextCurrent();
}

bool SimulationController::beginGrab(int particle, const glm::dvec3& target)
{
    const engine::ClothSpec& cloth = m_document->scene().cloth;
    if (!m_solver || !isPlaying() || particle < 0 || particle >= cloth.particleCount())
        return false;
    m_grab = engine::Grab::of(cloth, particle, target);
    makeContextCurrent();
    m_solver->setGrab(m_grab);
    return true;
}

void SimulationController::moveGrab(const glm::dvec3& target)
{
    if (!m_grab || !m_solver)
        return;
    m_grab->target = target;
    makeContextCurrent();
    m_solver->setGrab(m_grab);
}

void SimulationController::endGrab()
{
    if (!m_grab)
        return;
    m_grab.reset();
    if (m_solver) {
        makeContextCurrent();
        m_solver->setGrab(std::nullopt);
    }
}

void SimulationController::applyColliders(bool force)
{
    const std::vector<engine::PreparedCollider>& colliders = m_document->colliders();
    const std::vector<engine::ColliderSpec>& specs = m_document->scene().colliders;
    if (!m_solver || (!force && specs == m_appliedColliders))
        return;
    m_appliedColliders = specs;
    // Those that cannot be used are left out, so that one bad mesh leaves the others in force.
    QStringList problems;
    m_colliderProblems.clear();
    for (const engine::PreparedCollider& collider : colliders) {
        m_colliderProblems.append(QString::fromStdString(collider.problem));
        if (!collider.problem.empty())
            problems.append(m_colliderProblems.back());
    }
    makeContextCurrent();
    m_solver->setColliders(engine::usableGeometry(colliders));
    Q_EMIT collidersApplied();
    if (!problems.isEmpty())
        Q_EMIT colliderProblem(tr("Colliders left out of the simulation (the cloth goes on without them): %1")
                                   .arg(problems.join(QStringLiteral("; "))));
}

// Builds the backend the scene asks for; the GPU one needs the viewport's context.
void SimulationController::rebuildSolver()
{
    const bool wasPlaying = isPlaying();
    pause();
    if (!m_gl)
        return;
    m_grab.reset();
    const engine::Scene& scene = m_document->scene();
    m_gl->makeContextCurrent();
    m_solver.reset();
    // The editor never refuses to simulate: a GPU that cannot run hands over to the CPU, with the reason shown.
    const engine::BackendChoice choice =
        scene.simulation.backend == engine::BackendChoice::Cpu ? engine::BackendChoice::Cpu : engine::BackendChoice::Auto;
    const bool usable = gpuAvailable();
    std::string fallbackReason;
    m_solver = engine::createSolver(scene, {}, choice, usable ? &m_gl->glInfo() : nullptr, &fallbackReason);
    if (!fallbackReason.empty()) {
        if (usable)
            m_gpuFailure = QString::fromStdString(fallbackReason);
        if (scene.simulation.backend == engine::BackendChoice::Gpu || usable)
            Q_EMIT fellBackToCpu(usable ? m_gpuFailure : gpuUnavailableReason());
    }
    applyColliders(true);
    Q_EMIT solverRebuilt();
    Q_EMIT frameChanged(0);
    if (wasPlaying)
        play();
}

void SimulationController::onSceneChanged(engine::SceneChange change)
{
    if (change == engine::SceneChange::Rebuild) {
        rebuildSolver();
    } else if (change == engine::SceneChange::Live && m_solver) {
        makeContextCurrent();
        m_solver->setLiveParameters(engine::LiveParameters::fromScene(m_document->scene()));
        applyColliders(false);
    }
}

void SimulationController::advance()
{
    if (!m_solver)
        return;
    if (m_gl)
        m_gl->makeContextCurrent();
    const auto start = std::chrono::steady_clock::now();
    m_solver->advanceFrame();
    const auto reason = m_solver->findDivergence();  // waits for the GPU: the frame is done
    m_lastFrameSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (reason) {
        const int frame = m_solver->frame();
        pause();  // lets go of a grab too
        m_solver->reset();
        Q_EMIT frameChanged(0);
        Q_EMIT diverged(tr("The simulation diverged at frame %1 (%2) and was reset to rest. "
                         "Lower the stiffness or raise the substeps.")
                          .arg(frame)
                          .arg(QString::fromStdString(*reason)));
        return;
    }
    ++m_framesThisSecond;
    if (m_fpsClock.isValid() && m_fpsClock.elapsed() >= 1000) {
        m_playbackFps = m_framesThisSecond * 1000.0 / double(m_fpsClock.restart());
        m_framesThisSecond = 0;
    }
    Q_EMIT frameChanged(m_solver->frame());
}

}  // namespace drape::app

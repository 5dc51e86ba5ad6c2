#include "app/SimulationController.h"

#include "app/GlContextAccess.h"
#include "app/SceneDocument.h"

#include "engine/scene/ClothAssembly.h"
#include "engine/sim/SolverFactory.h"

#include <QApplication>

#include <algorithm>
#include <chrono>
#include <exception>

namespace drape::app {
namespace {

// A batch shorter than this is not timed: a GPU's launch cost would hide the work.
constexpr double timeableSeconds = 0.002;

}  // namespace

SimulationController::SimulationController(SceneDocument* document, QObject* parent)
    : QObject(parent), m_document(document)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &SimulationController::tick);
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

std::optional<engine::ImplicitReport> SimulationController::implicitReport()
{
    // At frame 0 with no substep into it, no step has run since the (re)build or the
    // last reset: nothing to report, whatever a solver kept from before the reset.
    if (!m_solver || (m_solver->frame() == 0 && m_solver->substepsIntoFrame() == 0))
        return std::nullopt;
    makeContextCurrent();  // a GPU solver reads its buffers
    return m_solver->implicitReport();
}

void SimulationController::setUnthrottled(bool unthrottled)
{
    m_unthrottled = unthrottled;
}

double SimulationController::frameProgress() const
{
    return m_solver ? double(m_solver->substepsIntoFrame()) / double(m_solver->simulation().substeps) : 0.0;
}

void SimulationController::play()
{
    if (!m_solver || isPlaying())
        return;
    m_steppingToFrameEnd = false;
    m_playing = true;
    m_fpsClock.start();
    m_framesThisSecond = 0;
    m_ratioClock.start();
    m_simulatedSinceRatio = 0.0;
    m_timer.start(0);
    Q_EMIT playingChanged(true);
}

void SimulationController::pause()
{
    endGrab();
    m_steppingToFrameEnd = false;
    m_timer.stop();
    if (!isPlaying())
        return;
    m_playing = false;
    m_playbackFps = 0.0;
    m_realTimeRatio = 0.0;
    Q_EMIT playingChanged(false);
}

void SimulationController::togglePlay()
{
    isPlaying() ? pause() : play();
}

// The first slice runs now, so a frame that fits the budget is done on return;
// a longer one goes on in slices, and frameChanged() says when it is done.
void SimulationController::stepFrame()
{
    pause();
    if (!m_solver)
        return;
    m_steppingToFrameEnd = true;
    tick();
}

void SimulationController::reset()
{
    if (!m_solver)
        return;
    endGrab();
    // Playing goes on from rest; a step in progress has nothing left to finish.
    if (m_steppingToFrameEnd) {
        m_steppingToFrameEnd = false;
        m_timer.stop();
    }
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
    const engine::ClothSpec& cloth = m_document->scene().cloths[0];
    if (!m_solver || !isPlaying() || particle < 0 ||
        std::size_t(particle) >= engine::sceneParticleCount(m_document->scene()))
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
    m_secondsPerSubstep = 0.0;
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

void SimulationController::tick()
{
    if (!m_solver || (!m_playing && !m_steppingToFrameEnd))
        return;
    const bool frameDone = runSlice();
    if (frameDone && m_steppingToFrameEnd) {
        m_steppingToFrameEnd = false;
        return;
    }
    if (!m_playing && !m_steppingToFrameEnd)
        return;  // paused by a divergence
    const int interval = 1000 / m_document->scene().simulation.fps;
    int wait = frameDone && !m_unthrottled ? std::max(0, interval - int(m_frameClock.elapsed())) : 0;
    // A dialog or a menu needs many turns of the event loop to open and draw, and
    // each would wait for a slice: a modal dialog holds the cloth until it closes
    // (looked for again every holdPollMs), and a menu gets twice as long as a
    // slice takes between slices.
    if (QApplication::activeModalWidget())
        wait = std::max(wait, holdPollMs);
    else if (QApplication::activePopupWidget())
        wait = std::max(wait, std::min(int(2000.0 * m_lastSliceSeconds), maxMenuRoomMs));
    m_timer.start(wait);
}

bool SimulationController::runSlice()
{
    if (QApplication::activeModalWidget() && !m_steppingToFrameEnd)
        return false;  // held while a dialog is open: the cloth goes on once it closes
    makeContextCurrent();
    if (m_solver->substepsIntoFrame() == 0) {
        m_frameClock.start();
        m_frameSeconds = 0.0;
    }
    using Clock = std::chrono::steady_clock;
    const auto sliceStart = Clock::now();
    const auto secondsSince = [](Clock::time_point from) {
        return std::chrono::duration<double>(Clock::now() - from).count();
    };
    const int substeps = m_solver->simulation().substeps;
    const auto particles = std::int64_t(engine::sceneParticleCount(m_document->scene()));
    int ran = 0;
    bool frameDone = false;
    while (!frameDone) {
        const int left = substeps - m_solver->substepsIntoFrame();
        const double room = m_sliceBudget - secondsSince(sliceStart);
        // Unmeasured, one substep says what one costs.
        const int batch = m_secondsPerSubstep > 0.0
                              ? int(std::clamp(room / m_secondsPerSubstep, 1.0, double(left)))
                              : 1;
        const auto batchStart = Clock::now();
        m_solver->advanceSubsteps(batch);
        // Checked once a frame, as bakes do; both calls wait for the GPU: the batch is done.
        std::optional<std::string> reason;
        if (batch == left)
            reason = m_solver->findDivergence();
        else
            m_solver->waitForSteps();
        const double batchSeconds = secondsSince(batchStart);
        m_secondsPerSubstep = batchSeconds / batch;
        recordSpeed(m_solver->backend(), batchSeconds, particles * batch);
        ran += batch;
        if (reason) {
            const int frame = m_solver->frame();
            pause();  // lets go of a grab too
            m_solver->reset();
            Q_EMIT frameChanged(0);
            Q_EMIT diverged(tr("The simulation diverged at frame %1 (%2) and was reset to rest. "
                               "Lower the stiffness or raise the substeps.")
                                .arg(frame)
                                .arg(QString::fromStdString(*reason)));
            return false;
        }
        frameDone = m_solver->substepsIntoFrame() == 0;
        if (secondsSince(sliceStart) + m_secondsPerSubstep > m_sliceBudget)
            break;
    }
    m_lastSliceSeconds = secondsSince(sliceStart);
    m_frameSeconds += m_lastSliceSeconds;
    m_simulatedSinceRatio += ran * m_solver->simulation().timeStep();
    if (m_playing && m_ratioClock.isValid() && m_ratioClock.elapsed() >= 500) {
        m_realTimeRatio = m_simulatedSinceRatio * 1000.0 / double(m_ratioClock.restart());
        m_simulatedSinceRatio = 0.0;
    }
    if (frameDone) {
        m_lastFrameSeconds = m_frameSeconds;
        ++m_framesThisSecond;
        if (m_fpsClock.isValid() && m_fpsClock.elapsed() >= 1000) {
            m_playbackFps = m_framesThisSecond * 1000.0 / double(m_fpsClock.restart());
            m_framesThisSecond = 0;
        }
    }
    Q_EMIT sliceDone();
    if (frameDone)
        Q_EMIT frameChanged(m_solver->frame());
    return frameDone;
}

void SimulationController::recordSpeed(engine::Backend backend, double seconds, std::int64_t particleSubsteps)
{
    if (seconds >= timeableSeconds)
        m_speed[std::size_t(backend)] = seconds / double(particleSubsteps);
}

double SimulationController::probeSpeed(const engine::Scene& scene, engine::Backend backend)
{
    // Fixed costs per dispatch weigh on small grids (docs/editor.md, "Large cloths"):
    // grow until a substep takes this.
    constexpr double probeSubstepSeconds = 0.02;
    constexpr int largestSide = 2048;
    engine::Scene probe = scene;
    probe.colliders.clear();  // their cost comes in with the live measurement
    makeContextCurrent();
    for (int side = 256;; side *= 2) {
        // side² particles, or the whole cloth if it has fewer; a narrow cloth runs longer.
        // A mesh is timed whole: it has no smaller piece of the same kind.
        engine::ClothSpec& cloth = probe.cloths[0];
        if (!cloth.mesh) {
            cloth.cols = std::min(side, scene.cloths[0].cols);
            cloth.rows = std::min((side * side + cloth.cols - 1) / cloth.cols, scene.cloths[0].rows);
            engine::dropHeldOutsideGrid(cloth);
        }
        std::unique_ptr<engine::Solver> solver;
        try {
            solver = engine::createSolver(probe, {}, engine::choiceFor(backend),
                                          backend == engine::Backend::Gpu ? &m_gl->glInfo() : nullptr);
        } catch (const std::exception&) {
            return 0.0;  // the scene's own build says what is wrong
        }
        solver->advanceSubsteps(1);  // the first dispatch may still compile
        (void)solver->findDivergence();
        constexpr int timed = 3;
        const auto start = std::chrono::steady_clock::now();
        const int ran = solver->advanceSubsteps(timed);  // in one go, as a frame runs: one publish pass
        (void)solver->findDivergence();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const bool whole = cloth.cols == scene.cloths[0].cols && cloth.rows == scene.cloths[0].rows;
        if (seconds / ran >= probeSubstepSeconds || whole || side >= largestSide)
            return seconds / (double(ran) * double(engine::sceneParticleCount(probe)));
    }
}

SimulationController::FrameCost SimulationController::estimateFrameCost(const engine::Scene& scene)
{
    const engine::Backend backend =
        scene.simulation.backend != engine::BackendChoice::Cpu && gpuAvailable() ? engine::Backend::Gpu
                                                                                 : engine::Backend::Cpu;
    double& speed = m_speed[std::size_t(backend)];
    if (speed == 0.0 && (backend == engine::Backend::Cpu || m_gl))
        speed = probeSpeed(scene, backend);
    const double particleSubsteps = double(engine::sceneParticleCount(scene)) * double(scene.simulation.substeps);
    return {backend, speed * particleSubsteps, speed};
}

}  // namespace drape::app

#include "app/panels/SimulationPanel.h"

#include "app/SimulationController.h"
#include "app/panels/PanelWidgets.h"

#include "engine/scene/Limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

#include <array>

namespace drape::app {
namespace {

// Backend combo rows, Automatic first since it is the default.
constexpr std::array<engine::BackendChoice, 3> backendRows{engine::BackendChoice::Auto, engine::BackendChoice::Gpu,
                                                           engine::BackendChoice::Cpu};
constexpr int gpuRow = 1;

// Integrator combo rows, in the enum's order: Verlet (the default) first.
constexpr std::array<engine::Integrator, 2> integratorRows{engine::Integrator::Verlet, engine::Integrator::Implicit};

int rowOf(engine::BackendChoice backend)
{
    for (std::size_t row = 0; row < backendRows.size(); ++row)
        if (backendRows[row] == backend)
            return int(row);
    return 0;
}

int rowOf(engine::Integrator integrator)
{
    for (std::size_t row = 0; row < integratorRows.size(); ++row)
        if (integratorRows[row] == integrator)
            return int(row);
    return 0;
}

bool isImplicit(const engine::Scene& scene)
{
    return scene.simulation.integrator == engine::Integrator::Implicit;
}

}  // namespace

SimulationPanel::SimulationPanel(SceneDocument* document, SimulationController* simulation, QWidget* parent)
    : ScenePanel(document, QStringLiteral("simulationPanel"), parent), m_simulation(simulation)
{
    auto* content = new QWidget(this);
    buildControls(content);
    setScrollableWidget(content);

    connect(m_playButton, &QPushButton::clicked, this, [this](bool play) {
        play ? m_simulation->play() : m_simulation->pause();
        refreshStatus();  // the button follows the controller even when it could not start
    });
    connect(m_stepButton, &QPushButton::clicked, m_simulation, &SimulationController::stepFrame);
    connect(m_resetButton, &QPushButton::clicked, m_simulation, &SimulationController::reset);

    connect(m_autoSubstepsCheck, &QCheckBox::toggled, this, [this](bool on) {
        engine::Scene after = scene();
        after.simulation.autoSubsteps = on;
        commitEdit(on ? tr("Use automatic substeps") : tr("Use manual substeps"), after);
    });
    connect(m_integratorCombo, &QComboBox::currentIndexChanged, this, &SimulationPanel::editIntegrator);
    connect(m_backendCombo, &QComboBox::currentIndexChanged, this, &SimulationPanel::editBackend);

    connect(m_simulation, &SimulationController::frameChanged, this, &SimulationPanel::refreshStatus);
    connect(m_simulation, &SimulationController::playingChanged, this, &SimulationPanel::refreshStatus);
    connect(m_simulation, &SimulationController::solverRebuilt, this, [this] {
        refreshGpuAvailability();
        refreshStatus();
    });
    connect(m_simulation, &SimulationController::fellBackToCpu, this, &SimulationPanel::refreshGpuAvailability);

    retranslate();
}

void SimulationPanel::buildControls(QWidget* content)
{
    auto* layout = new QVBoxLayout(content);

    auto* transport = new QHBoxLayout;
    m_playButton = new QPushButton(content);
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_playButton->setCheckable(true);
    m_stepButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipForward), QString(), content);
    m_stepButton->setObjectName(QStringLiteral("stepButton"));
    m_resetButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipBackward), QString(), content);
    m_resetButton->setObjectName(QStringLiteral("resetButton"));
    for (QPushButton* button : {m_playButton, m_stepButton, m_resetButton})
        transport->addWidget(button);
    layout->addLayout(transport);

    m_form = new QFormLayout;
    layout->addLayout(m_form);
    fields().add(content, m_form,
                 {.name = "fpsSpin", .kind = FieldKind::Integer, .minimum = 1, .maximum = engine::limits::maxFps,
                  .label = QT_TR_NOOP("Frames per second"),
                  .toolTip = QT_TR_NOOP("Frame rate of the simulation; each frame is computed in substeps."),
                  .undoText = QT_TR_NOOP("Change frame rate"),
                  .get = [](const engine::Scene& s, int) { return double(s.simulation.fps); },
                  .set = [](engine::Scene& s, int, double fps) { s.simulation.fps = int(fps); }});
    // Substeps with the automatic mode beside them (the same scene flag as the Springs panel's check box).
    m_substepsRow = new QWidget(content);
    auto* substepsLayout = new QHBoxLayout(m_substepsRow);
    substepsLayout->setContentsMargins(0, 0, 0, 0);
    m_substepsSpin = fields().add(
        m_substepsRow, nullptr,
        {.name = "substepsSpin", .kind = FieldKind::Integer, .minimum = 1, .maximum = engine::limits::maxSubsteps,
         .undoText = QT_TR_NOOP("Change substeps"),
         .get = [](const engine::Scene& s, int) { return double(s.simulation.substeps); },
         .set = [](engine::Scene& s, int, double substeps) { s.simulation.substeps = int(substeps); },
         .editable = [](const engine::Scene& s) { return !s.simulation.autoSubsteps; }});
    m_autoSubstepsCheck = new QCheckBox(m_substepsRow);
    m_autoSubstepsCheck->setObjectName(QStringLiteral("substepsAutoCheck"));
    substepsLayout->addWidget(m_substepsSpin, 1);
    substepsLayout->addWidget(m_autoSubstepsCheck);
    addFormRow(m_form, m_substepsRow);
    m_integratorCombo = new QComboBox(content);
    m_integratorCombo->setObjectName(QStringLiteral("integratorCombo"));
    m_integratorCombo->addItems({QString(), QString()});  // texts set in retranslateUi()
    addFormRow(m_form, m_integratorCombo);
    fields().add(content, m_form,
                 {.name = "iterationsSpin", .kind = FieldKind::Integer, .minimum = 1,
                  .maximum = engine::limits::maxIterations, .label = QT_TR_NOOP("Iterations per step"),
                  .toolTip = QT_TR_NOOP("The implicit integrator's iterations per step: more bring each step closer "
                                        "to backward Euler's solution (a smaller residual, shown in the Springs "
                                        "panel) and take longer. Changed while the cloth plays, without a reset."),
                  .undoText = QT_TR_NOOP("Change iterations"),
                  .get = [](const engine::Scene& s, int) { return double(s.simulation.iterations); },
                  .set = [](engine::Scene& s, int, double iterations) { s.simulation.iterations = int(iterations); },
                  .shown = [](const engine::Scene& s) { return isImplicit(s); }});
    fields().add(content, m_form,
                 {.name = "framesSpin", .kind = FieldKind::Integer, .minimum = 1, .maximum = engine::limits::maxFrames,
                  .label = QT_TR_NOOP("Frames to bake"),
                  .toolTip = QT_TR_NOOP("Frames a bake writes, frame 0 included."),
                  .undoText = QT_TR_NOOP("Change bake length"),
                  .get = [](const engine::Scene& s, int) { return double(s.simulation.frames); },
                  .set = [](engine::Scene& s, int, double frames) { s.simulation.frames = int(frames); }});
    m_backendCombo = new QComboBox(content);
    m_backendCombo->setObjectName(QStringLiteral("backendCombo"));
    m_backendCombo->addItems({QString(), QString(), QString()});  // texts set in retranslateUi()
    addFormRow(m_form, m_backendCombo);

    m_gpuUnavailableLabel = new QLabel(content);
    m_gpuUnavailableLabel->setObjectName(QStringLiteral("gpuUnavailableLabel"));
    m_gpuUnavailableLabel->setWordWrap(true);
    layout->addWidget(m_gpuUnavailableLabel);

    m_statusForm = new QFormLayout;
    m_backendInUseLabel = new QLabel(content);
    m_backendInUseLabel->setObjectName(QStringLiteral("backendInUseLabel"));
    m_frameLabel = new QLabel(content);
    m_frameLabel->setObjectName(QStringLiteral("frameLabel"));
    m_timeLabel = new QLabel(content);
    m_timeLabel->setObjectName(QStringLiteral("timeLabel"));
    m_frameCostLabel = new QLabel(content);
    m_frameCostLabel->setObjectName(QStringLiteral("frameCostLabel"));
    for (QLabel* field : {m_backendInUseLabel, m_frameLabel, m_timeLabel, m_frameCostLabel})
        addFormRow(m_statusForm, field);
    layout->addLayout(m_statusForm);
    layout->addStretch();
}

void SimulationPanel::editBackend(int row)
{
    engine::Scene after = scene();
    after.simulation.backend = backendRows[std::size_t(row)];
    commitEdit(tr("Change backend"), after, m_backendCombo->objectName());
}

void SimulationPanel::editIntegrator(int row)
{
    engine::Scene after = scene();
    after.simulation.integrator = integratorRows[std::size_t(row)];
    commitEdit(tr("Change integrator"), after, m_integratorCombo->objectName());
}

void SimulationPanel::retranslateUi()
{
    setWindowTitle(tr("Simulation"));
    m_stepButton->setText(tr("Step"));
    m_stepButton->setToolTip(tr("Advance the simulation by one frame."));
    m_resetButton->setText(tr("Reset"));
    m_resetButton->setToolTip(tr("Put the cloth back at rest, at frame 0."));

    setRowLabel(m_form, m_substepsRow, tr("Substeps per frame"));
    m_autoSubstepsCheck->setText(tr("Auto"));
    setRowLabel(m_form, m_integratorCombo, tr("Integrator"));
    m_integratorCombo->setToolTip(
        tr("How a step advances the cloth. Verlet (explicit, the default) is stable only below a time step set "
           "by the stiffness and mass (see the Springs panel). Implicit (backward Euler) is stable at any time "
           "step, one substep per frame will do, and it damps fast motion. Changing it restarts the cloth at "
           "rest."));
    m_integratorCombo->setItemText(rowOf(engine::Integrator::Verlet), tr("Verlet"));
    m_integratorCombo->setItemText(rowOf(engine::Integrator::Implicit), tr("Implicit"));
    setRowLabel(m_form, m_backendCombo, tr("Backend"));
    m_backendCombo->setToolTip(tr("Where the cloth is computed. Automatic uses the GPU when it can."));

    m_backendCombo->setItemText(rowOf(engine::BackendChoice::Auto), tr("Automatic"));
    m_backendCombo->setItemText(rowOf(engine::BackendChoice::Gpu), tr("GPU"));
    m_backendCombo->setItemText(rowOf(engine::BackendChoice::Cpu), tr("CPU"));

    setRowLabel(m_statusForm, m_backendInUseLabel, tr("Running on"));
    setRowLabel(m_statusForm, m_frameLabel, tr("Frame"));
    setRowLabel(m_statusForm, m_timeLabel, tr("Simulated time"));
    setRowLabel(m_statusForm, m_frameCostLabel, tr("One frame takes"));

    refreshGpuAvailability();
    refreshStatus();
}

void SimulationPanel::refreshFromScene()
{
    const engine::SimulationSpec& simulation = scene().simulation;
    {
        const QSignalBlocker blocker(m_autoSubstepsCheck);
        m_autoSubstepsCheck->setChecked(simulation.autoSubsteps);
    }
    const bool implicit = simulation.integrator == engine::Integrator::Implicit;
    if (implicit) {
        m_autoSubstepsCheck->setToolTip(tr("Automatic substeps: one per frame, as the implicit integrator has no "
                                           "stability bound."));
        m_substepsSpin->setToolTip(
            simulation.autoSubsteps
                ? tr("One per frame under the implicit integrator; untick Auto to set them yourself.")
                : tr("Time steps per frame. The implicit integrator is stable with one; more follow fast "
                     "motion more closely and damp it less."));
    } else {
        m_autoSubstepsCheck->setToolTip(tr("Automatic substeps: the fewest stable ones for the stiffness, mass and "
                                           "frame rate, picked again after every change (see the Springs panel)."));
        m_substepsSpin->setToolTip(
            simulation.autoSubsteps
                ? tr("Picked automatically from the stability bound; untick Auto to set them yourself.")
                : tr("Time steps per frame. More are slower but keep stiff cloth stable (see the Springs panel)."));
    }
    setSilently(m_integratorCombo, rowOf(simulation.integrator));
    setSilently(m_backendCombo, rowOf(simulation.backend));
}

void SimulationPanel::refreshGpuAvailability()
{
    const bool available = m_simulation->gpuAvailable();
    const QString reason = available ? QString() : m_simulation->gpuUnavailableReason();
    setComboItemEnabled(m_backendCombo, gpuRow, available, reason);
    m_gpuUnavailableLabel->setText(tr("GPU unavailable: %1").arg(reason));
    m_gpuUnavailableLabel->setVisible(!available);
}

void SimulationPanel::refreshStatus()
{
    const bool playing = m_simulation->isPlaying();
    {
        const QSignalBlocker blocker(m_playButton);
        m_playButton->setChecked(playing);
    }
    m_playButton->setText(playing ? tr("Pause") : tr("Play"));
    m_playButton->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));

    const QString backend = m_simulation->backendName();
    m_backendInUseLabel->setText(backend == QLatin1String("gpu")   ? tr("GPU")
                                 : backend == QLatin1String("cpu") ? tr("CPU")
                                                                   : QStringLiteral("—"));
    const QLocale locale;
    m_frameLabel->setText(locale.toString(m_simulation->frame()));
    m_timeLabel->setText(tr("%1 s").arg(locale.toString(m_simulation->time(), 'f', 3)));
    const double frameSeconds = m_simulation->lastFrameSeconds();
    m_frameCostLabel->setText(frameSeconds > 0.0 ? tr("%1 ms").arg(formatNumber(frameSeconds * 1000.0, 3))
                                                 : QStringLiteral("—"));
}

}  // namespace drape::app

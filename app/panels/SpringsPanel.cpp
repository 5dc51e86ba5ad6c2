#include "app/panels/SpringsPanel.h"

#include "app/SimulationController.h"
#include "app/panels/PanelWidgets.h"

#include "engine/scene/ColliderSpeedLimit.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace drape::app {
namespace {

constexpr double maxStiffness = 1.0e7;  // N/m
constexpr double maxGravity = 1000.0;   // m/s²
constexpr double millisecondsPerSecond = 1000.0;
constexpr double percent = 100.0;
/// Largest strain limit the scene allows (10 = 1000%), and the one a newly ticked limit starts at.
constexpr double maxStrainLimit = 10.0;
constexpr double defaultStrainLimit = 0.1;
constexpr int maxStrainIterations = 64;

}  // namespace

template <double engine::SpringStiffness::*type>
ClothField SpringsPanel::stiffnessField(ClothField field)
{
    field.maximum = maxStiffness;
    field.decimals = 3;
    field.undoText = QT_TR_NOOP("Change stiffness");
    field.get = [](const engine::ClothSpec& c, int) { return c.springs.*type; };
    field.set = [](engine::ClothSpec& c, int, double stiffness) { c.springs.*type = stiffness; };
    field.editable = [](const engine::ClothSpec& c) { return !c.material; };  // a material sets the springs
    return field;
}

SpringsPanel::SpringsPanel(SceneDocument* document, SimulationController* simulation, QWidget* parent)
    : ScenePanel(document, QStringLiteral("springsPanel"), parent), m_simulation(simulation)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_structuralSpin = addClothField(content, m_form,
                                     stiffnessField<&engine::SpringStiffness::structural>(
                                         {.name = "structuralSpin", .label = QT_TR_NOOP("Structural (N/m)")}));
    m_shearSpin = addClothField(
        content, m_form,
        stiffnessField<&engine::SpringStiffness::shear>({.name = "shearSpin", .label = QT_TR_NOOP("Shear (N/m)")}));
    m_flexionSpin = addClothField(content, m_form,
                                  stiffnessField<&engine::SpringStiffness::flexion>(
                                      {.name = "flexionSpin", .label = QT_TR_NOOP("Flexion (N/m)")}));
    addClothField(content, m_form,
                  {.name = "bendingStiffnessSpin", .kind = FieldKind::Scientific, .minimum = 0.0, .maximum = 1.0,
                   .label = QT_TR_NOOP("Bending (N·m)"),
                   .toolTip = QT_TR_NOOP("Bending rigidity of the cloth, whatever the grid's spacing (a material sets "
                                         "it). 1e-6 drapes like silk, 1e-4 holds folds like denim."),
                   .undoText = QT_TR_NOOP("Change bending"),
                   .get = [](const engine::ClothSpec& c, int) { return c.bending; },
                   .set = [](engine::ClothSpec& c, int, double bending) { c.bending = bending; },
                   .editable = [](const engine::ClothSpec& c) { return !c.material; }});
    addClothField(content, m_form,
                  {.name = "dampingSpin", .minimum = 0.0, .maximum = 1000.0, .decimals = 3, .scale = 1000.0,
                   .label = QT_TR_NOOP("Internal damping (ms)"),
                   .toolTip = QT_TR_NOOP("How long the fabric takes to follow a change of shape: springs and bending "
                                         "resist the rate of their deformation as much as this many milliseconds of "
                                         "it. It calms fast jitter and leaves a falling or swinging cloth alone."),
                   .undoText = QT_TR_NOOP("Change damping"),
                   .get = [](const engine::ClothSpec& c, int) { return c.damping.internal; },
                   .set = [](engine::ClothSpec& c, int, double internal) { c.damping.internal = internal; }});
    addClothField(content, m_form,
                  {.name = "dragSpin", .minimum = 0.0, .maximum = 1000.0, .decimals = 3,
                   .label = QT_TR_NOOP("Drag (1/s)"),
                   .toolTip = QT_TR_NOOP("Slows every particle by this fraction of its velocity per second, like thick "
                                         "air (0 is none; use Air for wind and real air drag)."),
                   .undoText = QT_TR_NOOP("Change drag"),
                   .get = [](const engine::ClothSpec& c, int) { return c.damping.drag; },
                   .set = [](engine::ClothSpec& c, int, double drag) { c.damping.drag = drag; }});
    fields().add(content, m_form,
                 {.name = "gravity", .kind = FieldKind::Vector, .minimum = -maxGravity, .maximum = maxGravity,
                  .decimals = 3, .label = QT_TR_NOOP("Gravity x, y, z (m/s²)"),
                  .toolTip = QT_TR_NOOP("Acceleration of gravity; Earth's is 9.81 m/s² downwards (negative y)."),
                  .undoText = QT_TR_NOOP("Change gravity"),
                  .get = [](const engine::Scene& s, int axis) { return s.gravity[axis]; },
                  .set = [](engine::Scene& s, int axis, double value) { s.gravity[axis] = value; }});

    layout->addWidget(buildStabilityGroup(content));
    layout->addWidget(buildStrainLimitGroup(content));
    layout->addStretch();
    setScrollableWidget(content);

    m_implicitReadoutTimer.setSingleShot(true);
    connect(&m_implicitReadoutTimer, &QTimer::timeout, this, [this] {
        if (m_implicitReadout->isVisibleTo(this) && isVisible())
            refreshImplicitReadout();
    });
    if (m_simulation) {
        // Frames advance up to the scene's fps: the readout follows at most every implicitReadoutIntervalMs.
        connect(m_simulation, &SimulationController::frameChanged, this, &SpringsPanel::scheduleImplicitReadout);
        connect(m_simulation, &SimulationController::solverRebuilt, this, &SpringsPanel::scheduleImplicitReadout);
    }

    retranslate();
}

double SpringsPanel::heatMapScale() const
{
    return m_heatMapScaleSpin->value() / percent;
}

void SpringsPanel::setHeatMapScale(double scale)
{
    m_heatMapScaleSpin->setValue(scale * percent);
}

QGroupBox* SpringsPanel::buildStabilityGroup(QWidget* parent)
{
    m_stabilityGroup = new QGroupBox(parent);
    m_stabilityGroup->setObjectName(QStringLiteral("stabilityGroup"));
    auto* layout = new QVBoxLayout(m_stabilityGroup);
    m_autoSubstepsCheck = new QCheckBox(m_stabilityGroup);
    m_autoSubstepsCheck->setObjectName(QStringLiteral("autoSubstepsCheck"));
    layout->addWidget(m_autoSubstepsCheck);
    connect(m_autoSubstepsCheck, &QCheckBox::toggled, this, [this](bool on) {
        engine::Scene after = scene();
        after.simulation.autoSubsteps = on;
        commitEdit(on ? tr("Use automatic substeps") : tr("Use manual substeps"), after);
    });

    // Verlet's readout: the explicit bound and the time step against it.
    m_explicitReadout = new QWidget(m_stabilityGroup);
    m_explicitReadout->setObjectName(QStringLiteral("explicitStabilityReadout"));
    auto* explicitLayout = new QVBoxLayout(m_explicitReadout);
    explicitLayout->setContentsMargins(0, 0, 0, 0);
    m_stabilityForm = new QFormLayout;
    m_boundLabel = new QLabel(m_explicitReadout);
    m_boundLabel->setObjectName(QStringLiteral("stableTimeStepLabel"));
    m_timeStepLabel = new QLabel(m_explicitReadout);
    m_timeStepLabel->setObjectName(QStringLiteral("timeStepLabel"));
    m_marginLabel = new QLabel(m_explicitReadout);
    m_marginLabel->setObjectName(QStringLiteral("stabilityMarginLabel"));
    for (QLabel* label : {m_boundLabel, m_timeStepLabel, m_marginLabel}) {
        label->setWordWrap(true);
        addFormRow(m_stabilityForm, label);
    }
    explicitLayout->addLayout(m_stabilityForm);
    m_stabilityLabel = new QLabel(m_explicitReadout);
    m_stabilityLabel->setObjectName(QStringLiteral("stabilityLabel"));
    m_stabilityLabel->setWordWrap(true);
    explicitLayout->addWidget(m_stabilityLabel);
    layout->addWidget(m_explicitReadout);

    // The implicit integrator's readout: it has no bound, so the running solver's last step instead.
    m_implicitReadout = new QWidget(m_stabilityGroup);
    m_implicitReadout->setObjectName(QStringLiteral("implicitReadout"));
    auto* implicitLayout = new QVBoxLayout(m_implicitReadout);
    implicitLayout->setContentsMargins(0, 0, 0, 0);
    m_implicitLabel = new QLabel(m_implicitReadout);
    m_implicitLabel->setObjectName(QStringLiteral("implicitLabel"));
    m_implicitLabel->setWordWrap(true);
    implicitLayout->addWidget(m_implicitLabel);
    m_implicitForm = new QFormLayout;
    m_implicitIterationsLabel = new QLabel(QStringLiteral("—"), m_implicitReadout);
    m_implicitIterationsLabel->setObjectName(QStringLiteral("implicitIterationsLabel"));
    m_implicitResidualLabel = new QLabel(QStringLiteral("—"), m_implicitReadout);
    m_implicitResidualLabel->setObjectName(QStringLiteral("implicitResidualLabel"));
    for (QLabel* label : {m_implicitIterationsLabel, m_implicitResidualLabel})
        addFormRow(m_implicitForm, label);
    implicitLayout->addLayout(m_implicitForm);
    layout->addWidget(m_implicitReadout);

    m_warning = buildStabilityWarning(m_stabilityGroup);
    layout->addWidget(m_warning);
    return m_stabilityGroup;
}

QGroupBox* SpringsPanel::buildStrainLimitGroup(QWidget* parent)
{
    m_strainGroup = new QGroupBox(parent);
    m_strainGroup->setObjectName(QStringLiteral("strainLimitsGroup"));
    m_strainForm = new QFormLayout(m_strainGroup);
    const std::array<QString, 3> names{QStringLiteral("structural"), QStringLiteral("shear"), QStringLiteral("flexion")};
    const std::array<double engine::StrainLimits::*, 3> limitFields{
        &engine::StrainLimits::structural, &engine::StrainLimits::shear, &engine::StrainLimits::flexion};
    for (std::size_t k = 0; k < m_limits.size(); ++k) {
        StrainLimitRow& row = m_limits[k];
        row.field = limitFields[k];
        row.check = new QCheckBox(m_strainGroup);
        row.check->setObjectName(names[k] + QStringLiteral("LimitCheck"));
        row.percent = makeDoubleSpinBox(names[k] + QStringLiteral("LimitSpin"), 0.1, maxStrainLimit * percent, 1,
                                        m_strainGroup);
        row.percent->setValue(defaultStrainLimit * percent);
        m_strainForm->addRow(row.check, row.percent);
        // Ticking is its own step; a drag of the percentage merges.
        connect(row.check, &QCheckBox::toggled, this, [this, k] { editStrainLimit(m_limits[k], {}); });
        connect(row.percent, &QDoubleSpinBox::valueChanged, this,
                [this, k] { editStrainLimit(m_limits[k], m_limits[k].percent->objectName()); });
    }
    addClothField(m_strainGroup, m_strainForm,
                  {.name = "strainIterationsSpin", .kind = FieldKind::Integer, .minimum = 1,
                   .maximum = maxStrainIterations, .label = QT_TR_NOOP("Passes per step"),
                   .toolTip = QT_TR_NOOP("Strain-limiting passes after every step: more hold the limit more tightly."),
                   .undoText = QT_TR_NOOP("Change strain-limit passes"),
                   .get = [](const engine::ClothSpec& c, int) { return double(c.strainLimits.iterations); },
                   .set = [](engine::ClothSpec& c, int, double passes) { c.strainLimits.iterations = int(passes); },
                   .editable = [](const engine::ClothSpec& c) { return c.strainLimits.any(); }});

    // A view setting, not part of the scene: no undo step.
    m_heatMapScaleSpin = makeDoubleSpinBox(QStringLiteral("heatMapScaleSpin"), 0.0, maxStrainLimit * percent, 1,
                                           m_strainGroup);
    addFormRow(m_strainForm, m_heatMapScaleSpin);
    connect(m_heatMapScaleSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { Q_EMIT heatMapScaleChanged(value / percent); });
    return m_strainGroup;
}

QFrame* SpringsPanel::buildStabilityWarning(QWidget* parent)
{
    // A banner with its own colours, so it reads the same on light and dark themes.
    auto* warning = new QFrame(parent);
    warning->setObjectName(QStringLiteral("stabilityWarning"));
    warning->setStyleSheet(QStringLiteral("QFrame#stabilityWarning { background: #fdecea; border: 1px solid #c0392b;"
                                          " border-radius: 3px; }"
                                          " QLabel { color: #8a1c12; background: transparent; border: none; }"));
    auto* warningLayout = new QHBoxLayout(warning);
    auto* icon = new QLabel(warning);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    warningLayout->addWidget(icon);
    auto* warningText = new QVBoxLayout;
    m_warningLabel = new QLabel(warning);
    m_warningLabel->setObjectName(QStringLiteral("stabilityWarningLabel"));
    m_warningLabel->setWordWrap(true);
    warningText->addWidget(m_warningLabel);
    m_useSubstepsButton = new QPushButton(warning);
    m_useSubstepsButton->setObjectName(QStringLiteral("useStableSubstepsButton"));
    warningText->addWidget(m_useSubstepsButton, 0, Qt::AlignLeft);
    warningLayout->addLayout(warningText, 1);
    connect(m_useSubstepsButton, &QPushButton::clicked, this, &SpringsPanel::useStableSubsteps);
    return warning;
}

void SpringsPanel::editStrainLimit(const StrainLimitRow& row, const QString& mergeKey)
{
    engine::Scene after = scene();
    editedCloth(after).strainLimits.*row.field = row.check->isChecked() ? row.percent->value() / percent : 0.0;
    commitEdit(tr("Change strain limit"), after, mergeKey);
}

void SpringsPanel::useStableSubsteps()
{
    engine::Scene after = scene();
    const int substeps = engine::minimumStableSubsteps(after);
    after.simulation.substeps = substeps;
    // A deliberate one-off action: its own undo step, never merged into a substeps spin-box drag.
    commitEdit(tr("Use %n substeps", nullptr, substeps), after);
}

void SpringsPanel::retranslateUi()
{
    setWindowTitle(tr("Springs"));
    m_stabilityGroup->setTitle(tr("Stability"));
    m_autoSubstepsCheck->setText(tr("Automatic substeps"));  // its tooltip follows the integrator: refreshStability()
    setRowLabel(m_stabilityForm, m_boundLabel, tr("Stable time step"));
    setRowLabel(m_stabilityForm, m_timeStepLabel, tr("Time step"));
    setRowLabel(m_stabilityForm, m_marginLabel, tr("Margin"));
    m_boundLabel->setToolTip(tr("The largest stable time step of explicit integration: the root of "
                                "λ dt² + 2 (β λ + γ) dt = 4, with λ the fastest vibration of the springs and the "
                                "bending (squared), β the internal damping and γ the drag."));
    m_marginLabel->setToolTip(tr("The time step as a share of the bound: below 100% the cloth is stable."));
    m_implicitLabel->setText(tr("Implicit integration has no stability bound: the cloth is stable at any time step. "
                                "The running cloth's last step:"));
    setRowLabel(m_implicitForm, m_implicitIterationsLabel, tr("Iterations"));
    setRowLabel(m_implicitForm, m_implicitResidualLabel, tr("Residual"));
    m_implicitIterationsLabel->setToolTip(
        tr("The local–global iterations the last step ran (Iterations per step, in the Simulation panel)."));
    m_implicitResidualLabel->setToolTip(
        tr("How far the last step's iterations are from backward Euler's solution: |A x − b(x)| at its result as a "
           "share of the same at their start (0: converged, 1: no progress). More iterations per step lower it."));

    m_strainGroup->setTitle(tr("Strain limits"));
    const std::array<QString, 3> types{tr("Structural (%)"), tr("Shear (%)"), tr("Flexion (%)")};
    for (std::size_t k = 0; k < m_limits.size(); ++k) {
        m_limits[k].check->setText(types[k]);
        m_limits[k].check->setToolTip(tr("Cap how far springs of this type may stretch, as a percentage of their "
                                         "rest length; a longer spring is pulled back after every step."));
        m_limits[k].percent->setToolTip(m_limits[k].check->toolTip());
    }
    setRowLabel(m_strainForm, m_heatMapScaleSpin, tr("Heat-map red at (%)"));
    m_heatMapScaleSpin->setSpecialValueText(tr("Auto"));
    m_heatMapScaleSpin->setToolTip(tr("The strain the viewport's heat-map (View ▸ Strain Heat-Map, H) draws red. "
                                      "Auto: the tightest strain limit, or 10% without one. A view setting: not "
                                      "saved in the scene."));
}

void SpringsPanel::refreshFromScene()
{
    const engine::Scene& current = scene();
    const bool material = editedCloth(current).material.has_value();
    const QString perSpring = material ? tr("Set by the material (Cloth panel): choose Custom (per-spring values) "
                                            "there to edit the springs directly.")
                                       : tr("Stiffness of each spring of this type; 0 switches the type off.");
    m_structuralSpin->setToolTip(tr("Springs between neighbours along rows and columns: they resist stretching.") +
                                 u' ' + perSpring);
    m_shearSpin->setToolTip(tr("Diagonal springs: they resist shearing.") + u' ' + perSpring);
    m_flexionSpin->setToolTip(tr("Springs that skip one particle: the article's bending, weaker on finer grids (Bending is the same at any "
           "resolution).") + u' ' + perSpring);
    {
        const QSignalBlocker blocker(m_autoSubstepsCheck);
        m_autoSubstepsCheck->setChecked(current.simulation.autoSubsteps);
    }
    refreshStability();
    refreshStrainLimits();
}

void SpringsPanel::refreshStrainLimits()
{
    const engine::StrainLimits& limits = editedCloth(scene()).strainLimits;
    for (StrainLimitRow& row : m_limits) {
        const double limit = limits.*row.field;
        {
            const QSignalBlocker blocker(row.check);
            row.check->setChecked(limit > 0.0);
        }
        // Off, the spin box keeps the value last shown: ticking the box again uses it.
        if (limit > 0.0)
            setSilently(row.percent, limit * percent);
        row.percent->setEnabled(limit > 0.0);
    }
}

void SpringsPanel::showEvent(QShowEvent* event)
{
    ScenePanel::showEvent(event);
    scheduleImplicitReadout();  // not read while hidden
}

void SpringsPanel::scheduleImplicitReadout()
{
    if (!m_simulation || scene().simulation.integrator != engine::Integrator::Implicit || !isVisible() ||
        m_implicitReadoutTimer.isActive())
        return;
    const qint64 since =
        m_lastImplicitReadout.isValid() ? m_lastImplicitReadout.elapsed() : qint64(implicitReadoutIntervalMs);
    if (since >= implicitReadoutIntervalMs)
        refreshImplicitReadout();
    else
        m_implicitReadoutTimer.start(int(implicitReadoutIntervalMs - since));
}

void SpringsPanel::refreshImplicitReadout()
{
    m_lastImplicitReadout.start();
    const std::optional<engine::ImplicitReport> report =
        m_simulation ? m_simulation->implicitReport() : std::optional<engine::ImplicitReport>();
    // Nothing before the first step after a reset or a rebuild.
    m_implicitIterationsLabel->setText(report ? QLocale().toString(report->iterations) : QStringLiteral("—"));
    m_implicitResidualLabel->setText(report ? formatNumber(report->residual, 3) : QStringLiteral("—"));
}

void SpringsPanel::refreshStability()
{
    const engine::Scene& current = scene();
    const bool automatic = current.simulation.autoSubsteps;
    const bool implicit = current.simulation.integrator == engine::Integrator::Implicit;
    m_explicitReadout->setVisible(!implicit);
    m_implicitReadout->setVisible(implicit);
    if (implicit) {
        m_autoSubstepsCheck->setToolTip(tr("Use one substep per frame: the implicit integrator is stable at any "
                                           "time step."));
        m_warning->setVisible(false);
        scheduleImplicitReadout();
        return;
    }
    m_autoSubstepsCheck->setToolTip(
        tr("Pick the substeps from the stability bound whenever the mass, stiffness, damping or frame rate change: the "
           "fewest that keep the time step within %1% of the bound for a cloth folded onto itself.")
            .arg(formatNumber(engine::autoSubstepsSafety * percent)));
    const double limit = engine::stableTimeStepLimit(current);
    const double foldedLimit = engine::stableTimeStepLimit(current, engine::SpringDirections::Any);
    const double dt = current.simulation.timeStep();
    const auto ms = [](double seconds) { return formatNumber(seconds * millisecondsPerSecond, 3); };
    m_boundLabel->setText(std::isfinite(limit) ? tr("below %1 ms").arg(ms(limit)) : tr("any (no springs)"));
    m_timeStepLabel->setText(tr("%1 ms (%n substeps per frame)", nullptr, current.simulation.substeps).arg(ms(dt)));
    m_marginLabel->setText(std::isfinite(limit) ? tr("%1% of the bound").arg(formatNumber(dt / limit * percent, 3))
                                                : QStringLiteral("—"));
    // The keyed colliders' speed may ask for more steps than stability (engine/scene/ColliderSpeedLimit.h).
    const bool forMotion = automatic && engine::motionSubsteps(current) > engine::automaticSubsteps(current);
    if (forMotion)
        m_stabilityLabel->setText(tr("Automatic: more substeps than stability needs, so that no keyed collider "
                                     "moves further in one than its thickness plus half its thinnest size."));
    else if (!std::isfinite(foldedLimit))
        m_stabilityLabel->setText(automatic ? tr("Automatic: one substep, as nothing limits the time step.")
                                            : tr("Manual: any time step is stable."));
    else if (automatic)
        m_stabilityLabel->setText(tr("Automatic: the fewest substeps that keep the time step within %1% of the bound "
                                     "for a cloth folded onto itself, %2 ms.")
                                      .arg(formatNumber(engine::autoSubstepsSafety * percent), ms(foldedLimit)));
    else
        m_stabilityLabel->setText(tr("Manual: stable while the time step stays below the bound, and below %1 ms "
                                     "where the cloth folds onto itself.")
                                      .arg(ms(foldedLimit)));

    // Automatic substeps are stable by construction, unless even the most substeps are too few.
    const bool stable = dt < limit;  // engine::isTimeStepStable, without finding the bound again
    m_warning->setVisible(!stable);
    if (stable)
        return;
    const int substeps = engine::minimumStableSubsteps(current);
    const bool reachable = substeps <= engine::limits::maxSubsteps;
    m_warningLabel->setText(
        reachable ? tr("The cloth will explode: the time step is too long for this stiffness and mass. "
                       "Use at least %n substeps per frame.", nullptr, substeps)
                  : tr("The cloth will explode: even %n substeps per frame are too few. Lower the stiffness, "
                       "raise the particle mass or lower the frame rate.", nullptr, engine::limits::maxSubsteps));
    m_useSubstepsButton->setVisible(reachable && !automatic);
    m_useSubstepsButton->setText(tr("Use %n substeps", nullptr, substeps));
}

}  // namespace drape::app

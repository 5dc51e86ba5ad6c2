#include "app/panels/SpringsPanel.h"

#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <cmath>

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

SpringsPanel::SpringsPanel(SceneDocument* document, QWidget* parent)
    : ScenePanel(document, QStringLiteral("springsPanel"), parent)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    m_form = new QFormLayout;
    layout->addLayout(m_form);

    m_structuralSpin = addStiffnessRow(QStringLiteral("structuralSpin"), &engine::SpringStiffness::structural,
                                       EditKey::Structural);
    m_shearSpin = addStiffnessRow(QStringLiteral("shearSpin"), &engine::SpringStiffness::shear, EditKey::Shear);
    m_flexionSpin = addStiffnessRow(QStringLiteral("flexionSpin"), &engine::SpringStiffness::flexion, EditKey::Flexion);

    // Shown in milliseconds; the scene allows up to 1 s.
    m_dampingSpin = makeDoubleSpinBox(QStringLiteral("dampingSpin"), 0.0, 1000.0, 3, content);
    addFormRow(m_form, m_dampingSpin);
    connect(m_dampingSpin, &QDoubleSpinBox::valueChanged, this, [this](double milliseconds) {
        engine::Scene after = scene();
        after.cloth.damping.internal = milliseconds / 1000.0;
        commitEdit(tr("Change damping"), after, EditKey::Damping);
    });
    m_dragSpin = makeDoubleSpinBox(QStringLiteral("dragSpin"), 0.0, 1000.0, 3, content);
    addFormRow(m_form, m_dragSpin);
    connect(m_dragSpin, &QDoubleSpinBox::valueChanged, this, [this](double drag) {
        engine::Scene after = scene();
        after.cloth.damping.drag = drag;
        commitEdit(tr("Change drag"), after, EditKey::Drag);
    });

    m_gravity = makeVectorSpinBoxes(QStringLiteral("gravity"), -maxGravity, maxGravity, 3, content);
    addFormRow(m_form, m_gravity.row);
    static constexpr EditKey gravityKeys[] = {EditKey::GravityX, EditKey::GravityY, EditKey::GravityZ};
    for (int axis = 0; axis < 3; ++axis)
        connect(m_gravity.axes[std::size_t(axis)], &QDoubleSpinBox::valueChanged, this, [this, axis](double value) {
            engine::Scene after = scene();
            after.gravity[axis] = value;
            commitEdit(tr("Change gravity"), after, gravityKeys[axis]);
        });

    layout->addWidget(buildStabilityGroup(content));
    layout->addWidget(buildStrainLimitGroup(content));
    layout->addStretch();
    setScrollableWidget(content);

    retranslateUi();
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
        commitEdit(on ? tr("Use automatic substeps") : tr("Use manual substeps"), after, EditKey::None);
    });

    m_stabilityForm = new QFormLayout;
    m_boundLabel = new QLabel(m_stabilityGroup);
    m_boundLabel->setObjectName(QStringLiteral("stableTimeStepLabel"));
    m_timeStepLabel = new QLabel(m_stabilityGroup);
    m_timeStepLabel->setObjectName(QStringLiteral("timeStepLabel"));
    m_marginLabel = new QLabel(m_stabilityGroup);
    m_marginLabel->setObjectName(QStringLiteral("stabilityMarginLabel"));
    for (QLabel* label : {m_boundLabel, m_timeStepLabel, m_marginLabel}) {
        label->setWordWrap(true);
        addFormRow(m_stabilityForm, label);
    }
    layout->addLayout(m_stabilityForm);

    m_stabilityLabel = new QLabel(m_stabilityGroup);
    m_stabilityLabel->setObjectName(QStringLiteral("stabilityLabel"));
    m_stabilityLabel->setWordWrap(true);
    layout->addWidget(m_stabilityLabel);
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
    const std::array<double engine::StrainLimits::*, 3> fields{
        &engine::StrainLimits::structural, &engine::StrainLimits::shear, &engine::StrainLimits::flexion};
    static constexpr EditKey keys[] = {EditKey::StructuralLimit, EditKey::ShearLimit, EditKey::FlexionLimit};
    for (std::size_t k = 0; k < m_limits.size(); ++k) {
        StrainLimitRow& row = m_limits[k];
        row.field = fields[k];
        row.check = new QCheckBox(m_strainGroup);
        row.check->setObjectName(names[k] + QStringLiteral("LimitCheck"));
        row.percent = makeDoubleSpinBox(names[k] + QStringLiteral("LimitSpin"), 0.1, maxStrainLimit * percent, 1,
                                        m_strainGroup);
        row.percent->setValue(defaultStrainLimit * percent);
        m_strainForm->addRow(row.check, row.percent);
        connect(row.check, &QCheckBox::toggled, this, [this, k] { editStrainLimit(m_limits[k], EditKey::None); });
        connect(row.percent, &QDoubleSpinBox::valueChanged, this,
                [this, k] { editStrainLimit(m_limits[k], keys[k]); });
    }
    m_iterationsSpin = makeSpinBox(QStringLiteral("strainIterationsSpin"), 1, maxStrainIterations, m_strainGroup);
    addFormRow(m_strainForm, m_iterationsSpin);
    connect(m_iterationsSpin, &QSpinBox::valueChanged, this, [this](int iterations) {
        engine::Scene after = scene();
        after.cloth.strainLimits.iterations = iterations;
        commitEdit(tr("Change strain-limit passes"), after, EditKey::StrainIterations);
    });

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

QDoubleSpinBox* SpringsPanel::addStiffnessRow(const QString& objectName, double engine::SpringStiffness::*field,
                                              EditKey key)
{
    // Three decimals: a material's flexion stiffness (B / h²) is often below 0.1 N/m.
    QDoubleSpinBox* spin = makeDoubleSpinBox(objectName, 0.0, maxStiffness, 3, m_form->parentWidget());
    addFormRow(m_form, spin);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, field, key](double stiffness) {
        engine::Scene after = scene();
        if (after.cloth.material) {
            refreshFromScene();  // read-only: the material sets the springs
            return;
        }
        after.cloth.springs.*field = stiffness;
        commitEdit(tr("Change stiffness"), after, key);
    });
    return spin;
}

void SpringsPanel::editStrainLimit(const StrainLimitRow& row, EditKey key)
{
    engine::Scene after = scene();
    after.cloth.strainLimits.*row.field = row.check->isChecked() ? row.percent->value() / percent : 0.0;
    commitEdit(tr("Change strain limit"), after, key);
}

void SpringsPanel::useStableSubsteps()
{
    engine::Scene after = scene();
    const int substeps = engine::minimumStableSubsteps(after.cloth, after.simulation.fps);
    after.simulation.substeps = substeps;
    // A deliberate one-off action: its own undo step, never merged into a substeps spin-box drag.
    commitEdit(tr("Use %n substeps", nullptr, substeps), after, EditKey::None);
}

void SpringsPanel::retranslateUi()
{
    setWindowTitle(tr("Springs"));
    setRowLabel(m_form, m_structuralSpin, tr("Structural (N/m)"));
    setRowLabel(m_form, m_shearSpin, tr("Shear (N/m)"));
    setRowLabel(m_form, m_flexionSpin, tr("Flexion (N/m)"));
    setRowLabel(m_form, m_dampingSpin, tr("Internal damping (ms)"));
    setRowLabel(m_form, m_dragSpin, tr("Drag (1/s)"));
    setRowLabel(m_form, m_gravity.row, tr("Gravity x, y, z (m/s²)"));
    m_dampingSpin->setToolTip(tr("How long the fabric takes to follow a change of shape: springs and bending "
                                 "resist the rate of their deformation as much as this many milliseconds of it. "
                                 "It calms fast jitter and leaves a falling or swinging cloth alone."));
    m_dragSpin->setToolTip(tr("Slows every particle by this fraction of its velocity per second, like thick "
                              "air (0 is none; use Air for wind and real air drag)."));
    m_gravity.row->setToolTip(tr("Acceleration of gravity; Earth's is 9.81 m/s² downwards (negative y)."));

    m_stabilityGroup->setTitle(tr("Stability"));
    m_autoSubstepsCheck->setText(tr("Automatic substeps"));
    m_autoSubstepsCheck->setToolTip(
        tr("Pick the substeps from the stability bound whenever the mass, stiffness or frame rate change: the "
           "fewest that keep the time step within %1% of the bound.")
            .arg(formatNumber(engine::autoSubstepsSafety * percent)));
    setRowLabel(m_stabilityForm, m_boundLabel, tr("Stable time step"));
    setRowLabel(m_stabilityForm, m_timeStepLabel, tr("Time step"));
    setRowLabel(m_stabilityForm, m_marginLabel, tr("Margin"));
    m_boundLabel->setToolTip(tr("The largest stable time step of explicit integration: 2 / √(2·Σk / m), with Σk "
                                "the largest sum of spring stiffness at a particle and m its mass."));
    m_marginLabel->setToolTip(tr("The time step as a share of the bound: below 100% the cloth is stable."));

    m_strainGroup->setTitle(tr("Strain limits"));
    const std::array<QString, 3> types{tr("Structural (%)"), tr("Shear (%)"), tr("Flexion (%)")};
    for (std::size_t k = 0; k < m_limits.size(); ++k) {
        m_limits[k].check->setText(types[k]);
        m_limits[k].check->setToolTip(tr("Cap how far springs of this type may stretch, as a percentage of their "
                                         "rest length; a longer spring is pulled back after every step."));
        m_limits[k].percent->setToolTip(m_limits[k].check->toolTip());
    }
    setRowLabel(m_strainForm, m_iterationsSpin, tr("Passes per step"));
    m_iterationsSpin->setToolTip(tr("Strain-limiting passes after every step: more hold the limit more tightly."));
    setRowLabel(m_strainForm, m_heatMapScaleSpin, tr("Heat-map red at (%)"));
    m_heatMapScaleSpin->setSpecialValueText(tr("Auto"));
    m_heatMapScaleSpin->setToolTip(tr("The strain the viewport's heat-map (View ▸ Strain Heat-Map, H) draws red. "
                                      "Auto: the tightest strain limit, or 10% without one. A view setting: not "
                                      "saved in the scene."));
    refreshFromScene();
}

void SpringsPanel::refreshFromScene()
{
    const engine::Scene& current = scene();
    setSilently(m_structuralSpin, current.cloth.springs.structural);
    setSilently(m_shearSpin, current.cloth.springs.shear);
    setSilently(m_flexionSpin, current.cloth.springs.flexion);
    const bool material = current.cloth.material.has_value();
    const QString perSpring = material ? tr("Set by the material (Cloth panel): choose Custom (per-spring values) "
                                            "there to edit the springs directly.")
                                       : tr("Stiffness of each spring of this type; 0 switches the type off.");
    m_structuralSpin->setToolTip(tr("Springs between neighbours along rows and columns: they resist stretching.") +
                                 u' ' + perSpring);
    m_shearSpin->setToolTip(tr("Diagonal springs: they resist shearing.") + u' ' + perSpring);
    m_flexionSpin->setToolTip(tr("Springs that skip one particle: they resist bending.") + u' ' + perSpring);
    for (QDoubleSpinBox* spin : {m_structuralSpin, m_shearSpin, m_flexionSpin})
        spin->setEnabled(!material);
    setSilently(m_dampingSpin, current.cloth.damping.internal * 1000.0);
    setSilently(m_dragSpin, current.cloth.damping.drag);
    for (int axis = 0; axis < 3; ++axis)
        setSilently(m_gravity.axes[std::size_t(axis)], current.gravity[axis]);
    {
        const QSignalBlocker blocker(m_autoSubstepsCheck);
        m_autoSubstepsCheck->setChecked(current.simulation.autoSubsteps);
    }
    refreshStability();
    refreshStrainLimits();
}

void SpringsPanel::refreshStrainLimits()
{
    const engine::StrainLimits& limits = scene().cloth.strainLimits;
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
    setSilently(m_iterationsSpin, limits.iterations);
    m_iterationsSpin->setEnabled(limits.any());
}

void SpringsPanel::refreshStability()
{
    const engine::Scene& current = scene();
    const bool automatic = current.simulation.autoSubsteps;
    const double limit = engine::stableTimeStepLimit(current.cloth);
    const double dt = current.simulation.timeStep();
    const auto ms = [](double seconds) { return formatNumber(seconds * millisecondsPerSecond, 3); };
    m_boundLabel->setText(std::isfinite(limit) ? tr("below %1 ms").arg(ms(limit)) : tr("any (no springs)"));
    m_timeStepLabel->setText(tr("%1 ms (%n substeps per frame)", nullptr, current.simulation.substeps).arg(ms(dt)));
    m_marginLabel->setText(std::isfinite(limit) ? tr("%1% of the bound").arg(formatNumber(dt / limit * percent, 3))
                                                : QStringLiteral("—"));
    m_stabilityLabel->setText(
        automatic ? tr("Automatic: the fewest substeps that keep the time step within %1% of the bound.")
                        .arg(formatNumber(engine::autoSubstepsSafety * percent))
                  : tr("Manual: stable while the time step stays below the bound."));

    // Automatic substeps are stable by construction, unless even the most substeps are too few.
    const bool stable = engine::isTimeStepStable(current);
    m_warning->setVisible(!stable);
    if (stable)
        return;
    const int substeps = engine::minimumStableSubsteps(current.cloth, current.simulation.fps);
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

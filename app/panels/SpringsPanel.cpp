#include "app/panels/SpringsPanel.h"

#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <cmath>

namespace drape::app {
namespace {

constexpr double maxStiffness = 1.0e7;  // N/m
constexpr double maxGravity = 1000.0;   // m/s²
constexpr double millisecondsPerSecond = 1000.0;

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

    // The scene requires d < 1.
    m_dampingSpin = makeDoubleSpinBox(QStringLiteral("dampingSpin"), 0.0, 0.999, 4, content);
    addFormRow(m_form, m_dampingSpin);
    connect(m_dampingSpin, &QDoubleSpinBox::valueChanged, this, [this](double damping) {
        engine::Scene after = scene();
        after.cloth.damping = damping;
        commitEdit(tr("Change damping"), after, EditKey::Damping);
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

    m_stabilityLabel = new QLabel(content);
    m_stabilityLabel->setObjectName(QStringLiteral("stabilityLabel"));
    m_stabilityLabel->setWordWrap(true);
    layout->addWidget(m_stabilityLabel);

    m_warning = buildStabilityWarning(content);
    layout->addWidget(m_warning);
    layout->addStretch();
    setWidget(content);

    retranslateUi();
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
    QDoubleSpinBox* spin = makeDoubleSpinBox(objectName, 0.0, maxStiffness, 1, m_form->parentWidget());
    addFormRow(m_form, spin);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, field, key](double stiffness) {
        engine::Scene after = scene();
        after.cloth.springs.*field = stiffness;
        commitEdit(tr("Change stiffness"), after, key);
    });
    return spin;
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
    setRowLabel(m_form, m_dampingSpin, tr("Damping"));
    setRowLabel(m_form, m_gravity.row, tr("Gravity x, y, z (m/s²)"));

    const QString perSpring =
        tr("Stiffness of each spring of this type; 0 switches the type off.");
    m_structuralSpin->setToolTip(tr("Springs between neighbours along rows and columns: they resist stretching.") +
                                 u' ' + perSpring);
    m_shearSpin->setToolTip(tr("Diagonal springs: they resist shearing.") + u' ' + perSpring);
    m_flexionSpin->setToolTip(tr("Springs that skip one particle: they resist bending.") + u' ' + perSpring);
    m_dampingSpin->setToolTip(tr("Fraction of each particle's velocity removed at every substep (0 is none). "
                                 "More substeps damp more; a cloth that swings freely wants 0.002 or less."));
    m_gravity.row->setToolTip(tr("Acceleration of gravity; Earth's is 9.81 m/s² downwards (negative y)."));
    refreshFromScene();
}

void SpringsPanel::refreshFromScene()
{
    const engine::Scene& current = scene();
    setSilently(m_structuralSpin, current.cloth.springs.structural);
    setSilently(m_shearSpin, current.cloth.springs.shear);
    setSilently(m_flexionSpin, current.cloth.springs.flexion);
    setSilently(m_dampingSpin, current.cloth.damping);
    for (int axis = 0; axis < 3; ++axis)
        setSilently(m_gravity.axes[std::size_t(axis)], current.gravity[axis]);
    refreshStability();
}

void SpringsPanel::refreshStability()
{
    const engine::Scene& current = scene();
    const double limit = engine::stableTimeStepLimit(current.cloth);
    const QString dt = formatNumber(current.simulation.timeStep() * millisecondsPerSecond, 3);
    m_stabilityLabel->setText(std::isfinite(limit)
                                  ? tr("Stable time step: below %1 ms; current dt: %2 ms")
                                        .arg(formatNumber(limit * millisecondsPerSecond, 3), dt)
                                  : tr("Stable time step: any (no springs); current dt: %1 ms").arg(dt));

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
    m_useSubstepsButton->setVisible(reachable);
    m_useSubstepsButton->setText(tr("Use %n substeps", nullptr, substeps));
}

}  // namespace drape::app

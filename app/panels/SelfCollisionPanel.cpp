#include "app/panels/SelfCollisionPanel.h"

#include "app/panels/PanelWidgets.h"

#include "engine/scene/Limits.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace drape::app {
namespace {

constexpr double millimetres = 1000.0;
constexpr double maxFriction = 100.0;   // docs/scene-format.md, "cloth.selfCollision"

}  // namespace

SelfCollisionPanel::SelfCollisionPanel(SceneDocument* document, QWidget* parent)
    : ScenePanel(document, QStringLiteral("selfCollisionPanel"), parent)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    m_check = new QCheckBox(content);
    m_check->setObjectName(QStringLiteral("selfCollisionCheck"));
    layout->addWidget(m_check);

    m_fields = new QWidget(content);
    m_form = new QFormLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    addSelfCollisionField(
        {.name = "selfCollisionThicknessSpin", .minimum = 0.1,
         .maximum = engine::limits::maxSelfCollisionThickness * millimetres, .decimals = 1, .scale = millimetres,
         .label = QT_TR_NOOP("Thickness (mm)"),
         .toolTip = QT_TR_NOOP("The least distance kept between particles of two layers of the cloth; at most 1.5 "
                               "times the spacing, and at least 0.7 times it so that no particle slips between "
                               "two others. View ▸ Collision Thickness draws it."),
         .undoText = QT_TR_NOOP("Change self-collision thickness"),
         .get = [](const engine::SelfCollisionSpec& self, int) { return self.thickness; },
         .set = [](engine::SelfCollisionSpec& self, int, double value) { self.thickness = value; }});
    addSelfCollisionField(
        {.name = "selfCollisionFrictionSpin", .minimum = 0.0, .maximum = maxFriction, .decimals = 2,
         .label = QT_TR_NOOP("Friction between layers"),
         .toolTip = QT_TR_NOOP("Coulomb friction where the cloth touches itself: 0 lets layers slide freely, "
                               "about 0.5 holds folds in place."),
         .undoText = QT_TR_NOOP("Change self-collision friction"),
         .get = [](const engine::SelfCollisionSpec& self, int) { return self.friction; },
         .set = [](engine::SelfCollisionSpec& self, int, double value) { self.friction = value; }});
    layout->addWidget(m_fields);
    layout->addStretch();
    setScrollableWidget(content);

    connect(m_check, &QCheckBox::toggled, this, &SelfCollisionPanel::setSelfCollisionOn);
    retranslate();
}

void SelfCollisionPanel::addSelfCollisionField(const Field& field)
{
    // Switched off, the fields are greyed out and show what switching it on brings back.
    fields().add<engine::SelfCollisionSpec>(
        m_fields, m_form, field,
        [this](const engine::Scene& s) {
            if (editedCloth(s).selfCollision)
                return &*editedCloth(s).selfCollision;
            m_turnOnShown = settingsToTurnOn();
            return static_cast<const engine::SelfCollisionSpec*>(&m_turnOnShown);
        },
        [this](engine::Scene& s) { return editedCloth(s).selfCollision ? &*editedCloth(s).selfCollision : nullptr; });
}

engine::SelfCollisionSpec SelfCollisionPanel::settingsToTurnOn() const
{
    engine::SelfCollisionSpec settings = m_last.value_or(engine::SelfCollisionSpec{});
    const double spacing = editedCloth(scene()).spacing;
    if (!m_last || settings.thickness > engine::limits::maxSelfCollisionThicknessPerSpacing * spacing)
        settings.thickness = std::min(spacing, engine::limits::maxSelfCollisionThickness);
    return settings;
}

void SelfCollisionPanel::setSelfCollisionOn(bool on)
{
    engine::Scene after = scene();
    if (on)
        editedCloth(after).selfCollision = settingsToTurnOn();
    else
        editedCloth(after).selfCollision.reset();
    commitEdit(on ? tr("Turn self-collision on") : tr("Turn self-collision off"), after);
}

void SelfCollisionPanel::retranslateUi()
{
    setWindowTitle(tr("Self-collision"));
    m_check->setText(tr("Self-collision (layers stay apart)"));
    m_check->setToolTip(tr("Keeps folds and layers of the cloth from passing through each other."));
}

void SelfCollisionPanel::refreshFromScene()
{
    const std::optional<engine::SelfCollisionSpec>& self = editedCloth(scene()).selfCollision;
    if (self)
        m_last = *self;
    {
        const QSignalBlocker blocker(m_check);
        m_check->setChecked(self.has_value());
    }
    m_fields->setEnabled(self.has_value());
}

}  // namespace drape::app

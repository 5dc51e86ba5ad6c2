#include "app/panels/PinsPanel.h"

#include "app/Naming.h"
#include "app/PinBrush.h"
#include "app/PinGroupEdits.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <glm/common.hpp>
#include <glm/vector_relational.hpp>

#include <algorithm>

namespace drape::app {
namespace {

QString buttonName(engine::PinPattern pattern)
{
    switch (pattern) {
    case engine::PinPattern::None: return QStringLiteral("clearPinsButton");
    case engine::PinPattern::TopEdge: return QStringLiteral("pinTopEdgeButton");
    case engine::PinPattern::TopCorners: return QStringLiteral("pinTopCornersButton");
    case engine::PinPattern::AllCorners: return QStringLiteral("pinAllCornersButton");
    case engine::PinPattern::LeftEdge: return QStringLiteral("pinLeftEdgeButton");
    case engine::PinPattern::Centre: return QStringLiteral("pinCentreButton");
    }
    return {};
}

}  // namespace

PinsPanel::PinsPanel(SceneDocument* document, QWidget* parent)
    : ScenePanel(document, QStringLiteral("pinsPanel"), parent)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    auto* patternGrid = new QGridLayout;
    layout->addLayout(patternGrid);

    int cell = 0;
    for (std::size_t n = 0; n < engine::allPinPatterns.size(); ++n) {
        const engine::PinPattern pattern = engine::allPinPatterns[n];
        auto* button = new QPushButton(content);
        button->setObjectName(buttonName(pattern));
        connect(button, &QPushButton::clicked, this, [this, pattern] { applyPattern(pattern); });
        m_patternButtons[n] = button;
        // Clearing (the None pattern) sits apart, below the patterns that pin something.
        if (pattern == engine::PinPattern::None) {
            layout->addWidget(button, 0, Qt::AlignLeft);
        } else {
            patternGrid->addWidget(button, cell / 2, cell % 2);
            ++cell;
        }
    }

    m_countLabel = new QLabel(content);
    m_countLabel->setObjectName(QStringLiteral("pinCountLabel"));
    layout->addWidget(m_countLabel);

    auto* brushRow = new QHBoxLayout;
    layout->addLayout(brushRow);
    m_paintButton = new QToolButton(content);
    m_paintButton->setObjectName(QStringLiteral("paintPinsButton"));
    m_paintButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_paintButton->hide();
    brushRow->addWidget(m_paintButton);
    m_brushLabel = new QLabel(content);
    brushRow->addWidget(m_brushLabel);
    m_brushSpin = makeSpinBox(QStringLiteral("pinBrushRadiusSpin"), minPinBrushRadius, maxPinBrushRadius, content);
    m_brushSpin->setValue(defaultPinBrushRadius);
    m_brushLabel->setBuddy(m_brushSpin);
    brushRow->addWidget(m_brushSpin);
    connect(m_brushSpin, &QSpinBox::valueChanged, this, &PinsPanel::brushRadiusChanged);
    m_paintHint = new QLabel(content);
    m_paintHint->setObjectName(QStringLiteral("paintPinsHint"));
    m_paintHint->setWordWrap(true);
    layout->addWidget(m_paintHint);

    // Pin groups: pins that follow keys together (a curtain's rings, a collar).
    m_groupsTitle = new QLabel(content);
    m_groupsTitle->setObjectName(QStringLiteral("pinGroupsTitle"));
    layout->addWidget(m_groupsTitle);
    m_groupList = new QListWidget(content);
    m_groupList->setObjectName(QStringLiteral("pinGroupList"));
    m_groupList->setMaximumHeight(96);
    layout->addWidget(m_groupList);
    connect(m_groupList, &QListWidget::currentRowChanged, this, [this] { refreshGroupPose(); });
    auto* groupButtons = new QHBoxLayout;
    layout->addLayout(groupButtons);
    m_groupButton = new QPushButton(content);
    m_groupButton->setObjectName(QStringLiteral("groupPinsButton"));
    connect(m_groupButton, &QPushButton::clicked, this, &PinsPanel::groupPins);
    groupButtons->addWidget(m_groupButton);
    m_ungroupButton = new QPushButton(content);
    m_ungroupButton->setObjectName(QStringLiteral("ungroupPinsButton"));
    connect(m_ungroupButton, &QPushButton::clicked, this, &PinsPanel::ungroupSelected);
    groupButtons->addWidget(m_ungroupButton);
    auto* pose = new QGridLayout;
    layout->addLayout(pose);
    m_groupPositionLabel = new QLabel(content);
    m_groupPosition = makeVectorSpinBoxes(QStringLiteral("pinGroupPosition"), -1000.0, 1000.0, 3, content);
    m_groupRotationLabel = new QLabel(content);
    m_groupRotation = makeVectorSpinBoxes(QStringLiteral("pinGroupRotation"), -3600.0, 3600.0, 1, content);
    pose->addWidget(m_groupPositionLabel, 0, 0);
    pose->addWidget(m_groupPosition.row, 0, 1);
    pose->addWidget(m_groupRotationLabel, 1, 0);
    pose->addWidget(m_groupRotation.row, 1, 1);
    for (const VectorSpinBoxes* fields : {&m_groupPosition, &m_groupRotation})
        for (QDoubleSpinBox* axis : fields->axes)
            connect(axis, &QDoubleSpinBox::editingFinished, this, &PinsPanel::keySelectedPose);
    auto* keyRow = new QHBoxLayout;
    layout->addLayout(keyRow);
    m_groupKeysLabel = new QLabel(content);
    m_groupKeysLabel->setObjectName(QStringLiteral("pinGroupKeysLabel"));
    m_groupKeysLabel->setWordWrap(true);
    keyRow->addWidget(m_groupKeysLabel, 1);
    m_deleteKeyButton = new QPushButton(content);
    m_deleteKeyButton->setObjectName(QStringLiteral("pinGroupDeleteKeyButton"));
    connect(m_deleteKeyButton, &QPushButton::clicked, this, &PinsPanel::deleteSelectedKey);
    keyRow->addWidget(m_deleteKeyButton);
    layout->addStretch();
    setScrollableWidget(content);

    retranslate();
}

PinsPanel::PatternTexts PinsPanel::textsFor(engine::PinPattern pattern)
{
    switch (pattern) {
    case engine::PinPattern::None:
        return {tr("Clear pins"), tr("Clear pins"), tr("Unpin every particle: the whole cloth falls.")};
    case engine::PinPattern::TopEdge:
        return {tr("Top edge"), tr("Pin top edge"),
                tr("Pin every particle of the first row, like a curtain on its rail.")};
    case engine::PinPattern::TopCorners:
        return {tr("Top corners"), tr("Pin top corners"), tr("Pin the two ends of the first row, like a banner.")};
    case engine::PinPattern::AllCorners:
        return {tr("All corners"), tr("Pin all corners"), tr("Pin the four corners of the cloth.")};
    case engine::PinPattern::LeftEdge:
        return {tr("Left edge"), tr("Pin left edge"),
                tr("Pin every particle of the first column, like a flag on its pole.")};
    case engine::PinPattern::Centre:
        return {tr("Centre"), tr("Pin centre"), tr("Pin the middle particle only.")};
    }
    return {};
}

void PinsPanel::applyPattern(engine::PinPattern pattern)
{
    engine::Scene after = scene();
    editedCloth(after).pins = engine::pinPattern(pattern, editedCloth(after).cols, editedCloth(after).rows);
    // Each press is its own undo step.
    commitEdit(textsFor(pattern).undo, after);
}

int PinsPanel::selectedGroup() const
{
    const int row = m_groupList->currentRow();
    return row >= 0 && row < int(editedCloth(scene()).pinGroups.size()) ? row : -1;
}

void PinsPanel::groupPins()
{
    engine::Scene after = scene();
    engine::ClothSpec& cloth = editedCloth(after);
    std::vector<std::string> names;
    for (const engine::PinGroup& group : cloth.pinGroups)
        names.push_back(group.name);
    if (!groupThePins(cloth, uniqueName(tr("Pin group").toStdString(), names)))
        return;
    const int made = int(cloth.pinGroups.size()) - 1;
    commitEdit(tr("Group pins"), after);
    m_groupList->setCurrentRow(made);
}

void PinsPanel::ungroupSelected()
{
    const int group = selectedGroup();
    if (group < 0)
        return;
    engine::Scene after = scene();
    ungroupPins(editedCloth(after), std::size_t(group));
    commitEdit(tr("Ungroup pins"), after);
}

void PinsPanel::keySelectedPose()
{
    const int group = selectedGroup();
    if (group < 0)
        return;
    engine::TransformPose pose;
    for (std::size_t axis = 0; axis < 3; ++axis) {
        pose.position[int(axis)] = m_groupPosition.axes[axis]->value();
        pose.rotation[int(axis)] = m_groupRotation.axes[axis]->value();
    }
    const engine::PinGroup& shown = editedCloth(scene()).pinGroups[std::size_t(group)];
    const engine::TransformPose now = pinGroupPoseAt(shown, m_frame);
    // Focus leaving an unchanged field is no edit; within what the fields show, it is the same pose.
    if (glm::all(glm::lessThan(glm::abs(now.position - pose.position), glm::dvec3(5e-4))) &&
        glm::all(glm::lessThan(glm::abs(now.rotation - pose.rotation), glm::dvec3(0.05))))
        return;
    engine::Scene after = scene();
    keyPinGroupAt(editedCloth(after).pinGroups[std::size_t(group)], m_frame, pose);
    commitEdit(tr("Key pin group"), after);
}

void PinsPanel::deleteSelectedKey()
{
    const int group = selectedGroup();
    if (group < 0)
        return;
    engine::Scene after = scene();
    if (unkeyPinGroupAt(editedCloth(after).pinGroups[std::size_t(group)], m_frame))
        commitEdit(tr("Delete pin group key"), after);
}

void PinsPanel::setCurrentFrame(int frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    refreshGroupPose();
}

void PinsPanel::refreshGroupPose()
{
    const int group = selectedGroup();
    const bool any = group >= 0;
    for (const VectorSpinBoxes* fields : {&m_groupPosition, &m_groupRotation})
        fields->row->setEnabled(any);
    m_ungroupButton->setEnabled(any);
    if (!any) {
        m_groupKeysLabel->setText(tr("Select a pin group to pose and key it."));
        m_deleteKeyButton->setEnabled(false);
        return;
    }
    const engine::PinGroup& shown = editedCloth(scene()).pinGroups[std::size_t(group)];
    const engine::TransformPose pose = pinGroupPoseAt(shown, m_frame);
    for (std::size_t axis = 0; axis < 3; ++axis) {
        setSilently(m_groupPosition.axes[axis], pose.position[int(axis)]);
        setSilently(m_groupRotation.axes[axis], pose.rotation[int(axis)]);
    }
    const auto& keys = shown.motion.keys;
    const bool keyHere = std::any_of(keys.begin(), keys.end(), [this](const auto& k) { return k.frame == m_frame; });
    m_deleteKeyButton->setEnabled(keyHere);
    m_groupKeysLabel->setText(keys.empty() ? tr("No keys: it holds its particles at rest. Frame %1 on show.").arg(m_frame)
                                           : tr("Keys: %n, frames %1 to %2. Frame %3 on show.", nullptr, int(keys.size()))
                                                 .arg(keys.front().frame)
                                                 .arg(keys.back().frame)
                                                 .arg(m_frame));
}

void PinsPanel::setPaintPinsAction(QAction* paintAction)
{
    m_paintButton->setDefaultAction(paintAction);
    m_paintButton->show();
}

void PinsPanel::setBrushRadius(int pixels)
{
    setSilently(m_brushSpin, pixels);
}

void PinsPanel::retranslateUi()
{
    setWindowTitle(tr("Pins"));
    m_brushLabel->setText(tr("Brush radius (px)"));
    m_brushSpin->setToolTip(tr("Size of the pin brush on screen; [ and ] in the view change it too."));
    m_paintHint->setText(tr("Paint Pins (B): drag over the cloth to pin, Ctrl+drag to unpin. "
                            "Changing the pins restarts the cloth at rest."));
    for (std::size_t n = 0; n < engine::allPinPatterns.size(); ++n) {
        const PatternTexts texts = textsFor(engine::allPinPatterns[n]);
        m_patternButtons[n]->setText(texts.button);
        m_patternButtons[n]->setToolTip(texts.toolTip);
    }
    m_groupsTitle->setText(tr("Pin groups"));
    m_groupButton->setText(tr("Group the pins"));
    m_groupButton->setToolTip(tr("Make the pins one group that can follow keys, as a curtain's rings or a collar do."));
    m_ungroupButton->setText(tr("Ungroup"));
    m_ungroupButton->setToolTip(tr("Give the selected group's particles back as pins, held at rest."));
    m_groupPositionLabel->setText(tr("Move (m)"));
    m_groupRotationLabel->setText(tr("Turn (°)"));
    const QString keyTip = tr("Editing the move or turn keys the group at the frame on show.");
    for (const VectorSpinBoxes* fields : {&m_groupPosition, &m_groupRotation})
        fields->row->setToolTip(keyTip);
    m_deleteKeyButton->setText(tr("Delete Key"));
    m_deleteKeyButton->setToolTip(tr("Delete the selected group's key at the frame on show."));
    refreshGroupPose();
}

void PinsPanel::refreshFromScene()
{
    const engine::ClothSpec& cloth = editedCloth(scene());
    QString count = tr("%n pinned of %1", nullptr, int(cloth.pins.size())).arg(cloth.particleCount());
    // A pin group's particles are held too, by their keys: say so, or the count looks short.
    const auto grouped = int(engine::heldParticles(cloth).size() - cloth.pins.size());
    if (!cloth.pinGroups.empty())
        count += u'\n' + tr("%n more held by pin groups that follow their keys", nullptr, grouped);
    m_countLabel->setText(count);
    const int selected = m_groupList->currentRow();
    {
        const QSignalBlocker blocker(m_groupList);
        m_groupList->clear();
        for (const engine::PinGroup& group : cloth.pinGroups)
            m_groupList->addItem(tr("%1 · %n pinned", nullptr, int(group.particles.size()))
                                     .arg(QString::fromStdString(group.name)));
        m_groupList->setCurrentRow(std::min(selected, m_groupList->count() - 1));
    }
    m_groupButton->setEnabled(!cloth.pins.empty());
    refreshGroupPose();
    // The patterns name a grid's edges and corners; a mesh's pins are painted (or come from its file).
    for (std::size_t n = 0; n < engine::allPinPatterns.size(); ++n) {
        const bool usable = !cloth.mesh || engine::allPinPatterns[n] == engine::PinPattern::None;
        m_patternButtons[n]->setEnabled(usable);
        m_patternButtons[n]->setToolTip(usable ? textsFor(engine::allPinPatterns[n]).toolTip
                                               : tr("A mesh cloth has no grid edges: paint its pins with the brush."));
    }
}

}  // namespace drape::app

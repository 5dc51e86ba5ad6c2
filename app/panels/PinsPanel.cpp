#include "app/panels/PinsPanel.h"

#include "app/PinBrush.h"
#include "app/panels/PanelWidgets.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

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
    // The patterns name a grid's edges and corners; a mesh's pins are painted (or come from its file).
    for (std::size_t n = 0; n < engine::allPinPatterns.size(); ++n) {
        const bool usable = !cloth.mesh || engine::allPinPatterns[n] == engine::PinPattern::None;
        m_patternButtons[n]->setEnabled(usable);
        m_patternButtons[n]->setToolTip(usable ? textsFor(engine::allPinPatterns[n]).toolTip
                                               : tr("A mesh cloth has no grid edges: paint its pins with the brush."));
    }
}

}  // namespace drape::app

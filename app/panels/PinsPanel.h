// The Pins dock: named pin patterns that write the cloth's pin list, a clear
// button, the count of pinned particles, and the pin brush: a button for the
// Paint Pins tool (the viewport paints) and the brush's radius.
#pragma once

#include "app/panels/ScenePanel.h"

#include "engine/scene/PinPatterns.h"

#include <array>

class QAction;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace drape::app {

class PinsPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit PinsPanel(SceneDocument* document, QWidget* parent = nullptr);

    /// The button for the Paint Pins tool triggers `paintAction` (the window's
    /// checkable action); until this is called the button is hidden.
    void setPaintPinsAction(QAction* paintAction);

public Q_SLOTS:
    /// Shows `pixels` as the brush radius (no brushRadiusChanged for it).
    void setBrushRadius(int pixels);

Q_SIGNALS:
    /// The user set the brush radius, logical pixels.
    void brushRadiusChanged(int pixels);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    struct PatternTexts {
        QString button;
        QString undo;
        QString toolTip;
    };
    /// A pattern's texts in the current language.
    static PatternTexts textsFor(engine::PinPattern pattern);
    void applyPattern(engine::PinPattern pattern);

    /// One button per engine::allPinPatterns entry, in that order; None's is "Clear pins".
    std::array<QPushButton*, engine::allPinPatterns.size()> m_patternButtons{};
    QLabel* m_countLabel = nullptr;
    QToolButton* m_paintButton = nullptr;
    QLabel* m_brushLabel = nullptr;
    QSpinBox* m_brushSpin = nullptr;
    QLabel* m_paintHint = nullptr;
};

}  // namespace drape::app

// The Pins dock: named pin patterns that write the cloth's pin list, a clear
// button, the count of pinned particles, the pin brush (a button for the Paint
// Pins tool, which the viewport paints with, and the brush's radius), and the
// cloth's pin groups: made of its pins, posed and keyed at the frame on show.
#pragma once

#include "app/panels/ScenePanel.h"

#include "app/panels/PanelWidgets.h"

#include "engine/scene/PinPatterns.h"

#include <array>

class QAction;
class QLabel;
class QListWidget;
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
    /// The frame on show (live or baked): pin group poses are shown and keyed there.
    void setCurrentFrame(int frame);

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
    /// The selected pin group of the edited cloth, or -1.
    int selectedGroup() const;
    void groupPins();
    void ungroupSelected();
    void keySelectedPose();
    void deleteSelectedKey();
    /// The pose fields and key line of the selected group at m_frame.
    void refreshGroupPose();

    /// One button per engine::allPinPatterns entry, in that order; None's is "Clear pins".
    std::array<QPushButton*, engine::allPinPatterns.size()> m_patternButtons{};
    QLabel* m_countLabel = nullptr;
    QToolButton* m_paintButton = nullptr;
    QLabel* m_brushLabel = nullptr;
    QSpinBox* m_brushSpin = nullptr;
    QLabel* m_paintHint = nullptr;

    QLabel* m_groupsTitle = nullptr;
    QListWidget* m_groupList = nullptr;
    QPushButton* m_groupButton = nullptr;
    QPushButton* m_ungroupButton = nullptr;
    QLabel* m_groupPositionLabel = nullptr;
    VectorSpinBoxes m_groupPosition;
    QLabel* m_groupRotationLabel = nullptr;
    VectorSpinBoxes m_groupRotation;
    QLabel* m_groupKeysLabel = nullptr;
    QPushButton* m_deleteKeyButton = nullptr;
    int m_frame = 0;
};

}  // namespace drape::app

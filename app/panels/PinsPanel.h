// The Pins dock: named pin patterns that write the cloth's pin list, a clear
// button, and the count of pinned particles.
#pragma once

#include "app/panels/ScenePanel.h"

#include "engine/scene/PinPatterns.h"

#include <array>

class QLabel;
class QPushButton;

namespace drape::app {

class PinsPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit PinsPanel(SceneDocument* document, QWidget* parent = nullptr);

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
};

}  // namespace drape::app

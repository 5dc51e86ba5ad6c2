// The Springs dock: stiffness per spring type, damping and gravity, with the
// explicit-integration stability limit shown live and, when the time step is
// past it, a warning with the substeps that would be stable and a button to use them.
#pragma once

#include "app/panels/PanelWidgets.h"
#include "app/panels/ScenePanel.h"

class QDoubleSpinBox;
class QFormLayout;
class QFrame;
class QLabel;
class QPushButton;

namespace drape::app {

class SpringsPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit SpringsPanel(SceneDocument* document, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    QDoubleSpinBox* addStiffnessRow(const QString& objectName, double engine::SpringStiffness::*field, EditKey key);
    /// The red banner shown while the time step is past the stability limit.
    QFrame* buildStabilityWarning(QWidget* parent);
    void refreshStability();
    void useStableSubsteps();

    QFormLayout* m_form = nullptr;
    QDoubleSpinBox* m_structuralSpin = nullptr;
    QDoubleSpinBox* m_shearSpin = nullptr;
    QDoubleSpinBox* m_flexionSpin = nullptr;
    QDoubleSpinBox* m_dampingSpin = nullptr;
    VectorSpinBoxes m_gravity;
    QLabel* m_stabilityLabel = nullptr;
    QFrame* m_warning = nullptr;
    QLabel* m_warningLabel = nullptr;
    QPushButton* m_useSubstepsButton = nullptr;
};

}  // namespace drape::app

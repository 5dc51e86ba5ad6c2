// The Cloth dock: grid size, spacing, placement and particle mass, with the
// resulting size, total mass and areal density shown next to them.
#pragma once

#include "app/panels/PanelWidgets.h"
#include "app/panels/ScenePanel.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace drape::app {

class ClothPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit ClothPanel(SceneDocument* document, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    void editGrid(int cols, int rows, EditKey key);
    void editPlacement(int index);
    void editOrigin(int axis, double value);

    QFormLayout* m_form = nullptr;
    QSpinBox* m_columnsSpin = nullptr;
    QSpinBox* m_rowsSpin = nullptr;
    QDoubleSpinBox* m_spacingSpin = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QComboBox* m_placementCombo = nullptr;
    VectorSpinBoxes m_origin;
    QDoubleSpinBox* m_massSpin = nullptr;
    QLabel* m_totalMassLabel = nullptr;
    QLabel* m_densityLabel = nullptr;
};

}  // namespace drape::app

// The Cloth dock: grid size, spacing, placement, the material (a preset, custom
// physical values, or the article's raw per-particle mass and per-spring
// stiffness) and particle mass, with the resulting size, total mass and areal
// density shown next to them.
#pragma once

#include "app/panels/PanelWidgets.h"
#include "app/panels/ScenePanel.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
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
    QGroupBox* buildMaterialGroup(QWidget* parent);
    void editMaterial(int row);
    /// Sets one physical value of the material; a preset becomes custom values.
    void editMaterialValue(double engine::MaterialSpec::*field, double value, EditKey key);
    void refreshMaterial();
    /// A material preset's name ("denim") in the current language.
    static QString presetTitle(const std::string& preset);

    QFormLayout* m_form = nullptr;
    QSpinBox* m_columnsSpin = nullptr;
    QSpinBox* m_rowsSpin = nullptr;
    QDoubleSpinBox* m_spacingSpin = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QComboBox* m_placementCombo = nullptr;
    VectorSpinBoxes m_origin;
    QGroupBox* m_materialGroup = nullptr;
    QFormLayout* m_materialForm = nullptr;
    QComboBox* m_materialCombo = nullptr;
    QDoubleSpinBox* m_arealDensitySpin = nullptr;
    QDoubleSpinBox* m_stretchSpin = nullptr;
    QDoubleSpinBox* m_shearModulusSpin = nullptr;
    QDoubleSpinBox* m_bendingSpin = nullptr;
    QDoubleSpinBox* m_massSpin = nullptr;
    QLabel* m_totalMassLabel = nullptr;
    QLabel* m_densityLabel = nullptr;
};

}  // namespace drape::app

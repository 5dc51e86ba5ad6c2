// The Cloth dock: its shape (a grid, or a mesh's file and counts), grid size, spacing, placement, the material (a preset, custom
// physical values, or the article's raw per-particle mass and per-spring
// stiffness) and particle mass, with the resulting size, total mass and areal
// density shown next to them.
#pragma once

#include "app/panels/ScenePanel.h"

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace drape::app {

class ClothPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit ClothPanel(SceneDocument* document, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    void editPlacement(int index);
    QGroupBox* buildMaterialGroup(QWidget* parent);
    void editMaterial(int row);
    void refreshMaterial();
    /// The cloth's shape: a grid's size, or a mesh's file and counts.
    void refreshShape();
    /// `field` as the material's `value`, with the material's undo text and rules.
    template <double engine::MaterialSpec::*value>
    static ClothField materialField(ClothField field);
    /// A material preset's name ("denim") in the current language.
    static QString presetTitle(const std::string& preset);

    QFormLayout* m_form = nullptr;
    QLabel* m_shapeLabel = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QComboBox* m_placementCombo = nullptr;
    QGroupBox* m_materialGroup = nullptr;
    QFormLayout* m_materialForm = nullptr;
    QComboBox* m_materialCombo = nullptr;
    // Declared fields whose tooltips depend on whether a material is set.
    QWidget* m_arealDensitySpin = nullptr;
    QWidget* m_stretchSpin = nullptr;
    QWidget* m_shearModulusSpin = nullptr;
    QWidget* m_bendingSpin = nullptr;
    QWidget* m_massSpin = nullptr;
    QLabel* m_totalMassLabel = nullptr;
    QLabel* m_densityLabel = nullptr;
};

}  // namespace drape::app

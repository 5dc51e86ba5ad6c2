#include "app/panels/ClothPanel.h"

#include "engine/scene/ClothMetrics.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Material.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QSpinBox>

#include <vector>

namespace drape::app {
namespace {

// Placement combo rows. Custom stands for other axes, set in a scene file.
enum PlacementRow { Hanging, LyingFlat, Custom };

constexpr glm::dvec3 placementU{1.0, 0.0, 0.0};
constexpr glm::dvec3 hangingV{0.0, -1.0, 0.0};
constexpr glm::dvec3 lyingFlatV{0.0, 0.0, 1.0};

PlacementRow placementOf(const engine::ClothSpec& cloth)
{
    if (cloth.uAxis == placementU && cloth.vAxis == hangingV)
        return Hanging;
    if (cloth.uAxis == placementU && cloth.vAxis == lyingFlatV)
        return LyingFlat;
    return Custom;
}

// Grams in the spin box read better than kilograms for a particle (a default one is 2 g),
// and fabric weights are given in g/m² (GSM) where the scene file has kg/m².
constexpr double gramsPerKilogram = 1000.0;

// Material combo rows: the raw per-spring values, each preset, then custom physical values.
constexpr int rawRow = 0;
int presetRow(std::size_t preset) { return int(preset) + 1; }
int customMaterialRow() { return int(engine::materialPresets().size()) + 1; }

int materialRowOf(const engine::ClothSpec& cloth)
{
    if (!cloth.material)
        return rawRow;
    const auto presets = engine::materialPresets();
    for (std::size_t k = 0; k < presets.size(); ++k)
        if (presets[k].preset == cloth.material->preset)
            return presetRow(k);
    return customMaterialRow();
}

/// The physical values that give a cloth without a material its own mass and
/// springs: the inverse of engine::particleMassFor and engine::springsFor
/// (docs/physics.md): Y = k_structural + k_shear + 4·k_flexion, G = k_shear,
/// B = k_flexion·h², areal density = total mass / rest area (m / h² for a rope).

}  // namespace

QString ClothPanel::presetTitle(const std::string& preset)
{
    if (preset == "silk")
        return tr("Silk");
    if (preset == "cotton")
        return tr("Cotton");
    if (preset == "denim")
        return tr("Denim");
    if (preset == "leather")
        return tr("Leather");
    if (preset == "canvas")
        return tr("Canvas");
    if (preset == "rubber")
        return tr("Rubber");
    return QString::fromStdString(preset);
}

ClothPanel::ClothPanel(SceneDocument* document, QWidget* parent)
    : ScenePanel(document, QStringLiteral("clothPanel"), parent)
{
    auto* content = new QWidget(this);
    m_form = new QFormLayout(content);

    m_columnsSpin = makeSpinBox(QStringLiteral("columnsSpin"), 1, engine::limits::maxSide, content);
    m_rowsSpin = makeSpinBox(QStringLiteral("rowsSpin"), 1, engine::limits::maxSide, content);
    m_spacingSpin = makeDoubleSpinBox(QStringLiteral("spacingSpin"), 0.0001, 10.0, 4, content);
    m_sizeLabel = new QLabel(content);
    m_sizeLabel->setObjectName(QStringLiteral("sizeLabel"));
    m_placementCombo = new QComboBox(content);
    m_placementCombo->setObjectName(QStringLiteral("placementCombo"));
    m_placementCombo->addItems({QString(), QString(), QString()});  // texts set, Custom disabled, in retranslateUi()
    m_origin = makeVectorSpinBoxes(QStringLiteral("origin"), -10000.0, 10000.0, 4, content);
    m_materialGroup = buildMaterialGroup(content);
    m_massSpin = makeDoubleSpinBox(QStringLiteral("particleMassSpin"), 0.001, 1.0e6, 3, content);
    m_totalMassLabel = new QLabel(content);
    m_totalMassLabel->setObjectName(QStringLiteral("totalMassLabel"));
    m_densityLabel = new QLabel(content);
    m_densityLabel->setObjectName(QStringLiteral("arealDensityLabel"));

    for (QWidget* field :
         QList<QWidget*>{m_columnsSpin, m_rowsSpin, m_spacingSpin, m_sizeLabel, m_placementCombo, m_origin.row})
        addFormRow(m_form, field);
    m_form->addRow(m_materialGroup);  // the material's own form, above the mass it sets
    for (QWidget* field : QList<QWidget*>{m_massSpin, m_totalMassLabel, m_densityLabel})
        addFormRow(m_form, field);
    setScrollableWidget(content);

    connect(m_columnsSpin, &QSpinBox::valueChanged, this,
            [this](int cols) { editGrid(cols, scene().cloth.rows, EditKey::Columns); });
    connect(m_rowsSpin, &QSpinBox::valueChanged, this,
            [this](int rows) { editGrid(scene().cloth.cols, rows, EditKey::Rows); });
    connect(m_spacingSpin, &QDoubleSpinBox::valueChanged, this, [this](double spacing) {
        engine::Scene after = scene();
        after.cloth.spacing = spacing;
        commitEdit(tr("Change spacing"), after, EditKey::Spacing);
    });
    connect(m_placementCombo, &QComboBox::currentIndexChanged, this, &ClothPanel::editPlacement);
    for (int axis = 0; axis < 3; ++axis)
        connect(m_origin.axes[std::size_t(axis)], &QDoubleSpinBox::valueChanged, this,
                [this, axis](double value) { editOrigin(axis, value); });
    connect(m_massSpin, &QDoubleSpinBox::valueChanged, this, [this](double grams) {
        engine::Scene after = scene();
        after.cloth.particleMass = grams / gramsPerKilogram;
        commitEdit(tr("Change particle mass"), after, EditKey::ParticleMass);
    });

    retranslateUi();
}

QGroupBox* ClothPanel::buildMaterialGroup(QWidget* parent)
{
    auto* group = new QGroupBox(parent);
    group->setObjectName(QStringLiteral("materialGroup"));
    m_materialForm = new QFormLayout(group);
    m_materialCombo = new QComboBox(group);
    m_materialCombo->setObjectName(QStringLiteral("materialCombo"));
    for (int row = 0; row <= customMaterialRow(); ++row)
        m_materialCombo->addItem(QString());  // texts set in retranslateUi()
    m_arealDensitySpin = makeDoubleSpinBox(QStringLiteral("arealDensitySpin"), 0.1, 1.0e6, 1, group);
    m_stretchSpin = makeDoubleSpinBox(QStringLiteral("stretchSpin"), 0.01, 1.0e7, 2, group);
    m_shearModulusSpin = makeDoubleSpinBox(QStringLiteral("shearModulusSpin"), 0.0, 1.0e7, 2, group);
    m_bendingSpin = makeScientificSpinBox(QStringLiteral("bendingSpin"), 0.0, 10.0, group);
    for (QWidget* field : QList<QWidget*>{m_materialCombo, m_arealDensitySpin, m_stretchSpin, m_shearModulusSpin,
                                          m_bendingSpin})
        addFormRow(m_materialForm, field);

    connect(m_materialCombo, &QComboBox::currentIndexChanged, this, &ClothPanel::editMaterial);
    connect(m_arealDensitySpin, &QDoubleSpinBox::valueChanged, this, [this](double gramsPerSquareMetre) {
        editMaterialValue(&engine::MaterialSpec::arealDensity, gramsPerSquareMetre / gramsPerKilogram,
                          EditKey::ArealDensity);
    });
    connect(m_stretchSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editMaterialValue(&engine::MaterialSpec::stretch, value, EditKey::Stretch); });
    connect(m_shearModulusSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editMaterialValue(&engine::MaterialSpec::shear, value, EditKey::ShearModulus); });
    connect(m_bendingSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editMaterialValue(&engine::MaterialSpec::bending, value, EditKey::Bending); });
    return group;
}

void ClothPanel::editMaterial(int row)
{
    engine::Scene after = scene();
    engine::ClothSpec& cloth = after.cloth;
    const auto presets = engine::materialPresets();
    if (row == rawRow) {
        // The derived mass and springs stay as they are, now as raw values.
        cloth.material.reset();
        commitEdit(tr("Use per-spring values"), after, EditKey::None);
        return;
    }
    if (row == customMaterialRow()) {
        // A preset's values, or the raw values' equivalent, to be edited.
        engine::MaterialSpec custom = cloth.material ? *cloth.material : engine::materialEquivalentTo(cloth);
        custom.preset.clear();
        cloth.material = custom;
        commitEdit(tr("Use custom material"), after, EditKey::None);
        return;
    }
    const engine::MaterialSpec& preset = presets[std::size_t(row - 1)];
    cloth.material = preset;
    commitEdit(tr("Use material %1").arg(presetTitle(preset.preset)), after, EditKey::None);
}

void ClothPanel::editMaterialValue(double engine::MaterialSpec::*field, double value, EditKey key)
{
    engine::Scene after = scene();
    if (!after.cloth.material)
        return;  // the physical values are read-only without a material
    engine::MaterialSpec& material = *after.cloth.material;
    material.*field = value;
    material.preset.clear();  // edited values are no longer the preset's
    commitEdit(tr("Change material"), after, key);
}

void ClothPanel::editGrid(int cols, int rows, EditKey key)
{
    engine::Scene after = scene();
    after.cloth.cols = cols;
    after.cloth.rows = rows;
    // Pins outside the new grid would make the scene invalid; they go in the same step.
    std::erase_if(after.cloth.pins, [&](engine::GridCoord pin) { return pin.i >= cols || pin.j >= rows; });
    commitEdit(key == EditKey::Columns ? tr("Change columns") : tr("Change rows"), after, key);
}

void ClothPanel::editPlacement(int index)
{
    if (index != Hanging && index != LyingFlat)
        return;
    engine::Scene after = scene();
    after.cloth.uAxis = placementU;
    after.cloth.vAxis = index == Hanging ? hangingV : lyingFlatV;
    commitEdit(tr("Change placement"), after, EditKey::Placement);
}

void ClothPanel::editOrigin(int axis, double value)
{
    static constexpr EditKey keys[] = {EditKey::OriginX, EditKey::OriginY, EditKey::OriginZ};
    engine::Scene after = scene();
    after.cloth.origin[axis] = value;
    commitEdit(tr("Move cloth origin"), after, keys[axis]);
}

void ClothPanel::retranslateUi()
{
    setWindowTitle(tr("Cloth"));
    setRowLabel(m_form, m_columnsSpin, tr("Columns"));
    setRowLabel(m_form, m_rowsSpin, tr("Rows"));
    setRowLabel(m_form, m_spacingSpin, tr("Spacing (m)"));
    setRowLabel(m_form, m_sizeLabel, tr("Size"));
    setRowLabel(m_form, m_placementCombo, tr("Placement"));
    setRowLabel(m_form, m_origin.row, tr("Origin x, y, z (m)"));
    setRowLabel(m_form, m_massSpin, tr("Particle mass (g)"));
    setRowLabel(m_form, m_totalMassLabel, tr("Total mass"));
    setRowLabel(m_form, m_densityLabel, tr("Areal density"));

    m_materialGroup->setTitle(tr("Material"));
    setRowLabel(m_materialForm, m_materialCombo, tr("Material"));
    setRowLabel(m_materialForm, m_arealDensitySpin, tr("Areal density (g/m²)"));
    setRowLabel(m_materialForm, m_stretchSpin, tr("Stretch (N/m)"));
    setRowLabel(m_materialForm, m_shearModulusSpin, tr("Shear (N/m)"));
    setRowLabel(m_materialForm, m_bendingSpin, tr("Bending (N·m)"));
    m_materialCombo->setItemText(rawRow, tr("Custom (per-spring values)"));
    const auto presets = engine::materialPresets();
    for (std::size_t k = 0; k < presets.size(); ++k)
        m_materialCombo->setItemText(presetRow(k), presetTitle(presets[k].preset));
    m_materialCombo->setItemText(customMaterialRow(), tr("Custom (physical units)"));
    m_materialCombo->setToolTip(
        tr("A material gives the cloth's weight and stiffness in physical units, so the cloth behaves the same "
           "at any resolution; it sets the particle mass and the spring stiffness. Per-spring values take the "
           "particle mass and the springs as they are."));

    const QString rebuilds = tr("Changing it restarts the cloth at rest.");
    m_columnsSpin->setToolTip(tr("Particles along the cloth's width. Pins beyond the new width are removed.") + u' ' +
                              rebuilds);
    m_rowsSpin->setToolTip(tr("Particles along the cloth's height. Pins beyond the new height are removed.") + u' ' +
                           rebuilds);
    m_spacingSpin->setToolTip(tr("Rest distance between neighbouring particles.") + u' ' + rebuilds);
    m_placementCombo->setToolTip(tr("How the cloth starts: hanging in the x-y plane or lying flat in the x-z plane.") +
                                 u' ' + rebuilds);
    m_origin.row->setToolTip(tr("Rest position of the first particle (the top-left corner).") + u' ' + rebuilds);

    m_placementCombo->setItemText(Hanging, tr("Hanging"));
    m_placementCombo->setItemText(LyingFlat, tr("Lying flat"));
    m_placementCombo->setItemText(Custom, tr("Custom"));
    setComboItemEnabled(m_placementCombo, Custom, false, tr("The scene file sets its own axes."));
    refreshFromScene();
}

void ClothPanel::refreshFromScene()
{
    const engine::ClothSpec& cloth = scene().cloth;
    setSilently(m_columnsSpin, cloth.cols);
    setSilently(m_rowsSpin, cloth.rows);
    setSilently(m_spacingSpin, cloth.spacing);
    const PlacementRow placement = placementOf(cloth);
    setSilently(m_placementCombo, placement);
    // Custom is listed only while it is the current placement; it is never offered.
    if (auto* list = qobject_cast<QListView*>(m_placementCombo->view()))
        list->setRowHidden(Custom, placement != Custom);
    for (int axis = 0; axis < 3; ++axis)
        setSilently(m_origin.axes[std::size_t(axis)], cloth.origin[axis]);
    setSilently(m_massSpin, cloth.particleMass * gramsPerKilogram);
    refreshMaterial();

    m_sizeLabel->setText(
        tr("%1 m × %2 m").arg(formatNumber(engine::clothWidth(cloth)), formatNumber(engine::clothHeight(cloth))));
    m_totalMassLabel->setText(tr("%1 kg").arg(formatNumber(engine::totalMass(cloth))));
    const double density = engine::arealDensity(cloth);
    // A rope (one row or column) has no area, so no density.
    m_densityLabel->setText(density > 0.0 ? tr("%1 kg/m²").arg(formatNumber(density)) : QStringLiteral("—"));
}

void ClothPanel::refreshMaterial()
{
    const engine::ClothSpec& cloth = scene().cloth;
    setSilently(m_materialCombo, materialRowOf(cloth));
    // Without a material the physical values are shown, read-only, as the raw values' equivalent.
    const engine::MaterialSpec material = cloth.material ? *cloth.material : engine::materialEquivalentTo(cloth);
    setSilently(m_arealDensitySpin, material.arealDensity * gramsPerKilogram);
    setSilently(m_stretchSpin, material.stretch);
    setSilently(m_shearModulusSpin, material.shear);
    setSilently(m_bendingSpin, material.bending);
    const bool physical = cloth.material.has_value();
    for (QDoubleSpinBox* spin : {m_arealDensitySpin, m_stretchSpin, m_shearModulusSpin, m_bendingSpin})
        spin->setEnabled(physical);
    m_massSpin->setEnabled(!physical);

    const QString rawHint = tr("Choose a material, or Custom (physical units), to edit it. Shown: the value "
                               "that gives the per-spring values.");
    const auto tip = [&](const QString& what) { return physical ? what : what + u' ' + rawHint; };
    m_arealDensitySpin->setToolTip(tip(tr("Mass per square metre of fabric, in grams (the file stores kg/m²).")));
    m_stretchSpin->setToolTip(tip(tr("Membrane tension per unit strain when pulled along a grid axis.")));
    m_shearModulusSpin->setToolTip(tip(tr("Membrane shear modulus: resistance to shearing.")));
    m_bendingSpin->setToolTip(tip(tr("Bending rigidity. Typed in scientific notation, e.g. 1e-5; the arrows "
                                     "step through 1, 2, 5 × 10ⁿ.")));
    m_massSpin->setToolTip(physical ? tr("Set by the material: areal density × area / particles.")
                                    : tr("Mass of each particle; the total mass and areal density follow from it."));
}

}  // namespace drape::app

#include "app/panels/ClothPanel.h"

#include "app/panels/PanelWidgets.h"

#include "engine/scene/ClothMetrics.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Material.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListView>

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

/// The grid's own fields (size, spacing, origin, placement) apply to a grid cloth only.
bool isGrid(const engine::ClothSpec& cloth)
{
    return !cloth.mesh;
}

/// A grid of `cols` × `rows`; pins outside it would make the scene invalid, so
/// they go in the same step.
void resizeGrid(engine::ClothSpec& cloth, int cols, int rows)
{
    cloth.cols = cols;
    cloth.rows = rows;
    engine::dropHeldOutsideGrid(cloth);
}

}  // namespace

template <double engine::MaterialSpec::*value>
ClothField ClothPanel::materialField(ClothField field)
{
    // Editable with a material; without one, shown read-only as the value that
    // gives the cloth its own mass and springs (engine::materialEquivalentTo).
    field.undoText = QT_TR_NOOP("Change material");
    field.get = [](const engine::ClothSpec& c, int) {
        return c.material ? (*c.material).*value : engine::materialEquivalentTo(c).*value;
    };
    field.set = [](engine::ClothSpec& c, int, double shown) {
        (*c.material).*value = shown;
        c.material->preset.clear();  // edited values are no longer the preset's
    };
    field.editable = [](const engine::ClothSpec& c) { return c.material.has_value(); };
    return field;
}

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
    m_shapeLabel = new QLabel(content);
    m_shapeLabel->setObjectName(QStringLiteral("shapeLabel"));
    m_shapeLabel->setWordWrap(true);
    addFormRow(m_form, m_shapeLabel);
    const char* rebuilds = QT_TR_NOOP("Changing it restarts the cloth at rest.");

    addClothField(content, m_form,
                  {.name = "columnsSpin", .kind = FieldKind::Integer, .minimum = 1, .maximum = engine::limits::maxSide,
                   .label = QT_TR_NOOP("Columns"),
                   .toolTip = QT_TR_NOOP("Particles along the cloth's width. Pins beyond the new width are removed."),
                   .toolTipNote = rebuilds, .undoText = QT_TR_NOOP("Change columns"),
                   .get = [](const engine::ClothSpec& c, int) { return double(c.cols); },
                   .set = [](engine::ClothSpec& c, int, double cols) { resizeGrid(c, int(cols), c.rows); },
                   .editable = isGrid});
    addClothField(content, m_form,
                  {.name = "rowsSpin", .kind = FieldKind::Integer, .minimum = 1, .maximum = engine::limits::maxSide,
                   .label = QT_TR_NOOP("Rows"),
                   .toolTip = QT_TR_NOOP("Particles along the cloth's height. Pins beyond the new height are removed."),
                   .toolTipNote = rebuilds, .undoText = QT_TR_NOOP("Change rows"),
                   .get = [](const engine::ClothSpec& c, int) { return double(c.rows); },
                   .set = [](engine::ClothSpec& c, int, double rows) { resizeGrid(c, c.cols, int(rows)); },
                   .editable = isGrid});
    addClothField(content, m_form,
                  {.name = "spacingSpin", .minimum = 0.0001, .maximum = 10.0, .decimals = 4,
                   .label = QT_TR_NOOP("Spacing (m)"), .toolTip = QT_TR_NOOP("Rest distance between neighbouring particles."),
                   .toolTipNote = rebuilds, .undoText = QT_TR_NOOP("Change spacing"),
                   .get = [](const engine::ClothSpec& c, int) { return c.spacing; },
                   .set = [](engine::ClothSpec& c, int, double spacing) { c.spacing = spacing; },
                   .editable = isGrid});
    m_sizeLabel = new QLabel(content);
    m_sizeLabel->setObjectName(QStringLiteral("sizeLabel"));
    addFormRow(m_form, m_sizeLabel);
    m_placementCombo = new QComboBox(content);
    m_placementCombo->setObjectName(QStringLiteral("placementCombo"));
    m_placementCombo->addItems({QString(), QString(), QString()});  // texts set, Custom disabled, in retranslateUi()
    addFormRow(m_form, m_placementCombo);
    addClothField(content, m_form,
                  {.name = "origin", .kind = FieldKind::Vector, .minimum = -10000.0, .maximum = 10000.0, .decimals = 4,
                   .label = QT_TR_NOOP("Origin x, y, z (m)"),
                   .toolTip = QT_TR_NOOP("Rest position of the first particle (the top-left corner)."),
                   .toolTipNote = rebuilds, .undoText = QT_TR_NOOP("Move cloth origin"),
                   .get = [](const engine::ClothSpec& c, int axis) { return c.origin[axis]; },
                   .set = [](engine::ClothSpec& c, int axis, double value) { c.origin[axis] = value; },
                   .editable = isGrid});
    m_materialGroup = buildMaterialGroup(content);
    m_form->addRow(m_materialGroup);  // the material's own form, above the mass it sets
    m_massSpin = addClothField(
        content, m_form,
        {.name = "particleMassSpin", .minimum = 0.001, .maximum = 1.0e6, .decimals = 3, .scale = gramsPerKilogram,
         .label = QT_TR_NOOP("Particle mass (g)"), .undoText = QT_TR_NOOP("Change particle mass"),
         .get = [](const engine::ClothSpec& c, int) { return c.particleMass; },
         .set = [](engine::ClothSpec& c, int, double mass) { c.particleMass = mass; },
         .editable = [](const engine::ClothSpec& c) { return !c.material; }});
    m_totalMassLabel = new QLabel(content);
    m_totalMassLabel->setObjectName(QStringLiteral("totalMassLabel"));
    m_densityLabel = new QLabel(content);
    m_densityLabel->setObjectName(QStringLiteral("arealDensityLabel"));
    for (QWidget* field : QList<QWidget*>{m_totalMassLabel, m_densityLabel})
        addFormRow(m_form, field);
    setScrollableWidget(content);

    connect(m_placementCombo, &QComboBox::currentIndexChanged, this, &ClothPanel::editPlacement);
    retranslate();
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
    addFormRow(m_materialForm, m_materialCombo);
    connect(m_materialCombo, &QComboBox::currentIndexChanged, this, &ClothPanel::editMaterial);

    m_arealDensitySpin = addClothField(
        group, m_materialForm,
        materialField<&engine::MaterialSpec::arealDensity>({.name = "arealDensitySpin", .minimum = 0.1,
                                                             .maximum = 1.0e6, .decimals = 1,
                                                             .scale = gramsPerKilogram,
                                                             .label = QT_TR_NOOP("Areal density (g/m²)")}));
    m_stretchSpin = addClothField(group, m_materialForm,
                                  materialField<&engine::MaterialSpec::stretch>(
                                      {.name = "stretchSpin", .minimum = 0.01, .maximum = 1.0e7, .decimals = 2,
                                       .label = QT_TR_NOOP("Stretch (N/m)")}));
    m_shearModulusSpin = addClothField(group, m_materialForm,
                                       materialField<&engine::MaterialSpec::shear>(
                                           {.name = "shearModulusSpin", .minimum = 0.0, .maximum = 1.0e7,
                                            .decimals = 2, .label = QT_TR_NOOP("Shear (N/m)")}));
    m_bendingSpin = addClothField(group, m_materialForm,
                                  materialField<&engine::MaterialSpec::bending>(
                                      {.name = "bendingSpin", .kind = FieldKind::Scientific, .minimum = 0.0,
                                       .maximum = 10.0, .label = QT_TR_NOOP("Bending (N·m)")}));
    return group;
}

void ClothPanel::editMaterial(int row)
{
    engine::Scene after = scene();
    engine::ClothSpec& cloth = editedCloth(after);
    const auto presets = engine::materialPresets();
    if (row == rawRow) {
        // The derived mass and springs stay as they are, now as raw values.
        cloth.material.reset();
        commitEdit(tr("Use per-spring values"), after);
        return;
    }
    if (row == customMaterialRow()) {
        // A preset's values, or the raw values' equivalent, to be edited.
        engine::MaterialSpec custom = cloth.material ? *cloth.material : engine::materialEquivalentTo(cloth);
        custom.preset.clear();
        cloth.material = custom;
        commitEdit(tr("Use custom material"), after);
        return;
    }
    const engine::MaterialSpec& preset = presets[std::size_t(row - 1)];
    cloth.material = preset;
    commitEdit(tr("Use material %1").arg(presetTitle(preset.preset)), after);
}

void ClothPanel::editPlacement(int index)
{
    if (index != Hanging && index != LyingFlat)
        return;
    engine::Scene after = scene();
    editedCloth(after).uAxis = placementU;
    editedCloth(after).vAxis = index == Hanging ? hangingV : lyingFlatV;
    commitEdit(tr("Change placement"), after, m_placementCombo->objectName());
}

void ClothPanel::retranslateUi()
{
    setWindowTitle(tr("Cloth"));
    setRowLabel(m_form, m_shapeLabel, tr("Shape"));
    setRowLabel(m_form, m_sizeLabel, tr("Size"));
    setRowLabel(m_form, m_placementCombo, tr("Placement"));
    setRowLabel(m_form, m_totalMassLabel, tr("Total mass"));
    setRowLabel(m_form, m_densityLabel, tr("Areal density"));

    m_materialGroup->setTitle(tr("Material"));
    setRowLabel(m_materialForm, m_materialCombo, tr("Material"));
    m_materialCombo->setItemText(rawRow, tr("Custom (per-spring values)"));
    const auto presets = engine::materialPresets();
    for (std::size_t k = 0; k < presets.size(); ++k)
        m_materialCombo->setItemText(presetRow(k), presetTitle(presets[k].preset));
    m_materialCombo->setItemText(customMaterialRow(), tr("Custom (physical units)"));
    m_materialCombo->setToolTip(
        tr("A material gives the cloth's weight and stiffness in physical units, so the cloth behaves the same "
           "at any resolution; it sets the particle mass and the spring stiffness. Per-spring values take the "
           "particle mass and the springs as they are."));

    m_placementCombo->setToolTip(tr("How the cloth starts: hanging in the x-y plane or lying flat in the x-z plane.") +
                                 u' ' + tr("Changing it restarts the cloth at rest."));

    m_placementCombo->setItemText(Hanging, tr("Hanging"));
    m_placementCombo->setItemText(LyingFlat, tr("Lying flat"));
    m_placementCombo->setItemText(Custom, tr("Custom"));
    setComboItemEnabled(m_placementCombo, Custom, false, tr("The scene file sets its own axes."));
}

void ClothPanel::refreshFromScene()
{
    const engine::ClothSpec& cloth = editedCloth(scene());
    const PlacementRow placement = placementOf(cloth);
    setSilently(m_placementCombo, placement);
    // Custom is listed only while it is the current placement; it is never offered.
    if (auto* list = qobject_cast<QListView*>(m_placementCombo->view()))
        list->setRowHidden(Custom, placement != Custom);
    m_placementCombo->setEnabled(!cloth.mesh);
    refreshMaterial();
    refreshShape();

    m_sizeLabel->setText(
        tr("%1 m × %2 m").arg(formatNumber(engine::clothWidth(cloth)), formatNumber(engine::clothHeight(cloth))));
    m_totalMassLabel->setText(tr("%1 kg").arg(formatNumber(engine::totalMass(cloth))));
    const double density = engine::arealDensity(cloth);
    // A rope (one row or column) has no area, so no density.
    m_densityLabel->setText(density > 0.0 ? tr("%1 kg/m²").arg(formatNumber(density)) : QStringLiteral("—"));
}

void ClothPanel::refreshShape()
{
    const engine::ClothSpec& cloth = editedCloth(scene());
    if (!cloth.mesh) {
        m_shapeLabel->setText(tr("Grid of %1 × %2 particles").arg(cloth.cols).arg(cloth.rows));
        m_shapeLabel->setToolTip(tr("File ▸ Import Cloth Mesh… makes the cloth from a mesh file instead."));
        return;
    }
    std::size_t triangles = 0;
    for (const engine::SurfaceFace& face : cloth.mesh->surface->faces)
        triangles += face.corners - 2u;
    const QString file = QString::fromStdString(cloth.mesh->file);
    m_shapeLabel->setText(tr("Mesh %1: %2 particles, %3 triangles")
                              .arg(QFileInfo(file).fileName(), locale().toString(cloth.particleCount()),
                                   locale().toString(qulonglong(triangles))));
    m_shapeLabel->setToolTip(file + u'\n' + tr("The grid's size, spacing, origin and placement do not apply to a mesh."));
}

void ClothPanel::refreshMaterial()
{
    const engine::ClothSpec& cloth = editedCloth(scene());
    setSilently(m_materialCombo, materialRowOf(cloth));
    setComboItemEnabled(m_materialCombo, rawRow, !cloth.mesh,
                        tr("A mesh cloth takes its mass and stiffness from a material."));
    const bool physical = cloth.material.has_value();
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

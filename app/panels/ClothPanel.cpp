#include "app/panels/ClothPanel.h"

#include "engine/scene/ClothMetrics.h"
#include "engine/scene/Limits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
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

// Grams in the spin box read better than kilograms for a particle (a default one is 2 g).
constexpr double gramsPerKilogram = 1000.0;

}  // namespace

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
    m_massSpin = makeDoubleSpinBox(QStringLiteral("particleMassSpin"), 0.001, 1.0e6, 3, content);
    m_totalMassLabel = new QLabel(content);
    m_totalMassLabel->setObjectName(QStringLiteral("totalMassLabel"));
    m_densityLabel = new QLabel(content);
    m_densityLabel->setObjectName(QStringLiteral("arealDensityLabel"));

    const QList<QWidget*> fields{m_columnsSpin, m_rowsSpin,   m_spacingSpin,    m_sizeLabel,   m_placementCombo,
                                 m_origin.row,  m_massSpin,   m_totalMassLabel, m_densityLabel};
    for (QWidget* field : fields)
        addFormRow(m_form, field);
    setWidget(content);

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

    const QString rebuilds = tr("Changing it restarts the cloth at rest.");
    m_columnsSpin->setToolTip(tr("Particles along the cloth's width. Pins beyond the new width are removed.") + u' ' +
                              rebuilds);
    m_rowsSpin->setToolTip(tr("Particles along the cloth's height. Pins beyond the new height are removed.") + u' ' +
                           rebuilds);
    m_spacingSpin->setToolTip(tr("Rest distance between neighbouring particles.") + u' ' + rebuilds);
    m_placementCombo->setToolTip(tr("How the cloth starts: hanging in the x-y plane or lying flat in the x-z plane.") +
                                 u' ' + rebuilds);
    m_origin.row->setToolTip(tr("Rest position of the first particle (the top-left corner).") + u' ' + rebuilds);
    m_massSpin->setToolTip(tr("Mass of each particle; the total mass and areal density follow from it."));

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

    m_sizeLabel->setText(
        tr("%1 m × %2 m").arg(formatNumber(engine::clothWidth(cloth)), formatNumber(engine::clothHeight(cloth))));
    m_totalMassLabel->setText(tr("%1 kg").arg(formatNumber(engine::totalMass(cloth))));
    const double density = engine::arealDensity(cloth);
    // A rope (one row or column) has no area, so no density.
    m_densityLabel->setText(density > 0.0 ? tr("%1 kg/m²").arg(formatNumber(density)) : QStringLiteral("—"));
}

}  // namespace drape::app

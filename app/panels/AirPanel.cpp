#include "app/panels/AirPanel.h"

#include "app/panels/PanelWidgets.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

namespace drape::app {
namespace {

constexpr double percent = 100.0;
constexpr double degreesPerRadian = 180.0 / std::numbers::pi;
/// Each wind component must stay within ±1000 m/s (docs/scene-format.md): a speed up to that keeps them so.
constexpr double maxWindSpeed = 1000.0;
constexpr double maxTurbulence = 10.0;
constexpr double maxAirValue = 100.0;   // density kg/m³ and drag coefficient

/// The wind blowing at `speed` m/s towards azimuth `azimuth` (degrees in the
/// ground plane from +x towards +z) and `elevation` (degrees above it, +y up).
glm::dvec3 windVector(double speed, double azimuth, double elevation)
{
    const double a = azimuth / degreesPerRadian, e = elevation / degreesPerRadian;
    glm::dvec3 wind = speed * glm::dvec3(std::cos(e) * std::cos(a), std::sin(e), std::cos(e) * std::sin(a));
    // cos 90° is 6e-17, not 0: a wind along an axis is written as one.
    for (int axis = 0; axis < 3; ++axis)
        if (std::abs(wind[axis]) < 1e-12 * speed)
            wind[axis] = 0.0;
    return wind;
}

struct WindAngles {
    double azimuth = 0.0;     ///< degrees
    double elevation = 0.0;   ///< degrees
};

/// The angles of a non-zero wind.
WindAngles windAngles(const glm::dvec3& wind)
{
    const double speed = glm::length(wind);
    return {std::atan2(wind.z, wind.x) * degreesPerRadian,
            std::asin(std::clamp(wind.y / speed, -1.0, 1.0)) * degreesPerRadian};
}

}  // namespace

AirPanel::AirPanel(SceneDocument* document, QWidget* parent)
    : ScenePanel(document, QStringLiteral("airPanel"), parent)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    m_airCheck = new QCheckBox(content);
    m_airCheck->setObjectName(QStringLiteral("airCheck"));
    layout->addWidget(m_airCheck);

    m_fields = new QWidget(content);
    m_form = new QFormLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_speedSpin = makeDoubleSpinBox(QStringLiteral("windSpeedSpin"), 0.0, maxWindSpeed, 2, m_fields);
    m_azimuthSpin = makeDoubleSpinBox(QStringLiteral("windAzimuthSpin"), -180.0, 180.0, 1, m_fields);
    m_azimuthSpin->setWrapping(true);
    m_azimuthSpin->setStepType(QAbstractSpinBox::DefaultStepType);
    m_azimuthSpin->setSingleStep(5.0);
    m_elevationSpin = makeDoubleSpinBox(QStringLiteral("windElevationSpin"), -90.0, 90.0, 1, m_fields);
    m_elevationSpin->setStepType(QAbstractSpinBox::DefaultStepType);
    m_elevationSpin->setSingleStep(5.0);
    m_windVectorLabel = new QLabel(m_fields);
    m_windVectorLabel->setObjectName(QStringLiteral("windVectorLabel"));
    m_turbulenceSpin = makeDoubleSpinBox(QStringLiteral("turbulenceSpin"), 0.0, maxTurbulence * percent, 1, m_fields);
    // Any 32-bit seed: a double holds them all exactly, an int spin box only half.
    m_seedSpin = makeDoubleSpinBox(QStringLiteral("airSeedSpin"), 0.0,
                                   double(std::numeric_limits<std::uint32_t>::max()), 0, m_fields);
    m_seedSpin->setStepType(QAbstractSpinBox::DefaultStepType);
    m_densitySpin = makeDoubleSpinBox(QStringLiteral("airDensitySpin"), 0.0, maxAirValue, 3, m_fields);
    m_dragSpin = makeDoubleSpinBox(QStringLiteral("dragCoefficientSpin"), 0.0, maxAirValue, 2, m_fields);
    for (QWidget* field : QList<QWidget*>{m_speedSpin, m_azimuthSpin, m_elevationSpin, m_windVectorLabel,
                                          m_turbulenceSpin, m_seedSpin, m_densitySpin, m_dragSpin})
        addFormRow(m_form, field);
    layout->addWidget(m_fields);
    layout->addStretch();
    setScrollableWidget(content);

    connect(m_airCheck, &QCheckBox::toggled, this, &AirPanel::setAirOn);
    connect(m_speedSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editWind(WindPart::Speed, value); });
    connect(m_azimuthSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editWind(WindPart::Azimuth, value); });
    connect(m_elevationSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { editWind(WindPart::Elevation, value); });
    connect(m_turbulenceSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        editAir(&engine::AirSpec::turbulence, value / percent, tr("Change turbulence"), EditKey::Turbulence);
    });
    connect(m_seedSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!scene().air)
            return;
        engine::Scene after = scene();
        after.air->seed = std::uint32_t(value);
        commitEdit(tr("Change gust seed"), after, EditKey::AirSeed);
    });
    connect(m_densitySpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        editAir(&engine::AirSpec::density, value, tr("Change air density"), EditKey::AirDensity);
    });
    connect(m_dragSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        editAir(&engine::AirSpec::drag, value, tr("Change drag coefficient"), EditKey::DragCoefficient);
    });

    retranslateUi();
}

void AirPanel::setAirOn(bool on)
{
    engine::Scene after = scene();
    if (on)
        after.air = m_lastAir;
    else
        after.air.reset();
    commitEdit(on ? tr("Turn air on") : tr("Turn air off"), after, EditKey::None);
}

void AirPanel::editWind(WindPart part, double value)
{
    if (!scene().air)
        return;
    engine::Scene after = scene();
    glm::dvec3& wind = after.air->wind;
    const double speed = glm::length(wind);
    // The angles come from the wind itself while it blows (not the rounded spin boxes), so
    // that changing one part leaves the others exactly as they were.
    WindAngles angles = speed > 0.0 ? windAngles(wind) : WindAngles{m_azimuthSpin->value(), m_elevationSpin->value()};
    switch (part) {
    case WindPart::Speed:
        wind = speed > 0.0 ? wind * (value / speed) : windVector(value, angles.azimuth, angles.elevation);
        break;
    case WindPart::Azimuth:
        wind = windVector(speed, value, angles.elevation);
        break;
    case WindPart::Elevation:
        wind = windVector(speed, angles.azimuth, value);
        break;
    }
    const EditKey key = part == WindPart::Speed     ? EditKey::WindSpeed
                        : part == WindPart::Azimuth ? EditKey::WindAzimuth
                                                    : EditKey::WindElevation;
    commitEdit(tr("Change wind"), after, key);
}

void AirPanel::editAir(double engine::AirSpec::*field, double value, const QString& text, EditKey key)
{
    if (!scene().air)
        return;
    engine::Scene after = scene();
    (*after.air).*field = value;
    commitEdit(text, after, key);
}

void AirPanel::retranslateUi()
{
    setWindowTitle(tr("Air"));
    m_airCheck->setText(tr("Air (drag and wind)"));
    m_airCheck->setToolTip(tr("Air drags on the cloth's triangles and carries the wind. Without it the cloth "
                              "moves as in a vacuum."));
    setRowLabel(m_form, m_speedSpin, tr("Wind speed (m/s)"));
    setRowLabel(m_form, m_azimuthSpin, tr("Wind azimuth (°)"));
    setRowLabel(m_form, m_elevationSpin, tr("Wind elevation (°)"));
    setRowLabel(m_form, m_windVectorLabel, tr("Wind x, y, z"));
    setRowLabel(m_form, m_turbulenceSpin, tr("Turbulence (%)"));
    setRowLabel(m_form, m_seedSpin, tr("Gust seed"));
    setRowLabel(m_form, m_densitySpin, tr("Air density (kg/m³)"));
    setRowLabel(m_form, m_dragSpin, tr("Drag coefficient"));
    m_speedSpin->setToolTip(tr("Mean wind speed; 0 leaves still air, which still drags on a moving cloth. The "
                               "viewport draws the wind as an arrow."));
    m_azimuthSpin->setToolTip(tr("Where the wind blows to, in the ground plane: 0° along +x, 90° along +z, "
                                 "180° along -x, -90° along -z."));
    m_elevationSpin->setToolTip(tr("How steeply the wind blows upwards (positive) or downwards (negative)."));
    m_turbulenceSpin->setToolTip(tr("Gusts, as a percentage of the wind speed; they change about every half "
                                    "second and travel with the wind."));
    m_seedSpin->setToolTip(tr("The gusts repeat exactly for the same seed; change it for other gusts."));
    m_densitySpin->setToolTip(tr("Density of the air; 1.2 kg/m³ at sea level."));
    m_dragSpin->setToolTip(tr("Drag coefficient of the cloth's triangles facing the flow; 1 is a flat plate."));
    refreshFromScene();
}

void AirPanel::refreshFromScene()
{
    const std::optional<engine::AirSpec>& air = scene().air;
    if (air)
        m_lastAir = *air;
    {
        const QSignalBlocker blocker(m_airCheck);
        m_airCheck->setChecked(air.has_value());
    }
    m_fields->setEnabled(air.has_value());
    const engine::AirSpec& shown = air ? *air : m_lastAir;
    const double speed = glm::length(shown.wind);
    setSilently(m_speedSpin, speed);
    // Still air has no direction: the angles keep what they showed, for the next wind.
    if (speed > 0.0) {
        const WindAngles angles = windAngles(shown.wind);
        setSilently(m_azimuthSpin, angles.azimuth);
        setSilently(m_elevationSpin, angles.elevation);
    }
    m_windVectorLabel->setText(tr("%1, %2, %3 m/s")
                                   .arg(formatNumber(shown.wind.x, 3), formatNumber(shown.wind.y, 3),
                                        formatNumber(shown.wind.z, 3)));
    setSilently(m_turbulenceSpin, shown.turbulence * percent);
    setSilently(m_seedSpin, double(shown.seed));
    setSilently(m_densitySpin, shown.density);
    setSilently(m_dragSpin, shown.drag);
}

}  // namespace drape::app

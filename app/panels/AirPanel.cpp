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
    // The wind's speed and angles are one vector shown three ways, and still air
    // keeps the angles last shown: these three are edited by hand, not declared.
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
    for (QWidget* field : QList<QWidget*>{m_speedSpin, m_azimuthSpin, m_elevationSpin, m_windVectorLabel})
        addFormRow(m_form, field);
    addAirField({.name = "turbulenceSpin", .minimum = 0.0, .maximum = maxTurbulence * percent, .decimals = 1,
                 .scale = percent, .label = QT_TR_NOOP("Turbulence (%)"),
                 .toolTip = QT_TR_NOOP("Gusts, as a percentage of the wind speed; they change about every half "
                                       "second and travel with the wind."),
                 .undoText = QT_TR_NOOP("Change turbulence"),
                 .get = [](const engine::AirSpec& air, int) { return air.turbulence; },
                 .set = [](engine::AirSpec& air, int, double value) { air.turbulence = value; }});
    // Any 32-bit seed: a double holds them all exactly, an int spin box only half.
    addAirField({.name = "airSeedSpin", .minimum = 0.0, .maximum = double(std::numeric_limits<std::uint32_t>::max()),
                 .step = 1.0, .label = QT_TR_NOOP("Gust seed"),
                 .toolTip = QT_TR_NOOP("The gusts repeat exactly for the same seed; change it for other gusts."),
                 .undoText = QT_TR_NOOP("Change gust seed"),
                 .get = [](const engine::AirSpec& air, int) { return double(air.seed); },
                 .set = [](engine::AirSpec& air, int, double value) { air.seed = std::uint32_t(value); }});
    addAirField({.name = "airDensitySpin", .minimum = 0.0, .maximum = maxAirValue, .decimals = 3,
                 .label = QT_TR_NOOP("Air density (kg/m³)"),
                 .toolTip = QT_TR_NOOP("Density of the air; 1.2 kg/m³ at sea level."),
                 .undoText = QT_TR_NOOP("Change air density"),
                 .get = [](const engine::AirSpec& air, int) { return air.density; },
                 .set = [](engine::AirSpec& air, int, double value) { air.density = value; }});
    addAirField({.name = "dragCoefficientSpin", .minimum = 0.0, .maximum = maxAirValue, .decimals = 2,
                 .label = QT_TR_NOOP("Drag coefficient"),
                 .toolTip = QT_TR_NOOP("Drag coefficient of the cloth's triangles facing the flow; 1 is a flat plate."),
                 .undoText = QT_TR_NOOP("Change drag coefficient"),
                 .get = [](const engine::AirSpec& air, int) { return air.drag; },
                 .set = [](engine::AirSpec& air, int, double value) { air.drag = value; }});
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

    retranslate();
}

void AirPanel::addAirField(const AirField& field)
{
    // Without air the fields are greyed out and show the air turning it on brings back.
    fields().add<engine::AirSpec>(
        m_fields, m_form, field,
        [this](const engine::Scene& s) { return s.air ? &*s.air : &m_lastAir; },
        [](engine::Scene& s) { return s.air ? &*s.air : nullptr; });
}

void AirPanel::setAirOn(bool on)
{
    engine::Scene after = scene();
    if (on)
        after.air = m_lastAir;
    else
        after.air.reset();
    commitEdit(on ? tr("Turn air on") : tr("Turn air off"), after);
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
    const QDoubleSpinBox* edited = part == WindPart::Speed     ? m_speedSpin
                                   : part == WindPart::Azimuth ? m_azimuthSpin
                                                               : m_elevationSpin;
    commitEdit(tr("Change wind"), after, edited->objectName());
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
    m_speedSpin->setToolTip(tr("Mean wind speed; 0 leaves still air, which still drags on a moving cloth. The "
                               "viewport draws the wind as an arrow."));
    m_azimuthSpin->setToolTip(tr("Where the wind blows to, in the ground plane: 0° along +x, 90° along +z, "
                                 "180° along -x, -90° along -z."));
    m_elevationSpin->setToolTip(tr("How steeply the wind blows upwards (positive) or downwards (negative)."));
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
}

}  // namespace drape::app

// The Air dock: whether the scene has air (drag on the cloth's triangles and
// wind) and its parameters: the wind as a speed and a direction (azimuth and
// elevation, as a Blender wind field has a strength and a direction), its
// turbulence and seed, the air's density and the drag coefficient.
#pragma once

#include "app/panels/ScenePanel.h"

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace drape::app {

class AirPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit AirPanel(SceneDocument* document, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    /// What a wind edit sets: the speed (m/s) or one of the angles (degrees).
    enum class WindPart { Speed, Azimuth, Elevation };
    void editWind(WindPart part, double value);
    /// Adds a declared field of the scene's air.
    void addAirField(const AirField& field);
    void setAirOn(bool on);

    QCheckBox* m_airCheck = nullptr;
    QWidget* m_fields = nullptr;
    QFormLayout* m_form = nullptr;
    QDoubleSpinBox* m_speedSpin = nullptr;
    QDoubleSpinBox* m_azimuthSpin = nullptr;
    QDoubleSpinBox* m_elevationSpin = nullptr;
    QLabel* m_windVectorLabel = nullptr;
    /// The air last seen in the scene: switching air off and on again brings it back.
    engine::AirSpec m_lastAir;
};

}  // namespace drape::app

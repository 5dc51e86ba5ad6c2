// The viewport's camera: orbits a target point at a distance (yaw about +y,
// pitch above the horizon), pans the target in the view plane, zooms the distance.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

namespace drape::app {

class OrbitCamera {
public:
    /// Turns by the given angles, radians; pitch stays within ±89°.
    void orbit(float yawRadians, float pitchRadians);
    /// Moves the target in the view plane, as a fraction of the distance.
    void pan(float rightFraction, float upFraction);
    /// Scales the distance by factor^steps (steps > 0 moves closer).
    void zoom(float steps);
    /// Centres on a box and backs off until it fits the field of view of a
    /// view `aspect` (width / height) wide.
    void frame(const glm::vec3& boxMin, const glm::vec3& boxMax, float aspect);

    glm::vec3 eye() const;
    glm::mat4 view() const;
    glm::mat4 projection(float aspect) const;

    glm::vec3 target() const { return m_target; }
    float distance() const { return m_distance; }

private:
    glm::vec3 m_target{0.0f, 1.0f, 0.0f};
    float m_distance = 4.0f;        ///< metres
    float m_yaw = 0.6f;             ///< radians about +y
    float m_pitch = 0.35f;          ///< radians above the horizon
    float m_fieldOfView = 0.785f;   ///< vertical, radians (45°)
};

}  // namespace drape::app

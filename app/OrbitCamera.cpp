#include "app/OrbitCamera.h"

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include <algorithm>
#include <cmath>

namespace drape::app {

void OrbitCamera::orbit(float yawRadians, float pitchRadians)
{
    m_yaw += yawRadians;
    m_pitch = std::clamp(m_pitch + pitchRadians, -1.55f, 1.55f);
}

void OrbitCamera::pan(float rightFraction, float upFraction)
{
    const glm::vec3 forward = glm::normalize(m_target - eye());
    const glm::vec3 right = glm::normalize(glm::cross(forward, glm::vec3(0.0f, 1.0f, 0.0f)));
    const glm::vec3 up = glm::cross(right, forward);
    m_target += (right * rightFraction + up * upFraction) * m_distance;
}

void OrbitCamera::zoom(float steps)
{
    m_distance = std::clamp(m_distance * std::pow(0.85f, steps), 0.01f, 1.0e4f);
}

void OrbitCamera::frame(const glm::vec3& boxMin, const glm::vec3& boxMax, float aspect)
{
    m_target = 0.5f * (boxMin + boxMax);
    const float radius = std::max(0.5f * glm::length(boxMax - boxMin), 0.05f);
    // The narrower of the vertical and horizontal fields of view decides.
    const float horizontal = 2.0f * std::atan(std::tan(0.5f * m_fieldOfView) * aspect);
    m_distance = radius / std::sin(0.5f * std::min(m_fieldOfView, horizontal)) * 1.05f;
}

glm::vec3 OrbitCamera::eye() const
{
    const glm::vec3 direction{std::cos(m_pitch) * std::sin(m_yaw), std::sin(m_pitch), std::cos(m_pitch) * std::cos(m_yaw)};
    return m_target + m_distance * direction;
}

glm::mat4 OrbitCamera::view() const
{
    return glm::lookAt(eye(), m_target, glm::vec3(0.0f, 1.0f, 0.0f));
}

glm::mat4 OrbitCamera::projection(float aspect) const
{
    return glm::perspective(m_fieldOfView, aspect, std::max(0.001f, m_distance * 0.01f), m_distance * 100.0f + 100.0f);
}

}  // namespace drape::app

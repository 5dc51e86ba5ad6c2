#include "app/ViewportPicking.h"

#include "app/OrbitCamera.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/collide/ColliderTessellation.h"

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drape::app {
namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

/// Distance along `ray` to a plane collider's drawn square, or nothing.
std::optional<double> hitPlane(const engine::ColliderSpec& plane, const Ray& ray)
{
    const glm::dmat3 rotation = engine::rotationFromEulerDegrees(plane.rotation);
    const auto hit = intersectPlane(ray, plane.position, rotation[1]);
    if (!hit)
        return std::nullopt;
    const glm::dvec3 local = glm::transpose(rotation) * (*hit - plane.position);
    const double half = engine::shownPlaneHalfExtent;
    if (std::abs(local.x) > half || std::abs(local.z) > half)
        return std::nullopt;
    return glm::dot(*hit - ray.origin, ray.direction);
}

/// Distance along `ray` to the surface of `collider` by sphere tracing its signed
/// distance, or nothing. Steps are shortened a little: a mesh's distance field
/// only approximates a true distance.
std::optional<double> hitSurface(const engine::ColliderGeometry& collider, const Ray& ray, double maxDistance)
{
    constexpr int maxSteps = 512;
    double t = 0.0;
    for (int step = 0; step < maxSteps && t < maxDistance; ++step) {
        const double distance = collider.sample(ray.at(t)).distance;
        if (!std::isfinite(distance) || (step == 0 && distance < 0.0))
            return std::nullopt;
        if (distance < 1e-4 * std::max(1.0, t))
            return t;
        t += std::max(0.9 * distance, 1e-5);
    }
    return std::nullopt;
}

}  // namespace

ScreenMapping::ScreenMapping(const OrbitCamera& camera, QSizeF viewportSize)
    : m_eye(camera.eye()), m_forward(glm::normalize(glm::dvec3(camera.target() - camera.eye()))), m_size(viewportSize)
{
    const double aspect = std::max(viewportSize.width(), 1.0) / std::max(viewportSize.height(), 1.0);
    m_viewProjection = glm::dmat4(camera.projection(float(aspect))) * glm::dmat4(camera.view());
    m_inverse = glm::inverse(m_viewProjection);
}

Ray ScreenMapping::rayThrough(QPointF pixel) const
{
    const double x = 2.0 * pixel.x() / std::max(m_size.width(), 1.0) - 1.0;
    const double y = 1.0 - 2.0 * pixel.y() / std::max(m_size.height(), 1.0);
    const glm::dvec4 far = m_inverse * glm::dvec4(x, y, 1.0, 1.0);
    return {m_eye, glm::normalize(glm::dvec3(far) / far.w - m_eye)};
}

std::optional<QPointF> ScreenMapping::project(const glm::dvec3& point) const
{
    const glm::dvec4 clip = m_viewProjection * glm::dvec4(point, 1.0);
    if (clip.w <= 0.0)
        return std::nullopt;
    return QPointF((clip.x / clip.w * 0.5 + 0.5) * m_size.width(), (0.5 - clip.y / clip.w * 0.5) * m_size.height());
}

double ScreenMapping::depthOf(const glm::dvec3& point) const
{
    return glm::dot(point - m_eye, m_forward);
}

int pickCollider(const std::vector<engine::PreparedCollider>& colliders, const Ray& ray, double maxDistance)
{
    int nearest = -1;
    double nearestDistance = maxDistance;
    for (std::size_t n = 0; n < colliders.size(); ++n) {
        std::optional<double> distance;
        if (colliders[n].spec.shape == engine::ColliderShape::Plane)
            distance = hitPlane(colliders[n].spec, ray);
        else if (colliders[n].geometry)  // one that cannot be used is not drawn either: nothing to click on
            distance = hitSurface(*colliders[n].geometry, ray, nearestDistance);
        if (distance && *distance < nearestDistance) {
            nearestDistance = *distance;
            nearest = int(n);
        }
    }
    return nearest;
}

std::vector<QPointF> projectAll(std::span<const glm::vec3> positions, const ScreenMapping& screen)
{
    std::vector<QPointF> out;
    out.reserve(positions.size());
    for (const glm::vec3& p : positions)
        out.push_back(screen.project(glm::dvec3(p)).value_or(QPointF(nan, nan)));
    return out;
}

int pickParticle(std::span<const glm::vec3> positions, const ScreenMapping& screen, QPointF pixel,
                 double radiusPixels, double depthTolerance)
{
    const std::vector<QPointF> onScreen = projectAll(positions, screen);
    const auto pixelDistance = [&](std::size_t p) { return std::hypot(onScreen[p].x() - pixel.x(), onScreen[p].y() - pixel.y()); };
    double front = std::numeric_limits<double>::infinity();
    for (std::size_t p = 0; p < positions.size(); ++p)
        if (pixelDistance(p) <= radiusPixels)
            front = std::min(front, screen.depthOf(glm::dvec3(positions[p])));
    int best = -1;
    double bestDistance = radiusPixels;
    for (std::size_t p = 0; p < positions.size(); ++p) {
        const double distance = pixelDistance(p);
        if (distance <= bestDistance && screen.depthOf(glm::dvec3(positions[p])) <= front + depthTolerance) {
            best = int(p);
            bestDistance = distance;
        }
    }
    return best;
}

void markUnderBrush(std::span<const QPointF> screenPositions, QPointF from, QPointF to, double radiusPixels,
                    std::vector<bool>& touched)
{
    touched.resize(screenPositions.size(), false);
    const QPointF segment = to - from;
    const double lengthSquared = QPointF::dotProduct(segment, segment);
    for (std::size_t p = 0; p < screenPositions.size(); ++p) {
        const QPointF q = screenPositions[p];
        if (touched[p] || std::isnan(q.x()))
            continue;
        // The nearest point of the segment to the particle.
        const double t = lengthSquared > 0.0 ? std::clamp(QPointF::dotProduct(q - from, segment) / lengthSquared, 0.0, 1.0)
                                             : 0.0;
        const QPointF nearest = from + t * segment;
        if (std::hypot(q.x() - nearest.x(), q.y() - nearest.y()) <= radiusPixels)
            touched[p] = true;
    }
}

std::optional<glm::dvec3> intersectPlane(const Ray& ray, const glm::dvec3& point, const glm::dvec3& normal)
{
    const double facing = glm::dot(ray.direction, normal);
    if (std::abs(facing) < 1e-9)
        return std::nullopt;
    const double t = glm::dot(point - ray.origin, normal) / facing;
    if (t < 0.0)
        return std::nullopt;
    return ray.at(t);
}

}  // namespace drape::app

// What lies under the cursor in the viewport: the ray through a pixel, where a
// world point lands on screen, the collider a ray hits first, the cloth particle
// nearest the cursor, the particles under a brush stroke, and the point a grab
// drags to. Pure geometry on the camera the viewport draws with; no OpenGL.
#pragma once

#include "engine/collide/PreparedCollider.h"
#include "engine/scene/Collider.h"

#include <QPointF>
#include <QSizeF>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

#include <optional>
#include <span>
#include <vector>

namespace drape::app {

class OrbitCamera;

/// A half-line in world space: origin (metres) and unit direction.
struct Ray {
    glm::dvec3 origin{0.0};
    glm::dvec3 direction{0.0, 0.0, -1.0};

    glm::dvec3 at(double t) const { return origin + t * direction; }
};

/// The mapping between the viewport's pixels (logical, y down) and the world.
class ScreenMapping {
public:
    ScreenMapping(const OrbitCamera& camera, QSizeF viewportSize);

    /// The ray from the eye through `pixel`.
    Ray rayThrough(QPointF pixel) const;
    /// Where `point` shows, or nothing when it is behind the camera.
    std::optional<QPointF> project(const glm::dvec3& point) const;
    /// Distance of `point` in front of the eye along the view direction, metres.
    double depthOf(const glm::dvec3& point) const;
    /// Unit direction the camera looks in.
    const glm::dvec3& forward() const { return m_forward; }

private:
    glm::dmat4 m_viewProjection;
    glm::dmat4 m_inverse;
    glm::dvec3 m_eye;
    glm::dvec3 m_forward;
    QSizeF m_size;
};

/// The collider `ray` hits first (an index into `colliders`), or -1. Planes count
/// over the square the viewport draws; the other shapes are sphere-traced on
/// their signed distance (engine/collide/ColliderGeometry), meshes through their
/// distance field. A collider the ray starts inside, or that cannot be used, is
/// not hit. Reads no file: the colliders come prepared (SceneDocument::colliders).
int pickCollider(const std::vector<engine::PreparedCollider>& colliders, const Ray& ray, double maxDistance);

/// The particle a press at `pixel` takes: among the particles within
/// `radiusPixels` of it, the one nearest to it on screen of those within
/// `depthTolerance` metres of the front-most (so the near layer of a folded
/// cloth, not the far one). -1 when none is that close.
int pickParticle(std::span<const glm::vec3> positions, const ScreenMapping& screen, QPointF pixel,
                 double radiusPixels, double depthTolerance);

/// Marks in `touched` (one flag per particle) every particle that shows within
/// `radiusPixels` of the segment from `from` to `to` (a brush dragged along it).
/// `screenPositions` holds each particle's pixel position (NaN when behind the camera).
void markUnderBrush(std::span<const QPointF> screenPositions, QPointF from, QPointF to, double radiusPixels,
                    std::vector<bool>& touched);

/// Each particle's pixel position; NaN for those behind the camera.
std::vector<QPointF> projectAll(std::span<const glm::vec3> positions, const ScreenMapping& screen);

/// Where `ray` meets the plane through `point` with normal `normal`, or nothing
/// when it runs parallel to it or meets it behind its origin.
std::optional<glm::dvec3> intersectPlane(const Ray& ray, const glm::dvec3& point, const glm::dvec3& normal);

}  // namespace drape::app

#include "engine/collide/ColliderGeometry.h"

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drape::engine {
namespace {

/// Distance and outward normal in the collider's own frame, for the analytic shapes.
SurfaceSample sampleLocal(const ColliderSpec& c, const glm::dvec3& p)
{
    switch (c.shape) {
    case ColliderShape::Plane: return {p.y, {0.0, 1.0, 0.0}};
    case ColliderShape::Sphere: {
        const double length = glm::length(p);
        return {length - c.radius, length > 1e-12 ? p / length : glm::dvec3(0.0, 1.0, 0.0)};
    }
    case ColliderShape::Capsule: {
        const glm::dvec3 q = p - glm::dvec3(0.0, std::clamp(p.y, -c.halfHeight, c.halfHeight), 0.0);
        const double length = glm::length(q);
        return {length - c.radius, length > 1e-12 ? q / length : glm::dvec3(1.0, 0.0, 0.0)};
    }
    case ColliderShape::Box: {
        const glm::dvec3 side{p.x >= 0.0 ? 1.0 : -1.0, p.y >= 0.0 ? 1.0 : -1.0, p.z >= 0.0 ? 1.0 : -1.0};
        const glm::dvec3 q = glm::abs(p) - c.halfExtents;
        const glm::dvec3 outside = glm::max(q, glm::dvec3(0.0));
        const double outsideLength = glm::length(outside);
        if (outsideLength > 0.0)
            return {outsideLength, side * outside / outsideLength};
        // Inside: out through the nearest face.
        const int axis = q.x >= q.y && q.x >= q.z ? 0 : (q.y >= q.z ? 1 : 2);
        glm::dvec3 normal(0.0);
        normal[axis] = side[axis];
        return {q[axis], normal};
    }
    case ColliderShape::Mesh: break;
    }
    return {};
}

}  // namespace

ColliderGeometry::ColliderGeometry(const ColliderSpec& spec, std::shared_ptr<const SignedDistanceField> field)
    : m_spec(spec), m_rotation(rotationFromEulerDegrees(spec.rotation)), m_field(std::move(field))
{
    placeAt(0.0);
}

void ColliderGeometry::placeAt(double frame)
{
    if (!moves())
        return;
    const TransformPose pose = poseAt(m_spec.motion, frame);
    m_spec.position = pose.position;
    m_spec.rotation = pose.rotation;
    m_rotation = rotationFromEulerDegrees(pose.rotation);
    m_shift = glm::dvec3(0.0);
    m_turn = glm::dmat3(0.0);
}

void ColliderGeometry::moveTo(double frame)
{
    if (!moves())
        return;
    const TransformPose pose = poseAt(m_spec.motion, frame);
    const glm::dmat3 rotation = rotationFromEulerDegrees(pose.rotation);
    m_shift = pose.position - m_spec.position;
    m_turn = glm::dmat3(1.0) - m_rotation * glm::transpose(rotation);
    m_spec.position = pose.position;
    m_spec.rotation = pose.rotation;
    m_rotation = rotation;
}

SurfaceSample ColliderGeometry::sample(const glm::dvec3& point) const
{
    // World → local: the inverse of a rotation is its transpose.
    const glm::dvec3 local = glm::transpose(m_rotation) * (point - m_spec.position);
    SurfaceSample s;
    if (m_spec.shape == ColliderShape::Mesh) {
        const glm::dvec3 meshPoint = local / m_spec.scale;
        s.distance = m_field->distance(meshPoint) * m_spec.scale;
        s.normal = m_field->normal(meshPoint);
    } else {
        s = sampleLocal(m_spec, local);
    }
    s.normal = m_rotation * s.normal;
    return s;
}

}  // namespace drape::engine

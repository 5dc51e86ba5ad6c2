#include "engine/scene/ColliderSpeedLimit.h"

#include "engine/scene/Limits.h"

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drape::engine {
namespace {

/// The angle of the rotation that takes `a` to `b`, radians.
double angleBetween(const glm::dmat3& a, const glm::dmat3& b)
{
    const glm::dmat3 turn = glm::transpose(a) * b;
    const double cosine = (turn[0][0] + turn[1][1] + turn[2][2] - 1.0) / 2.0;
    return std::acos(std::clamp(cosine, -1.0, 1.0));
}

/// The surface's farthest point from the collider's centre, m, for the turning
/// part of its motion.
double turningReach(const ColliderSpec& collider)
{
    switch (collider.shape) {
    case ColliderShape::Box:
        return glm::length(collider.halfExtents);
    case ColliderShape::Capsule:
        return collider.halfHeight + collider.radius;
    case ColliderShape::Plane:
    case ColliderShape::Sphere:
    case ColliderShape::Mesh:
        return 0.0;
    }
    return 0.0;
}

}  // namespace

double stepLimit(const ColliderSpec& collider)
{
    switch (collider.shape) {
    case ColliderShape::Plane:
        return std::numeric_limits<double>::infinity();
    case ColliderShape::Sphere:
    case ColliderShape::Capsule:
        return collider.thickness + collider.radius;
    case ColliderShape::Box:
        return collider.thickness +
               std::min({collider.halfExtents.x, collider.halfExtents.y, collider.halfExtents.z});
    case ColliderShape::Mesh:
        return collider.thickness;
    }
    return collider.thickness;
}

double surfaceMove(const ColliderSpec& collider, double from, double to)
{
    if (!collider.motion.animated())
        return 0.0;
    const TransformPose a = poseAt(collider.motion, from);
    const TransformPose b = poseAt(collider.motion, to);
    const double turn = angleBetween(rotationFromEulerDegrees(a.rotation), rotationFromEulerDegrees(b.rotation));
    return glm::length(b.position - a.position) + turn * turningReach(collider);
}

int motionSubsteps(const Scene& scene)
{
    double steps = 1.0;
    for (const ColliderSpec& collider : scene.colliders) {
        const double limit = stepLimit(collider);
        if (!collider.motion.animated() || !std::isfinite(limit) || limit <= 0.0)
            continue;
        const int first = collider.motion.keys.front().frame, last = collider.motion.keys.back().frame;
        const double sample = 1.0 / motionSamplesPerFrame;
        for (int n = 0; n < (last - first) * motionSamplesPerFrame; ++n) {
            const double from = first + n * sample;
            // The move over one sample, as a move per frame, over the limit: steps a frame.
            steps = std::max(steps, surfaceMove(collider, from, from + sample) * motionSamplesPerFrame / limit);
        }
    }
    // A key beyond any sense (kilometres a frame) asks no more than a scene may have.
    return int(std::min(std::ceil(steps - 1e-9), double(limits::maxSubsteps)));
}

}  // namespace drape::engine

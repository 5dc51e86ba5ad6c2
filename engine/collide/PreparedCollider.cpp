#include "engine/collide/PreparedCollider.h"

namespace drape::engine {

std::vector<ColliderGeometry> usableGeometry(const std::vector<PreparedCollider>& colliders)
{
    std::vector<ColliderGeometry> geometry;
    for (const PreparedCollider& collider : colliders)
        if (collider.geometry)
            geometry.push_back(*collider.geometry);
    return geometry;
}

std::vector<PreparedCollider> collidersAt(const std::vector<PreparedCollider>& colliders, double frame)
{
    std::vector<PreparedCollider> posed = colliders;
    for (PreparedCollider& collider : posed) {
        if (!collider.spec.motion.animated())
            continue;
        const TransformPose pose = poseAt(collider.spec.motion, frame);
        collider.spec.position = pose.position;
        collider.spec.rotation = pose.rotation;
        if (collider.geometry)
            collider.geometry->placeAt(frame);
    }
    return posed;
}

std::optional<std::string> firstProblem(const std::vector<PreparedCollider>& colliders)
{
    for (const PreparedCollider& collider : colliders)
        if (!collider.problem.empty())
            return collider.problem;
    return std::nullopt;
}

}  // namespace drape::engine

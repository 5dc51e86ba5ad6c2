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

std::optional<std::string> firstProblem(const std::vector<PreparedCollider>& colliders)
{
    for (const PreparedCollider& collider : colliders)
        if (!collider.problem.empty())
            return collider.problem;
    return std::nullopt;
}

}  // namespace drape::engine

#include "app/ColliderEditRules.h"

#include "app/Naming.h"

#include "engine/scene/Limits.h"

#include <algorithm>

namespace drape::app {

using engine::ColliderShape;

ColliderLimit colliderLimitFor(ColliderShape shape, const std::vector<engine::ColliderSpec>& colliders)
{
    if (int(colliders.size()) >= engine::limits::maxColliders)
        return ColliderLimit::Colliders;
    if (shape == ColliderShape::Mesh && meshColliderCount(colliders) >= engine::limits::maxMeshColliders)
        return ColliderLimit::MeshColliders;
    return ColliderLimit::None;
}

int meshColliderCount(const std::vector<engine::ColliderSpec>& colliders)
{
    return int(std::count_if(colliders.begin(), colliders.end(),
                             [](const auto& c) { return c.shape == ColliderShape::Mesh; }));
}

bool hasParameter(ColliderShape shape, ShapeParameter parameter)
{
    switch (parameter) {
    case ShapeParameter::Radius: return shape == ColliderShape::Sphere || shape == ColliderShape::Capsule;
    case ShapeParameter::HalfHeight: return shape == ColliderShape::Capsule;
    case ShapeParameter::HalfExtents: return shape == ColliderShape::Box;
    case ShapeParameter::Mesh: return shape == ColliderShape::Mesh;
    }
    return false;
}

engine::ColliderSpec duplicateOf(const engine::ColliderSpec& original, const std::vector<engine::ColliderSpec>& colliders)
{
    engine::ColliderSpec copy = original;
    copy.name = uniqueName(original.name, namesOf(colliders));
    copy.position.x += 0.25;
    return copy;
}

int selectionAfterRemoving(int removed, int remaining)
{
    return std::min(removed, remaining - 1);
}

}  // namespace drape::app

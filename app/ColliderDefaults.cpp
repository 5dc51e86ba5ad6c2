#include "app/ColliderDefaults.h"

#include "engine/scene/ClothMetrics.h"

#include <glm/common.hpp>

#include <algorithm>
#include <cctype>

namespace drape::app {
namespace {

struct Box {
    glm::dvec3 min;
    glm::dvec3 max;
};

Box clothBounds(const engine::ClothSpec& cloth)
{
    const auto [low, high] = engine::restBounds(cloth);
    return {low, high};
}

}  // namespace

engine::ColliderSpec newCollider(engine::ColliderShape shape, const std::string& name, const engine::Scene& scene,
                                 const engine::TriangleMesh& mesh, const std::string& meshFile)
{
    using engine::ColliderShape;
    const Box cloth = clothBounds(scene.cloths[0]);
    const glm::dvec3 centre = 0.5 * (cloth.min + cloth.max);
    const double top = cloth.min.y - newColliderGap;   // where the new shape's top goes

    engine::ColliderSpec c;
    c.name = name;
    c.shape = shape;
    c.thickness = 0.01;
    c.friction = 0.3;
    switch (shape) {
    case ColliderShape::Plane: c.position = {centre.x, 0.0, centre.z}; break;
    case ColliderShape::Sphere:
        c.radius = 0.3;
        c.position = {centre.x, top - c.radius, centre.z};
        break;
    case ColliderShape::Box:
        c.halfExtents = glm::dvec3(0.25);
        c.position = {centre.x, top - c.halfExtents.y, centre.z};
        break;
    case ColliderShape::Capsule:
        c.radius = 0.15;
        c.halfHeight = 0.3;
        c.rotation = {0.0, 0.0, 90.0};  // its axis along x: a log under the cloth
        c.position = {centre.x, top - c.radius, centre.z};
        break;
    case ColliderShape::Mesh: {
        c.meshFile = meshFile;
        c.scale = 1.0;
        const engine::MeshBounds bounds = engine::triangleBounds(mesh);
        const glm::dvec3 middle = bounds.size().x >= 0.0 ? 0.5 * (bounds.min + bounds.max) : glm::dvec3(0.0);
        const double meshTop = bounds.size().y >= 0.0 ? bounds.max.y : 0.0;
        c.position = {centre.x - middle.x, top - meshTop, centre.z - middle.z};
        break;
    }
    }
    return c;
}

std::string uniqueColliderName(const std::string& base, const std::vector<engine::ColliderSpec>& colliders)
{
    std::string stem = base;
    // "Sphere 2" → "Sphere".
    const std::size_t space = stem.find_last_of(' ');
    if (space != std::string::npos && space + 1 < stem.size() && space > 0 &&
        std::all_of(stem.begin() + std::ptrdiff_t(space) + 1, stem.end(),
                    [](unsigned char ch) { return std::isdigit(ch) != 0; }))
        stem.erase(space);
    const auto taken = [&](const std::string& name) {
        return std::any_of(colliders.begin(), colliders.end(), [&](const auto& c) { return c.name == name; });
    };
    if (!taken(stem))
        return stem;
    for (int n = 2;; ++n) {
        const std::string candidate = stem + " " + std::to_string(n);
        if (!taken(candidate))
            return candidate;
    }
}

}  // namespace drape::app

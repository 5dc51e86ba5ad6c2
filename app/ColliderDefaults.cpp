#include "app/ColliderDefaults.h"

#include "engine/scene/ClothMetrics.h"

#include <glm/common.hpp>


namespace drape::app {
namespace {

struct Box {
    glm::dvec3 min;
    glm::dvec3 max;
};

Box clothBounds(const engine::Scene& scene)
{
    const auto [low, high] = engine::restBounds(scene);
    return {low, high};
}

}  // namespace

engine::ColliderSpec newCollider(engine::ColliderShape shape, const std::string& name, const engine::Scene& scene,
                                 const engine::TriangleMesh& mesh, const std::string& meshFile)
{
    using engine::ColliderShape;
    const Box cloth = clothBounds(scene);
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

}  // namespace drape::app

#include "engine/io/ColliderMeshes.h"

#include "engine/collide/ColliderTessellation.h"

#include <glm/geometric.hpp>

#include <set>

namespace drape::engine {
namespace {

constexpr int exportSegments = 48, exportHalfRings = 12;

/// Where a collider's own frame goes in the mesh: its pose for one that stands
/// still, nowhere for a keyed one, whose node carries the pose instead.
struct Placement {
    glm::dmat3 rotation{1.0};
    glm::dvec3 position{0.0};
};

Placement placementOf(const ColliderSpec& spec)
{
    if (spec.motion.animated())
        return {};
    return {rotationFromEulerDegrees(spec.rotation), spec.position};
}

/// The tessellated shape placed as shaders/collider.vert places it: scaled per local axis,
/// capsule caps moved by ±halfHeight, rotated, translated. Corners stay unshared, so a box
/// keeps its sharp edges.
void placeShape(const std::vector<ShapeVertex>& shape, const ColliderSpec& spec, const glm::dvec3& scale,
                double halfHeight, ColliderMesh& out)
{
    const auto [rotation, position] = placementOf(spec);
    for (const ShapeVertex& v : shape) {
        const glm::dvec3 local = glm::dvec3(v.position) * scale + glm::dvec3(0.0, double(v.position.w) * halfHeight, 0.0);
        out.positions.push_back(glm::vec3(position + rotation * local));
        out.normals.push_back(glm::vec3(glm::normalize(rotation * glm::dvec3(v.normal))));
        out.triangles.push_back(std::uint32_t(out.triangles.size()));
    }
}

/// A mesh collider keeps its own vertices and triangles; readers compute its normals.
void placeMesh(const TriangleMesh& mesh, const ColliderSpec& spec, ColliderMesh& out)
{
    const auto [rotation, position] = placementOf(spec);
    for (const glm::dvec3& vertex : mesh.vertices)
        out.positions.push_back(glm::vec3(position + rotation * (vertex * spec.scale)));
    for (const auto& triangle : mesh.triangles)
        out.triangles.insert(out.triangles.end(), triangle.begin(), triangle.end());
}

std::string uniqueName(const std::string& wanted, std::set<std::string>& taken)
{
    const std::string base = wanted.empty() ? std::string("Collider") : wanted;
    std::string name = base;
    for (int n = 2; taken.count(name); ++n)
        name = base + " " + std::to_string(n);
    taken.insert(name);
    return name;
}

}  // namespace

std::vector<ColliderMesh> colliderMeshes(const std::vector<PreparedCollider>& colliders, const std::string& clothName)
{
    std::vector<ColliderMesh> meshes;
    std::set<std::string> taken{clothName};
    for (const PreparedCollider& collider : colliders) {
        if (!collider.geometry)
            continue;
        const ColliderSpec& spec = collider.spec;
        ColliderMesh mesh;
        switch (spec.shape) {
        case ColliderShape::Plane:
            placeShape(tessellatePlane(float(shownPlaneHalfExtent)), spec, glm::dvec3(1.0), 0.0, mesh);
            break;
        case ColliderShape::Sphere:
            placeShape(tessellateCapsule(exportSegments, exportHalfRings), spec, glm::dvec3(spec.radius), 0.0, mesh);
            break;
        case ColliderShape::Capsule:
            placeShape(tessellateCapsule(exportSegments, exportHalfRings), spec, glm::dvec3(spec.radius),
                       spec.halfHeight, mesh);
            break;
        case ColliderShape::Box:
            placeShape(tessellateBox(), spec, spec.halfExtents, 0.0, mesh);
            break;
        case ColliderShape::Mesh:
            if (!collider.mesh)
                continue;
            placeMesh(*collider.mesh, spec, mesh);
            break;
        }
        mesh.name = uniqueName(spec.name, taken);
        mesh.motion = spec.motion;
        meshes.push_back(std::move(mesh));
    }
    return meshes;
}

}  // namespace drape::engine

#include "engine/io/ColliderJson.h"

#include "engine/io/JsonReader.h"
#include "engine/io/MotionJson.h"
#include "engine/io/PlacementJson.h"
#include "engine/scene/Limits.h"

#include <array>
#include <cmath>

namespace drape::engine {
namespace {

constexpr std::array shapes{ColliderShape::Plane, ColliderShape::Sphere, ColliderShape::Box, ColliderShape::Capsule,
                            ColliderShape::Mesh};

/// Refuses keys the shape does not take.
void rejectKeysOtherThanFor(const JsonReader& r, ColliderShape shape)
{
    switch (shape) {
    case ColliderShape::Plane:
        r.rejectUnknownKeys({"name", "type", "position", "rotation", "thickness", "friction", "motion"});
        break;
    case ColliderShape::Sphere:
        r.rejectUnknownKeys({"name", "type", "position", "rotation", "thickness", "friction", "motion", "radius"});
        break;
    case ColliderShape::Box:
        r.rejectUnknownKeys({"name", "type", "position", "rotation", "thickness", "friction", "motion", "halfExtents"});
        break;
    case ColliderShape::Capsule:
        r.rejectUnknownKeys({"name", "type", "position", "rotation", "thickness", "friction", "motion", "radius", "halfHeight"});
        break;
    case ColliderShape::Mesh:
        r.rejectUnknownKeys(
            {"name", "type", "position", "rotation", "thickness", "friction", "motion", "file", "scale", "resolution"});
        break;
    }
}

ColliderSpec readCollider(const JsonReader& r, const std::filesystem::path& baseDirectory, MeshFiles meshFiles)
{
    ColliderSpec c;
    const std::string type = r.string("type");
    bool known = false;
    for (ColliderShape shape : shapes) {
        if (type == colliderShapeKeyword(shape)) {
            c.shape = shape;
            known = true;
        }
    }
    if (!known)
        r.fail("type", "expected \"plane\", \"sphere\", \"box\", \"capsule\" or \"mesh\", got \"" + type + "\"");
    rejectKeysOtherThanFor(r, c.shape);
    c.name = r.has("name") ? r.string("name") : type;
    if (r.has("position"))
        c.position = placementVector(r, "position");
    if (r.has("rotation"))
        c.rotation = placementVector(r, "rotation");
    if (r.has("thickness"))
        c.thickness = placementLength(r, "thickness", true);
    if (r.has("friction")) {
        c.friction = r.number("friction");
        if (c.friction < 0.0 || c.friction > limits::maxFriction)
            r.fail("friction", "expected a coefficient from 0 to " + limitText(limits::maxFriction) +
                                   ", got " + JsonReader::describe(c.friction));
    }
    if (r.has("motion"))
        c.motion = readKeyedTransform(r.object("motion"));
    switch (c.shape) {
    case ColliderShape::Plane: break;
    case ColliderShape::Sphere: c.radius = placementLength(r, "radius", false); break;
    case ColliderShape::Box:
        c.halfExtents = r.vector3("halfExtents");
        for (int a = 0; a < 3; ++a)
            if (c.halfExtents[a] <= 0.0 || c.halfExtents[a] > limits::maxColliderSize)
                r.failAt(r.pathOf("halfExtents") + "[" + std::to_string(a) + "]",
                         "expected a length > 0 and ≤ " + limitText(limits::maxColliderSize) + " m, got " +
                             JsonReader::describe(c.halfExtents[a]));
        break;
    case ColliderShape::Capsule:
        c.radius = placementLength(r, "radius", false);
        c.halfHeight = placementLength(r, "halfHeight", true);
        break;
    case ColliderShape::Mesh:
        if (r.has("scale"))
            c.scale = placementLength(r, "scale", false);
        if (r.has("resolution"))
            c.sdfResolution = int(r.integer("resolution", limits::minSdfResolution, limits::maxSdfResolution));
        c.meshFile = meshFilePath(r, baseDirectory, meshFiles).string();
        break;
    }
    return c;
}

}  // namespace

const char* colliderShapeKeyword(ColliderShape shape)
{
    switch (shape) {
    case ColliderShape::Plane: return "plane";
    case ColliderShape::Sphere: return "sphere";
    case ColliderShape::Box: return "box";
    case ColliderShape::Capsule: return "capsule";
    case ColliderShape::Mesh: break;
    }
    return "mesh";
}

std::vector<ColliderSpec> readColliders(const nlohmann::json& list, const std::string& file,
                                        const std::filesystem::path& baseDirectory, MeshFiles meshFiles)
{
    if (list.size() > std::size_t(limits::maxColliders))
        throw SceneError(file + ": colliders: expected at most " + std::to_string(limits::maxColliders) +
                         " colliders, got " + std::to_string(list.size()));
    std::vector<ColliderSpec> colliders;
    int meshes = 0;
    for (std::size_t n = 0; n < list.size(); ++n) {
        // The path names the collider too, so that a message points at it in a long list.
        std::string where = "colliders[" + std::to_string(n) + "]";
        const nlohmann::json& item = list[n];
        if (item.is_object() && item.contains("name") && item["name"].is_string())
            where += " (\"" + item["name"].get<std::string>() + "\")";
        const JsonReader r(item, file, where);
        colliders.push_back(readCollider(r, baseDirectory, meshFiles));
        if (colliders.back().shape == ColliderShape::Mesh && ++meshes > limits::maxMeshColliders)
            r.failAt(where, "expected at most " + std::to_string(limits::maxMeshColliders) +
                                " mesh colliders in a scene, this is mesh collider " + std::to_string(meshes));
    }
    return colliders;
}

nlohmann::ordered_json writeColliders(const std::vector<ColliderSpec>& colliders,
                                      const std::filesystem::path& baseDirectory)
{
    using nlohmann::ordered_json;
    const auto vector = [](const glm::dvec3& v) { return ordered_json::array({v.x, v.y, v.z}); };
    ordered_json list = ordered_json::array();
    for (const ColliderSpec& c : colliders) {
        ordered_json item;
        item["name"] = c.name;
        item["type"] = colliderShapeKeyword(c.shape);
        item["position"] = vector(c.position);
        item["rotation"] = vector(c.rotation);
        switch (c.shape) {
        case ColliderShape::Plane: break;
        case ColliderShape::Sphere: item["radius"] = c.radius; break;
        case ColliderShape::Box: item["halfExtents"] = vector(c.halfExtents); break;
        case ColliderShape::Capsule:
            item["radius"] = c.radius;
            item["halfHeight"] = c.halfHeight;
            break;
        case ColliderShape::Mesh:
            item["file"] = writtenMeshPath(c.meshFile, baseDirectory);
            item["scale"] = c.scale;
            item["resolution"] = c.sdfResolution;
            break;
        }
        item["thickness"] = c.thickness;
        item["friction"] = c.friction;
        if (c.motion.animated())
            item["motion"] = keyedTransformJson(c.motion);
        list.push_back(std::move(item));
    }
    return list;
}

}  // namespace drape::engine

#include "engine/io/ClothMeshJson.h"

#include "engine/io/MeshCloth.h"
#include "engine/io/MeshLoader.h"
#include "engine/io/PlacementJson.h"

#include <set>

namespace drape::engine {

/// Largest weld tolerance: a metre welds whole garments into a point, so more is a typo.
constexpr double maxWeld = 1.0;

ClothMeshSpec readClothMeshJson(const JsonReader& r, const std::filesystem::path& baseDirectory,
                                const ClothMeshSpec* loaded)
{
    r.rejectUnknownKeys({"file", "position", "rotation", "scale", "weld"});
    ClothMeshSpec mesh;
    // A file read before is not looked for again: a scene being edited stays valid
    // when its mesh file is moved away.
    mesh.file = meshFilePath(r, baseDirectory, MeshFiles::MayBeMissing).string();
    if (r.has("position"))
        mesh.position = placementVector(r, "position");
    if (r.has("rotation"))
        mesh.rotation = placementVector(r, "rotation");
    if (r.has("scale"))
        mesh.scale = placementLength(r, "scale", false);
    if (r.has("weld")) {
        mesh.weld = r.number("weld");
        if (!(mesh.weld > 0.0 && mesh.weld <= maxWeld))
            r.fail("weld", "expected a length > 0 and ≤ " + limitText(maxWeld) + " m, got " +
                               JsonReader::describe(mesh.weld));
    }
    if (loaded && loaded->surface) {
        ClothMeshSpec same = *loaded;
        same.surface = nullptr;
        if (same == mesh) {
            mesh.surface = loaded->surface;
            return mesh;
        }
    }
    meshFilePath(r, baseDirectory, MeshFiles::MustExist);
    try {
        readClothMesh(mesh);
    } catch (const MeshLoadError& e) {
        r.fail("file", e.what());
    }
    return mesh;
}

nlohmann::ordered_json writeClothMeshJson(const ClothMeshSpec& mesh, const std::filesystem::path& baseDirectory)
{
    using nlohmann::ordered_json;
    const auto vector = [](const glm::dvec3& v) { return ordered_json::array({v.x, v.y, v.z}); };
    ordered_json item;
    item["file"] = writtenMeshPath(mesh.file, baseDirectory);
    item["position"] = vector(mesh.position);
    item["rotation"] = vector(mesh.rotation);
    item["scale"] = mesh.scale;
    item["weld"] = mesh.weld;
    return item;
}

std::vector<GridCoord> readMeshPins(const JsonReader& r, std::size_t particles)
{
    const nlohmann::json& list = r.array("pins");
    std::vector<GridCoord> pins;
    std::set<long long> seen;
    for (std::size_t n = 0; n < list.size(); ++n) {
        const std::string where = r.pathOf("pins") + "[" + std::to_string(n) + "]";
        const nlohmann::json& item = list[n];
        if (!item.is_number_integer())
            r.failAt(where, "expected a particle index (a mesh cloth's pins are its particles' numbers), got " +
                                JsonReader::describe(item));
        const long long p = item.get<long long>();
        if (p < 0 || p >= (long long)particles)
            r.failAt(where, "pin " + std::to_string(p) + " is not a particle of the mesh (it has " +
                                std::to_string(particles) + ", numbered from 0)");
        if (!seen.insert(p).second)
            r.failAt(where, "pin " + std::to_string(p) + " is listed twice");
        pins.push_back({int(p), 0});
    }
    return pins;
}

}  // namespace drape::engine

#include "engine/io/MotionJson.h"

#include "engine/io/PlacementJson.h"
#include "engine/scene/Limits.h"

#include <set>
#include <string>
#include <utility>

namespace drape::engine {
namespace {

const char* interpolationKeyword(KeyInterpolation interpolation)
{
    return interpolation == KeyInterpolation::Linear ? "linear" : "smooth";
}

TransformKey readKey(const JsonReader& r)
{
    r.rejectUnknownKeys({"frame", "position", "rotation"});
    TransformKey key;
    key.frame = int(r.integer("frame", 0, limits::maxFrames));
    if (r.has("position"))
        key.position = placementVector(r, "position");
    if (r.has("rotation"))
        key.rotation = placementVector(r, "rotation");
    return key;
}

/// Particle `item` of a pin group: [i, j] on a grid, an index on a mesh.
GridCoord readParticle(const JsonReader& r, const std::string& where, const nlohmann::json& item,
                       const ClothSpec& cloth)
{
    if (cloth.mesh) {
        if (!item.is_number_integer())
            r.failAt(where, "expected a particle index (a mesh cloth's particles are numbered), got " +
                                JsonReader::describe(item));
        const long long p = item.get<long long>();
        if (p < 0 || p >= (long long)cloth.mesh->surface->rest.size())
            r.failAt(where, "particle " + std::to_string(p) + " is not one of the mesh's " +
                                std::to_string(cloth.mesh->surface->rest.size()) + " (numbered from 0)");
        return {int(p), 0};
    }
    if (!item.is_array() || item.size() != 2 || !item[0].is_number_integer() || !item[1].is_number_integer())
        r.failAt(where, "expected a pair of integers [i, j], got " + JsonReader::describe(item));
    const long long i = item[0].get<long long>(), j = item[1].get<long long>();
    if (i < 0 || i >= cloth.cols || j < 0 || j >= cloth.rows)
        r.failAt(where, "particle " + item.dump() + " is outside the " + std::to_string(cloth.cols) + " × " +
                            std::to_string(cloth.rows) + " grid");
    return {int(i), int(j)};
}

}  // namespace

KeyedTransform readKeyedTransform(const JsonReader& r)
{
    r.rejectUnknownKeys({"interpolation", "keys"});
    KeyedTransform transform;
    if (r.has("interpolation")) {
        const std::string name = r.string("interpolation");
        if (name == "linear")
            transform.interpolation = KeyInterpolation::Linear;
        else if (name != "smooth")
            r.fail("interpolation", "expected \"linear\" or \"smooth\", got \"" + name + "\"");
    }
    const nlohmann::json& list = r.array("keys");
    if (list.empty())
        r.fail("keys", "expected at least one key (leave \"motion\" out for something that does not move)");
    if (list.size() > std::size_t(limits::maxKeys))
        r.fail("keys", "expected at most " + std::to_string(limits::maxKeys) + " keys, got " +
                           std::to_string(list.size()));
    for (std::size_t n = 0; n < list.size(); ++n) {
        const std::string where = r.pathOf("keys") + "[" + std::to_string(n) + "]";
        if (!list[n].is_object())
            r.failAt(where, "expected a key {\"frame\": …, \"position\": […], \"rotation\": […]}, got " +
                                JsonReader::describe(list[n]));
        const TransformKey key = readKey(JsonReader(list[n], r.file(), where));
        if (!transform.keys.empty() && key.frame <= transform.keys.back().frame)
            r.failAt(where + ".frame", "expected a frame after the previous key's (" +
                                           std::to_string(transform.keys.back().frame) + "), got " +
                                           std::to_string(key.frame) + ": keys go by increasing frame, one per frame");
        transform.keys.push_back(key);
    }
    return transform;
}

nlohmann::ordered_json keyedTransformJson(const KeyedTransform& transform)
{
    using nlohmann::ordered_json;
    const auto vector = [](const glm::dvec3& v) { return ordered_json::array({v.x, v.y, v.z}); };
    ordered_json keys = ordered_json::array();
    for (const TransformKey& key : transform.keys)
        keys.push_back({{"frame", key.frame}, {"position", vector(key.position)}, {"rotation", vector(key.rotation)}});
    return {{"interpolation", interpolationKeyword(transform.interpolation)}, {"keys", std::move(keys)}};
}

std::vector<PinGroup> readPinGroups(const JsonReader& r, const ClothSpec& cloth)
{
    const nlohmann::json& list = r.array("pinGroups");
    if (list.size() > std::size_t(limits::maxPinGroups))
        r.fail("pinGroups", "expected at most " + std::to_string(limits::maxPinGroups) + " groups, got " +
                                std::to_string(list.size()));
    std::set<std::pair<int, int>> taken;
    for (const GridCoord& pin : cloth.pins)
        taken.insert({pin.i, pin.j});
    std::vector<PinGroup> groups;
    for (std::size_t n = 0; n < list.size(); ++n) {
        std::string where = r.pathOf("pinGroups") + "[" + std::to_string(n) + "]";
        if (list[n].is_object() && list[n].contains("name") && list[n]["name"].is_string())
            where += " (\"" + list[n]["name"].get<std::string>() + "\")";
        if (!list[n].is_object())
            r.failAt(where, "expected a pin group {\"name\": …, \"particles\": […], \"motion\": {…}}, got " +
                                JsonReader::describe(list[n]));
        const JsonReader g(list[n], r.file(), where);
        g.rejectUnknownKeys({"name", "particles", "motion"});
        PinGroup group;
        if (g.has("name"))
            group.name = g.string("name");
        const nlohmann::json& particles = g.array("particles");
        if (particles.empty())
            g.fail("particles", "expected at least one particle");
        for (std::size_t k = 0; k < particles.size(); ++k) {
            const std::string at = g.pathOf("particles") + "[" + std::to_string(k) + "]";
            const GridCoord p = readParticle(g, at, particles[k], cloth);
            if (!taken.insert({p.i, p.j}).second)
                g.failAt(at, "particle " + particles[k].dump() +
                                 " is already held (by cloth.pins or an earlier group, or listed twice)");
            group.particles.push_back(p);
        }
        if (g.has("motion"))
            group.motion = readKeyedTransform(g.object("motion"));
        groups.push_back(std::move(group));
    }
    return groups;
}

nlohmann::ordered_json pinGroupsJson(const ClothSpec& cloth)
{
    using nlohmann::ordered_json;
    ordered_json list = ordered_json::array();
    for (const PinGroup& group : cloth.pinGroups) {
        ordered_json particles = ordered_json::array();
        for (const GridCoord& p : group.particles)
            particles.push_back(cloth.mesh ? ordered_json(p.i) : ordered_json{p.i, p.j});
        ordered_json item{{"name", group.name}, {"particles", std::move(particles)}};
        if (group.motion.animated())
            item["motion"] = keyedTransformJson(group.motion);
        list.push_back(std::move(item));
    }
    return list;
}

}  // namespace drape::engine

#include "engine/io/GltfAnimation.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

constexpr int componentFloat = 5126;

/// Appends floats to the buffer at a 4-byte boundary and returns the new bufferView's index.
std::size_t appendView(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::vector<float>& values)
{
    bin.resize((bin.size() + 3) / 4 * 4, 0);
    const std::size_t offset = bin.size();
    bin.resize(offset + values.size() * sizeof(float));
    std::memcpy(bin.data() + offset, values.data(), values.size() * sizeof(float));
    gltf["bufferViews"].push_back({{"buffer", 0}, {"byteOffset", offset}, {"byteLength", values.size() * sizeof(float)}});
    return gltf["bufferViews"].size() - 1;
}

std::size_t appendAccessor(nlohmann::json& gltf, nlohmann::json accessor)
{
    gltf["accessors"].push_back(std::move(accessor));
    return gltf["accessors"].size() - 1;
}

}  // namespace

void addMorphAnimation(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::vector<float>& times,
                       const std::string& name)
{
    if (!gltf.contains("meshes") || !gltf.contains("nodes"))
        throw std::runtime_error("glTF animation: no meshes");
    // The animated meshes are the cloths, with morph targets; colliders have none.
    std::vector<std::size_t> animated;
    for (std::size_t m = 0; m < gltf["meshes"].size(); ++m)
        if (gltf["meshes"][m]["primitives"][0].contains("targets"))
            animated.push_back(m);
    if (animated.empty())
        throw std::runtime_error("glTF animation: no mesh has morph targets");
    const std::size_t targets = times.size();
    std::vector<std::size_t> nodeIndices;
    for (const std::size_t meshIndex : animated) {
        const std::size_t count = gltf["meshes"][meshIndex]["primitives"][0]["targets"].size();
        if (count != times.size())
            throw std::runtime_error("glTF animation: " + std::to_string(count) + " morph targets for " +
                                     std::to_string(times.size()) + " times");
        const auto& nodes = gltf["nodes"];
        const auto node = std::find_if(nodes.begin(), nodes.end(), [&](const nlohmann::json& n) {
            return n.contains("mesh") && n["mesh"] == meshIndex;
        });
        if (node == nodes.end())
            throw std::runtime_error("glTF animation: no node holds mesh " + std::to_string(meshIndex));
        nodeIndices.push_back(std::size_t(node - nodes.begin()));
    }
    // Key n holds weight 1 for target n and 0 for the others.
    std::vector<float> weights(times.size() * targets, 0.0f);
    for (std::size_t n = 0; n < times.size(); ++n)
        weights[n * targets + n] = 1.0f;

    const std::size_t timesView = appendView(gltf, bin, times);
    const std::size_t weightsView = appendView(gltf, bin, weights);
    const std::size_t input = appendAccessor(gltf, {{"bufferView", timesView}, {"componentType", componentFloat},
                                                    {"count", times.size()}, {"type", "SCALAR"},
                                                    {"min", nlohmann::json::array({times.front()})},
                                                    {"max", nlohmann::json::array({times.back()})}});
    const std::size_t output = appendAccessor(gltf, {{"bufferView", weightsView}, {"componentType", componentFloat},
                                                     {"count", weights.size()}, {"type", "SCALAR"}});
    gltf["buffers"][0]["byteLength"] = bin.size();

    std::vector<float> initial(targets, 0.0f);
    initial[0] = 1.0f;
    nlohmann::json animation = {{"name", name}};
    // One sampler: every cloth switches the same target on at the same time.
    nlohmann::json sampler = {{"input", input}, {"output", output}, {"interpolation", "LINEAR"}};
    animation["samplers"] = nlohmann::json::array({std::move(sampler)});
    animation["channels"] = nlohmann::json::array();
    for (std::size_t m = 0; m < animated.size(); ++m) {
        gltf["meshes"][animated[m]]["weights"] = initial;
        animation["channels"].push_back({{"sampler", 0}, {"target", {{"node", nodeIndices[m]}, {"path", "weights"}}}});
    }
    gltf["animations"] = nlohmann::json::array({std::move(animation)});
}

void addNodeMotion(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::string& node,
                   const std::vector<glm::vec3>& translations, const std::vector<glm::quat>& rotations)
{
    if (!gltf.contains("animations") || gltf["animations"].empty())
        throw std::runtime_error("glTF node motion: no animation to join");
    nlohmann::json& animation = gltf["animations"][0];
    const std::size_t input = animation["samplers"][0]["input"];
    const std::size_t keys = gltf["accessors"][input]["count"];
    if (translations.size() != keys || rotations.size() != keys)
        throw std::runtime_error("glTF node motion: " + std::to_string(translations.size()) + " translations and " +
                                 std::to_string(rotations.size()) + " rotations for " + std::to_string(keys) + " times");
    auto& nodes = gltf["nodes"];
    const auto found = std::find_if(nodes.begin(), nodes.end(),
                                    [&](const nlohmann::json& n) { return n.value("name", std::string()) == node; });
    if (found == nodes.end())
        throw std::runtime_error("glTF node motion: no node named \"" + node + "\"");
    const std::size_t nodeIndex = std::size_t(found - nodes.begin());

    std::vector<float> t, r;
    for (const glm::vec3& v : translations)
        t.insert(t.end(), {v.x, v.y, v.z});
    for (const glm::quat& q : rotations)
        r.insert(r.end(), {q.x, q.y, q.z, q.w});  // glTF's order: x, y, z, w
    const std::size_t translationOut = appendAccessor(
        gltf, {{"bufferView", appendView(gltf, bin, t)}, {"componentType", componentFloat}, {"count", keys}, {"type", "VEC3"}});
    const std::size_t rotationOut = appendAccessor(
        gltf, {{"bufferView", appendView(gltf, bin, r)}, {"componentType", componentFloat}, {"count", keys}, {"type", "VEC4"}});
    gltf["buffers"][0]["byteLength"] = bin.size();

    // A node that an animation targets may not have a matrix, only translation, rotation and scale.
    found->erase("matrix");
    (*found)["translation"] = {t[0], t[1], t[2]};
    (*found)["rotation"] = {r[0], r[1], r[2], r[3]};
    for (const auto& [path, output] : {std::pair{"translation", translationOut}, std::pair{"rotation", rotationOut}}) {
        animation["samplers"].push_back({{"input", input}, {"output", output}, {"interpolation", "LINEAR"}});
        animation["channels"].push_back(
            {{"sampler", animation["samplers"].size() - 1}, {"target", {{"node", nodeIndex}, {"path", path}}}});
    }
}

}  // namespace drape::engine

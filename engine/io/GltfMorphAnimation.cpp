#include "engine/io/GltfMorphAnimation.h"

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
    // The animated mesh is the one with morph targets; colliders have none.
    std::size_t meshIndex = 0, animated = 0;
    for (std::size_t m = 0; m < gltf["meshes"].size(); ++m)
        if (gltf["meshes"][m]["primitives"][0].contains("targets")) {
            meshIndex = m;
            ++animated;
        }
    if (animated != 1)
        throw std::runtime_error("glTF animation: expected exactly one mesh with morph targets, found " +
                                 std::to_string(animated));
    const std::size_t targets = gltf["meshes"][meshIndex]["primitives"][0]["targets"].size();
    if (targets != times.size())
        throw std::runtime_error("glTF animation: " + std::to_string(targets) + " morph targets for " +
                                 std::to_string(times.size()) + " times");
    const auto& nodes = gltf["nodes"];
    const auto node = std::find_if(nodes.begin(), nodes.end(), [&](const nlohmann::json& n) {
        return n.contains("mesh") && n["mesh"] == meshIndex;
    });
    if (node == nodes.end())
        throw std::runtime_error("glTF animation: no node holds the mesh");
    const std::size_t nodeIndex = std::size_t(node - nodes.begin());

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
    gltf["meshes"][meshIndex]["weights"] = initial;
    nlohmann::json sampler = {{"input", input}, {"output", output}, {"interpolation", "LINEAR"}};
    nlohmann::json target = {{"node", nodeIndex}, {"path", "weights"}};
    nlohmann::json channel = {{"sampler", 0}, {"target", std::move(target)}};
    nlohmann::json animation = {{"name", name}};
    animation["samplers"] = nlohmann::json::array({std::move(sampler)});
    animation["channels"] = nlohmann::json::array({std::move(channel)});
    gltf["animations"] = nlohmann::json::array({std::move(animation)});
}

}  // namespace drape::engine

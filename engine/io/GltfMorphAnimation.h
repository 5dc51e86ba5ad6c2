// Adds the morph-weight animation that Assimp 5.2.5's glTF exporter leaves out
// (it never writes mMorphMeshChannels; docs/export.md, "glTF 2.0"): a times
// accessor with min/max, a one-hot weights accessor (LINEAR), a `weights`
// channel on the node that holds the mesh, and mesh.weights. Internal to engine/io.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

/// `gltf` holds one mesh (of any) whose primitive has one morph target per time; `bin`
/// is buffer 0, which grows by the new accessors' data. Target n is fully on at
/// times[n] and blends linearly into target n+1. Throws std::runtime_error when
/// the document is not shaped so.
void addMorphAnimation(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::vector<float>& times,
                       const std::string& name);

}  // namespace drape::engine

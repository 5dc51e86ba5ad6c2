// Adds the animation that Assimp 5.2.5's glTF exporter leaves out (it never
// writes mMorphMeshChannels; docs/export.md, "glTF 2.0"): the cloths' morph
// weights (a times accessor with min/max, a one-hot weights accessor, LINEAR, a
// `weights` channel on each node that holds a cloth's mesh, and mesh.weights), and the
// keyed colliders' node motion on the same times. Internal to engine/io.
#pragma once

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

/// `gltf` holds meshes (the cloths) whose primitive has one morph target per time, each
/// on a node, and other meshes without targets; `bin`
/// is buffer 0, which grows by the new accessors' data. Target n is fully on at
/// times[n] and blends linearly into target n+1. Throws std::runtime_error when
/// the document is not shaped so.
void addMorphAnimation(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::vector<float>& times,
                       const std::string& name);

/// Moves the node named `node` through `translations` and `rotations`, one each per
/// time of the morph animation (added first), LINEAR (rotations spherically): two
/// channels in that animation, and the node's rest pose set to the first. Throws
/// std::runtime_error when there is no such node or animation, or the counts differ.
void addNodeMotion(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const std::string& node,
                   const std::vector<glm::vec3>& translations, const std::vector<glm::quat>& rotations);

}  // namespace drape::engine

// The check of glTF JSON before Assimp 5.2.5 reads it (GltfCheck.cpp says why).
// Internal to engine/io: engine/io/MeshFileChecks is its one user.
#pragma once

#include <string>
#include <string_view>

namespace drape::engine {

/// What is wrong with the JSON of a .gltf file or of a .glb's first chunk, or nothing.
std::string gltfProblem(std::string_view json);

}  // namespace drape::engine

// The `colliders` list of a scene file (docs/scene-format.md, "colliders"):
// reading with checks that name the collider, and writing.
#pragma once

#include "engine/io/SceneFile.h"
#include "engine/scene/Collider.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace drape::engine {

/// Reads `list` (the value of "colliders"); `file` names the scene in messages.
/// Relative mesh paths are made absolute against `baseDirectory` (the scene
/// file's folder; left relative when it is empty), and the mesh file must exist
/// unless `meshFiles` says it may be missing.
/// Throws SceneError naming the collider, its key and what was expected.
std::vector<ColliderSpec> readColliders(const nlohmann::json& list, const std::string& file,
                                        const std::filesystem::path& baseDirectory, MeshFiles meshFiles);

/// The JSON for the colliders; mesh paths relative to `baseDirectory` where it is given.
nlohmann::ordered_json writeColliders(const std::vector<ColliderSpec>& colliders,
                                      const std::filesystem::path& baseDirectory);

/// "plane", "sphere", "box", "capsule", "mesh": the scene file's names.
const char* colliderShapeKeyword(ColliderShape shape);

}  // namespace drape::engine

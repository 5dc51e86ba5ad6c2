// The `cloth.mesh` object of a scene file (docs/scene-format.md, "cloth.mesh"):
// reading it with its file, and writing it.
#pragma once

#include "engine/io/JsonReader.h"
#include "engine/scene/Scene.h"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace drape::engine {

/// Reads the mesh object `r` and its file (MeshCloth.h), the path relative to
/// `baseDirectory`. A `loaded` spec of the same file and placement gives its
/// surface instead of reading the file again (a scene validated after an edit).
/// Throws SceneError naming the key, or the file and what is wrong with it.
ClothMeshSpec readClothMeshJson(const JsonReader& r, const std::filesystem::path& baseDirectory,
                                const ClothMeshSpec* loaded);

/// The JSON for the mesh object, its path relative to `baseDirectory` where given.
nlohmann::ordered_json writeClothMeshJson(const ClothMeshSpec& mesh, const std::filesystem::path& baseDirectory);

/// The pins of a mesh cloth, "pins": [p, …], particle indices below `particles`.
std::vector<GridCoord> readMeshPins(const JsonReader& r, std::size_t particles);

}  // namespace drape::engine

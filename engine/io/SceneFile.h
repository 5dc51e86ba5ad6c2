// Reading and writing scene files (.drape, JSON, version 4, and older versions
// converted on load; docs/scene-format.md).
// Loading validates everything; a bad file raises SceneError naming the file,
// the key path and what was expected.
#pragma once

#include "engine/io/SceneError.h"
#include "engine/scene/Scene.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace drape::engine {

/// The version written; versions 1 to 3 are read and converted (docs/scene-format.md, "Older versions").
inline constexpr int sceneFormatVersion = 4;

/// Whether a mesh collider's file must exist for the scene to be read. The CLI
/// requires it (a bake without the collider would be a wrong result); the editor
/// opens such a scene and shows the collider as missing until it is located.
enum class MeshFiles { MustExist, MayBeMissing };

/// Reads and validates a scene file; mesh-collider paths come back absolute. Throws SceneError.
Scene loadScene(const std::filesystem::path& path);

/// Parses and validates scene JSON; `sourceName` stands for the file in messages.
/// Relative mesh-collider paths are resolved against `baseDirectory` (the scene
/// file's folder), and are left as written when it is empty.
Scene parseScene(std::string_view json, const std::string& sourceName,
                 const std::filesystem::path& baseDirectory = {}, MeshFiles meshFiles = MeshFiles::MustExist);

/// The file text for a scene: keys in a fixed order, so save → load → save is identical.
/// Mesh-collider paths are written relative to `baseDirectory` where it is given.
std::string serializeScene(const Scene& scene, const std::filesystem::path& baseDirectory = {});

/// Writes the scene atomically (temporary file, then rename). Throws IoError.
void saveScene(const Scene& scene, const std::filesystem::path& path);

/// Checks a scene built in code against the same rules a file must meet
/// (the editor uses it before applying an edit). Throws SceneError.
void validateScene(const Scene& scene, const std::string& sourceName = "scene",
                   MeshFiles meshFiles = MeshFiles::MustExist);

}  // namespace drape::engine

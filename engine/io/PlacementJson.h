// Keys that place a mesh file in a scene, for mesh colliders and mesh cloths
// alike (docs/scene-format.md): lengths and coordinates within the scene's size
// limit, and file paths relative to the scene file on disk, absolute in memory.
#pragma once

#include "engine/io/JsonReader.h"
#include "engine/io/SceneFile.h"

#include <glm/vec3.hpp>

#include <filesystem>
#include <string>
#include <string_view>

namespace drape::engine {

/// A limit as people write it: 10000, 100.
std::string limitText(double limit);

/// A length in (0, maxColliderSize] m, or [0, maxColliderSize] when `allowZero`.
double placementLength(const JsonReader& r, std::string_view key, bool allowZero);

/// A position or rotation: each coordinate within ±maxColliderSize.
glm::dvec3 placementVector(const JsonReader& r, std::string_view key);

/// The absolute path of the mesh file "file" names, relative to `baseDirectory`
/// (left relative when it is empty); it must be a file unless `meshFiles` says it may be missing.
std::filesystem::path meshFilePath(const JsonReader& r, const std::filesystem::path& baseDirectory,
                                   MeshFiles meshFiles);

/// The path as a file writes it: relative to `baseDirectory` where that is given.
std::string writtenMeshPath(const std::string& meshFile, const std::filesystem::path& baseDirectory);

}  // namespace drape::engine

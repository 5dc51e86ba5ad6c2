// The cloth grid as one Assimp mesh, the glTF exporter's base mesh:
// vertices at one frame's positions, the grid's UVs and triangles (GridMesh),
// optional normals, material 0. Internal to engine/io: aiMesh is only declared
// here, so no Assimp header reaches the files that include this one.
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <span>

struct aiMesh;

namespace drape::engine {

/// A new mesh named after the scene, for the caller to hang on its aiScene (which then
/// owns it). `positions` are the scene's cols × rows particles in particle order.
aiMesh* newAssimpClothMesh(std::span<const glm::vec3> positions, const Scene& scene, bool withNormals);

}  // namespace drape::engine

// The cloth as one Assimp mesh, the glTF exporter's base mesh: the vertices of
// its ClothMesh (engine/scene/ClothMesh.h) at one frame's positions, their UVs,
// the triangles, optional normals, material 0. Internal to engine/io: aiMesh is only declared
// here, so no Assimp header reaches the files that include this one.
#pragma once

#include "engine/scene/ClothMesh.h"

#include <glm/vec3.hpp>

#include <span>

struct aiMesh;

namespace drape::engine {

/// A new mesh named after the scene, for the caller to hang on its aiScene (which then
/// owns it). `positions` are per particle, in particle order.
aiMesh* newAssimpClothMesh(std::span<const glm::vec3> positions, const ClothMesh& cloth, const std::string& name,
                           bool withNormals);

}  // namespace drape::engine

// An OBJ's own vertex order: the positions of its v lines, as Blender's OBJ
// importer makes its vertices of them, so that a cloth from an OBJ can export
// its points in that order (engine/scene/ClothMesh.h) and a point cache drives
// the user's own object. Assimp reads an OBJ per face corner and keeps no such
// order, so the lines are read here.
#pragma once

#include <glm/vec3.hpp>

#include <string_view>
#include <vector>

namespace drape::engine {

/// The first three numbers of each `v` line of OBJ text, in file order and file
/// units, read as Assimp reads them (to float); NaN for a line whose numbers do not
/// read as floats (beyond float's range, say), which is then no particle's.
std::vector<glm::dvec3> objVertexPositions(std::string_view text);

}  // namespace drape::engine

// One frame of the cloth as a Wavefront OBJ mesh: v, vt (the grid's u, v),
// optional vn, and two triangles per cell. Numbers are written in their
// shortest exact form, so reading a float back gives the same float.
#pragma once

#include <glm/vec3.hpp>

#include <span>
#include <string>
#include <string_view>

namespace drape::engine {

/// The OBJ text of one frame; `normals` empty for none. `comment` goes on the first line.
std::string objMeshText(std::string_view objectName, std::string_view comment, std::span<const glm::vec3> positions,
                        std::span<const glm::vec3> normals, int cols, int rows);

}  // namespace drape::engine

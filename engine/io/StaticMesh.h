// A mesh that does not move, written beside the animated cloth (an export's
// colliders): world positions in metres, optional per-vertex normals and
// triangles counter-clockwise seen from outside.
#pragma once

#include <glm/vec3.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

struct StaticMesh {
    std::string name;                      ///< unique within one export, and not the scene's name
    std::vector<glm::vec3> positions;      ///< world space, metres
    std::vector<glm::vec3> normals;        ///< one per position, unit length; empty: none
    std::vector<std::uint32_t> triangles;  ///< three indices into positions per triangle
};

}  // namespace drape::engine

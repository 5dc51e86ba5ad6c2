// An indexed triangle mesh as mesh colliders use it: positions and corner
// indices, nothing else. engine/io/MeshLoader makes one from a file and
// buildSignedDistanceField turns it into a distance field.
#pragma once

#include <glm/common.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace drape::engine {

struct TriangleMesh {
    std::vector<glm::dvec3> vertices;                     ///< positions, in the file's units
    std::vector<std::array<std::uint32_t, 3>> triangles;  ///< indices into `vertices`, any winding
};

/// An axis-aligned box; `min` > `max` on every axis when it holds nothing.
struct MeshBounds {
    glm::dvec3 min{std::numeric_limits<double>::infinity()};
    glm::dvec3 max{-std::numeric_limits<double>::infinity()};

    /// max − min, in the mesh's units (negative when empty).
    glm::dvec3 size() const { return max - min; }
};

/// Bounds of the triangles' corners (vertices no triangle uses are left out), in
/// the mesh's units. Indices must be valid.
inline MeshBounds triangleBounds(const TriangleMesh& mesh)
{
    MeshBounds bounds;
    for (const auto& triangle : mesh.triangles) {
        for (const std::uint32_t corner : triangle) {
            bounds.min = glm::min(bounds.min, mesh.vertices[corner]);
            bounds.max = glm::max(bounds.max, mesh.vertices[corner]);
        }
    }
    return bounds;
}

}  // namespace drape::engine

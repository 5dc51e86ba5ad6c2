// The cloth grid as a triangle mesh, as the viewport draws it: two triangles
// per cell, u = i/(cols-1), v = j/(rows-1), and per-vertex normals from the
// neighbours (central differences, one-sided at the borders). Exporters share it.
#pragma once

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

/// Vertex indices, three per triangle, (cols-1)·(rows-1)·2 triangles, counter-clockwise
/// seen from the side the normals point to. Empty when cols or rows is below 2.
std::vector<std::uint32_t> gridTriangles(int cols, int rows);

/// (i/(cols-1), j/(rows-1)) per vertex in particle order, OpenGL's convention (v up
/// from the bottom of the image); a side of one particle gives 0.
std::vector<glm::vec2> gridUvs(int cols, int rows);

/// Unit normals along cross(d/di, d/dj), as shaders/cloth.vert computes them; (0, 1, 0)
/// where that vanishes (a fold, or a 1-wide grid).
void gridNormals(std::span<const glm::vec3> positions, int cols, int rows, std::vector<glm::vec3>& normals);

}  // namespace drape::engine

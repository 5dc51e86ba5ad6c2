#include "engine/io/GridMesh.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

namespace drape::engine {

std::vector<std::uint32_t> gridTriangles(int cols, int rows)
{
    std::vector<std::uint32_t> indices;
    if (cols < 2 || rows < 2)
        return indices;
    indices.reserve(std::size_t(cols - 1) * std::size_t(rows - 1) * 6);
    for (int j = 0; j + 1 < rows; ++j) {
        for (int i = 0; i + 1 < cols; ++i) {
            const auto a = std::uint32_t(j * cols + i), b = a + 1, c = a + std::uint32_t(cols), d = c + 1;
            indices.insert(indices.end(), {a, b, c, b, d, c});
        }
    }
    return indices;
}

std::vector<glm::vec2> gridUvs(int cols, int rows)
{
    std::vector<glm::vec2> uvs;
    uvs.reserve(std::size_t(cols) * std::size_t(rows));
    const float du = cols > 1 ? 1.0f / float(cols - 1) : 0.0f, dv = rows > 1 ? 1.0f / float(rows - 1) : 0.0f;
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i)
            uvs.emplace_back(float(i) * du, float(j) * dv);
    return uvs;
}

void gridNormals(std::span<const glm::vec3> positions, int cols, int rows, std::vector<glm::vec3>& normals)
{
    normals.resize(positions.size());
    const auto at = [&](int i, int j) { return positions[std::size_t(j) * std::size_t(cols) + std::size_t(i)]; };
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const glm::vec3 alongI = at(std::min(i + 1, cols - 1), j) - at(std::max(i - 1, 0), j);
            const glm::vec3 alongJ = at(i, std::min(j + 1, rows - 1)) - at(i, std::max(j - 1, 0));
            const glm::vec3 normal = glm::cross(alongI, alongJ);
            const float lengthSquared = glm::dot(normal, normal);
            normals[std::size_t(j) * std::size_t(cols) + std::size_t(i)] =
                lengthSquared > 1e-24f ? normal / std::sqrt(lengthSquared) : glm::vec3(0.0f, 1.0f, 0.0f);
        }
    }
}

}  // namespace drape::engine

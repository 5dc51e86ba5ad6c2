#include "engine/scene/ClothSurface.h"

#include "engine/scene/Scene.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <utility>

namespace drape::engine {

ClothSurface gridSurface(const ClothSpec& cloth)
{
    ClothSurface surface;
    surface.rest.reserve(std::size_t(cloth.particleCount()));
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i)
            surface.rest.push_back(restPosition(cloth, {i, j}));
    const auto coordinate = [](int k, int n) { return n > 1 ? double(k) / double(n - 1) : 0.0; };
    for (int j = 0; j + 1 < cloth.rows; ++j) {
        for (int i = 0; i + 1 < cloth.cols; ++i) {
            SurfaceFace face;
            face.corners = 4;
            const std::array<GridCoord, 4> corner{{{i, j}, {i + 1, j}, {i + 1, j + 1}, {i, j + 1}}};
            for (std::size_t c = 0; c < 4; ++c) {
                face.particle[c] = std::uint32_t(particleIndex(cloth, corner[c]));
                face.uv[c] = {coordinate(corner[c].i, cloth.cols), coordinate(corner[c].j, cloth.rows)};
            }
            surface.faces.push_back(face);
        }
    }
    return surface;
}

double meanEdgeLength(const ClothSurface& surface)
{
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    for (const SurfaceFace& face : surface.faces)
        for (std::size_t c = 0; c < face.corners; ++c) {
            const std::uint32_t a = face.particle[c], b = face.particle[(c + 1) % face.corners];
            edges.emplace_back(std::min(a, b), std::max(a, b));
        }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    double sum = 0.0;
    for (const auto& [a, b] : edges)
        sum += glm::length(surface.rest[b] - surface.rest[a]);
    return edges.empty() ? 0.0 : sum / double(edges.size());
}

}  // namespace drape::engine

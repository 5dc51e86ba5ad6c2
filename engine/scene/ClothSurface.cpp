#include "engine/scene/ClothSurface.h"

#include "engine/scene/Scene.h"

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

}  // namespace drape::engine

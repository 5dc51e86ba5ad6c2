// The GPU backend's particle order inside its buffers: the grid is cut into
// 16 × 16 tiles, each tile's 256 particles are stored contiguously (row-major
// inside the tile) and the tiles follow each other row-major. The grid is padded
// to whole tiles; padding slots hold zeros and are never stepped.
// Why: a 16 × 16 workgroup then reads and writes one contiguous 4 KiB block
// instead of 16 rows a grid row apart. Measured (docs/performance.md): the copy
// roofline runs 1.2 to 2.3 times faster on llvmpipe, and no slower on an H200
// (4% faster at 4096²). The contract's row-major order holds at every boundary: GpuSolver converts
// at upload and publishes a row-major copy for readback and drawing. The shaders
// repeat slotOf() in GLSL, on the tile side the prelude gives them
// (engine/contract/ShaderPrelude.cpp).
#pragma once

#include <cstddef>

namespace drape::engine {

struct TiledLayout {
    static constexpr int tileSide = 16;

    int cols = 0;
    int rows = 0;

    int tilesX() const { return (cols + tileSide - 1) / tileSide; }
    int tilesY() const { return (rows + tileSide - 1) / tileSide; }
    /// Slots in a buffer: whole tiles, padding included.
    std::size_t slotCount() const { return std::size_t(tilesX()) * std::size_t(tilesY()) * tileSide * tileSide; }
    /// Where particle (i, j) lives.
    std::size_t slotOf(int i, int j) const
    {
        const std::size_t tile = std::size_t(j / tileSide) * std::size_t(tilesX()) + std::size_t(i / tileSide);
        return tile * tileSide * tileSide + std::size_t(j % tileSide) * tileSide + std::size_t(i % tileSide);
    }
};

}  // namespace drape::engine

// Copies the current positions from the solver's tiled order
// (engine/sim/TiledLayout.h) into a buffer in the order of design.md section 1,
// particle (i, j) at j * cols + i, once per frame: that buffer is what the
// viewport draws and what readback returns.

layout(local_size_x = 16, local_size_y = 16) in;

layout(std430, binding = 0) restrict readonly buffer TiledPositions { vec4 tiledPositions[]; };
layout(std430, binding = 1) restrict writeonly buffer RowMajorPositions { vec4 rowMajorPositions[]; };

uniform ivec2 u_gridSize;  // cols, rows
uniform int u_tilesX;      // tiles per row of tiles

int slotOf(ivec2 cell)
{
    return (((cell.y >> 4) * u_tilesX + (cell.x >> 4)) << 8) | ((cell.y & 15) << 4) | (cell.x & 15);
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    rowMajorPositions[cell.y * u_gridSize.x + cell.x] = tiledPositions[slotOf(cell)];
}

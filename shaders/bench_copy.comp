// Benchmark roofline only: reads x and x_prev and writes x_next with no spring
// work, in the production kernel's tiled order (engine/contract/TiledLayout.h) or, with
// u_tilesX = 0, in row-major order (to show what the layout costs). No
// one-step-per-pass kernel on that layout can move its data faster.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

layout(std430, binding = DRAPE_BINDING_BENCH_PREVIOUS) readonly buffer PreviousPositions { vec4 previousPositions[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_CURRENT) readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_NEXT) writeonly buffer NextPositions { vec4 nextPositions[]; };

uniform ivec2 u_gridSize;
uniform int u_tilesX;  // tiles per row of tiles; 0 for row-major

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = u_tilesX > 0 ? (((cell.y >> c_tileShift) * u_tilesX + (cell.x >> c_tileShift)) << (2 * c_tileShift)) |
                               ((cell.y & (c_tileSide - 1)) << c_tileShift) | (cell.x & (c_tileSide - 1))
                         : cell.y * u_gridSize.x + cell.x;
    vec4 x = currentPositions[p];
    nextPositions[p] = vec4(2.0 * x.xyz - previousPositions[p].xyz, x.w);
}

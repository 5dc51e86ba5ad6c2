// Benchmark roofline only: reads x and x_prev and writes x_next with no spring
// work, in the production kernel's tiled order (engine/sim/TiledLayout.h) or, with
// u_tilesX = 0, in row-major order (to show what the layout costs). No
// one-step-per-pass kernel on that layout can move its data faster.

layout(local_size_x = 16, local_size_y = 16) in;

layout(std430, binding = 0) readonly buffer PreviousPositions { vec4 previousPositions[]; };
layout(std430, binding = 1) readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 2) writeonly buffer NextPositions { vec4 nextPositions[]; };

uniform ivec2 u_gridSize;
uniform int u_tilesX;  // tiles per row of tiles; 0 for row-major

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = u_tilesX > 0 ? (((cell.y >> 4) * u_tilesX + (cell.x >> 4)) << 8) | ((cell.y & 15) << 4) | (cell.x & 15)
                         : cell.y * u_gridSize.x + cell.x;
    vec4 x = currentPositions[p];
    nextPositions[p] = vec4(2.0 * x.xyz - previousPositions[p].xyz, x.w);
}

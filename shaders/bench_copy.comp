// Benchmark roofline only: reads x and x_prev and writes x_next, in the production
// kernel's data layout, with no spring work. No one-step-per-pass kernel on this
// layout can move its data faster.

layout(local_size_x = 16, local_size_y = 16) in;

layout(std430, binding = 0) readonly buffer PreviousPositions { vec4 previousPositions[]; };
layout(std430, binding = 1) readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 2) writeonly buffer NextPositions { vec4 nextPositions[]; };

uniform ivec2 u_gridSize;

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = cell.y * u_gridSize.x + cell.x;
    vec4 x = currentPositions[p];
    nextPositions[p] = vec4(2.0 * x.xyz - previousPositions[p].xyz, x.w);
}

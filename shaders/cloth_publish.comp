// Copies the current positions from the solver's state (cloth_state.glsl, in the
// tiled order of engine/contract/TiledLayout.h) into a buffer in the contract's
// particle order (docs/architecture.md, "Physics contract"), particle (i, j) at
// j * cols + i, once per frame: that buffer is what the
// viewport draws and what readback returns: vec4, xyz and w = 0 pinned, 1 free.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#include "cloth_state.glsl"
layout(std430, binding = DRAPE_BINDING_RESULT) restrict writeonly buffer RowMajorPositions { vec4 rowMajorPositions[]; };

uniform ivec2 u_gridSize;  // cols, rows
uniform vec3 u_anchor;     // m: the state holds positions less this (GpuSolver)

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    // A pinned particle keeps the rest position the solver wrote here, exactly:
    // relative position + anchor would round it.
    if (isPinned(p))
        return;
    rowMajorPositions[cell.y * u_gridSize.x + cell.x] = vec4(loadPosition(p) + u_anchor, 1.0);
}

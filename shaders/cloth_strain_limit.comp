// Strain limiting after a step (Provot's deformation constraints), one Jacobi
// pass: the arithmetic of CpuSolver::limitStrain in float. Each spring of a
// limited type longer than (1 + limit) L0 pulls its ends together by the excess,
// half each, or all of it on the free end when the other is held (pinned, w = 0,
// or grabbed); a particle moves by the mean of its springs' pulls. The correction
// moves x and, as it is motion, adds to v = x - x_prev.
// The state is cloth_state.glsl's, in the tiled order of engine/contract/TiledLayout.h;
// x and v double-buffered.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#include "cloth_state.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_longest[c_springCount];     // (1 + limit) L0 per offset of engine/contract/SpringStencil.h, 0 where unlimited
uniform int u_grabbedSlot;       // the particle the user holds, or -1

bool held(int slot)
{
    return slot == u_grabbedSlot || isPinned(slot);
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    vec3 x = loadPosition(p);
    bool pinned = isPinned(p);
    vec3 correction = vec3(0.0);
    int violated = 0;
    if (!held(p)) {
        for (int o = 0; o < c_springCount; ++o) {
            ivec2 n = cell + c_springOffsets[o];
            if (u_longest[o] <= 0.0 || n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y)
                continue;
            int q = slotOf(n);
            vec3 delta = loadPosition(q) - x;
            float len = length(delta);
            if (len > u_longest[o]) {
                correction += ((held(q) ? 1.0 : 0.5) * (len - u_longest[o]) / len) * delta;
                ++violated;
            }
        }
    }
    if (violated > 0)
        correction /= float(violated);
    storeNextPosition(p, x + correction, pinned);
    storeNextStep(p, loadLastStep(p) + correction);
}

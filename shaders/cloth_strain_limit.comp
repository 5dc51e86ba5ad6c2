// Strain limiting after a step (Provot's deformation constraints), second half
// of a Jacobi pass: the arithmetic of CpuSolver::limitStrain in float. Each
// spring of a limited type longer than (1 + limit) L0 pulls its ends together by
// the excess, shared in inverse proportion to their masses (cloth_area.glsl), or
// all of it on the free end when the other is held (pinned or grabbed), divided
// by the larger of the two ends' counts of over-long springs
// (cloth_strain_count.comp), so that it keeps their centre of mass. The
// correction moves x and, as it is motion, adds to s = x − x_prev.
// The state is cloth_state.glsl's, in the tiled order of engine/contract/TiledLayout.h;
// x and s double-buffered.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#include "cloth_state.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_longest[c_springCount];     // (1 + limit) L0 per offset of engine/scene/SpringStencil.h, 0 where unlimited
uniform int u_grabbedSlot;       // the particle the user holds, or -1

layout(std430, binding = DRAPE_BINDING_STRAIN_COUNTS) restrict readonly buffer StrainCounts { uint s_counts[]; };

#include "cloth_area.glsl"

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
    if (!held(p)) {
        for (int o = 0; o < c_springCount; ++o) {
            ivec2 n = cell + c_springOffsets[o];
            if (u_longest[o] <= 0.0 || n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y)
                continue;
            int q = slotOf(n);
            vec3 delta = loadPosition(q) - x;
            float len = length(delta);
            if (len > u_longest[o]) {
                float share = held(q) ? 1.0 : areaShare(n) / (areaShare(cell) + areaShare(n));
                float divisor = float(max(s_counts[p], s_counts[q]));
                correction += (share * (len - u_longest[o]) / (len * divisor)) * delta;
            }
        }
    }
    storeNextPosition(p, x + correction, pinned);
    storeNextStep(p, loadLastStep(p) + correction);
}

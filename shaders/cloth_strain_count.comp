// Strain limiting, first half of a pass (CpuSolver::limitStrain): counts each
// particle's over-long springs of a limited type, so that cloth_strain_limit.comp
// can divide each spring's pull by the larger of its two ends' counts, the same
// at both ends. The state is cloth_state.glsl's, in the tiled order of
// engine/contract/TiledLayout.h.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#include "cloth_state.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_longest[c_springCount];     // (1 + limit) L0 per offset of engine/scene/SpringStencil.h, 0 where unlimited

layout(std430, binding = DRAPE_BINDING_STRAIN_COUNTS) restrict writeonly buffer StrainCounts { uint s_counts[]; };

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    vec3 x = loadPosition(p);
    uint violated = 0u;
    for (int o = 0; o < c_springCount; ++o) {
        ivec2 n = cell + c_springOffsets[o];
        if (u_longest[o] <= 0.0 || n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y)
            continue;
        if (length(loadPosition(slotOf(n)) - x) > u_longest[o])
            ++violated;
    }
    s_counts[p] = violated;
}

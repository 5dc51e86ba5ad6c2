// Strain limiting on a mesh cloth, second half of a Jacobi pass: the arithmetic
// of CpuSolver::limitStrain in float. Each spring of a limited type longer than
// (1 + limit) L0 pulls its ends together by the excess, shared in inverse
// proportion to their masses, or all of it on the free end when the other is
// held (pinned or grabbed), divided by the larger of the two ends' counts of
// over-long springs (cloth_mesh_strain_count.comp). The correction moves x and,
// as it is motion, adds to s = x − x_prev; x and s double-buffered.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"

layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer LimitEnds { uvec2 s_ends[]; };
layout(std430, binding = DRAPE_MESH_BINDING_COUNTS) restrict readonly buffer StrainCounts { uint s_counts[]; };

uniform int u_grabbed;  // the particle the user holds, or -1

bool held(int p)
{
    return p == u_grabbed || isPinned(p);
}

void main()
{
    uint p = flatIndex();
    if (p >= u_particles)
        return;
    int slot = int(p);
    bool pinned;
    vec3 x = loadParticle(slot, pinned);
    vec3 correction = vec3(0.0);
    if (!held(slot)) {
        uvec4 chunk = chunkOf(p);
        float share = massShareOf(p);
        for (uint e = 0u; e < chunk.y; ++e) {
            uvec2 end = s_ends[listEntry(chunk.x, e, p)];
            float longest = uintBitsToFloat(end.y);
            int q = int(end.x);
            vec3 delta = loadPosition(q) - x;
            float len = length(delta);
            if (longest > 0.0 && len > longest) {
                float otherShare = massShareOf(uint(q));
                float moved = held(q) ? 1.0 : otherShare / (share + otherShare);
                float divisor = float(max(s_counts[p], s_counts[q]));
                correction += (moved * (len - longest) / (len * divisor)) * delta;
            }
        }
    }
    storeNextPosition(slot, x + correction, pinned);
    storeNextStep(slot, loadLastStep(slot) + correction);
}

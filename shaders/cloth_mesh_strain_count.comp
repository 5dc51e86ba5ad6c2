// Strain limiting on a mesh cloth, first half of a Jacobi pass
// (CpuSolver::limitStrain): counts each particle's over-long springs of a
// limited type (its ends whose longest length is set and exceeded), so that
// cloth_mesh_strain_limit.comp can divide each spring's pull by the larger of
// its two ends' counts.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"

layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer LimitEnds { uvec2 s_ends[]; };
layout(std430, binding = DRAPE_MESH_BINDING_COUNTS) restrict writeonly buffer StrainCounts { uint s_counts[]; };

void main()
{
    uint p = flatIndex();
    if (p >= u_particles)
        return;
    uvec4 chunk = chunkOf(p);
    vec3 x = loadPosition(int(p));
    uint violated = 0u;
    for (uint e = 0u; e < chunk.y; ++e) {
        uvec2 end = s_ends[listEntry(chunk.x, e, p)];
        float longest = uintBitsToFloat(end.y);
        if (longest > 0.0 && length(loadPosition(int(end.x)) - x) > longest)
            ++violated;
    }
    s_counts[p] = violated;
}

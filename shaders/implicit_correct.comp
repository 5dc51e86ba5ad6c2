// The implicit integrator's iterate after a multigrid cycle (docs/physics.md,
// "Integrators"): x^(k+1) = x^k + e for a free particle, e the cycle's
// correction (engine/sim/GpuMultigrid.h); a held particle keeps x⁰ (w = 1), which implicit_finish reads.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

layout(std430, binding = DRAPE_IMPLICIT_BINDING_CURRENT) restrict readonly buffer Current { vec4 s_current[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_CORRECTION) restrict readonly buffer Correction { vec4 s_correction[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_NEXT) restrict writeonly buffer Next { vec4 s_next[]; };

uniform uint u_particles;
uniform uint u_correctionOffset;   // e's first row in the multigrid's vectors

void main()
{
    uint p = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * DRAPE_FLAT_WORKGROUP_SIZE +
             gl_LocalInvocationID.x;
    if (p >= u_particles)
        return;
    vec4 current = s_current[p];
    s_next[p] = current.w != 0.0 ? current : vec4(current.xyz + s_correction[u_correctionOffset + p].xyz, 0.0);
}

// The implicit integrator's local step on the GPU (docs/physics.md,
// "Integrators"), and the global step's residual for the multigrid cycle that
// follows (engine/sim/GpuMultigrid.h), into the first rows of its vectors. Per free particle i, from the current
// iterate x^k:
//   b_i = b₀_i + Σ_springs k L0 (x_i − x_j)/|x_i − x_j| + Σ_triangles w Σ_c g_i,c R_c
//   r_i = b_i − Σ_j A_ij x_j = b_i − s_i x_i − Σ_(j≠i) A_ij (x_j − x_i),   s_i = Σ_j A_ij
// and r_i = 0 for a held particle, which keeps x⁰. The row sum s_i is the
// particle's inertia M (1/h² + γ/h) (the elastic terms move a rigid
// translation freely), far smaller than A_ii for fine cloth: written with
// differences, no term of size A_ii x cancels in float.
// The system's words (ProjectiveSystem in this solver's order) are, from the
// offsets below: per particle (first incidence, end), then s_i, per slice of
// DRAPE_MULTIGRID_SLICE_ROWS particles (first entry, width), the entries
// (column, A_ij, rest length, stiffness as four words; a slice's k-th entries
// side by side, as multigrid_apply.comp's, padded with zeros), the incidences
// (triangle × 3 + corner) and the triangles (three corners and the weight,
// then the three gradients ∂F/∂x_r as vec2s).

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

layout(std430, binding = DRAPE_IMPLICIT_BINDING_CURRENT) restrict readonly buffer Current { vec4 s_current[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_RESIDUAL) restrict writeonly buffer Residual { vec4 s_residual[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_BASE) restrict readonly buffer Base { vec4 s_base[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_SYSTEM) restrict readonly buffer System { uint s_system[]; };

uniform uint u_particles;
uniform uint u_rowSumOffset;
uniform uint u_sliceOffset;
uniform uint u_entryOffset;
uniform uint u_incidenceOffset;
uniform uint u_triangleOffset;

float wordValue(uint at)
{
    return uintBitsToFloat(s_system[at]);
}

vec3 position(uint q)
{
    return s_current[q].xyz;
}

void main()
{
    uint p = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * DRAPE_FLAT_WORKGROUP_SIZE +
             gl_LocalInvocationID.x;
    if (p >= u_particles)
        return;
    vec4 current = s_current[p];
    vec4 base = s_base[p];
    if (base.w != 0.0) {
        s_residual[p] = vec4(0.0);
        return;
    }
    vec3 x = current.xyz;
    uint slice = u_sliceOffset + 2u * (p / DRAPE_MULTIGRID_SLICE_ROWS);
    uint width = s_system[slice + 1u];
    uint at = u_entryOffset + 4u * (s_system[slice] + p % DRAPE_MULTIGRID_SLICE_ROWS);
    vec3 b = base.xyz;
    for (uint k = 0u; k < width; ++k, at += 4u * DRAPE_MULTIGRID_SLICE_ROWS) {
        uint column = s_system[at];
        vec3 xj = position(column);
        b -= wordValue(at + 1u) * (xj - x);
        float stiffness = wordValue(at + 3u);
        if (stiffness != 0.0) {
            vec3 d = x - xj;
            float length2 = dot(d, d);
            if (length2 > 1e-24)
                b += (stiffness * wordValue(at + 2u) * inversesqrt(length2)) * d;
        }
    }
    for (uint e = s_system[2u * p], end = s_system[2u * p + 1u]; e < end; ++e) {
        uint incidence = s_system[u_incidenceOffset + e];
        uint t = incidence / 3u, corner = incidence % 3u;
        uint at = u_triangleOffset + 10u * t;
        uvec3 corners = uvec3(s_system[at], s_system[at + 1u], s_system[at + 2u]);
        float weight = wordValue(at + 3u);
        vec2 g[3];
        for (uint r = 0u; r < 3u; ++r)
            g[r] = vec2(wordValue(at + 4u + 2u * r), wordValue(at + 5u + 2u * r));
        vec3 f0 = vec3(0.0), f1 = vec3(0.0);
        for (uint r = 0u; r < 3u; ++r) {
            vec3 xr = position(corners[r]);
            f0 += g[r].x * xr;
            f1 += g[r].y * xr;
        }
        // ProjectiveSystem.cpp nearestRotation: F (FᵀF)^(−½).
        float a = dot(f0, f0), c2 = dot(f0, f1), c = dot(f1, f1);
        float s = sqrt(max(a * c - c2 * c2, 0.0));
        float d = (a + s) * (c + s) - c2 * c2;
        vec3 r0, r1;
        if (d > 1e-12 * (a + c) * (a + c) && a + c > 0.0) {
            float tr = sqrt(a + c + 2.0 * s);
            r0 = (tr / d) * ((c + s) * f0 - c2 * f1);
            r1 = (tr / d) * ((a + s) * f1 - c2 * f0);
        } else {
            r0 = vec3(0.0);
            r1 = vec3(0.0);
        }
        b += weight * (g[corner].x * r0 + g[corner].y * r1);
    }
    s_residual[p] = vec4(b - wordValue(u_rowSumOffset + p) * x, 0.0);
}

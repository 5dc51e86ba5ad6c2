// GpuMeshSolver's membranes, an element pass: the constant-strain triangle of
// engine/scene/MembraneForces.cpp in float (Saint Venant–Kirchhoff with the
// lattice's moduli and Kelvin–Voigt damping):
//   F = [x₁ − x₀, x₂ − x₀] D_m⁻¹,  E = ½ (FᵀF − I),  Ė = ½ (FᵀḞ + ḞᵀF)
//   S = σ(E) + β σ(Ė),  σ₁₁ = C₁₁ E₁₁ + G E₂₂,  σ₂₂ = G E₁₁ + C₁₁ E₂₂,  σ₁₂ = 2 G E₁₂
//   (f₁ f₂) = −A F S D_m⁻ᵀ,  f₀ = −(f₁ + f₂)
// One invocation per triangle writes its three corners' forces into its three slots.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"

// corners p₀, p₁, p₂ and the rest area (float bits) in w; D_m⁻¹ by columns.
struct Membrane {
    uvec4 corners;
    vec4 restInverse;
};
layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer Membranes { Membrane s_membranes[]; };
layout(std430, binding = DRAPE_MESH_BINDING_FORCES) restrict writeonly buffer ElementForces { vec4 s_forces[]; };

uniform uint u_elementCount;
uniform uint u_slotBase;
uniform float u_c11;       // C₁₁ = k_structural + k_shear, N/m
uniform float u_shear;     // G = k_shear, N/m
uniform float u_internal;  // β, s

mat2 stressOf(mat2 strain)
{
    float s11 = u_c11 * strain[0][0] + u_shear * strain[1][1];
    float s22 = u_shear * strain[0][0] + u_c11 * strain[1][1];
    float s12 = 2.0 * u_shear * strain[1][0];
    return mat2(s11, s12, s12, s22);
}

void main()
{
    uint m = flatIndex();
    if (m >= u_elementCount)
        return;
    Membrane membrane = s_membranes[m];
    int p0 = int(membrane.corners.x), p1 = int(membrane.corners.y), p2 = int(membrane.corners.z);
    mat2 restInverse = mat2(membrane.restInverse.xy, membrane.restInverse.zw);
    vec3 x0 = loadPosition(p0), v0 = velocityAt(p0);
    mat2x3 F = mat2x3(loadPosition(p1) - x0, loadPosition(p2) - x0) * restInverse;
    mat2x3 Fdot = mat2x3(velocityAt(p1) - v0, velocityAt(p2) - v0) * restInverse;
    mat3x2 Ft = transpose(F);
    mat2 strain = 0.5 * (Ft * F - mat2(1.0));
    mat2 rate = 0.5 * (Ft * Fdot + transpose(Fdot) * F);
    mat2 stress = stressOf(strain) + u_internal * stressOf(rate);
    mat2x3 h = -uintBitsToFloat(membrane.corners.w) * (F * stress * transpose(restInverse));
    uint slot = u_slotBase + 3u * m;
    s_forces[slot] = vec4(-(h[0] + h[1]), 0.0);
    s_forces[slot + 1u] = vec4(h[0], 0.0);
    s_forces[slot + 2u] = vec4(h[1], 0.0);
}

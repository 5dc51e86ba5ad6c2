// GpuMeshSolver's bending, an element pass: Bergou's isometric bending on each
// hinge (engine/scene/MeshBending.cpp in float, addHingeBendingForces) at
// y = x + β v (Kelvin–Voigt, as CpuSolver::computeElementForces):
//   f_r = −B c w_r (K·y − R(y) k₀),   K·y = Σ_r w_r y_r
// with R(y) the hinge's frame (edge, mean normal, across) and k₀ its rest
// curvature in that frame (zero for a flat rest shape, where R is not needed).
// K·y is summed over y_r − y_0: the weights add up to zero, and the differences
// keep float's precision at the cloth's scale instead of the positions'.
// One invocation per hinge writes its four corners' forces into its four slots.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"

// corners a, b (the edge), c, d (the wings); weights; rest curvature xyz and, in w, the coefficient 1/(A₀ + A₁).
struct Hinge {
    uvec4 corners;
    vec4 weights;
    vec4 restCurvature;
};
layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer Hinges { Hinge s_hinges[]; };
layout(std430, binding = DRAPE_MESH_BINDING_FORCES) restrict writeonly buffer ElementForces { vec4 s_forces[]; };

uniform uint u_elementCount;
uniform uint u_slotBase;
uniform float u_bending;   // B, N·m
uniform float u_internal;  // β, s

void main()
{
    uint h = flatIndex();
    if (h >= u_elementCount)
        return;
    Hinge hinge = s_hinges[h];
    int a = int(hinge.corners.x);
    vec3 xa = loadPosition(a), va = velocityAt(a);
    vec3 d[3];
    for (int r = 0; r < 3; ++r) {
        int q = int(hinge.corners[r + 1]);
        d[r] = (loadPosition(q) - xa) + u_internal * (velocityAt(q) - va);
    }
#ifdef DRAPE_IMPLICIT
    // The implicit integrator has the linear part in its matrix: only the turned rest curvature is a force.
    vec3 curvature = vec3(0.0);
#else
    vec3 curvature = hinge.weights.y * d[0] + hinge.weights.z * d[1] + hinge.weights.w * d[2];
#endif
    vec3 rest = hinge.restCurvature.xyz;
    if (rest != vec3(0.0)) {
        // MeshBending.cpp hingeFrame: none where the hinge is degenerate or folded flat onto itself.
        vec3 n0 = cross(d[0], d[1]), n1 = cross(d[2], d[0]);
        float l0 = length(n0), l1 = length(n1), le = length(d[0]);
        if (l0 != 0.0 && l1 != 0.0 && le != 0.0) {
            vec3 mean = n0 / l0 + n1 / l1;
            float lm = length(mean);
            if (lm >= 1e-9) {
                vec3 e = d[0] / le, n = mean / lm;
                curvature -= e * rest.x + n * rest.y + cross(e, n) * rest.z;
            }
        }
    }
    vec3 scaled = (u_bending * hinge.restCurvature.w) * curvature;
    uint slot = u_slotBase + 4u * h;
    for (int r = 0; r < 4; ++r)
        s_forces[slot + uint(r)] = vec4(-hinge.weights[r] * scaled, 0.0);
}

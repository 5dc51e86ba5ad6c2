// The implicit integrator's first pass of a step (docs/physics.md,
// "Integrators"; engine/sim/ProjectiveSystem.h), one particle per invocation in
// GpuMeshSolver's order: b's constant part,
//   b₀ = M (x + s)/h² + m g + F_elements + M γ x/h,
// F_elements the slots the element passes left (the air's drag, and the curved
// hinges' turned rest curvature), and the iterations' start x⁰ = x + s, the
// inertial guess. A held particle (pinned or grabbed) is no unknown: x⁰ is where
// it goes this step (the grab's move toward its target, as under Verlet), and
// b₀'s w is 1 so that the iterations keep it there.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#define DRAPE_STEP_IN_PLACE 1
#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"

layout(std430, binding = DRAPE_MESH_BINDING_FORCES) restrict readonly buffer ElementForces { vec4 s_forces[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_BASE) restrict writeonly buffer Base { vec4 s_base[]; };
layout(std430, binding = DRAPE_IMPLICIT_BINDING_START) restrict writeonly buffer Start { vec4 s_start[]; };

uniform float u_mass;          // kg: particleMass, which each particle's share scales
uniform bool u_airRuns;        // cloth_mesh_air ran this step: its slots hold this step's drag
uniform bool u_bendingRuns;    // cloth_mesh_hinges ran this step (curved hinges' rest curvature)
uniform float u_drag;          // γ, 1/s
uniform float u_dt2;           // dt², s²
uniform vec3 u_gravity;        // m/s²
uniform int u_grabbed;         // the particle the user holds, or -1
uniform vec3 u_grabTarget;     // where it is pulled, m, relative to the anchor
uniform float u_grabMaxStep;   // how far it may move per step, m

void main()
{
    uint p = flatIndex();
    if (p >= u_particles)
        return;
    int slot = int(p);
    bool pinned;
    vec3 x = loadParticle(slot, pinned);
    if (pinned) {
        s_start[p] = vec4(x, 1.0);
        s_base[p] = vec4(0.0, 0.0, 0.0, 1.0);
        return;
    }
    if (slot == u_grabbed) {
        vec3 toTarget = u_grabTarget - x;
        float distance = length(toTarget);
        vec3 next = distance > u_grabMaxStep ? x + (u_grabMaxStep / distance) * toTarget : u_grabTarget;
        s_start[p] = vec4(next, 1.0);
        s_base[p] = vec4(0.0, 0.0, 0.0, 1.0);
        return;
    }
    uvec4 chunk = chunkOf(p);
    uvec2 kinds = chunkSlotKinds(p);
    vec3 elements = vec3(0.0);
    for (uint e = u_airRuns ? 0u : kinds.x; e < chunk.w; ++e) {
        if (e == kinds.x && !u_bendingRuns)
            e += kinds.y;
        if (e < chunk.w)
            elements += s_forces[s_tables[listEntry(chunk.z, e, p)]].xyz;
    }
    float mass = u_mass * massShareOf(p);
    vec3 s = u_stepScale * loadLastStep(slot);
    vec3 inertial = x + s;
    // The iterations start from y = x + h v + h² g, where the cloth would be with
    // no internal force: a fall is then exact from the first sweep, which Jacobi
    // sweeps would otherwise take hundreds of iterations to reach (the whole
    // cloth's translation is their slowest mode).
    s_start[p] = vec4(inertial + u_dt2 * u_gravity, 0.0);
    s_base[p] = vec4((mass / u_dt2) * inertial + mass * u_gravity + elements + (mass * u_drag / u_dt) * x, 0.0);
}

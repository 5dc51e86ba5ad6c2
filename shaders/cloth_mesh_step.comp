// One Verlet step of a mesh cloth for one particle, GpuMeshSolver's last pass
// of a step: the arithmetic of CpuSolver::stepOnce in float32,
//   F = m g − m γ v + F_elements
//       + Σ_ends −k (|x − x_o| − L0 + β n·(v − v_o)) n,   n = (x − x_o) / |x − x_o|
//   s_next = s + (F / m) dt²,   x_next = x + s_next,   v = s / dt
// with m = particleMass × the particle's mass share, F_elements the forces the
// element passes (cloth_mesh_air, cloth_mesh_hinges, cloth_mesh_membranes)
// left in the particle's slots, added up in its slot list's order (CpuSolver's),
// and the springs in its ends' order (CpuSolver's: by the far particle). The
// state is x and the last step s = x − x_prev, as cloth_step.comp keeps it (it
// says why); s is updated in place unless the internal damping
// (DRAPE_INTERNAL_DAMPING) reads the neighbours'. Then contacts with the
// colliders (cloth_contacts.glsl, DRAPE_CONTACTS), and the user's grab: the
// held particle moves toward the target by at most u_grabMaxStep instead, and
// that motion is its s. Pinned particles stay where they are, with s = 0.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#ifndef DRAPE_INTERNAL_DAMPING
#define DRAPE_STEP_IN_PLACE 1
#endif
#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"
#include "cloth_spring.glsl"
#ifdef DRAPE_CONTACTS
#include "cloth_contacts.glsl"
#endif

// Far particle, then as floats the rest length, the stiffness and the strain limit's longest length.
layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer SpringEnds { uvec4 s_ends[]; };
layout(std430, binding = DRAPE_MESH_BINDING_FORCES) restrict readonly buffer ElementForces { vec4 s_forces[]; };

uniform float u_mass;          // kg: particleMass, which each particle's share scales
uniform bool u_airRuns;        // cloth_mesh_air ran this step: its slots hold this step's drag
uniform bool u_bendingRuns;    // cloth_mesh_hinges ran this step
uniform bool u_bendingRows;    // the flat hinges' bending, gathered here from the rows of Q instead
uniform float u_bending;       // B, N·m
uniform float u_internal;      // β, s
uniform float u_drag;          // γ, 1/s
uniform float u_dt2;           // dt^2, s^2
uniform vec3 u_gravity;        // m/s^2
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
    vec3 next = x;
    vec3 stepNext = vec3(0.0);
    if (!pinned) {
        uvec4 chunk = chunkOf(p);
        float mass = u_mass * massShareOf(p);
        vec3 v = velocityAt(slot);
        // The slots of the kinds that ran this step: air, hinges, membranes, in that order.
        uvec2 kinds = chunkSlotKinds(p);
        vec3 elements = vec3(0.0);
        for (uint e = u_airRuns ? 0u : kinds.x; e < chunk.w; ++e) {
            if (e == kinds.x && !u_bendingRuns)
                e += kinds.y;
            if (e < chunk.w)
                elements += s_forces[s_tables[listEntry(chunk.z, e, p)]].xyz;
        }
        vec3 force = mass * u_gravity;
        if (u_drag != 0.0)
            force -= (mass * u_drag) * v;
        if (u_bendingRows) {
            // −B Σ_q Q_pq (y_q − y_p), y = x + β v: the flat hinges' force (GpuMeshLayout::linearBending).
            uvec3 rows = chunkBendingRows(p);
            vec3 curvature = vec3(0.0);
            for (uint e = 0u; e < rows.y; ++e) {
                int q = int(s_tables[listEntry(rows.x, e, p)]);
                float weight = uintBitsToFloat(s_tables[listEntry(rows.z, e, p)]);
                curvature += weight * ((loadPosition(q) - x) + u_internal * (velocityAt(q) - v));
            }
            elements -= u_bending * curvature;
        }
        force += elements;
        for (uint e = 0u; e < chunk.y; ++e) {
            uvec4 end = s_ends[listEntry(chunk.x, e, p)];
            int q = int(end.x);
            vec3 delta = x - loadPosition(q);
#ifdef DRAPE_INTERNAL_DAMPING
            force += dampedHookeForce(delta, v - velocityAt(q), uintBitsToFloat(end.z), uintBitsToFloat(end.y),
                                      u_internal);
#else
            force += hookeForce(delta, uintBitsToFloat(end.z), uintBitsToFloat(end.y));
#endif
        }
        stepNext = u_stepScale * loadLastStep(slot) + (u_dt2 / mass) * force;
        next = x + stepNext;
#ifdef DRAPE_CONTACTS
        applyContacts(x, next, stepNext);
#endif
        if (slot == u_grabbed) {
            vec3 toTarget = u_grabTarget - x;
            float distance = length(toTarget);
            next = distance > u_grabMaxStep ? x + (u_grabMaxStep / distance) * toTarget : u_grabTarget;
            stepNext = next - x;
        }
    }
    storeNextStep(slot, stepNext);
    storeNextPosition(slot, next, pinned);
}

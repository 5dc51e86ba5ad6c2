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
// The workgroup first stages its particles' positions (and velocities, for the
// internal damping) with its halo's in shared memory, so that each spring and
// bending entry reads its far particle from there (GpuMeshLayout::endStaged).
// An end is one word, the far particle's place in the stage and the spring's
// entry in its chunk's palette of values (GpuMeshLayout::paletteSpring); a
// bending entry's weight shares its word with the place (GpuMeshLayout's stagedWord).

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

// The chunks' palettes: rest length and stiffness (packedSpringValues).
layout(std430, binding = DRAPE_MESH_BINDING_ELEMENTS) restrict readonly buffer SpringValues { vec2 s_springs[]; };
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

shared vec3 t_position[DRAPE_MESH_STAGED];
#ifdef DRAPE_INTERNAL_DAMPING
shared vec3 t_velocity[DRAPE_MESH_STAGED];
#endif

// The chunk's particles at their places in it, then its halo's.
void stage(uint first, uvec2 halo)
{
    for (uint s = gl_LocalInvocationID.x; s < DRAPE_FLAT_WORKGROUP_SIZE + halo.y; s += DRAPE_FLAT_WORKGROUP_SIZE) {
        uint q = s < DRAPE_FLAT_WORKGROUP_SIZE ? first + s : s_tables[halo.x + s - DRAPE_FLAT_WORKGROUP_SIZE];
        if (q < u_particles) {
            t_position[s] = loadPosition(int(q));
#ifdef DRAPE_INTERNAL_DAMPING
            t_velocity[s] = velocityAt(int(q));
#endif
        }
    }
    memoryBarrierShared();
    barrier();
}

// The value of a staged word, its low bits cleared.
float valueOf(uint word)
{
    return uintBitsToFloat(word & ~DRAPE_MESH_STAGE_MASK);
}

// The far particle of entry e of p's list whose word is `word`: its place in the
// stage, or (the mask) its solver index from the list beside, at `unstaged`.
int farSlot(uint word, uint unstaged, uint e, uint p, out uint place)
{
    place = word & DRAPE_MESH_STAGE_MASK;
    return place == DRAPE_MESH_STAGE_MASK ? int(s_tables[listEntry(unstaged, e, p)]) : -1;
}

vec3 farPosition(uint place, int slot)
{
    return slot < 0 ? t_position[place] : loadPosition(slot);
}

#ifdef DRAPE_INTERNAL_DAMPING
vec3 farVelocity(uint place, int slot)
{
    return slot < 0 ? t_velocity[place] : velocityAt(slot);
}
#endif

void main()
{
    uint p = flatIndex();
    uint first = p - gl_LocalInvocationID.x;
    // Whole workgroups past the cloth (the last row of a wide dispatch) stage nothing.
    if (first >= u_particles)
        return;
    uvec4 stageTable = chunkStage(p);
    stage(first, stageTable.xy);
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
            uvec2 rows = chunkBendingRows(p);
            vec3 curvature = vec3(0.0);
            for (uint e = 0u; e < rows.y; e += 4u) {
                uvec4 words = uvec4(s_tables[listEntry(rows.x, e, p)], s_tables[listEntry(rows.x, e + 1u, p)],
                                    s_tables[listEntry(rows.x, e + 2u, p)], s_tables[listEntry(rows.x, e + 3u, p)]);
                for (uint k = 0u; k < 4u; ++k) {
                    uint place;
                    int far = farSlot(words[k], stageTable.w, e + k, p, place);
#ifdef DRAPE_INTERNAL_DAMPING
                    curvature += valueOf(words[k]) * ((farPosition(place, far) - x) +
                                                      u_internal * (farVelocity(place, far) - v));
#else
                    curvature += valueOf(words[k]) * (farPosition(place, far) - x);
#endif
                }
            }
            elements -= u_bending * curvature;
        }
        force += elements;
        uvec2 springs = chunkSprings(p);
        // Four ends at a time (GpuMeshLayout::entryBatch), so that their loads overlap.
        for (uint e = 0u; e < chunk.y; e += 4u) {
            uvec4 words = uvec4(s_tables[listEntry(springs.x, e, p)], s_tables[listEntry(springs.x, e + 1u, p)],
                                s_tables[listEntry(springs.x, e + 2u, p)], s_tables[listEntry(springs.x, e + 3u, p)]);
            for (uint k = 0u; k < 4u; ++k) {
                vec2 spring = s_springs[springs.y + (words[k] >> DRAPE_MESH_STAGE_BITS)];  // rest length, stiffness
                uint place;
                int far = farSlot(words[k], stageTable.z, e + k, p, place);
                vec3 delta = x - farPosition(place, far);
#ifdef DRAPE_INTERNAL_DAMPING
                force += dampedHookeForce(delta, v - farVelocity(place, far), spring.y, spring.x, u_internal);
#else
                force += hookeForce(delta, spring.y, spring.x);
#endif
            }
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

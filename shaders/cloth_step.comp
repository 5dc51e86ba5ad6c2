// One Verlet step of the mass-spring cloth for one particle (docs/architecture.md,
// "Physics contract"), in float32, the arithmetic of CpuSolver::stepOnce:
//   F = m g − m γ v + F_air − Q (x + β v)
//       + sum_o −k_o (|x − x_o| − L0_o + β n·(v − v_o)) n,   n = (x − x_o) / |x − x_o|
//   x_next = x + (x − x_prev) + (F / m) dt^2,   v = (x − x_prev) / dt
// with m the particle's lumped mass (cloth_area.glsl), β the internal damping,
// γ the drag and Q the bending (cloth_bending.glsl). The state is x and the last
// step s = x − x_prev rather than x and x_prev: the same recurrence
// (s_next = s + (F / m) dt^2, x_next = x + s_next), but s keeps its own relative
// precision instead of being re-derived each step from two nearly equal
// positions, which in float32 loses most of its digits at small dt. x is read by
// neighbours, so it is double-buffered; s is read only by its own particle and
// updated in place, unless the internal damping (DRAPE_INTERNAL_DAMPING) or the
// air's drag (DRAPE_AIR) read the neighbours' velocities: then s is
// double-buffered too (in place keeps the working set small; docs/performance.md
// has the figures).
// The state's format is cloth_state.glsl's; its order is the tiled one of
// engine/contract/TiledLayout.h, and one 16 x 16 workgroup steps one tile.
// Then contacts with the colliders (cloth_contacts.glsl); the user's grab is
// cloth_grab.comp, run after this kernel.
// DRAPE_CONTACTS, DRAPE_AIR, DRAPE_INTERNAL_DAMPING and DRAPE_BENDING compile
// those terms in: the solver builds the variant a scene needs, so that the plain
// step stays lean. cloth_step_blocked.comp does K of these steps per pass with the
// same arithmetic, for scenes without any of them and without a grab.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#if !defined(DRAPE_AIR) && !defined(DRAPE_INTERNAL_DAMPING)
#define DRAPE_STEP_IN_PLACE 1
#endif
#include "cloth_state.glsl"
#include "cloth_spring.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_stiffness[c_springCount];   // N/m per offset of engine/scene/SpringStencil.h; 0 switches it off
uniform float u_restLength[c_springCount];  // metres per offset
uniform float u_mass;            // kg of an inner particle
uniform float u_internal;        // β, s
uniform float u_drag;            // γ, 1/s
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2
uniform float u_dt;              // s
uniform float u_stepScale;       // new dt / old dt for the first step after the substeps change, else 1

#include "cloth_area.glsl"

// The last step as a velocity, m/s (rescaled once after the substeps change).
vec3 velocityAt(int p)
{
    return loadLastStep(p) * (u_stepScale / u_dt);
}

#ifdef DRAPE_CONTACTS
#include "cloth_contacts.glsl"
#endif
#ifdef DRAPE_AIR
#include "cloth_air.glsl"
#endif
#ifdef DRAPE_BENDING
#include "cloth_bending.glsl"
#endif

// The twelve springs in the stencil's order, so that every kernel and the CPU
// reference sum them the same way; `e` gets y_o − y for the bending, where the
// neighbour exists (`checked` only near the border), else 0.
vec3 springForces(ivec2 cell, vec3 x, vec3 v, bool checked, out vec3 e[c_springCount])
{
    vec3 force = vec3(0.0);
    for (int o = 0; o < c_springCount; ++o) {
        e[o] = vec3(0.0);
        ivec2 n = cell + c_springOffsets[o];
        if (checked && (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y))
            continue;
        int q = slotOf(n);
        vec3 delta = x - loadPosition(q);
        // Inside tiles have no border springs.
        float k = checked ? u_stiffness[o] * borderShare(cell, c_springOffsets[o], u_gridSize) : u_stiffness[o];
#ifdef DRAPE_INTERNAL_DAMPING
        vec3 dv = v - velocityAt(q);
        force += dampedHookeForce(delta, dv, k, u_restLength[o], u_internal);
        e[o] = -(delta + u_internal * dv);
#else
        force += hookeForce(delta, k, u_restLength[o]);
        e[o] = -delta;
#endif
    }
    return force;
}

// The branch only computes and the stores come once at the end: a software
// renderer executes every branch for every particle, so a store site per
// branch would cost it time on every one (docs/performance.md).
void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    bool pinned;
    vec3 x = loadParticle(p, pinned);
    vec3 next = x;
    vec3 stepNext = vec3(0.0);
    if (!pinned) {
        // Tiles whose stencil stays inside the grid (the same for the whole
        // workgroup) skip the bounds tests.
        ivec2 tileOrigin = ivec2(gl_WorkGroupID.xy) * DRAPE_WORKGROUP_SIDE;
        bool inside = all(greaterThanEqual(tileOrigin, ivec2(c_springReach))) &&
                      all(lessThanEqual(tileOrigin + DRAPE_WORKGROUP_SIDE + c_springReach, u_gridSize));
        // Inside tiles hold inner particles only: a whole share of mass.
        float mass = inside ? u_mass : u_mass * areaShare(cell);
        vec3 v = velocityAt(p);
        vec3 e[c_springCount];
        vec3 force = mass * u_gravity;
        if (u_drag != 0.0)
            force -= (mass * u_drag) * v;
        force += inside ? springForces(cell, x, v, false, e) : springForces(cell, x, v, true, e);
#ifdef DRAPE_BENDING
#ifdef DRAPE_INTERNAL_DAMPING
        force += bendingForce(cell, x + u_internal * v, e);
#else
        force += bendingForce(cell, x, e);
#endif
#endif
#ifdef DRAPE_AIR
        force += airForce(cell);
#endif
        stepNext = u_stepScale * loadLastStep(p) + (u_dt2 / mass) * force;
        next = x + stepNext;
#ifdef DRAPE_CONTACTS
        applyContacts(x, next, stepNext);
#endif
    }
    storeNextStep(p, stepNext);
    storeNextPosition(p, next, pinned);
}

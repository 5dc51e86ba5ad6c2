// One damped Verlet step of the mass-spring cloth for one particle
// (docs/architecture.md, "Physics contract"):
//   F = m g + sum_o -k_o (|x - x_o| - L0_o) (x - x_o) / |x - x_o|
//   x_next = x + (1 - d)(x - x_prev) + (F / m) dt^2
// in float32. The state is x and the last step v = x - x_prev rather than x and
// x_prev: the same recurrence (v_next = (1 - d) v + (F / m) dt^2, x_next = x + v_next),
// but v keeps its own relative precision instead of being re-derived each step
// from two nearly equal positions, which in float32 loses most of its digits at
// small dt. x is read by neighbours, so it is double-buffered; v is read only by
// its own particle and updated in place, except with air (DRAPE_AIR), whose drag
// reads the neighbours' v: then v is double-buffered too (in place keeps the
// working set small; docs/performance.md has the figures). F includes the air's drag when the scene has air (cloth_air.glsl).
// The state's format is cloth_state.glsl's; its order is the tiled one of
// engine/contract/TiledLayout.h, and one 16 x 16 workgroup steps one tile.
// Then contacts with the colliders (cloth_contacts.glsl); the user's grab is
// cloth_grab.comp, run after this kernel.
// DRAPE_CONTACTS and DRAPE_AIR compile the contacts and the air's drag in: the
// solver builds the variant a scene needs, so that the plain step stays lean.
// cloth_step_blocked.comp does K of these steps per pass with the same arithmetic
// (without colliders or grab: the solver does not use it while there are any).

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#ifndef DRAPE_AIR
#define DRAPE_STEP_IN_PLACE 1
#endif
#include "cloth_state.glsl"
#include "cloth_spring.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_stiffness[c_springCount];   // N/m per offset of engine/contract/SpringStencil.h; 0 switches it off
uniform float u_restLength[c_springCount];  // metres per offset
uniform float u_mass;            // kg per particle
uniform float u_damping;         // d in [0, 1)
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2
uniform float u_dt;              // s
uniform float u_stepScale;       // new dt / old dt for the first step after the substeps change, else 1

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

// Hooke force on a particle at x from its neighbour at `cell + offset`, or zero
// where the neighbour does not exist (`checked` only near the border) or is too
// close.
vec3 springForce(ivec2 cell, vec3 x, ivec2 offset, int o, bool checked)
{
    ivec2 n = cell + offset;
    if (checked && (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y))
        return vec3(0.0);
    vec3 delta = x - loadPosition(slotOf(n));
    return hookeForce(delta, u_stiffness[o], u_restLength[o]);
}

// The twelve springs in the stencil's order, so that every kernel and the CPU
// reference sum them the same way.
vec3 springForces(ivec2 cell, vec3 x, bool checked)
{
    vec3 force = u_mass * u_gravity;
    for (int o = 0; o < c_springCount; ++o)
        force += springForce(cell, x, c_springOffsets[o], o, checked);
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
        vec3 force = inside ? springForces(cell, x, false) : springForces(cell, x, true);
#ifdef DRAPE_AIR
        force += airForce(cell, x, velocityAt(p));
#endif
        stepNext = (1.0 - u_damping) * (u_stepScale * loadLastStep(p)) + (u_dt2 / u_mass) * force;
        next = x + stepNext;
#ifdef DRAPE_CONTACTS
        applyContacts(x, next, stepNext);
#endif
    }
    storeNextStep(p, stepNext);
    storeNextPosition(p, next, pinned);
}

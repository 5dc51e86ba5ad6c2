// One damped Verlet step of the mass-spring cloth for one particle (design.md section 1):
//   F = m g + sum_o -k_o (|x - x_o| - L0_o) (x - x_o) / |x - x_o|
//   x_next = x + (1 - d)(x - x_prev) + (F / m) dt^2
// in float32. The state is x and the last step v = x - x_prev rather than x and
// x_prev: the same recurrence (v_next = (1 - d) v + (F / m) dt^2, x_next = x + v_next),
// but v keeps its own relative precision instead of being re-derived each step
// from two nearly equal positions, which in float32 loses most of its digits at
// small dt. x is read by neighbours, so it is double-buffered; v is read only by
// its own particle and updated in place, except with air (DRAPE_AIR), whose drag
// reads the neighbours' v: then v is double-buffered too (in place it costs
// nothing extra and keeps the working set small: measured 20% faster at 4096^2
// on an H200). F includes the air's drag when the scene has air (cloth_air.glsl).
// Positions are vec4: xyz in metres, w = 1 for a free particle, 0 for a pinned one.
// Buffers are in the tiled order of engine/sim/TiledLayout.h: one 16 x 16 workgroup
// is one tile, a contiguous 4 KiB block. Stiffness and rest lengths are uniforms.
// Then contacts with the colliders (cloth_contacts.glsl) and the user's grab.
// DRAPE_CONTACTS and DRAPE_AIR compile the contacts and the air's drag in: the
// solver builds the variant a scene needs, so that the plain step stays lean.
// cloth_step_blocked.comp does K of these steps per pass with the same arithmetic
// (without colliders or grab: the solver does not use it while there are any).

layout(local_size_x = 16, local_size_y = 16) in;

#ifdef DRAPE_SOFTWARE
// llvmpipe: the state is read and written as images over the same storage
// buffers (buffer textures, no copy): measured there, image accesses run about
// twice as fast as storage-buffer accesses or texel fetches.
layout(rgba32f, binding = 0) restrict readonly uniform imageBuffer u_positions;  // x
layout(rgba32f, binding = 2) restrict writeonly uniform imageBuffer u_nextPositions;
vec4 loadPosition(int p) { return imageLoad(u_positions, p); }
void storeNextPosition(int p, vec4 x) { imageStore(u_nextPositions, p, x); }
#ifdef DRAPE_AIR
layout(rgba32f, binding = 1) restrict readonly uniform imageBuffer u_lastSteps;  // v
layout(rgba32f, binding = 3) restrict writeonly uniform imageBuffer u_nextSteps;
void storeLastStep(int p, vec4 v) { imageStore(u_nextSteps, p, v); }
#else
layout(rgba32f, binding = 1) restrict uniform imageBuffer u_lastSteps;  // v, updated in place
void storeLastStep(int p, vec4 v) { imageStore(u_lastSteps, p, v); }
#endif
vec4 loadLastStep(int p) { return imageLoad(u_lastSteps, p); }
#else
layout(std430, binding = 0) restrict readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 2) restrict writeonly buffer NextPositions { vec4 nextPositions[]; };
vec4 loadPosition(int p) { return currentPositions[p]; }
void storeNextPosition(int p, vec4 x) { nextPositions[p] = x; }
#ifdef DRAPE_AIR
layout(std430, binding = 1) restrict readonly buffer LastSteps { vec4 lastSteps[]; };
layout(std430, binding = 3) restrict writeonly buffer NextSteps { vec4 nextSteps[]; };
void storeLastStep(int p, vec4 v) { nextSteps[p] = v; }
#else
layout(std430, binding = 1) restrict buffer LastSteps { vec4 lastSteps[]; };  // v, updated in place
void storeLastStep(int p, vec4 v) { lastSteps[p] = v; }
#endif
vec4 loadLastStep(int p) { return lastSteps[p]; }
#endif

uniform ivec2 u_gridSize;        // cols, rows
uniform int u_tilesX;            // tiles per row of tiles
uniform float u_stiffness[12];   // N/m per offset of engine/sim/SpringStencil.h; 0 switches it off
uniform float u_restLength[12];  // metres per offset
uniform float u_mass;            // kg per particle
uniform float u_damping;         // d in [0, 1)
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2
uniform float u_dt;              // s
uniform float u_stepScale;       // new dt / old dt for the first step after the substeps change, else 1
uniform int u_grabbedSlot;       // the particle the user holds, or -1
uniform vec3 u_grabTarget;       // where it is pulled, m
uniform float u_grabMaxStep;     // how far it may move per step, m

int slotOf(ivec2 cell)
{
    return (((cell.y >> 4) * u_tilesX + (cell.x >> 4)) << 8) | ((cell.y & 15) << 4) | (cell.x & 15);
}

// The last step as a velocity, m/s (rescaled once after the substeps change).
vec3 velocityAt(int p)
{
    return loadLastStep(p).xyz * (u_stepScale / u_dt);
}

#ifdef DRAPE_CONTACTS
#include "cloth_contacts.glsl"
#endif
#ifdef DRAPE_AIR
#include "cloth_air.glsl"
#endif

// Hooke force on a particle at x from its neighbour at `cell + offset`, or zero where
// the neighbour does not exist (`checked` only near the border) or is too close.
vec3 springForce(ivec2 cell, vec3 x, ivec2 offset, int o, bool checked)
{
    ivec2 n = cell + offset;
    if (checked && (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y))
        return vec3(0.0);
    vec3 delta = x - loadPosition(slotOf(n)).xyz;
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return (-u_stiffness[o] * (len - u_restLength[o]) / len) * delta;
}

// The twelve springs in the stencil's order, so that every kernel and the CPU
// reference sum them the same way.
vec3 springForces(ivec2 cell, vec3 x, bool checked)
{
    vec3 force = u_mass * u_gravity;
    force += springForce(cell, x, ivec2(1, 0), 0, checked);
    force += springForce(cell, x, ivec2(-1, 0), 1, checked);
    force += springForce(cell, x, ivec2(0, 1), 2, checked);
    force += springForce(cell, x, ivec2(0, -1), 3, checked);
    force += springForce(cell, x, ivec2(1, 1), 4, checked);
    force += springForce(cell, x, ivec2(-1, 1), 5, checked);
    force += springForce(cell, x, ivec2(1, -1), 6, checked);
    force += springForce(cell, x, ivec2(-1, -1), 7, checked);
    force += springForce(cell, x, ivec2(2, 0), 8, checked);
    force += springForce(cell, x, ivec2(-2, 0), 9, checked);
    force += springForce(cell, x, ivec2(0, 2), 10, checked);
    force += springForce(cell, x, ivec2(0, -2), 11, checked);
    return force;
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    vec4 x = loadPosition(p);
    if (x.w == 0.0) {
        storeNextPosition(p, x);
        storeLastStep(p, vec4(0.0));
        return;
    }
    if (p == u_grabbedSlot) {
        // Held by the mouse (engine/sim/Solver.h, Grab): toward the target, at most u_grabMaxStep.
        vec3 toTarget = u_grabTarget - x.xyz;
        float distance = length(toTarget);
        vec3 held = distance > u_grabMaxStep ? x.xyz + (u_grabMaxStep / distance) * toTarget : u_grabTarget;
        storeLastStep(p, vec4(held - x.xyz, 0.0));
        storeNextPosition(p, vec4(held, x.w));
        return;
    }
#ifdef DRAPE_SOFTWARE
    // llvmpipe runs both sides of every branch, so one checked path is cheaper.
    vec3 force = springForces(cell, x.xyz, true);
#else
    // Tiles whose stencil stays inside the grid (the same for the whole workgroup)
    // skip the bounds tests.
    ivec2 tileOrigin = ivec2(gl_WorkGroupID.xy) * 16;
    bool inside = all(greaterThanEqual(tileOrigin, ivec2(2))) && all(lessThanEqual(tileOrigin + 18, u_gridSize));
    vec3 force = inside ? springForces(cell, x.xyz, false) : springForces(cell, x.xyz, true);
#endif
#ifdef DRAPE_AIR
    force += airForce(cell, x.xyz, velocityAt(p));
#endif
    vec3 stepNext = (1.0 - u_damping) * (u_stepScale * loadLastStep(p).xyz) + (u_dt2 / u_mass) * force;
    vec3 next = x.xyz + stepNext;
#ifdef DRAPE_CONTACTS
    applyContacts(x.xyz, next, stepNext);
#endif
    storeLastStep(p, vec4(stepNext, 0.0));
    storeNextPosition(p, vec4(next, x.w));
}

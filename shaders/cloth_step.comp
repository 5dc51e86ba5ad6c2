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
// The state's format is cloth_state.glsl's; its order is the tiled one of
// engine/sim/TiledLayout.h, and one workgroup steps one 16 x 16 tile.
// Each invocation steps DRAPE_CELLS x DRAPE_CELLS neighbouring particles (1 or 2):
// with 2, the four share the positions they read (24 loads instead of 52), which
// is what a software renderer, bound by its loads, needs; each particle's force
// is still summed on its own in the stencil's order, so the results are the same.
// Stiffness and rest lengths are uniforms.
// Then contacts with the colliders (cloth_contacts.glsl); the user's grab is
// cloth_grab.comp, run after this kernel.
// DRAPE_CONTACTS and DRAPE_AIR compile the contacts and the air's drag in: the
// solver builds the variant a scene needs, so that the plain step stays lean.
// cloth_step_blocked.comp does K of these steps per pass with the same arithmetic
// (without colliders or grab: the solver does not use it while there are any).

#ifndef DRAPE_CELLS
#define DRAPE_CELLS 1
#endif
#if DRAPE_CELLS == 2
layout(local_size_x = 8, local_size_y = 8) in;
#else
layout(local_size_x = 16, local_size_y = 16) in;
#endif

#ifndef DRAPE_AIR
#define DRAPE_STEP_IN_PLACE 1
#endif
#include "cloth_state.glsl"

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_stiffness[12];   // N/m per offset of engine/sim/SpringStencil.h; 0 switches it off
uniform float u_restLength[12];  // metres per offset
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

const int c_cells = DRAPE_CELLS;
const int c_window = c_cells + 4;  // the stencil reaches 2 cells past the invocation's cells each way

// Positions around the invocation's cells: entry a + b * c_window holds cell
// first + (a - 2, b - 2), and whether that cell exists. Only the entries some
// stencil reads are loaded, each named by constant indices (main lists them):
// compilers keep such arrays in registers, where loops over them would need
// unrolling that not every compiler does (llvmpipe's did not: 5 times slower).
vec3 g_window[c_window * c_window];
bool g_present[c_window * c_window];
// Per window column a and row b: the slot's parts (cloth_state.glsl) of the
// clamped cell, so that a missing neighbour still reads a real slot, and
// whether the column or row lies inside the grid.
int g_columnPart[c_window];
int g_rowPart[c_window];
bool g_columnInside[c_window];
bool g_rowInside[c_window];

void prepareAxes(int k, ivec2 first)
{
    ivec2 cell = first + (k - 2);
    ivec2 clamped = clamp(cell, ivec2(0), u_gridSize - 1);
    g_columnPart[k] = slotColumnPart(clamped.x);
    g_rowPart[k] = slotRowPart(clamped.y);
    g_columnInside[k] = cell.x == clamped.x;
    g_rowInside[k] = cell.y == clamped.y;
}

void loadWindow(int a, int b, bool inside)
{
    g_present[a + b * c_window] = inside || (g_columnInside[a] && g_rowInside[b]);
    g_window[a + b * c_window] = loadPosition(g_rowPart[b] + g_columnPart[a]);
}

// Hooke force on a particle at x from the neighbour in window entry w (at
// `offset`, stencil entry o), or zero where that neighbour does not exist or is
// too close.
vec3 springForce(vec3 x, int centre, ivec2 offset, int o)
{
    int w = centre + offset.y * c_window + offset.x;
    if (!g_present[w])
        return vec3(0.0);
    vec3 delta = x - g_window[w];
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return (-u_stiffness[o] * (len - u_restLength[o]) / len) * delta;
}

// The twelve springs in the stencil's order, so that every kernel and the CPU
// reference sum them the same way.
vec3 springForces(vec3 x, int centre)
{
    vec3 force = u_mass * u_gravity;
    force += springForce(x, centre, ivec2(1, 0), 0);
    force += springForce(x, centre, ivec2(-1, 0), 1);
    force += springForce(x, centre, ivec2(0, 1), 2);
    force += springForce(x, centre, ivec2(0, -1), 3);
    force += springForce(x, centre, ivec2(1, 1), 4);
    force += springForce(x, centre, ivec2(-1, 1), 5);
    force += springForce(x, centre, ivec2(1, -1), 6);
    force += springForce(x, centre, ivec2(-1, -1), 7);
    force += springForce(x, centre, ivec2(2, 0), 8);
    force += springForce(x, centre, ivec2(-2, 0), 9);
    force += springForce(x, centre, ivec2(0, 2), 10);
    force += springForce(x, centre, ivec2(0, -2), 11);
    return force;
}

// One particle's step. The branch only computes: the stores come once at the
// end, because a software renderer executes every branch for every particle
// (a store site per branch cost it a sixth of its time).
void stepParticle(ivec2 cell, int px, int py)
{
    int centre = (px + 2) + (py + 2) * c_window;
    int p = g_rowPart[py + 2] + g_columnPart[px + 2];  // the cell is in the grid, so not clamped
    bool pinned;
    vec3 x = loadParticle(p, pinned);
    vec3 next = x;
    vec3 stepNext = vec3(0.0);
    if (!pinned) {
        vec3 force = springForces(x, centre);
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

void stepIfInGrid(ivec2 first, int px, int py)
{
    ivec2 cell = first + ivec2(px, py);
    if (all(lessThan(cell, u_gridSize)))
        stepParticle(cell, px, py);
}

void main()
{
    ivec2 first = ivec2(gl_GlobalInvocationID.xy) * c_cells;
    if (any(greaterThanEqual(first, u_gridSize)))
        return;
    // Workgroups whose window stays inside the grid (the same for the whole
    // workgroup) skip the per-neighbour existence tests.
    ivec2 tileOrigin = ivec2(gl_WorkGroupID.xy) * 16;
    bool inside = all(greaterThanEqual(tileOrigin, ivec2(2))) && all(lessThanEqual(tileOrigin + 18, u_gridSize));
    prepareAxes(0, first);
    prepareAxes(1, first);
    prepareAxes(2, first);
    prepareAxes(3, first);
    prepareAxes(4, first);
#if DRAPE_CELLS == 2
    prepareAxes(5, first);
    // The union of the four stencils, row by row: 2, 4, 6, 6, 4 and 2 cells.
    loadWindow(2, 0, inside);
    loadWindow(3, 0, inside);
    loadWindow(1, 1, inside);
    loadWindow(2, 1, inside);
    loadWindow(3, 1, inside);
    loadWindow(4, 1, inside);
    loadWindow(0, 2, inside);
    loadWindow(1, 2, inside);
    loadWindow(2, 2, inside);
    loadWindow(3, 2, inside);
    loadWindow(4, 2, inside);
    loadWindow(5, 2, inside);
    loadWindow(0, 3, inside);
    loadWindow(1, 3, inside);
    loadWindow(2, 3, inside);
    loadWindow(3, 3, inside);
    loadWindow(4, 3, inside);
    loadWindow(5, 3, inside);
    loadWindow(1, 4, inside);
    loadWindow(2, 4, inside);
    loadWindow(3, 4, inside);
    loadWindow(4, 4, inside);
    loadWindow(2, 5, inside);
    loadWindow(3, 5, inside);
    stepIfInGrid(first, 0, 0);
    stepIfInGrid(first, 1, 0);
    stepIfInGrid(first, 0, 1);
    stepIfInGrid(first, 1, 1);
#else
    // The particle's stencil, row by row: 1, 3, 4, 3 and 1 cells (stepParticle loads the particle).
    loadWindow(2, 0, inside);
    loadWindow(1, 1, inside);
    loadWindow(2, 1, inside);
    loadWindow(3, 1, inside);
    loadWindow(0, 2, inside);
    loadWindow(1, 2, inside);
    loadWindow(3, 2, inside);
    loadWindow(4, 2, inside);
    loadWindow(1, 3, inside);
    loadWindow(2, 3, inside);
    loadWindow(3, 3, inside);
    loadWindow(2, 4, inside);
    stepIfInGrid(first, 0, 0);
#endif
}

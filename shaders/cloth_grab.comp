// The user's grab (engine/sim/Solver.h, Grab), right after cloth_step.comp in the
// same substep and on the same bindings: the held particle moves from x toward
// the target by at most u_grabMaxStep, and that motion is its v, replacing what
// the step gave it (no springs, air or contacts act on a held particle). A pinned
// particle stays pinned. One invocation; kept out of cloth_step.comp because a
// software renderer runs every branch for every particle (docs/performance.md
// has the cost).

layout(local_size_x = 1) in;

#include "cloth_state.glsl"

uniform int u_grabbedSlot;    // the particle the user holds
uniform vec3 u_grabTarget;    // where it is pulled, m
uniform float u_grabMaxStep;  // how far it may move per step, m

void main()
{
    if (isPinned(u_grabbedSlot))
        return;
    vec3 x = loadPosition(u_grabbedSlot);
    vec3 toTarget = u_grabTarget - x;
    float distance = length(toTarget);
    vec3 held = distance > u_grabMaxStep ? x + (u_grabMaxStep / distance) * toTarget : u_grabTarget;
    storeNextStep(u_grabbedSlot, held - x);
    storeNextPosition(u_grabbedSlot, held, false);
}

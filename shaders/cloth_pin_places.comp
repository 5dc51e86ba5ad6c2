// The keyed pins (engine/sim/PinGroupMotion.h), right after a step's particle
// pass and on its bindings: each goes from x to its place at the step's end,
// and that motion is its v, as the grab's (cloth_grab.comp). One invocation per
// keyed pin, so that a step costs nothing more where no pin is keyed.
// With DRAPE_PUBLISH_PINS, after the publish pass instead: each pin's place in
// world space, rounded once from double, goes to its particle's entry of the
// published positions, which that pass leaves alone for pinned particles.

layout(local_size_x = 64) in;

#ifndef DRAPE_PUBLISH_PINS
#include "cloth_state.glsl"
#endif

struct PinPlace {
    vec3 place;      // less the solver's anchor, m
    uint slot;       // the particle's slot in the state
    vec3 world;      // m
    uint particle;   // its index in particle order
};
layout(std430, binding = DRAPE_BINDING_PIN_PLACES) restrict readonly buffer PinPlaces { PinPlace s_pinPlaces[]; };
#ifdef DRAPE_PUBLISH_PINS
layout(std430, binding = DRAPE_BINDING_RESULT) restrict writeonly buffer Published { vec4 s_published[]; };
#endif
uniform int u_pinCount;

void main()
{
    int k = int(gl_GlobalInvocationID.x);
    if (k >= u_pinCount)
        return;
    PinPlace pin = s_pinPlaces[k];
#ifdef DRAPE_PUBLISH_PINS
    s_published[pin.particle] = vec4(pin.world, 0.0);
#else
    int slot = int(pin.slot);
    storeNextStep(slot, pin.place - loadPosition(slot));
    storeNextPosition(slot, pin.place, true);
#endif
}

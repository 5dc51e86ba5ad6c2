// The implicit integrator's last pass of a step: the iterations' result
// becomes the next state, meeting the colliders as a Verlet step does
// (cloth_contacts.glsl, DRAPE_CONTACTS), so that friction changes the implicit
// velocity s = x_next − x. Held particles go where x⁰ put them.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#define DRAPE_STEP_IN_PLACE 1
#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"
#ifdef DRAPE_CONTACTS
#include "cloth_contacts.glsl"
#endif

layout(std430, binding = DRAPE_IMPLICIT_BINDING_CURRENT) restrict readonly buffer Result { vec4 s_result[]; };

void main()
{
    uint p = flatIndex();
    if (p >= u_particles)
        return;
    int slot = int(p);
    bool pinned;
    vec3 x = loadParticle(slot, pinned);
    vec4 result = s_result[p];
    vec3 next = pinned ? x : result.xyz;
    vec3 stepNext = next - x;
#ifdef DRAPE_CONTACTS
    if (!pinned && result.w == 0.0)
        applyContacts(x, next, stepNext);
#endif
    storeNextStep(slot, stepNext);
    storeNextPosition(slot, next, pinned);
}

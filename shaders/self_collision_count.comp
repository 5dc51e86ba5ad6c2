// Self-collision's pass, first half: each particle's contacts, its candidates
// closer than the thickness, by which self_collision_resolve.comp divides.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#define DRAPE_SELF_VISITS_PAIRS 1
#include "cloth_state.glsl"
#include "self_collision.glsl"

vec3 g_x;
uint g_contacts;

void visitPair(uint p, uint q)
{
    if (touching(p, g_x, q))
        ++g_contacts;
}

void main()
{
    uint p = flatIndex();
    if (p >= u_slots)
        return;
    g_contacts = 0u;
    if (isParticle(p)) {
        g_x = loadPosition(int(p));
        forEachCandidate(p);
    }
    s_words[u_contacts + p] = g_contacts;
}

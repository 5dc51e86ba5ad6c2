// Self-collision's pass, second half: the arithmetic of SelfCollision::resolve in
// float. Each pair closer than the thickness t pushes p along n = (x_p − x_q)/d
// by its share w_p / (w_p + w_q) of (t − d), and takes away the pair's relative
// sliding (the tangential part of s_p − s_q, s = x − x_prev) up to μ (t − d),
// divided by the larger of the two particles' contact counts over the
// relaxation ω (at least 1). The correction moves x and, as motion, adds to s;
// x and s double-buffered. The motions since the search go into the box the
// next pass's decision reads.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#define DRAPE_SELF_VISITS_PAIRS 1
#define DRAPE_SELF_GROWS_BOX 1
#include "cloth_state.glsl"
#include "self_collision.glsl"

uniform float u_relaxation;   // ω
uniform int u_growBox;        // 1 where another pass follows

vec3 g_x, g_step, g_correction;
uint g_contactsOfP;

void visitPair(uint p, uint q)
{
    if (!touching(p, g_x, q))
        return;
    vec3 delta = g_x - loadPosition(int(q));
    float d = length(delta);
    vec3 normal = delta / d;
    float depth = u_thickness - d;
    vec3 sliding = g_step - loadLastStep(int(q));
    vec3 tangential = sliding - dot(sliding, normal) * normal;
    float slide = length(tangential);
    float grip = u_friction * depth;
    vec3 friction = slide <= grip ? -tangential : (-grip / slide) * tangential;
    // w_p / (w_p + w_q) with w = 1 / (m share): the other's share of the pair's mass, all of it against a held q.
    float otherShare = s_searched[q].w;
    float share = held(q) ? 1.0 : otherShare / (s_searched[p].w + otherShare);
    float divisor = max(1.0, float(max(g_contactsOfP, s_words[u_contacts + q])) / u_relaxation);
    g_correction += (share / divisor) * (depth * normal + friction);
}

void main()
{
    uint p = flatIndex();
    bool inside = p < u_slots;
    bool particle = isParticle(p);
    vec3 x = vec3(0.0), step = vec3(0.0);
    bool pinned = false;
    if (inside) {
        x = loadParticle(int(p), pinned);
        step = loadLastStep(int(p));
    }
    g_correction = vec3(0.0);
    g_contactsOfP = inside ? s_words[u_contacts + p] : 0u;
    if (particle && g_contactsOfP > 0u && !held(p)) {
        g_x = x;
        g_step = step;
        forEachCandidate(p);
    }
    if (inside) {
        storeNextPosition(int(p), x + g_correction, pinned);
        storeNextStep(int(p), step + g_correction);
    }
    if (u_growBox != 0)
        growBox(x + g_correction - (particle ? s_searched[p].xyz : vec3(0.0)), particle);
}

// Self-collision, at the start of each pass: whether the pairs found at the last
// search are stale, as SelfCollision::pairsAreStale asks it of motions counted
// from their mean, here from the middle of their box. Two particles that each
// moved at most half the box's diagonal from its middle came closer by at most
// the diagonal; while it is at most the skin, no pair closer than the
// thickness is missing from those found within (1 + skin) × thickness. When
// stale (or the thickness changed), the search's indirect dispatches get their
// full workgroup counts, else none. The box is then emptied for the motions the
// pass's correction adds.

layout(local_size_x = 1) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

uniform float u_allowance;   // m: half the skin, the most half the diagonal may be

void main()
{
    vec3 low = boxLow(), high = boxHigh();
    float spread = all(lessThanEqual(low, high)) ? 0.5 * length(high - low) : 0.0;
    bool stale = uintBitsToFloat(s_words[DRAPE_SELF_RADIUS]) != u_searchRadius || !(spread <= u_allowance);
    for (uint w = 0u; w < 3u * DRAPE_SELF_DISPATCHES; ++w)
        s_words[DRAPE_SELF_ARGS + w] = stale ? s_words[DRAPE_SELF_FULL_ARGS + w] : (w % 3u == 0u ? 0u : 1u);
    if (stale)
        s_words[DRAPE_SELF_RADIUS] = floatBitsToUint(u_searchRadius);
    for (uint a = 0u; a < 3u; ++a) {
        s_words[DRAPE_SELF_BOX + a] = 0xFFFFFFFFu;
        s_words[DRAPE_SELF_BOX + 3u + a] = 0u;
    }
}

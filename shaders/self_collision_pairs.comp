// Self-collision's search, last: each particle's candidates, the particles
// within the search radius that it does not exclude, from the 27 cells around
// it, in ascending order (the order SelfCollision sums in); more than the list
// holds, and it is marked to read the cells in each pass instead.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

void main()
{
    uint p = flatIndex();
    if (p >= u_slots)
        return;
    uint count = 0u;
    bool overflowed = false;
    if (isParticle(p)) {
        uint list = p * DRAPE_SELF_PAIR_CAPACITY;
        vec3 x = s_searched[p].xyz;
        float reach2 = u_searchRadius * u_searchRadius;
        ivec3 centre = cellOf(x);
        for (int k = 0; k < 27 && !overflowed; ++k) {
            uint slot = tableSlotOf(centre + neighbourOffset(k));
            if (slotReadBefore(centre, k, slot))
                continue;
            for (uint e = cellStart(slot); e < cellStart(slot + 1u); ++e) {
                uint q = s_words[u_sorted + e];
                vec3 delta = x - s_searched[q].xyz;
                if (q == p || dot(delta, delta) >= reach2 || excludes(p, q))
                    continue;
                if (count == DRAPE_SELF_PAIR_CAPACITY) {
                    overflowed = true;
                    break;
                }
                // Insertion into the ascending list.
                uint at = count++;
                while (at > 0u && s_pairs[list + at - 1u] > q) {
                    s_pairs[list + at] = s_pairs[list + at - 1u];
                    --at;
                }
                s_pairs[list + at] = q;
            }
        }
    }
    s_words[u_pairCounts + p] = overflowed ? c_pairsOverflowed : count;
}

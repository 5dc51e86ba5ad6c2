// Self-collision's search, fourth: each particle takes a place in its table
// slot's range of the sorted particles, counting down from the slot's end, so
// that each slot's word ends as its start. The order within a slot is the
// atomics', which nothing downstream depends on: the pair lists are sorted.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

void main()
{
    uint p = flatIndex();
    if (!isParticle(p))
        return;
    uint slot = tableSlotOf(cellOf(s_searched[p].xyz));
    uint end = atomicAdd(s_words[u_cellStarts + slot], 0xFFFFFFFFu);
    s_words[u_sorted + end - 1u] = p;
}

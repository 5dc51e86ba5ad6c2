// Self-collision's search, second: each particle's position becomes its searched
// one, and its table slot's count grows by one (the counting sort's count).

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

void main()
{
    uint p = flatIndex();
    if (!isParticle(p))
        return;
    vec3 x = loadPosition(int(p));
    s_searched[p].xyz = x;
    atomicAdd(s_words[u_cellStarts + tableSlotOf(cellOf(x))], 1u);
}

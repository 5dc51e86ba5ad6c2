// Self-collision's search, first: every slot of the hash table empty.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

void main()
{
    uint s = flatIndex();
    if (s <= u_tableMask)
        s_words[u_cellStarts + s] = 0u;
}

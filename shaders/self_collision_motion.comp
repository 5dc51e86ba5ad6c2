// Self-collision, before its first pass of a step: the box of every particle's
// motion since the last search (x − its searched position), which
// self_collision_decide.comp reads.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#define DRAPE_SELF_GROWS_BOX 1
#include "cloth_state.glsl"
#include "self_collision.glsl"

void main()
{
    uint p = flatIndex();
    bool particle = isParticle(p);
    vec3 motion = particle ? loadPosition(int(p)) - s_searched[p].xyz : vec3(0.0);
    growBox(motion, particle);
}

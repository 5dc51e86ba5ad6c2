// Copies a mesh cloth's current positions (cloth_state.glsl, in GpuMeshSolver's
// particle order) into the buffer the viewport draws and readback returns, in
// the user's particle order, once per frame: vec4, xyz plus the anchor, w = 1.
// Pinned particles keep the exact rest positions the solver wrote there
// (relative position + anchor would round them).

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"
layout(std430, binding = DRAPE_BINDING_RESULT) restrict writeonly buffer UserOrderPositions { vec4 s_published[]; };

uniform vec3 u_anchor;  // m: the state holds positions less this (GpuMeshSolver)

void main()
{
    uint p = flatIndex();
    if (p >= u_particles || isPinned(int(p)))
        return;
    s_published[userIndexOf(p)] = vec4(loadPosition(int(p)) + u_anchor, 1.0);
}

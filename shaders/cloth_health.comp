// Finds the first diverged particle without copying the cloth to the CPU: a
// particle diverged when its position is not finite, lies farther than
// u_maxDistance from the origin, or its last step is longer than u_maxStep
// (the runaway speed times dt). The lowest such particle index (j * cols + i,
// docs/architecture.md, "Physics contract") lands in firstBad. The state is cloth_state.glsl's, in the
// tiled order of engine/contract/TiledLayout.h; one 16 x 16 workgroup reads one tile.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#include "cloth_state.glsl"
layout(std430, binding = DRAPE_BINDING_RESULT) restrict buffer Health { uint firstBad; };

uniform ivec2 u_gridSize;  // cols, rows
uniform float u_maxDistance;
uniform vec3 u_anchor;       // m: the state holds positions less this (GpuSolver)
uniform float u_maxStep;

// Exponent bits all set: infinity or NaN. Done on the bits so that no compiler's
// fast-math assumptions can drop the test.
bool notFinite(vec3 v)
{
    uvec3 exponent = (floatBitsToUint(v) >> 23u) & 0xFFu;
    return any(equal(exponent, uvec3(0xFFu)));
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = slotOf(cell);
    vec3 x = loadPosition(p);
    vec3 v = loadLastStep(p);
    if (notFinite(x) || notFinite(v) || !(length(x + u_anchor) <= u_maxDistance) || !(length(v) <= u_maxStep))
        atomicMin(firstBad, uint(cell.y * u_gridSize.x + cell.x));
}

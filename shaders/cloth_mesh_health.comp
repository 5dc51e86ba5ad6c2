// Finds the first diverged particle of a mesh cloth without copying it to the
// CPU, by cloth_health.comp's rules: a position that is not finite or farther
// than u_maxDistance from the origin, or a last step longer than u_maxStep.
// The lowest such user particle index lands in firstBad.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "cloth_mesh_tables.glsl"
layout(std430, binding = DRAPE_BINDING_RESULT) restrict buffer Health { uint firstBad; };

uniform float u_maxDistance;
uniform vec3 u_anchor;  // m: the state holds positions less this (GpuMeshSolver)
uniform float u_maxStep;

// Exponent bits all set: infinity or NaN, tested on the bits so that no fast-math assumption drops it.
bool notFinite(vec3 v)
{
    uvec3 exponent = (floatBitsToUint(v) >> 23u) & 0xFFu;
    return any(equal(exponent, uvec3(0xFFu)));
}

void main()
{
    uint p = flatIndex();
    if (p >= u_particles)
        return;
    vec3 x = loadPosition(int(p));
    vec3 v = loadLastStep(int(p));
    if (notFinite(x) || notFinite(v) || !(length(x + u_anchor) <= u_maxDistance) || !(length(v) <= u_maxStep))
        atomicMin(firstBad, userIndexOf(p));
}

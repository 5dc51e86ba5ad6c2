// Finds the first diverged particle without copying the cloth to the CPU: a
// particle diverged when its position is not finite, lies farther than
// u_maxDistance from the origin, or its last step is longer than u_maxStep
// (the runaway speed times dt). The lowest such index lands in firstBad.

layout(local_size_x = 256) in;

layout(std430, binding = 0) restrict readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 1) restrict readonly buffer LastSteps { vec4 lastSteps[]; };
layout(std430, binding = 3) restrict buffer Health { uint firstBad; };

uniform uint u_count;
uniform float u_maxDistance;
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
    uint p = gl_GlobalInvocationID.x;
    if (p >= u_count)
        return;
    vec3 x = currentPositions[p].xyz;
    vec3 v = lastSteps[p].xyz;
    if (notFinite(x) || notFinite(v) || !(length(x) <= u_maxDistance) || !(length(v) <= u_maxStep))
        atomicMin(firstBad, p);
}

// Benchmark only, ahead of the GPU's general path (docs/performance.md): the
// step of any cloth's topology as the CPU backend gathers it (ClothTopology.h),
// one particle per invocation over its spring ends in a flat order, with no
// atomics. Springs and gravity only, classic Verlet like bench_gather.comp, so
// that the two compare the fetch of neighbours and nothing else.
//
// Two layouts of a spring end. The plain one (16 bytes): the far particle, its
// rest length and its stiffness. With DRAPE_COMPACT_ENDS (8 bytes): the far
// particle and the spring's weights on the structural and shear stiffness as
// half floats, the rest length taken from the rest positions (the neighbours'
// are in cache as their positions are). The ends are each particle's in turn
// (CSR, from springStart), or with DRAPE_ELL_ENDS the e-th ends of all
// particles side by side (ELLPACK: end e of particle p at e·n + p, padded with
// ends to the particle itself, which carry no force), so that neighbouring
// invocations load neighbouring ends.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

layout(std430, binding = DRAPE_BINDING_BENCH_PREVIOUS) readonly buffer PreviousPositions { vec4 previousPositions[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_CURRENT) readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_NEXT) writeonly buffer NextPositions { vec4 nextPositions[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_SPRING_START) readonly buffer SpringStart { uint springStart[]; };
#ifdef DRAPE_COMPACT_ENDS
layout(std430, binding = DRAPE_BINDING_BENCH_SPRING_ENDS) readonly buffer SpringEnds { uvec2 springEnds[]; };
layout(std430, binding = DRAPE_BINDING_BENCH_REST) readonly buffer RestPositions { vec4 restPositions[]; };
uniform vec2 u_stiffness;  // structural, shear (N/m)
uniform uint u_endsPerParticle;  // ELLPACK: the largest valence
#else
// The far particle, and its rest length and stiffness as float bits.
layout(std430, binding = DRAPE_BINDING_BENCH_SPRING_ENDS) readonly buffer SpringEnds { uvec4 springEnds[]; };
#endif

uniform uint u_particles;
uniform float u_mass;
uniform float u_dt2;
uniform vec3 u_gravity;

void main()
{
    uint p = gl_GlobalInvocationID.x;
    if (p >= u_particles)
        return;
    vec4 x = currentPositions[p];
    if (x.w == 0.0) {
        nextPositions[p] = x;
        return;
    }
#ifdef DRAPE_COMPACT_ENDS
    vec3 rest = restPositions[p].xyz;
#endif
    vec3 force = u_mass * u_gravity;
#ifdef DRAPE_ELL_ENDS
    for (uint e = 0u; e < u_endsPerParticle; ++e) {
        uvec2 end = springEnds[e * u_particles + p];
#else
    for (uint e = springStart[p]; e < springStart[p + 1u]; ++e) {
#endif
#ifdef DRAPE_COMPACT_ENDS
#ifndef DRAPE_ELL_ENDS
        uvec2 end = springEnds[e];
#endif
        float restLength = length(rest - restPositions[end.x].xyz);
        float stiffness = dot(unpackHalf2x16(end.y), u_stiffness);
#else
        uvec4 end = springEnds[e];
        float restLength = uintBitsToFloat(end.y);
        float stiffness = uintBitsToFloat(end.z);
#endif
        vec3 delta = x.xyz - currentPositions[end.x].xyz;
        float len = length(delta);
        if (len >= 1e-6)
            force -= stiffness * (len - restLength) * (delta / len);
    }
    vec3 previous = previousPositions[p].xyz;
    nextPositions[p] = vec4(2.0 * x.xyz - previous + (u_dt2 / u_mass) * force, x.w);
}

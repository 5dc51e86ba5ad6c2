// One damped Verlet step of the mass-spring cloth for one particle (design.md section 1):
//   F = m g + sum_o -k_o (|x - x_o| - L0_o) (x - x_o) / |x - x_o|
//   x_next = x + (1 - d)(x - x_prev) + (F / m) dt^2
// in float32. The state is x and the last step v = x - x_prev rather than x and
// x_prev: the same recurrence (v_next = (1 - d) v + (F / m) dt^2, x_next = x + v_next),
// but v keeps its own relative precision instead of being re-derived each step
// from two nearly equal positions, which in float32 loses most of its digits at
// small dt. x is read by neighbours, so it is double-buffered; v is read only by
// its own particle and updated in place.
// Positions are vec4: xyz in metres, w = 1 for a free particle, 0 for a pinned one.
// The spring stencil, stiffness and rest lengths come as uniforms from the engine.

layout(local_size_x = 16, local_size_y = 16) in;

layout(std430, binding = 0) restrict readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 1) restrict buffer LastSteps { vec4 lastSteps[]; };
layout(std430, binding = 2) restrict writeonly buffer NextPositions { vec4 nextPositions[]; };

// The spring stencil of design.md section 1, in the engine's order
// (engine/sim/SpringStencil.h): 4 structural, 4 shear, 4 flexion offsets (i, j).
const ivec2 c_offset[12] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                                   ivec2(1, 1), ivec2(-1, 1), ivec2(1, -1), ivec2(-1, -1),
                                   ivec2(2, 0), ivec2(-2, 0), ivec2(0, 2), ivec2(0, -2));

uniform ivec2 u_gridSize;        // cols, rows
uniform float u_stiffness[12];   // N/m per offset; 0 switches the spring off
uniform float u_restLength[12];  // metres per offset
uniform float u_mass;            // kg per particle
uniform float u_damping;         // d in [0, 1)
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2

// Hooke force on the particle at `cell` from its neighbour along offset o,
// or zero where the neighbour does not exist or the spring is off.
vec3 springForce(ivec2 cell, vec3 x, int o)
{
    ivec2 n = cell + c_offset[o];
    if (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y)
        return vec3(0.0);
    vec3 delta = x - currentPositions[n.y * u_gridSize.x + n.x].xyz;
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return (-u_stiffness[o] * (len - u_restLength[o]) / len) * delta;
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
    int p = cell.y * u_gridSize.x + cell.x;
    vec4 x = currentPositions[p];
    if (x.w == 0.0) {
        nextPositions[p] = x;
        return;
    }
    vec3 force = u_mass * u_gravity;
    for (int o = 0; o < 12; ++o)
        force += springForce(cell, x.xyz, o);
    vec3 stepNext = (1.0 - u_damping) * lastSteps[p].xyz + (u_dt2 / u_mass) * force;
    lastSteps[p] = vec4(stepNext, 0.0);
    nextPositions[p] = vec4(x.xyz + stepNext, x.w);
}

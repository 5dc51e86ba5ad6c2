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

layout(std430, binding = 0) readonly buffer CurrentPositions { vec4 currentPositions[]; };
layout(std430, binding = 1) buffer LastSteps { vec4 lastSteps[]; };
layout(std430, binding = 2) writeonly buffer NextPositions { vec4 nextPositions[]; };

uniform ivec2 u_gridSize;        // cols, rows
uniform ivec2 u_offset[12];      // neighbour offsets (i, j)
uniform float u_stiffness[12];   // N/m per offset; 0 switches the spring off
uniform float u_restLength[12];  // metres per offset
uniform float u_mass;            // kg per particle
uniform float u_damping;         // d in [0, 1)
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2

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
    for (int o = 0; o < 12; ++o) {
        ivec2 n = cell + u_offset[o];
        if (u_stiffness[o] == 0.0 || any(lessThan(n, ivec2(0))) || any(greaterThanEqual(n, u_gridSize)))
            continue;
        vec3 delta = x.xyz - currentPositions[n.y * u_gridSize.x + n.x].xyz;
        float len = length(delta);
        if (len < 1e-6)
            continue;
        force += (-u_stiffness[o] * (len - u_restLength[o]) / len) * delta;
    }
    vec3 stepNext = (1.0 - u_damping) * lastSteps[p].xyz + (u_dt2 / u_mass) * force;
    lastSteps[p] = vec4(stepNext, 0.0);
    nextPositions[p] = vec4(x.xyz + stepNext, x.w);
}

// Benchmark baseline only: the naive per-neighbour gather step as the source
// article writes it (rgba32f images, one bounds-checked image load per spring).
// `drape-cli bench` compares the production kernel against it.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

layout(rgba32f, binding = DRAPE_BINDING_BENCH_PREVIOUS) readonly uniform image2D u_previous;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_CURRENT) readonly uniform image2D u_current;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_NEXT) writeonly uniform image2D u_next;

uniform ivec2 u_gridSize;
uniform float u_mass;
uniform float u_damping;
uniform float u_dt2;
uniform vec3 u_gravity;
uniform vec3 u_stiffness;   // structural, shear, flexion (N/m)
uniform vec3 u_restLength;  // structural, shear, flexion (m)

vec3 springForce(ivec2 cell, vec3 x, ivec2 offset, float restLength, float stiffness)
{
    ivec2 n = cell + offset;
    if (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y)
        return vec3(0.0);
    vec3 delta = x - imageLoad(u_current, n).xyz;
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return -stiffness * (len - restLength) * (delta / len);
}

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (cell.x >= u_gridSize.x || cell.y >= u_gridSize.y)
        return;
    vec4 x = imageLoad(u_current, cell);
    if (x.w == 0.0) {
        imageStore(u_next, cell, x);
        return;
    }
    vec3 force = u_mass * u_gravity;
    force += springForce(cell, x.xyz, ivec2(1, 0), u_restLength.x, u_stiffness.x);
    force += springForce(cell, x.xyz, ivec2(-1, 0), u_restLength.x, u_stiffness.x);
    force += springForce(cell, x.xyz, ivec2(0, 1), u_restLength.x, u_stiffness.x);
    force += springForce(cell, x.xyz, ivec2(0, -1), u_restLength.x, u_stiffness.x);
    force += springForce(cell, x.xyz, ivec2(1, 1), u_restLength.y, u_stiffness.y);
    force += springForce(cell, x.xyz, ivec2(-1, 1), u_restLength.y, u_stiffness.y);
    force += springForce(cell, x.xyz, ivec2(1, -1), u_restLength.y, u_stiffness.y);
    force += springForce(cell, x.xyz, ivec2(-1, -1), u_restLength.y, u_stiffness.y);
    force += springForce(cell, x.xyz, ivec2(2, 0), u_restLength.z, u_stiffness.z);
    force += springForce(cell, x.xyz, ivec2(-2, 0), u_restLength.z, u_stiffness.z);
    force += springForce(cell, x.xyz, ivec2(0, 2), u_restLength.z, u_stiffness.z);
    force += springForce(cell, x.xyz, ivec2(0, -2), u_restLength.z, u_stiffness.z);
    vec3 previous = imageLoad(u_previous, cell).xyz;
    vec3 next = x.xyz + (1.0 - u_damping) * (x.xyz - previous) + (u_dt2 / u_mass) * force;
    imageStore(u_next, cell, vec4(next, x.w));
}

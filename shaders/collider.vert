// Collider surfaces (engine/render/ColliderRenderer), pulled by gl_VertexID from
// a storage buffer of triangles in the shape's own frame, then placed in the
// world the way the physics places the collider (engine/collide/ColliderGeometry):
//   local = position.xyz * u_scale + position.w * u_halfHeight * (0, 1, 0)
//   world = u_position + R * local,   normal = R * normal
// position.w is -1 / +1 on a capsule's lower / upper cap (0 elsewhere), so one
// tessellated unit capsule serves every radius and length. u_scale is uniform
// for spheres, capsules and meshes; for a box it scales the unit cube's axes,
// whose face normals it leaves unchanged, so R * normal stays right.

struct Vertex {
    vec4 position;   // xyz: local shape coordinates; w: capsule cap sign
    vec4 normal;     // xyz: unit, local; w unused
};

layout(std430, binding = DRAPE_BINDING_PULLED_VERTICES) restrict readonly buffer Vertices { Vertex vertices[]; };

uniform mat4 u_viewProjection;   // world space (metres) to clip space
uniform mat4 u_rotation;         // local → world rotation in its upper-left 3 × 3
uniform vec3 u_position;         // metres
uniform vec3 u_scale;            // per local axis
uniform float u_halfHeight;      // metres: a capsule's half segment, 0 otherwise

out vec3 v_worldPosition;        // metres
out vec3 v_normal;               // world space, unit

void main()
{
    Vertex v = vertices[gl_VertexID];
    vec3 local = v.position.xyz * u_scale + vec3(0.0, v.position.w * u_halfHeight, 0.0);
    mat3 rotation = mat3(u_rotation);
    vec3 world = u_position + rotation * local;
    v_worldPosition = world;
    v_normal = rotation * v.normal.xyz;
    gl_Position = u_viewProjection * vec4(world, 1.0);
}

// Mesh cloth surface vertices (engine/scene/ClothMesh.h), pulled like
// cloth.vert's: the index buffer names vertices, a vertex's particle and UV come
// from the renderer's tables, its position from the solver's position buffer (a
// vec4 per particle in particle order), and its normal from the particle's
// incident triangles: the sum of their cross products, weighted by area as
// ClothMesh::particleNormals weighs them, (0, 1, 0) where it vanishes. Drawn
// with cloth.frag, always as the checker (no strain colours for a mesh).
//
// The tables (ClothRenderer::setMesh), one uint array:
//   [0, V)                           particle of vertex v
//   [u_uvStart, + 2V)                UV of vertex v, two floats as bits
//   [u_ringStart, + P + 1)           particle p's triangles are entries ringStart[p] .. ringStart[p + 1] − 1
//   [u_neighbourStart, + 2·entries)  per entry the triangle's next and previous particles,
//                                    counter-clockwise from p, so that
//                                    cross(next − p, previous − p) is the triangle's normal

layout(std430, binding = DRAPE_BINDING_PULLED_VERTICES) restrict readonly buffer Positions { vec4 positions[]; };
layout(std430, binding = DRAPE_BINDING_MESH_DRAW_TABLES) restrict readonly buffer MeshDrawTables { uint s_tables[]; };

uniform uint u_uvStart;
uniform uint u_ringStart;
uniform uint u_neighbourStart;
uniform mat4 u_viewProjection;   // world space (metres) to clip space

out vec3 v_worldPosition;        // metres
out vec3 v_normal;               // unit, the particle's area-weighted normal
out vec2 v_uv;                   // the vertex's texture coordinate
out float v_strain;              // always 0: meshes draw the checker

vec3 positionOf(uint particle)
{
    return positions[particle].xyz;
}

void main()
{
    uint vertex = uint(gl_VertexID);
    uint particle = s_tables[vertex];
    vec3 position = positionOf(particle);

    vec3 normal = vec3(0.0);
    uint end = s_tables[u_ringStart + particle + 1u];
    for (uint e = s_tables[u_ringStart + particle]; e < end; ++e) {
        uint at = u_neighbourStart + 2u * e;
        normal += cross(positionOf(s_tables[at]) - position, positionOf(s_tables[at + 1u]) - position);
    }
    // Where the cloth folds onto itself the normal vanishes; any unit vector
    // shades better than the NaN that normalize() would give.
    float lengthSquared = dot(normal, normal);
    v_normal = lengthSquared > 1e-24 ? normal * inversesqrt(lengthSquared) : vec3(0.0, 1.0, 0.0);

    v_uv = vec2(uintBitsToFloat(s_tables[u_uvStart + 2u * vertex]), uintBitsToFloat(s_tables[u_uvStart + 2u * vertex + 1u]));
    v_strain = 0.0;
    v_worldPosition = position;
    gl_Position = u_viewProjection * vec4(position, 1.0);
}

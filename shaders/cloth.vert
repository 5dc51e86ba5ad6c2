// Cloth surface vertices, pulled straight from the solver's position buffer:
// the index buffer names particles (two triangles per grid cell), the position
// is read by gl_VertexID and the normal comes from the neighbours' positions
// (central differences along i and j, one-sided at the borders), so nothing is
// read back to the CPU and no vertex attribute is used.
// Positions are vec4 per particle: xyz in metres, w = 1 free / 0 pinned (unused
// here); particle (i, j) is at index j * cols + i (docs/architecture.md,
// "Physics contract").

layout(std430, binding = DRAPE_BINDING_PULLED_VERTICES) restrict readonly buffer Positions { vec4 positions[]; };

uniform ivec2 u_gridSize;        // cols, rows; both at least 2 (a grid with triangles)
uniform mat4 u_viewProjection;   // world space (metres) to clip space
uniform bool u_strainColors;     // compute v_strain (the heat-map)
uniform float u_restLength[c_springCount];  // metres per offset of engine/scene/SpringStencil.h

out vec3 v_worldPosition;        // metres
out vec3 v_normal;               // unit, along cross(d/di, d/dj)
out vec2 v_uv;                   // (i / (cols - 1), j / (rows - 1))
out float v_strain;              // largest strain of the particle's springs (0 when not asked for)

vec3 positionAt(ivec2 cell)
{
    return positions[cell.y * u_gridSize.x + cell.x].xyz;
}

void main()
{
    ivec2 cell = ivec2(gl_VertexID % u_gridSize.x, gl_VertexID / u_gridSize.x);
    ivec2 last = u_gridSize - 1;
    vec3 alongI = positionAt(ivec2(min(cell.x + 1, last.x), cell.y)) - positionAt(ivec2(max(cell.x - 1, 0), cell.y));
    vec3 alongJ = positionAt(ivec2(cell.x, min(cell.y + 1, last.y))) - positionAt(ivec2(cell.x, max(cell.y - 1, 0)));
    vec3 normal = cross(alongI, alongJ);
    // Where the cloth folds onto itself the normal vanishes; any unit vector
    // shades better than the NaN that normalize() would give.
    float lengthSquared = dot(normal, normal);
    v_normal = lengthSquared > 1e-24 ? normal * inversesqrt(lengthSquared) : vec3(0.0, 1.0, 0.0);

    vec3 position = positionAt(cell);
    v_strain = 0.0;
    if (u_strainColors) {
        for (int o = 0; o < c_springCount; ++o) {
            ivec2 n = cell + c_springOffsets[o];
            if (all(greaterThanEqual(n, ivec2(0))) && all(lessThanEqual(n, last)) && u_restLength[o] > 0.0)
                v_strain = max(v_strain, length(positionAt(n) - position) / u_restLength[o] - 1.0);
        }
    }
    v_worldPosition = position;
    v_uv = vec2(cell) / vec2(last);
    gl_Position = u_viewProjection * vec4(position, 1.0);
}

// The ground reference, generated from gl_VertexID with no vertex buffer: grid
// lines on the y = 0 plane at multiples of u_spacing, each running from
// -u_halfExtent to +u_halfExtent, then the three axes from the origin, 1 m long
// (x red, y green, z blue). Lines are pairs of vertices (GL_LINES):
//   [0, 2L)        the L = 2n + 1 lines parallel to x, at z = k * spacing, k in [-n, n]
//   [2L, 4L)       the L lines parallel to z, at x = k * spacing
//   [4L, 4L + 6)   the axes x, y, z

uniform mat4 u_viewProjection;   // world space (metres) to clip space
uniform int u_halfLines;         // n
uniform float u_spacing;         // metres between grid lines
uniform float u_halfExtent;      // metres; the grid covers [-halfExtent, halfExtent] in x and z
uniform vec4 u_gridColor;        // RGBA in [0, 1]

out vec4 v_color;
out vec3 v_worldPosition;        // metres

void main()
{
    int lineCount = 2 * u_halfLines + 1;
    int gridVertices = 4 * lineCount;
    vec3 position;
    if (gl_VertexID < gridVertices) {
        int line = gl_VertexID / 2;
        float offset = float(line % lineCount - u_halfLines) * u_spacing;
        float along = (gl_VertexID % 2 == 0) ? -u_halfExtent : u_halfExtent;
        position = line < lineCount ? vec3(along, 0.0, offset) : vec3(offset, 0.0, along);
        v_color = u_gridColor;
    } else {
        int axis = (gl_VertexID - gridVertices) / 2;
        vec3 direction = vec3(equal(ivec3(axis), ivec3(0, 1, 2)));
        position = float(gl_VertexID % 2) * direction;
        v_color = vec4(direction, 1.0);
    }
    v_worldPosition = position;
    gl_Position = u_viewProjection * vec4(position, 1.0);
}

// Particles pulled straight from the solver's position buffer by gl_VertexID,
// for everything the cloth draws that is not its shaded surface: points (all
// particles, or the pins through an index buffer; in pixels, or in metres for
// the self-collision thickness) and edge lines (the wireframe, a rope). One
// flat colour per draw.
// Positions are vec4 per particle: xyz in metres, w = 1 free / 0 pinned (unused
// here); particle (i, j) is at index j * cols + i (docs/architecture.md,
// "Physics contract").

layout(std430, binding = DRAPE_BINDING_PULLED_VERTICES) restrict readonly buffer Positions { vec4 positions[]; };

uniform mat4 u_viewProjection;   // world space (metres) to clip space
uniform vec4 u_color;            // RGBA in [0, 1]
uniform float u_pointSize;       // pixels; lines ignore it
// When > 0: points this wide in metres at their depth instead (u_pointSize ignored),
// with u_pixelsPerClipUnit = half the viewport's height in pixels × projection[1][1].
uniform float u_pointMetres;
uniform float u_pixelsPerClipUnit;

out vec4 v_color;
out vec3 v_worldPosition;        // metres

void main()
{
    vec3 position = positions[gl_VertexID].xyz;
    v_color = u_color;
    v_worldPosition = position;
    gl_Position = u_viewProjection * vec4(position, 1.0);
    gl_PointSize = u_pointMetres > 0.0 ? u_pointMetres * u_pixelsPerClipUnit / gl_Position.w : u_pointSize;
}

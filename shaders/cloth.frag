// Cloth surface shading: a checker in the grid's (u, v) so that motion and
// stretch show, lit by a headlight (a point light at the eye) plus ambient.
// Lighting is two-sided: on back faces the normal is flipped, so both sides of
// the cloth light alike (the index buffer winds triangles counter-clockwise
// about cross(d/di, d/dj), the normal cloth.vert computes).

in vec3 v_worldPosition;   // metres
in vec3 v_normal;
in vec2 v_uv;              // (i / (cols - 1), j / (rows - 1))

uniform vec3 u_eye;        // camera position, metres
uniform vec3 u_colorA;     // the two checker colours, RGB in [0, 1]
uniform vec3 u_colorB;
uniform float u_checks;    // checks along each of u and v

out vec4 fragColor;

const float c_ambient = 0.3;

void main()
{
    vec3 normal = normalize(v_normal);
    if (!gl_FrontFacing)
        normal = -normal;
    float diffuse = max(dot(normal, normalize(u_eye - v_worldPosition)), 0.0);

    // min() keeps u = 1 and v = 1 (the last column and row) inside the last check.
    ivec2 check = ivec2(min(floor(v_uv * u_checks), vec2(u_checks - 1.0)));
    vec3 base = ((check.x + check.y) & 1) == 0 ? u_colorA : u_colorB;
    fragColor = vec4(base * (c_ambient + (1.0 - c_ambient) * diffuse), 1.0);
}

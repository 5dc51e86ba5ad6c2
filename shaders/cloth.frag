// Cloth surface shading: a checker in the grid's (u, v) so that motion and
// stretch show, or the strain heat-map, lit by a headlight (a point light at
// the eye) plus ambient.
// Lighting is two-sided: on back faces the normal is flipped, so both sides of
// the cloth light alike (the index buffer winds triangles counter-clockwise
// about cross(d/di, d/dj), the normal cloth.vert computes).

in vec3 v_worldPosition;   // metres
in vec3 v_normal;
in vec2 v_uv;              // (i / (cols - 1), j / (rows - 1))
in float v_strain;         // largest strain of the springs at the nearest particles

uniform vec3 u_eye;        // camera position, metres
uniform vec3 u_colorA;     // the two checker colours, RGB in [0, 1]
uniform vec3 u_colorB;
uniform float u_checks;    // checks along each of u and v
uniform bool u_strainColors;
uniform float u_strainScale;  // the strain drawn fully red

out vec4 fragColor;

const float c_ambient = 0.3;

// engine/render/ClothRenderer.cpp strainColor(): blue, green, yellow, red.
vec3 strainColor(float t)
{
    const vec3 stops[4] = vec3[4](vec3(0.15, 0.3, 0.95), vec3(0.1, 0.8, 0.25), vec3(0.95, 0.85, 0.1),
                                  vec3(0.95, 0.1, 0.05));
    float x = clamp(t, 0.0, 1.0) * 3.0;
    int k = min(int(x), 2);
    return stops[k] + (x - float(k)) * (stops[k + 1] - stops[k]);
}

void main()
{
    vec3 normal = normalize(v_normal);
    if (!gl_FrontFacing)
        normal = -normal;
    float diffuse = max(dot(normal, normalize(u_eye - v_worldPosition)), 0.0);

    // min() keeps u = 1 and v = 1 (the last column and row) inside the last check.
    ivec2 check = ivec2(min(floor(v_uv * u_checks), vec2(u_checks - 1.0)));
    vec3 base = ((check.x + check.y) & 1) == 0 ? u_colorA : u_colorB;
    if (u_strainColors)
        base = strainColor(v_strain / u_strainScale);
    fragColor = vec4(base * (c_ambient + (1.0 - c_ambient) * diffuse), 1.0);
}

// Collider shading: one colour per collider, lit by a headlight (a point light
// at the eye) and a fixed light from above, plus ambient, two-sided (mesh files
// may wind their triangles either way). A selected collider also gets a rim
// that brightens its silhouette, so it stands out from any side.

in vec3 v_worldPosition;   // metres
in vec3 v_normal;

uniform vec3 u_eye;        // camera position, metres
uniform vec3 u_color;      // RGB in [0, 1]
uniform float u_rim;       // rim brightness: 0 for none

out vec4 fragColor;

const float c_ambient = 0.25;
const vec3 c_skyLight = vec3(0.3, 0.9, 0.3);   // direction towards the light, normalised below

void main()
{
    vec3 normal = normalize(v_normal);
    vec3 toEye = normalize(u_eye - v_worldPosition);
    // Two-sided: where the normal faces away from the eye, the other side shows.
    if (dot(normal, toEye) < 0.0)
        normal = -normal;
    float headlight = max(dot(normal, toEye), 0.0);
    float sky = max(dot(normal, normalize(c_skyLight)), 0.0);
    vec3 lit = u_color * (c_ambient + 0.55 * headlight + 0.3 * sky);
    float rim = u_rim * pow(1.0 - headlight, 2.0);
    fragColor = vec4(lit + rim * vec3(1.0, 0.85, 0.4), 1.0);
}

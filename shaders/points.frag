// Round points with a dark rim: gl_PointCoord spans the square point sprite
// from 0 to 1, fragments outside the inscribed disc are dropped, and the outer
// fifth of the radius is darkened so that dots stand out on any background.

in vec4 v_color;

out vec4 fragColor;

void main()
{
    vec2 fromCentre = gl_PointCoord - vec2(0.5);
    float radiusSquared = dot(fromCentre, fromCentre);
    if (radiusSquared > 0.25)
        discard;
    float rim = radiusSquared > 0.16 ? 0.5 : 1.0;
    fragColor = vec4(v_color.rgb * rim, v_color.a);
}

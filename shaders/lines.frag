// Flat-coloured lines: cloth edges, the ground grid and the axes. With
// u_fadeRadius > 0 the line fades out with its distance from the y axis, from
// half that radius to all of it, so the ground grid has no hard border (this
// needs blending on; with it off only the colour is written).

in vec4 v_color;           // RGBA in [0, 1]
in vec3 v_worldPosition;   // metres

uniform float u_fadeRadius;   // metres; 0 for no fade

out vec4 fragColor;

void main()
{
    float alpha = v_color.a;
    if (u_fadeRadius > 0.0)
        alpha *= 1.0 - smoothstep(0.5 * u_fadeRadius, u_fadeRadius, length(v_worldPosition.xz));
    fragColor = vec4(v_color.rgb, alpha);
}

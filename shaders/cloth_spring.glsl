// The Hooke force of one spring on the particle at x, from the neighbour at
// x - delta (design.md section 1):
//   -k (|delta| - L0) delta / |delta|,  or zero where |delta| < 1e-6 m.
// Shared by cloth_step.comp and cloth_step_blocked.comp, so that they agree to
// the bit. (Two other forms measured no faster: one inverse square root, on the
// H200 and llvmpipe; an inverse square root by three Newton steps, on llvmpipe
// 20% slower.)
vec3 hookeForce(vec3 delta, float stiffness, float restLength)
{
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return (-stiffness * (len - restLength) / len) * delta;
}

// The Hooke force of one spring on the particle at x, from the neighbour at
// x - delta (docs/architecture.md, "Physics contract"):
//   -k (|delta| - L0) delta / |delta|,  or zero where |delta| < 1e-6 m.
// Shared by cloth_step.comp and cloth_step_blocked.comp, so that they agree to
// the bit. (docs/performance.md names the other forms tried and why this one
// stays.)
vec3 hookeForce(vec3 delta, float stiffness, float restLength)
{
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    return (-stiffness * (len - restLength) / len) * delta;
}

// With internal damping (Kelvin–Voigt, retardation time β): the spring resists
// its extension rate too, −k (|delta| − L0 + β n·dv) n, dv the particle's velocity
// less the neighbour's (CpuSolver::stepOnce).
vec3 dampedHookeForce(vec3 delta, vec3 dv, float stiffness, float restLength, float retardation)
{
    float len = length(delta);
    if (len < 1e-6)
        return vec3(0.0);
    float rate = dot(delta, dv) / len;
    return (-stiffness * (len - restLength + retardation * rate) / len) * delta;
}

// The share of its type's stiffness the spring from `cell` along `offset` has
// (engine/scene/SpringStencil.h borderShare): half along a border row or column
// of a grid with more than one, whose spring lies on one cell instead of two.
float borderShare(ivec2 cell, ivec2 offset, ivec2 gridSize)
{
    if (offset.y == 0 && gridSize.y > 1 && (cell.y == 0 || cell.y == gridSize.y - 1))
        return 0.5;
    if (offset.x == 0 && gridSize.x > 1 && (cell.x == 0 || cell.x == gridSize.x - 1))
        return 0.5;
    return 1.0;
}

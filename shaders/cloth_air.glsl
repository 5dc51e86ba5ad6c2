// Air drag on the cloth, included by cloth_step.comp: in float, the arithmetic of
// engine/sim/AirForce.cpp and CpuSolver::airForce (the wind and its gusts, the
// drag on one triangle, a quarter of each cell's on its corners).
// Both backends must agree, so change the two together. Needs loadPosition,
// velocityAt (m/s) and slotOf from the including kernel.

uniform vec3 u_wind;          // m/s, mean wind
uniform float u_turbulence;   // gusts as a fraction of the wind speed
uniform uint u_seed;
uniform float u_dragFactor;   // -1/4 rho C_d: the drag is u_dragFactor |2A| |u| (u.n) n
uniform float u_time;         // s, at the start of this step
uniform vec3 u_anchor;        // m: positions are relative to it; the gusts follow absolute ones

uint mix32(uint x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

float gustLattice(int k, int c)
{
    uint h = mix32((uint(k) * 3u + uint(c)) ^ mix32(u_seed));
    return float(h) / 4294967295.0 * 2.0 - 1.0;
}

float smoothNoise(float s, int c)
{
    float k = floor(s);
    float f = s - k;
    float w = f * f * (3.0 - 2.0 * f);
    float a = gustLattice(int(k), c);
    float b = gustLattice(int(k) + 1, c);
    return a + w * (b - a);
}

vec3 windAt(vec3 x)
{
    float speed = length(u_wind);
    if (speed == 0.0)
        return vec3(0.0);
    if (u_turbulence == 0.0)
        return u_wind;
    float s = (u_time - dot(x, u_wind) / (speed * speed)) / c_gustPeriod;
    vec3 gust = vec3(smoothNoise(s, 0), smoothNoise(s, 1), smoothNoise(s, 2));
    return u_wind + (u_turbulence * speed) * gust;
}

// The drag on a triangle, N.
vec3 triangleDrag(vec3 a, vec3 b, vec3 c, vec3 va, vec3 vb, vec3 vc)
{
    vec3 crossed = cross(b - a, c - a);
    float twiceArea = length(crossed);
    if (twiceArea < 1e-12)
        return vec3(0.0);
    vec3 n = crossed / twiceArea;
    vec3 u = (va + vb + vc) / 3.0 - windAt((a + b + c) / 3.0 + u_anchor);
    return (u_dragFactor * twiceArea * length(u) * dot(u, n)) * n;
}

// A quarter of the drag on each grid cell the particle at `cell` is a corner of
// (engine/contract/AirStencil.h, in that order), on the cells' current areas.
vec3 airForce(ivec2 cell)
{
    vec3 sum = vec3(0.0);
    for (int k = 0; k < c_cellsAroundParticle.length(); ++k) {
        ivec2 first = cell + c_cellsAroundParticle[k];
        if (first.x < 0 || first.x + 1 >= u_gridSize.x || first.y < 0 || first.y + 1 >= u_gridSize.y)
            continue;
        for (int t = 0; t < c_cellTriangleCorners.length(); t += 3) {
            int a = slotOf(first + c_cellTriangleCorners[t]);
            int b = slotOf(first + c_cellTriangleCorners[t + 1]);
            int c = slotOf(first + c_cellTriangleCorners[t + 2]);
            sum += triangleDrag(loadPosition(a), loadPosition(b), loadPosition(c), velocityAt(a), velocityAt(b),
                                velocityAt(c));
        }
    }
    return 0.25 * sum;
}

// The bending force on one particle, included by cloth_step.comp: in float, the
// arithmetic of engine/scene/GridBending.cpp (Bergou et al. 2006's isometric
// bending as a plate of Poisson ratio 0; the energy and D^u, D^v, D^t are
// defined there), from the differences e[o] = y_n − y to the stencil's
// neighbours, y = x + β v: the D of the particle and of its eight neighbours.
// The twist of the diagonal neighbours also reads the four cells two away along
// both axes, which this file loads. Needs u_gridSize, areaShare
// (cloth_area.glsl), loadPosition, velocityAt and the prelude's stencil indices c_o_*.

uniform float u_bending;  // B / h², N/m

bool hasBothAlongU(int i)
{
    return i > 0 && i < u_gridSize.x - 1;
}

bool hasBothAlongV(int j)
{
    return j > 0 && j < u_gridSize.y - 1;
}

bool hasAll(ivec2 c)
{
    return hasBothAlongU(c.x) && hasBothAlongV(c.y);
}

// y at cell + offset less y, for a cell that exists.
vec3 farCorner(ivec2 cell, ivec2 offset, vec3 y)
{
    int q = slotOf(cell + offset);
#ifdef DRAPE_INTERNAL_DAMPING
    return loadPosition(q) + u_internal * velocityAt(q) - y;
#else
    return loadPosition(q) - y;
#endif
}

vec3 bendingForce(ivec2 cell, vec3 y, vec3 e[c_springCount])
{
    float b = u_bending * areaShare(cell);
    vec3 force = vec3(0.0);
    if (hasBothAlongU(cell.x))
        force += (2.0 * b) * (e[c_o_1_0] + e[c_o_m1_0]);
    if (hasBothAlongV(cell.y))
        force += (2.0 * b) * (e[c_o_0_1] + e[c_o_0_m1]);
    // The neighbours' second differences along the axis that passes through this particle.
    if (hasBothAlongU(cell.x + 1))
        force -= (u_bending * areaShare(cell + ivec2(1, 0))) * ((e[c_o_2_0] - e[c_o_1_0]) - e[c_o_1_0]);
    if (hasBothAlongU(cell.x - 1))
        force -= (u_bending * areaShare(cell + ivec2(-1, 0))) * ((e[c_o_m2_0] - e[c_o_m1_0]) - e[c_o_m1_0]);
    if (hasBothAlongV(cell.y + 1))
        force -= (u_bending * areaShare(cell + ivec2(0, 1))) * ((e[c_o_0_2] - e[c_o_0_1]) - e[c_o_0_1]);
    if (hasBothAlongV(cell.y - 1))
        force -= (u_bending * areaShare(cell + ivec2(0, -1))) * ((e[c_o_0_m2] - e[c_o_0_m1]) - e[c_o_0_m1]);
    // The diagonal neighbours' twists, 2 b D^t with D^t = (y₊₊ − y₊₋ − y₋₊ + y₋₋) / 4 around each;
    // this particle is one of their corners, with the sign of that corner.
    vec3 corners = vec3(0.0);
    ivec2 p = cell + ivec2(1, 1);
    if (hasAll(p))
        corners += (0.5 * u_bending * areaShare(p)) * ((farCorner(cell, ivec2(2, 2), y) - e[c_o_2_0]) - e[c_o_0_2]);
    p = cell + ivec2(-1, -1);
    if (hasAll(p))
        corners += (0.5 * u_bending * areaShare(p)) * ((-e[c_o_0_m2] - e[c_o_m2_0]) + farCorner(cell, ivec2(-2, -2), y));
    p = cell + ivec2(-1, 1);
    if (hasAll(p))
        corners -= (0.5 * u_bending * areaShare(p)) * (e[c_o_0_2] - (farCorner(cell, ivec2(-2, 2), y) - e[c_o_m2_0]));
    p = cell + ivec2(1, -1);
    if (hasAll(p))
        corners -= (0.5 * u_bending * areaShare(p)) * ((e[c_o_2_0] - farCorner(cell, ivec2(2, -2), y)) + e[c_o_0_m2]);
    return force - 0.25 * corners;
}

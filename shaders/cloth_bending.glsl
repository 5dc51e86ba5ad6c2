// The bending force on one particle, included by cloth_step.comp: in float, the
// arithmetic of engine/scene/GridBending.cpp (Bergou et al. 2006's isometric
// bending on the grid; the energy and D_p are defined there), from the stencil's
// differences e[o] = y_n − y to the particle's neighbours, y = x + β v. It needs
// only neighbours the springs read: D of the particle and of its four structural
// neighbours. Needs u_gridSize, areaShare (cloth_area.glsl) and the prelude's
// stencil indices c_o_*.

uniform float u_bending;  // B / h², N/m

bool hasBothAlongU(int i)
{
    return i > 0 && i < u_gridSize.x - 1;
}

bool hasBothAlongV(int j)
{
    return j > 0 && j < u_gridSize.y - 1;
}

// D of the neighbour n at stencil offset `toN` (its e is e[toN]): its two
// neighbours along the axis it is seen along (`far` beyond it and the particle
// itself) and, where `across`, its two neighbours across (`sideA`, `sideB`).
vec3 neighbourD(vec3 e[c_springCount], int toN, int far, bool across, int sideA, int sideB)
{
    vec3 d = (e[far] - e[toN]) - e[toN];
    if (across)
        d += (e[sideA] - e[toN]) + (e[sideB] - e[toN]);
    return d;
}

vec3 bendingForce(ivec2 cell, vec3 e[c_springCount])
{
    bool alongU = hasBothAlongU(cell.x), alongV = hasBothAlongV(cell.y);
    vec3 d = vec3(0.0);
    if (alongU)
        d += e[c_o_1_0] + e[c_o_m1_0];
    if (alongV)
        d += e[c_o_0_1] + e[c_o_0_m1];
    vec3 force = (2.0 * (float(alongU) + float(alongV)) * u_bending * areaShare(cell)) * d;
    if (hasBothAlongU(cell.x + 1))
        force -= (u_bending * areaShare(cell + ivec2(1, 0))) * neighbourD(e, c_o_1_0, c_o_2_0, alongV, c_o_1_1, c_o_1_m1);
    if (hasBothAlongU(cell.x - 1))
        force -= (u_bending * areaShare(cell + ivec2(-1, 0))) * neighbourD(e, c_o_m1_0, c_o_m2_0, alongV, c_o_m1_1, c_o_m1_m1);
    if (hasBothAlongV(cell.y + 1))
        force -= (u_bending * areaShare(cell + ivec2(0, 1))) * neighbourD(e, c_o_0_1, c_o_0_2, alongU, c_o_1_1, c_o_m1_1);
    if (hasBothAlongV(cell.y - 1))
        force -= (u_bending * areaShare(cell + ivec2(0, -1))) * neighbourD(e, c_o_0_m1, c_o_0_m2, alongU, c_o_1_m1, c_o_m1_m1);
    return force;
}

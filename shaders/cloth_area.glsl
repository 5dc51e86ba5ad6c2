// A particle's share of an inner particle's area, and so of its mass
// (engine/scene/Scene.h areaShareAlong, particleMassAt): ½ along an axis where it
// is at either end, so an edge particle carries ½ and a corner ¼. Needs the
// including kernel's u_gridSize.
float areaShare(ivec2 cell)
{
    float u = u_gridSize.x > 1 && (cell.x == 0 || cell.x == u_gridSize.x - 1) ? 0.5 : 1.0;
    float v = u_gridSize.y > 1 && (cell.y == 0 || cell.y == u_gridSize.y - 1) ? 0.5 : 1.0;
    return u * v;
}

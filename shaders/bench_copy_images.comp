// Benchmark roofline only: bench_copy.comp's copy (read x and x_prev, write
// x_next, no spring work, 48 bytes a particle) through rgba32f images instead
// of storage buffers. By default 2D images indexed by the cell, which the
// driver lays out in its own tiled order: on the H200 above about 10 million
// particles these keep their bandwidth where linear storage buffers lose 40%
// (docs/performance.md), so the roofline is the faster of the two copies.
// With DRAPE_BENCH_IMAGE_BUFFER, image views of linear buffers in the solver's
// tiled order instead, the access path of its vec4-images state format
// (GpuClothState.h), to tell the storage from the access instruction.

layout(local_size_x = DRAPE_WORKGROUP_SIDE, local_size_y = DRAPE_WORKGROUP_SIDE) in;

#ifdef DRAPE_BENCH_IMAGE_BUFFER
layout(rgba32f, binding = DRAPE_BINDING_BENCH_PREVIOUS) restrict readonly uniform imageBuffer u_previous;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_CURRENT) restrict readonly uniform imageBuffer u_current;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_NEXT) restrict writeonly uniform imageBuffer u_next;
#else
layout(rgba32f, binding = DRAPE_BINDING_BENCH_PREVIOUS) restrict readonly uniform image2D u_previous;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_CURRENT) restrict readonly uniform image2D u_current;
layout(rgba32f, binding = DRAPE_BINDING_BENCH_NEXT) restrict writeonly uniform image2D u_next;
#endif

uniform ivec2 u_gridSize;
uniform int u_tilesX;  // with DRAPE_BENCH_IMAGE_BUFFER: tiles per row of tiles

void main()
{
    ivec2 cell = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(cell, u_gridSize)))
        return;
#ifdef DRAPE_BENCH_IMAGE_BUFFER
    int p = (((cell.y >> c_tileShift) * u_tilesX + (cell.x >> c_tileShift)) << (2 * c_tileShift)) |
            ((cell.y & (c_tileSide - 1)) << c_tileShift) | (cell.x & (c_tileSide - 1));
#else
    ivec2 p = cell;
#endif
    vec4 x = imageLoad(u_current, p);
    imageStore(u_next, p, vec4(2.0 * x.xyz - imageLoad(u_previous, p).xyz, x.w));
}

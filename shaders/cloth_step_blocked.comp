// K Verlet steps per pass (temporal blocking), each the same arithmetic as
// cloth_step.comp (which states the equations) for a scene with springs, mass,
// gravity and drag only: no internal damping, bending, air, contacts or grab. A workgroup loads a 48 x 48
// region of x into shared memory and its own v and pin flags into registers,
// steps the whole region K times, and writes back only the centre of
// (48 - 4K)^2 cells. A cell's step reads neighbours up to 2 away, so after step s
// only cells at least 2s from the region's edge are still exact; the centre,
// 2K away, is exact after all K. Memory is read and written once per K steps;
// the price is the halo, stepped redundantly, and shared-memory traffic.
// Neighbouring workgroups read x and v that this pass overwrites, so both are
// double-buffered here (cloth_step.comp updates v in place).
// The state is cloth_state.glsl's, in the tiled order of engine/contract/TiledLayout.h. 48 x 48 x 12 bytes
// = 27 KiB of shared memory fits the 32 KiB GL guarantees; 768 threads (of the
// 1024 GL guarantees) own 3 cells each, few enough to keep in registers.

// NVIDIA: unroll the per-thread cell loops so that v, the pin flags and the next
// positions stay in registers instead of local memory; other compilers ignore it.
#pragma optionNV(unroll all)

layout(local_size_x = DRAPE_BLOCKED_THREADS) in;

#include "cloth_state.glsl"
#include "cloth_spring.glsl"

const int c_side = DRAPE_BLOCKED_REGION_SIDE;     // region side, cells
const int c_threads = DRAPE_BLOCKED_THREADS;
const int c_cellsPerThread = c_side * c_side / c_threads;  // 3: thread t owns cells t + 768 n

uniform ivec2 u_gridSize;        // cols, rows
uniform int u_substeps;          // K, 1 to 11
uniform float u_stiffness[c_springCount];   // N/m per offset of engine/scene/SpringStencil.h
uniform float u_restLength[c_springCount];  // metres per offset
uniform float u_mass;            // kg of an inner particle
uniform float u_drag;            // γ, 1/s
uniform float u_dt;              // s
uniform float u_dt2;             // dt^2, s^2
uniform vec3 u_gravity;          // m/s^2

#include "cloth_area.glsl"

// x of the region's cells, one array per component (consecutive threads, consecutive banks).
shared float s_x[c_side * c_side];
shared float s_y[c_side * c_side];
shared float s_z[c_side * c_side];

vec3 sharedX(int c)
{
    return vec3(s_x[c], s_y[c], s_z[c]);
}

// As cloth_step.comp's springForce, reading the neighbour from shared memory.
vec3 springForce(ivec2 cell, int c, vec3 x, ivec2 offset, int o, bool checked)
{
    ivec2 n = cell + offset;
    if (checked && (n.x < 0 || n.x >= u_gridSize.x || n.y < 0 || n.y >= u_gridSize.y))
        return vec3(0.0);
    vec3 delta = x - sharedX(c + offset.y * c_side + offset.x);
    float k = checked ? u_stiffness[o] * borderShare(cell, offset, u_gridSize) : u_stiffness[o];
    return hookeForce(delta, k, u_restLength[o]);
}

vec3 springForces(ivec2 cell, int c, vec3 x, bool checked)
{
    vec3 force = vec3(0.0);
    for (int o = 0; o < c_springCount; ++o)
        force += springForce(cell, c, x, c_springOffsets[o], o, checked);
    return force;
}

bool inGrid(ivec2 cell)
{
    return all(greaterThanEqual(cell, ivec2(0))) && all(lessThan(cell, u_gridSize));
}

void main()
{
    int halo = c_springReach * u_substeps;
    ivec2 origin = ivec2(gl_WorkGroupID.xy) * (c_side - 2 * halo) - halo;  // grid cell of region cell (0, 0)
    // A region wholly inside the grid (the same for the whole workgroup) skips the bounds tests.
    bool inside = all(greaterThanEqual(origin, ivec2(0))) && all(lessThanEqual(origin + c_side, u_gridSize));
    int t = int(gl_LocalInvocationIndex);

    vec3 v[c_cellsPerThread];
    bool moves[c_cellsPerThread];  // free and inside the grid
    for (int n = 0; n < c_cellsPerThread; ++n) {
        int c = t + c_threads * n;
        ivec2 cell = origin + ivec2(c % c_side, c / c_side);
        vec3 x = vec3(0.0);
        v[n] = vec3(0.0);
        moves[n] = false;
        if (inGrid(cell)) {
            int p = slotOf(cell);
            x = loadPosition(p);
            v[n] = loadLastStep(p);
            moves[n] = !isPinned(p);
        }
        s_x[c] = x.x;
        s_y[c] = x.y;
        s_z[c] = x.z;
    }
    barrier();

    for (int s = 1; s <= u_substeps; ++s) {
        int lo = c_springReach * s, hi = c_side - c_springReach * s;  // cells still exact after this step
        vec3 next[c_cellsPerThread];
        for (int n = 0; n < c_cellsPerThread; ++n) {
            int c = t + c_threads * n;
            ivec2 local = ivec2(c % c_side, c / c_side);
            next[n] = sharedX(c);
            if (moves[n] && all(greaterThanEqual(local, ivec2(lo))) && all(lessThan(local, ivec2(hi)))) {
                ivec2 cell = origin + local;
                float mass = u_mass * areaShare(cell);
                vec3 force = mass * u_gravity;
                if (u_drag != 0.0)
                    force -= (mass * u_drag) * (v[n] / u_dt);
                force += inside ? springForces(cell, c, next[n], false) : springForces(cell, c, next[n], true);
                v[n] = v[n] + (u_dt2 / mass) * force;
                next[n] += v[n];
            }
        }
        barrier();  // every read of this step's x is done
        for (int n = 0; n < c_cellsPerThread; ++n) {
            int c = t + c_threads * n;
            s_x[c] = next[n].x;
            s_y[c] = next[n].y;
            s_z[c] = next[n].z;
        }
        barrier();
    }

    for (int n = 0; n < c_cellsPerThread; ++n) {
        int c = t + c_threads * n;
        ivec2 local = ivec2(c % c_side, c / c_side);
        ivec2 cell = origin + local;
        if (all(greaterThanEqual(local, ivec2(halo))) && all(lessThan(local, ivec2(c_side - halo))) && inGrid(cell)) {
            int p = slotOf(cell);
            storeNextPosition(p, sharedX(c), !moves[n]);
            storeNextStep(p, v[n]);
        }
    }
}

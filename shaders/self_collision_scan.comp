// Self-collision's search, third: the table's counts become each slot's end in
// the sorted particles, by an inclusive prefix sum over levels. With u_scanAdd
// 0, each workgroup scans its 1024 words of the level's u_scanLength words at
// u_scanData and writes their total to u_scanSums; with 1, it adds the scanned
// total of the blocks before it (the next level's words, scanned) to its words.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

#include "cloth_state.glsl"
#include "self_collision.glsl"

uniform uint u_scanData;
uniform uint u_scanLength;
uniform uint u_scanSums;
uniform int u_scanAdd;

const uint c_perInvocation = 4u;
shared uint g_totals[DRAPE_FLAT_WORKGROUP_SIZE];

void main()
{
    uint block = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint i = gl_LocalInvocationID.x;
    uint first = (block * DRAPE_FLAT_WORKGROUP_SIZE + i) * c_perInvocation;
    if (u_scanAdd != 0) {
        if (block == 0u)
            return;
        uint before = s_words[u_scanSums + block - 1u];
        for (uint k = 0u; k < c_perInvocation; ++k)
            if (first + k < u_scanLength)
                s_words[u_scanData + first + k] += before;
        return;
    }
    uint running[c_perInvocation];
    uint sum = 0u;
    for (uint k = 0u; k < c_perInvocation; ++k) {
        sum += first + k < u_scanLength ? s_words[u_scanData + first + k] : 0u;
        running[k] = sum;
    }
    g_totals[i] = sum;
    barrier();
    // Hillis and Steele's scan of the invocations' totals.
    for (uint offset = 1u; offset < DRAPE_FLAT_WORKGROUP_SIZE; offset *= 2u) {
        uint earlier = i >= offset ? g_totals[i - offset] : 0u;
        barrier();
        g_totals[i] += earlier;
        barrier();
    }
    uint before = i > 0u ? g_totals[i - 1u] : 0u;
    for (uint k = 0u; k < c_perInvocation; ++k)
        if (first + k < u_scanLength)
            s_words[u_scanData + first + k] = running[k] + before;
    if (i == DRAPE_FLAT_WORKGROUP_SIZE - 1u)
        s_words[u_scanSums + block] = g_totals[i];
}

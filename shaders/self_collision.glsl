// What self-collision's kernels share (engine/sim/GpuSelfCollision.h says what
// each kernel does and in which order). The including kernel includes
// cloth_state.glsl first: the state's slots are the particles, and a slot whose
// searched position has w = 0 is padding, never a particle. GpuSelfCollision
// passes the DRAPE_SELF_* defines: where the control words lie, the indirect
// dispatches' count, the pair lists' capacity.
//
// s_words: the control words (the search radius of the last search, the box of
// every particle's motion since it, the live and the full workgroup counts of
// the search's indirect dispatches), then regions at the u_* offsets: each
// slot's exclusion list, the cell table (slot s of the hash table holds the
// particles s_words[u_sorted + cellStart(s) .. cellStart(s + 1)), a sentinel of
// the particle count after the last), the particles sorted by cell, each slot's
// pair count and contact count, and the scan's partial sums.
// s_searched: each slot's position at the last search, w its mass share.
// s_pairs: DRAPE_SELF_PAIR_CAPACITY candidates a slot, ascending.

layout(std430, binding = DRAPE_BINDING_SELF_WORDS) restrict buffer SelfWords { uint s_words[]; };
layout(std430, binding = DRAPE_BINDING_SELF_SEARCHED) restrict buffer SelfSearched { vec4 s_searched[]; };
layout(std430, binding = DRAPE_BINDING_SELF_PAIRS) restrict buffer SelfPairs { uint s_pairs[]; };

uniform uint u_slots;            // slots of the state, padding included
uniform uint u_tableMask;        // slots of the hash table − 1 (a power of two − 1)
uniform float u_searchRadius;    // m: (1 + skin) × thickness, the side of the cells
uniform float u_thickness;       // m
uniform float u_friction;        // μ between layers
uniform int u_grabbedSlot;       // the slot the user holds, or −1
uniform uint u_exclusionStart;   // where the regions begin in s_words
uniform uint u_exclusionList;
uniform uint u_cellStarts;
uniform uint u_sorted;
uniform uint u_pairCounts;
uniform uint u_contacts;

// A slot's pair count when its candidates did not fit its list: it reads the cells instead.
const uint c_pairsOverflowed = 0xFFFFFFFFu;

// This invocation's slot (or table slot), over a grid of workgroups up to gl_NumWorkGroups.x wide.
uint flatIndex()
{
    return (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
}

bool isParticle(uint slot)
{
    return slot < u_slots && s_searched[slot].w > 0.0;
}

// Floats as uints in the floats' order, for atomicMin and atomicMax.
uint orderedBits(float f)
{
    uint u = floatBitsToUint(f);
    return (u & 0x80000000u) != 0u ? ~u : u | 0x80000000u;
}

float fromOrderedBits(uint u)
{
    return uintBitsToFloat((u & 0x80000000u) != 0u ? u & 0x7FFFFFFFu : ~u);
}

// The cell of a point, clamped so that a far point still has one (ParticleGrid::cellOf).
ivec3 cellOf(vec3 x)
{
    const float reach = 1073741824.0;
    return ivec3(clamp(floor(x / u_searchRadius), vec3(-reach), vec3(reach)));
}

// Teschner et al.'s hash of a cell into the table (ParticleGrid::slotOf).
uint tableSlotOf(ivec3 cell)
{
    return ((uint(cell.x) * 73856093u) ^ (uint(cell.y) * 19349663u) ^ (uint(cell.z) * 83492791u)) & u_tableMask;
}

// Offset k (0 to 26) of the 27 cells around a cell.
ivec3 neighbourOffset(int k)
{
    return ivec3(k % 3, (k / 3) % 3, k / 9) - ivec3(1);
}

// Whether one of the cells before k of the 27 around `centre` hashes to the same
// table slot as cell k: that slot's particles were read already.
bool slotReadBefore(ivec3 centre, int k, uint slot)
{
    for (int e = 0; e < k; ++e)
        if (tableSlotOf(centre + neighbourOffset(e)) == slot)
            return true;
    return false;
}

uint cellStart(uint tableSlot)
{
    return s_words[u_cellStarts + tableSlot];
}

bool held(uint slot)
{
    return int(slot) == u_grabbedSlot || isPinned(int(slot));
}

// Whether the cloth holds p and q next to each other (SelfCollisionExclusion.h).
bool excludes(uint p, uint q)
{
    uint end = s_words[u_exclusionStart + p + 1u];
    for (uint e = s_words[u_exclusionStart + p]; e < end; ++e)
        if (s_words[u_exclusionList + e] == q)
            return true;
    return false;
}

// The box of motions (x − searched), as its three lows and three highs.
vec3 boxLow()
{
    return vec3(fromOrderedBits(s_words[DRAPE_SELF_BOX]), fromOrderedBits(s_words[DRAPE_SELF_BOX + 1]),
                fromOrderedBits(s_words[DRAPE_SELF_BOX + 2]));
}

vec3 boxHigh()
{
    return vec3(fromOrderedBits(s_words[DRAPE_SELF_BOX + 3]), fromOrderedBits(s_words[DRAPE_SELF_BOX + 4]),
                fromOrderedBits(s_words[DRAPE_SELF_BOX + 5]));
}

#ifdef DRAPE_SELF_GROWS_BOX
shared vec3 g_low[DRAPE_FLAT_WORKGROUP_SIZE];
shared vec3 g_high[DRAPE_FLAT_WORKGROUP_SIZE];

// Adds this invocation's motion (when `valid`) to the box: a reduction over the
// workgroup, then six atomics from its first invocation. Every invocation of the
// workgroup calls it.
void growBox(vec3 motion, bool valid)
{
    uint i = gl_LocalInvocationID.x;
    g_low[i] = valid ? motion : vec3(1e30);
    g_high[i] = valid ? motion : vec3(-1e30);
    barrier();
    for (uint width = DRAPE_FLAT_WORKGROUP_SIZE / 2u; width > 0u; width /= 2u) {
        if (i < width) {
            g_low[i] = min(g_low[i], g_low[i + width]);
            g_high[i] = max(g_high[i], g_high[i + width]);
        }
        barrier();
    }
    if (i == 0u && g_low[0].x <= g_high[0].x) {
        for (int a = 0; a < 3; ++a) {
            atomicMin(s_words[DRAPE_SELF_BOX + a], orderedBits(g_low[0][a]));
            atomicMax(s_words[DRAPE_SELF_BOX + 3 + a], orderedBits(g_high[0][a]));
        }
    }
}
#endif

#ifdef DRAPE_SELF_VISITS_PAIRS
// Declared by the including kernel: what it does with each candidate q of p.
void visitPair(uint p, uint q);

// Calls visitPair(p, q) for each candidate q of particle p: its pair list, in
// ascending q; or, where the list overflowed, every particle but p and those it
// excludes in the 27 cells around its searched position (a superset of the
// pairs within the search radius, each once).
void forEachCandidate(uint p)
{
    uint count = s_words[u_pairCounts + p];
    if (count != c_pairsOverflowed) {
        for (uint k = 0u; k < count; ++k)
            visitPair(p, s_pairs[p * DRAPE_SELF_PAIR_CAPACITY + k]);
        return;
    }
    ivec3 centre = cellOf(s_searched[p].xyz);
    for (int k = 0; k < 27; ++k) {
        uint slot = tableSlotOf(centre + neighbourOffset(k));
        if (slotReadBefore(centre, k, slot))
            continue;
        for (uint e = cellStart(slot); e < cellStart(slot + 1u); ++e) {
            uint q = s_words[u_sorted + e];
            if (q != p && !excludes(p, q))
                visitPair(p, q);
        }
    }
}

// Whether p and q are closer than the thickness and not both held (SelfCollision's `touching`).
bool touching(uint p, vec3 xp, uint q)
{
    vec3 delta = xp - loadPosition(int(q));
    float d2 = dot(delta, delta);
    return d2 < u_thickness * u_thickness && d2 > 0.0 && !(held(p) && held(q));
}
#endif

// Every pass of the implicit integrator's multigrid cycle (engine/sim/GpuMultigrid.h)
// is one sparse operation on vec3 rows of the vectors buffer:
//   out_i = add_i + s_i (right_i − Σ_j M_ij in_j),   s_i = scale (× 1 / A_ii where given)
// a Chebyshev-weighted Jacobi sweep (add = in = e, right = r), a residual (no
// add), a restriction or prolongation (M = Pᵀ or P, scale = −1, no right), or
// the coarsest level's dense inverse. The pass's descriptor (u_pass) holds:
// rows, M's slice table and (column, value) pairs (sliced ELLPACK: a slice's
// k-th entries side by side, GpuMultigrid::append), 1 / A_ii, then the first
// rows of in, add, right and out in the vectors, the scale, and the lanes: the
// invocations that share a row (a power of two up to 32), each summing every
// lanes-th entry, so that a coarse level of few long rows still fills the
// device; a term left out is 0xffffffff. The regions a pass reads never
// overlap the one it writes.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

layout(std430, binding = DRAPE_MULTIGRID_BINDING_WORDS) readonly buffer Words { uint s_words[]; };
layout(std430, binding = DRAPE_MULTIGRID_BINDING_VECTORS) buffer Vectors { vec4 s_vectors[]; };

uniform uint u_pass;

const uint none = 0xffffffffu;

shared vec3 g_partial[DRAPE_FLAT_WORKGROUP_SIZE];

void main()
{
    uint invocation = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * DRAPE_FLAT_WORKGROUP_SIZE +
                      gl_LocalInvocationID.x;
    uint rows = s_words[u_pass], lanes = s_words[u_pass + 9u];
    uint i = invocation / lanes, lane = invocation % lanes;
    uint rowStart = s_words[u_pass + 1u], entries = s_words[u_pass + 2u];
    vec3 sum = vec3(0.0);
    if (i < rows && rowStart != none) {
        uint slice = rowStart + 2u * (i / DRAPE_MULTIGRID_SLICE_ROWS);
        uint width = s_words[slice + 1u];
        uint stride = 2u * DRAPE_MULTIGRID_SLICE_ROWS * lanes;
        uint at = entries + 2u * (s_words[slice] + lane * DRAPE_MULTIGRID_SLICE_ROWS + i % DRAPE_MULTIGRID_SLICE_ROWS);
        for (uint k = lane; k < width; k += lanes, at += stride)
            sum += uintBitsToFloat(s_words[at + 1u]) * s_vectors[s_words[u_pass + 4u] + s_words[at]].xyz;
    }
    // A row's lanes are adjacent invocations of one workgroup (lanes divides
    // its size): their sums meet in shared memory, halving each round. The
    // lanes are the same for the whole pass, so every invocation reaches the
    // same barriers.
    if (lanes > 1u) {
        uint local = gl_LocalInvocationID.x;
        g_partial[local] = sum;
        barrier();
        for (uint offset = lanes >> 1; offset > 0u; offset >>= 1) {
            if (lane < offset)
                g_partial[local] += g_partial[local + offset];
            barrier();
        }
        sum = g_partial[local];
    }
    if (i >= rows || lane != 0u)
        return;
    uint inverseDiagonal = s_words[u_pass + 3u], add = s_words[u_pass + 5u], right = s_words[u_pass + 6u];
    uint to = s_words[u_pass + 7u];
    float scale = uintBitsToFloat(s_words[u_pass + 8u]);
    vec3 value = right != none ? s_vectors[right + i].xyz : vec3(0.0);
    if (inverseDiagonal != none)
        scale *= uintBitsToFloat(s_words[inverseDiagonal + i]);
    vec3 base = add != none ? s_vectors[add + i].xyz : vec3(0.0);
    s_vectors[to + i] = vec4(base + scale * (value - sum), 0.0);
}

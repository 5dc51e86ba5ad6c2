// Every pass of the implicit integrator's multigrid cycle (engine/sim/GpuMultigrid.h)
// is one sparse operation on vec3 rows of the vectors buffer:
//   out_i = add_i + s_i (right_i − Σ_j M_ij in_j),   s_i = scale (× 1 / A_ii where given)
// a Chebyshev-weighted Jacobi sweep (add = in = e, right = r), a residual (no
// add), a restriction or prolongation (M = Pᵀ or P, scale = −1, no right), or
// the coarsest level's dense inverse. The pass's descriptor (u_pass) holds:
// rows, M's slice table and (column, value) pairs (sliced ELLPACK: a slice's
// k-th entries side by side, GpuMultigrid::append), 1 / A_ii, then the first
// rows of in, add, right and out in the vectors, and the scale; a term left
// out is 0xffffffff. The regions a pass reads never overlap the one it writes.

layout(local_size_x = DRAPE_FLAT_WORKGROUP_SIZE) in;

layout(std430, binding = DRAPE_MULTIGRID_BINDING_WORDS) readonly buffer Words { uint s_words[]; };
layout(std430, binding = DRAPE_MULTIGRID_BINDING_VECTORS) buffer Vectors { vec4 s_vectors[]; };

uniform uint u_pass;

const uint none = 0xffffffffu;

void main()
{
    uint i = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * DRAPE_FLAT_WORKGROUP_SIZE +
             gl_LocalInvocationID.x;
    uint rows = s_words[u_pass];
    if (i >= rows)
        return;
    uint rowStart = s_words[u_pass + 1u], entries = s_words[u_pass + 2u], inverseDiagonal = s_words[u_pass + 3u];
    uint from = s_words[u_pass + 4u], add = s_words[u_pass + 5u], right = s_words[u_pass + 6u];
    uint to = s_words[u_pass + 7u];
    float scale = uintBitsToFloat(s_words[u_pass + 8u]);
    vec3 sum = vec3(0.0);
    if (rowStart != none) {
        uint slice = rowStart + 2u * (i / DRAPE_MULTIGRID_SLICE_ROWS);
        uint width = s_words[slice + 1u];
        uint at = entries + 2u * (s_words[slice] + i % DRAPE_MULTIGRID_SLICE_ROWS);
        for (uint k = 0u; k < width; ++k, at += 2u * DRAPE_MULTIGRID_SLICE_ROWS)
            sum += uintBitsToFloat(s_words[at + 1u]) * s_vectors[from + s_words[at]].xyz;
    }
    vec3 value = right != none ? s_vectors[right + i].xyz : vec3(0.0);
    if (inverseDiagonal != none)
        scale *= uintBitsToFloat(s_words[inverseDiagonal + i]);
    vec3 base = add != none ? s_vectors[add + i].xyz : vec3(0.0);
    s_vectors[to + i] = vec4(base + scale * (value - sum), 0.0);
}

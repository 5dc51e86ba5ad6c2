// A mesh cloth's topology (engine/scene/ClothTopology.h) as GpuMeshSolver's
// kernels read it. The solver numbers the particles its own way, along a Morton
// curve of their rest positions, so that the 256 particles of a workgroup and
// their neighbours lie close together in memory; the user's order is kept at
// every boundary through userOf and solverOf. Each particle gathers its forces,
// without atomics, from two lists in sliced ELLPACK (per chunk of one
// workgroup's particles, end e of every particle side by side, padded to the
// chunk's longest list; docs/performance.md has why side by side): its spring
// ends, and the slots into which the element passes (air faces, bending
// hinges, membranes) write each element's force on each of its corners, listed
// in the order CpuSolver adds them. The step stages each workgroup's particles
// and their neighbours (its halo) in shared memory, so that what it gathers per
// spring or bending entry is read from there, not from the state.
#pragma once

#include "engine/contract/GpuContract.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Scene.h"

#include <array>
#include <cstdint>
#include <vector>

namespace drape::engine {

struct GpuMeshLayout {
    /// Particles per chunk of the ELLPACK lists: one workgroup of the mesh kernels.
    static constexpr std::uint32_t chunkSize = gpu::flatWorkgroupSize;
    /// The spring of a padding end, which joins a particle to itself and carries nothing.
    static constexpr std::uint32_t noSpring = ~0u;
    /// Words per chunk in `tables`: first spring end, ends per particle, first slot
    /// entry, slots per particle, and of those the air faces' and the hinges' (the
    /// membranes' are the rest): each kind is padded to its widest in the chunk;
    /// the bending rows (first word, entries per particle); the chunk's halo (first
    /// word, particles); where a chunk's stage could not hold every far particle,
    /// the first word of its ends' and of its rows' far particles by solver index
    /// (lists beside the ends and the rows), else 0; the first word of its ends as
    /// the step reads them (endWord), and its first entry in the palette.
    static constexpr std::uint32_t chunkWords = 14;
    /// The most particles the step stages per workgroup: the chunk's own, then its
    /// halo, in 2 × 16 bytes each within the 32 KiB of shared memory every OpenGL
    /// 4.3 device gives a compute shader (with some to spare).
    static constexpr std::uint32_t maxStaged = 960;
    /// A far particle's place in its chunk's stage takes the low 10 bits of a float
    /// (stagedWord); this value of them says it is not staged.
    static constexpr std::uint32_t stageMask = 0x3FFu;
    static constexpr std::uint32_t stageBits = 10;
    /// The step reads a particle's ends and bending entries this many at a time,
    /// so that their loads overlap; both lists are padded to a multiple of it.
    static constexpr std::uint32_t entryBatch = 4;
    static_assert(maxStaged <= stageMask && stageMask + 1 == 1u << stageBits);

    std::vector<std::uint32_t> userOf;    ///< the user's index of the solver's particle i
    std::vector<std::uint32_t> solverOf;  ///< the solver's index of the user's particle p

    /// Spring ends: end e of solver particle i at chunk start + e·chunkSize + i mod chunkSize.
    std::vector<std::uint32_t> endOther;   ///< the far particle (solver index); the particle itself in padding
    std::vector<std::uint32_t> endSpring;  ///< index into ClothTopology::springs, or noSpring
    /// The far particle's place in its chunk's stage (the chunk's particle i at i,
    /// halo particle h at chunkSize + h), or stageMask where the halo was full.
    std::vector<std::uint32_t> endStaged;
    /// The largest stage of any chunk: chunkSize plus the longest halo.
    std::uint32_t stagedMax = chunkSize;
    /// Each chunk's palette of spring values: one entry per distinct rest length
    /// and stiffness weights among its ends (a regular mesh has a handful), named
    /// by one spring that has them, the chunks' palettes one after the other. The
    /// step reads an end as one word (its place in the stage, and its entry in
    /// the chunk's palette above stageBits) and the entry's values from
    /// packedSpringValues: 4 bytes an end, and the palette from cache.
    std::vector<std::uint32_t> paletteSpring;

    /// Everything the kernels look up per particle, as 32-bit words: the chunk
    /// table (chunkWords a chunk, from word 0), each particle's mass share (float
    /// bits, from massShareOffset), its user index (from userOffset) and its
    /// element slots (from the chunk table's slot starts).
    std::vector<std::uint32_t> tables;
    std::uint32_t massShareOffset = 0;
    std::uint32_t userOffset = 0;

    /// Where each kind's slots begin: one slot per air face (its corners share its
    /// drag equally), four per hinge, three per membrane, in the order of the
    /// packed elements below; zeroSlot is never written and pads the slot lists.
    std::uint32_t airSlotBase = 0;
    std::uint32_t hingeSlotBase = 0;
    std::uint32_t membraneSlotBase = 0;
    std::uint32_t zeroSlot = 0;

    /// Set when every hinge's rest shape is flat: the hinges' force is then the
    /// fixed linear map −B Q y (MeshBending.h) with Q = Σ c K_eᵀ K_e, and each
    /// particle's row of Q, its entries for the other particles, is a sliced-ELLPACK
    /// list in `tables` from the chunk table's bending words, each entry the weight
    /// and the far particle's place in the stage as one stagedWord; the step
    /// gathers Σ_q Q_pq (y_q − y_p), which the rows' zero sum makes the same,
    /// instead of the hinge pass and its slots. Padding: the particle itself, weight 0.
    bool linearBending = false;

    /// The elements with solver particle indices, each kind sorted by its lowest
    /// particle (for locality), as the shaders' structs (cloth_mesh_*.comp):
    std::vector<std::uint32_t> airFaces;   ///< 4 words: the corners, the fourth ~0u for a triangle
    std::vector<std::uint32_t> hinges;     ///< 12 words: corners, weights, rest curvature and coefficient (floats)
    std::vector<std::uint32_t> membranes;  ///< 8 words: corners and area, D_m⁻¹ by columns (floats)

    std::size_t particleCount() const { return userOf.size(); }
    std::size_t chunkCount() const { return (userOf.size() + chunkSize - 1) / chunkSize; }
    std::size_t airFaceCount() const { return airFaces.size() / 4; }
    std::size_t hingeCount() const { return hinges.size() / 12; }
    std::size_t membraneCount() const { return membranes.size() / 8; }
};

/// The layout of `topology` (any surface; a grid's plate bending is not in it).
GpuMeshLayout gpuMeshLayout(const ClothTopology& topology);

/// The spring ends as the strain-limiting passes read them, two words an end:
/// the far particle, and as a float the longest length strain limiting allows,
/// (1 + limit) L0, or 0 where the spring's type is free (and in padding).
std::vector<std::uint32_t> packedLimitEnds(const GpuMeshLayout& layout, const ClothTopology& topology,
                                           const StrainLimits& limits);

/// The palette's values as cloth_mesh_step.comp reads them, two floats an
/// entry: the rest length, and the stiffness for `stiffness`.
std::vector<float> packedSpringValues(const GpuMeshLayout& layout, const ClothTopology& topology,
                                      const SpringStiffness& stiffness);

/// `value` as a float rounded to 13 significant bits (a relative error of at
/// most 6.1e-5), its low 10 bits holding `staged` (< 1024): a value and a far
/// particle in the 4 bytes the step reads per entry. cloth_mesh_step.comp takes
/// them apart.
std::uint32_t stagedWord(double value, std::uint32_t staged);

}  // namespace drape::engine

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
// in the order CpuSolver adds them.
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
    /// then the bending rows' far particles (first word, entries per particle) and
    /// their weights (first word, entries per particle).
    static constexpr std::uint32_t chunkWords = 10;

    std::vector<std::uint32_t> userOf;    ///< the user's index of the solver's particle i
    std::vector<std::uint32_t> solverOf;  ///< the solver's index of the user's particle p

    /// Spring ends: end e of solver particle i at chunk start + e·chunkSize + i mod chunkSize.
    std::vector<std::uint32_t> endOther;   ///< the far particle (solver index); the particle itself in padding
    std::vector<std::uint32_t> endSpring;  ///< index into ClothTopology::springs, or noSpring

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
    /// particle's row of Q, its entries for the other particles (far particles and
    /// weights, two sliced-ELLPACK lists from the chunk table's bending words), is
    /// in `tables`; the step gathers Σ_q Q_pq (y_q − y_p), which the rows' zero sum
    /// makes the same, instead of the hinge pass and its slots. Padding: the
    /// particle itself, weight 0.
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

/// The spring ends as cloth_mesh_step.comp reads them, four words an end: the
/// far particle, then as floats the rest length, the stiffness for `stiffness`,
/// and the longest length strain limiting allows, (1 + limit) L0, or 0 where the
/// spring's type is free. Padding ends are all zero but their far particle.
std::vector<std::uint32_t> packedSpringEnds(const GpuMeshLayout& layout, const ClothTopology& topology,
                                            const SpringStiffness& stiffness, const StrainLimits& limits);

}  // namespace drape::engine

// Self-collision on the GPU backends (docs/physics.md, "Self-collision"):
// SelfCollision's particle–particle repulsion, its Verlet list and its Jacobi
// passes, in float32 over a solver's state (GpuClothState), whatever order its
// slots hold the particles in. Per step, after strain limiting:
//   self_collision_motion.comp   the box of every particle's motion since the last search;
// then per pass:
//   self_collision_decide.comp   stale pairs (the box wider than the skin) switch the search's dispatches on;
//   the search, dispatched indirectly (no work when the pairs are fresh):
//     self_collision_clear.comp, _bin.comp, _scan.comp (levels up, then down),
//     _sort.comp: a uniform grid of cells (1 + skin) × thickness wide, hashed
//     into a table, built by a counting sort by cell (ParticleGrid.h);
//     self_collision_pairs.comp: each particle's candidates, ascending;
//   self_collision_count.comp    each particle's contacts;
//   self_collision_resolve.comp  the corrections, into the next x and s, and the
//                                 box of motions for the next pass.
// Nothing comes back to the CPU. Made, used and destroyed with the solver's GL context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Scene.h"
#include "engine/sim/GpuClothState.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace drape::engine {

class GpuSelfCollision {
public:
    /// Candidates a particle's list holds; one with more reads the cells in every pass.
    static constexpr std::uint32_t pairCapacity = 32;

    /// `slotOf[p]`: the state slot of `topology`'s particle p; `slots`: the
    /// state's slots, padding included; `stateDefine`: GpuClothState::shaderDefine().
    /// Throws GlError when the driver reports less free GPU memory than it needs,
    /// when a shader does not compile or memory runs out.
    GpuSelfCollision(const ClothTopology& topology, std::span<const std::uint32_t> slotOf, std::size_t slots,
                     const std::string& stateDefine);

    /// Runs selfCollisionIterations Jacobi passes over `state`, leaving the result
    /// as its current x and s. `grabbedSlot`: the slot the user holds, or −1.
    void resolve(GpuClothState& state, const SelfCollisionSpec& spec, int grabbedSlot);
    /// Forgets the pairs found, for a cloth put back at rest.
    void forgetPairs();

private:
    /// One indirect dispatch's full workgroup counts: x, y, 1.
    struct Dispatch {
        std::uint32_t x = 0, y = 1, z = 1;
    };
    void bindBuffers() const;
    void dispatchIndirect(const GlProgram& program, std::size_t dispatch) const;
    void dispatchOverSlots(const GlProgram& program) const;
    void scanTable();

    std::size_t m_slots = 0;
    std::uint32_t m_tableSize = 0;
    /// The scan's levels: level 0 the table's counts, each next one the sums of
    /// the blocks of the one before; their words and lengths.
    std::vector<std::uint32_t> m_levelWords, m_levelLengths;
    GlBuffer m_words, m_searched, m_pairs;
    GlProgram m_motion, m_decide, m_clear, m_bin, m_scan, m_sort, m_pairsProgram, m_count, m_resolve;
};

}  // namespace drape::engine

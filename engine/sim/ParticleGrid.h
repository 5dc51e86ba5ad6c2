// A uniform grid of cubic cells over particles, hashed into a table and built
// by a counting sort by cell (Teschner et al., "Optimized spatial hashing for
// collision detection of deformable objects", VMV 2003): count the particles
// per table slot, prefix-sum the counts, then place each particle, in order of
// index, after the ones before it in its slot. A GPU builds the same with
// atomic counts and a scan. Finding the particles near a point reads the 27
// cells around it; cells that hash to one slot share it, so callers check
// distances, and a slot reached through two cells is read once.
#pragma once

#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

class ParticleGrid {
public:
    /// Sorts `positions` into cells of side `cellSize` (m, > 0).
    void build(std::span<const glm::dvec3> positions, double cellSize);

    /// Calls f(q) for every particle q in the 27 cells around `x` (and any that
    /// share their slots), each once: every particle within cellSize of x among them.
    template <typename F>
    void forEachNear(const glm::dvec3& x, F&& f) const
    {
        std::array<std::uint32_t, 27> slots;
        const std::size_t count = slotsAround(x, slots);
        for (std::size_t s = 0; s < count; ++s)
            for (std::uint32_t k = m_slotStart[slots[s]]; k < m_slotStart[slots[s] + 1]; ++k)
                f(m_sorted[k]);
    }

private:
    std::array<std::int32_t, 3> cellOf(const glm::dvec3& x) const;
    std::uint32_t slotOf(const std::array<std::int32_t, 3>& cell) const;
    /// The distinct slots of the 27 cells around x, ascending; returns how many.
    std::size_t slotsAround(const glm::dvec3& x, std::array<std::uint32_t, 27>& slots) const;

    double m_cellSize = 1.0;
    std::uint32_t m_slotMask = 0;               ///< table size − 1, a power of two
    std::vector<std::uint32_t> m_slotOfParticle;
    std::vector<std::uint32_t> m_slotStart;     ///< slot s holds m_sorted[m_slotStart[s] .. m_slotStart[s + 1])
    std::vector<std::uint32_t> m_sorted;        ///< particles by slot, each slot's by index
};

}  // namespace drape::engine

// A uniform grid of cubic cells over particles, hashed into a table and built
// by a counting sort by cell (Teschner et al., "Optimized spatial hashing for
// collision detection of deformable objects", VMV 2003): count the particles
// per table slot, prefix-sum the counts, then place each particle, in order of
// index, after the ones before it in its slot. A GPU builds the same with
// atomic counts and a scan. Finding the particles near a point reads the 27
// cells around it; cells that hash to one slot share it, so callers check
// distances, and a slot that two of the 27 cells hash to is read twice.
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
    /// share their slots): every particle within cellSize of x among them, and
    /// more than once where two of the cells share a slot (rare: callers sort and
    /// drop repeats rather than pay for finding them here).
    template <typename F>
    void forEachNear(const glm::dvec3& x, F&& f) const
    {
        const std::array<std::int32_t, 3> centre = cellOf(x);
        for (std::int32_t dz = -1; dz <= 1; ++dz)
            for (std::int32_t dy = -1; dy <= 1; ++dy)
                for (std::int32_t dx = -1; dx <= 1; ++dx) {
                    const std::uint32_t slot = slotOf({centre[0] + dx, centre[1] + dy, centre[2] + dz});
                    for (std::uint32_t k = m_slotStart[slot]; k < m_slotStart[slot + 1]; ++k)
                        f(m_sorted[k]);
                }
    }

private:
    std::array<std::int32_t, 3> cellOf(const glm::dvec3& x) const;
    std::uint32_t slotOf(const std::array<std::int32_t, 3>& cell) const;

    double m_cellSize = 1.0;
    std::uint32_t m_slotMask = 0;               ///< table size − 1, a power of two
    std::vector<std::uint32_t> m_slotOfParticle;
    std::vector<std::uint32_t> m_slotStart;     ///< slot s holds m_sorted[m_slotStart[s] .. m_slotStart[s + 1])
    std::vector<std::uint32_t> m_sorted;        ///< particles by slot, each slot's by index
};

}  // namespace drape::engine

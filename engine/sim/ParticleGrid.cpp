#include "engine/sim/ParticleGrid.h"

#include <cmath>

namespace drape::engine {

void ParticleGrid::build(std::span<const glm::dvec3> positions, double cellSize)
{
    m_cellSize = cellSize;
    // At least twice as many slots as particles keeps unrelated cells apart.
    std::uint32_t tableSize = 1;
    while (tableSize < 2 * positions.size())
        tableSize *= 2;
    m_slotMask = tableSize - 1;
    m_slotOfParticle.resize(positions.size());
    m_slotStart.assign(std::size_t(tableSize) + 1, 0);
    for (std::size_t p = 0; p < positions.size(); ++p) {
        m_slotOfParticle[p] = slotOf(cellOf(positions[p]));
        ++m_slotStart[m_slotOfParticle[p] + 1];
    }
    for (std::size_t s = 0; s < tableSize; ++s)
        m_slotStart[s + 1] += m_slotStart[s];
    m_sorted.resize(positions.size());
    std::vector<std::uint32_t> filled(m_slotStart.begin(), m_slotStart.end() - 1);
    for (std::size_t p = 0; p < positions.size(); ++p)
        m_sorted[filled[m_slotOfParticle[p]]++] = std::uint32_t(p);
}

std::array<std::int32_t, 3> ParticleGrid::cellOf(const glm::dvec3& x) const
{
    // Clamped, so that a far or non-finite position (a diverged cloth) still has a cell.
    constexpr double reach = 1 << 30;
    std::array<std::int32_t, 3> cell{};
    for (int a = 0; a < 3; ++a) {
        const double c = std::floor(x[a] / m_cellSize);
        cell[std::size_t(a)] = std::int32_t(c > -reach ? (c < reach ? c : reach) : -reach);
    }
    return cell;
}

std::uint32_t ParticleGrid::slotOf(const std::array<std::int32_t, 3>& cell) const
{
    // Teschner et al.'s primes; unsigned arithmetic wraps, as on a GPU.
    const std::uint32_t h = (std::uint32_t(cell[0]) * 73856093u) ^ (std::uint32_t(cell[1]) * 19349663u) ^
                            (std::uint32_t(cell[2]) * 83492791u);
    return h & m_slotMask;
}

}  // namespace drape::engine

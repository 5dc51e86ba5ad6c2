#include "engine/sim/GpuMeshLayout.h"

#include <glm/common.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <map>
#include <numeric>

namespace drape::engine {
namespace {

/// The 10 bits of v spread to every third bit.
std::uint32_t spreadBits(std::uint32_t v)
{
    v &= 0x3FFu;
    v = (v | (v << 16)) & 0x030000FFu;
    v = (v | (v << 8)) & 0x0300F00Fu;
    v = (v | (v << 4)) & 0x030C30C3u;
    v = (v | (v << 2)) & 0x09249249u;
    return v;
}

/// The user's particles in the order of the Morton (Z-order) curve through
/// their rest positions, quantised to 1024 steps along the longest side of
/// their bounding box; ties keep the user's order.
std::vector<std::uint32_t> mortonOrder(const std::vector<glm::dvec3>& rest)
{
    glm::dvec3 low(INFINITY), high(-INFINITY);
    for (const glm::dvec3& x : rest) {
        low = glm::min(low, x);
        high = glm::max(high, x);
    }
    const glm::dvec3 size = high - low;
    const double side = std::max({size.x, size.y, size.z});
    const double scale = side > 0.0 ? 1023.0 / side : 0.0;
    std::vector<std::uint32_t> code(rest.size());
    for (std::size_t p = 0; p < rest.size(); ++p) {
        const glm::dvec3 q = (rest[p] - low) * scale;
        code[p] = spreadBits(std::uint32_t(q.x)) | spreadBits(std::uint32_t(q.y)) << 1 |
                  spreadBits(std::uint32_t(q.z)) << 2;
    }
    std::vector<std::uint32_t> order(rest.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return code[a] < code[b]; });
    return order;
}

std::uint32_t bitsOf(double value)
{
    return std::bit_cast<std::uint32_t>(float(value));
}

/// Lists of words per solver particle, laid out in sliced ELLPACK: per chunk,
/// entry e of each of its particles side by side, padded with `padding(i)` to
/// the chunk's longest list, rounded up to a multiple of `multiple`. Writes each
/// chunk's start and width at `chunkTable[c·chunkWords + field]` (starts offset
/// by `base`) and returns the laid-out words.
template <typename Padding>
std::vector<std::uint32_t> slicedEll(const std::vector<std::vector<std::uint32_t>>& lists, std::uint32_t base,
                                     std::vector<std::uint32_t>& chunkTable, std::size_t field, Padding padding,
                                     std::size_t multiple = 1)
{
    constexpr std::uint32_t chunk = GpuMeshLayout::chunkSize;
    std::vector<std::uint32_t> words;
    for (std::size_t first = 0; first < lists.size(); first += chunk) {
        const std::size_t last = std::min(lists.size(), first + chunk);
        std::size_t width = 0;
        for (std::size_t i = first; i < last; ++i)
            width = std::max(width, lists[i].size());
        width = (width + multiple - 1) / multiple * multiple;
        const std::size_t c = first / chunk;
        chunkTable[c * GpuMeshLayout::chunkWords + field] = base + std::uint32_t(words.size());
        chunkTable[c * GpuMeshLayout::chunkWords + field + 1] = std::uint32_t(width);
        const std::size_t start = words.size();
        words.resize(start + width * chunk, 0u);
        for (std::size_t e = 0; e < width; ++e)
            for (std::size_t i = first; i < first + chunk; ++i)
                words[start + e * chunk + (i - first)] =
                    i < last && e < lists[i].size() ? lists[i][e] : padding(std::uint32_t(i));
    }
    return words;
}

/// The order in which to store elements: by their lowest solver particle, ties in the topology's order.
template <typename Element, typename Corners>
std::vector<std::uint32_t> storageOrder(const std::vector<Element>& elements,
                                        const std::vector<std::uint32_t>& solverOf, Corners corners)
{
    std::vector<std::uint32_t> lowest(elements.size(), ~0u);
    for (std::size_t k = 0; k < elements.size(); ++k)
        for (std::uint32_t p : corners(elements[k]))
            lowest[k] = std::min(lowest[k], solverOf[p]);
    std::vector<std::uint32_t> order(elements.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return lowest[a] < lowest[b]; });
    return order;
}

std::vector<std::uint32_t> positionsOf(const std::vector<std::uint32_t>& order)
{
    std::vector<std::uint32_t> position(order.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        position[order[k]] = std::uint32_t(k);
    return position;
}

/// Each solver particle's row of Q = Σ c K_eᵀ K_e off the diagonal: the far
/// particles (solver indices) and the weights, by far particle.
void bendingRows(const ClothTopology& topology, const std::vector<std::uint32_t>& solverOf,
                 std::vector<std::vector<std::uint32_t>>& others, std::vector<std::vector<double>>& weights)
{
    std::vector<std::vector<std::pair<std::uint32_t, double>>> rows(solverOf.size());
    for (const BendingHinge& hinge : topology.hinges)
        for (std::size_t r = 0; r < 4; ++r)
            for (std::size_t s = 0; s < 4; ++s) {
                const std::uint32_t p = solverOf[hinge.particle[r]], q = solverOf[hinge.particle[s]];
                if (p == q)
                    continue;
                const double weight = hinge.coefficient * hinge.weight[r] * hinge.weight[s];
                auto& row = rows[p];
                const auto found = std::find_if(row.begin(), row.end(), [q](const auto& entry) { return entry.first == q; });
                if (found == row.end())
                    row.emplace_back(q, weight);
                else
                    found->second += weight;
            }
    others.assign(rows.size(), {});
    weights.assign(rows.size(), {});
    for (std::size_t p = 0; p < rows.size(); ++p) {
        std::sort(rows[p].begin(), rows[p].end());
        for (const auto& [q, weight] : rows[p]) {
            others[p].push_back(q);
            weights[p].push_back(weight);
        }
    }
}

/// Stages each chunk for the step: each chunk's halo, the far particles outside
/// it that `lists` name (solver indices), the lowest maxStaged − chunkSize of
/// them where there are more; and `lists` with each far particle as its place in
/// its chunk's stage, or stageMask where it is not staged.
std::vector<std::vector<std::uint32_t>> stageChunks(const std::vector<const std::vector<std::vector<std::uint32_t>>*>& lists,
                                                    std::vector<std::vector<std::vector<std::uint32_t>>>& staged)
{
    constexpr std::uint32_t chunk = GpuMeshLayout::chunkSize;
    const std::size_t n = lists.front()->size();
    std::vector<std::vector<std::uint32_t>> halos((n + chunk - 1) / chunk);
    staged.clear();
    for (const auto* list : lists)
        staged.push_back(*list);
    for (std::size_t c = 0; c < halos.size(); ++c) {
        const std::uint32_t first = std::uint32_t(c) * chunk, last = std::uint32_t(std::min<std::size_t>(n, first + chunk));
        std::vector<std::uint32_t>& halo = halos[c];
        for (const auto* list : lists)
            for (std::uint32_t i = first; i < last; ++i)
                for (std::uint32_t q : (*list)[i])
                    if (q < first || q >= last)
                        halo.push_back(q);
        std::sort(halo.begin(), halo.end());
        halo.erase(std::unique(halo.begin(), halo.end()), halo.end());
        halo.resize(std::min<std::size_t>(halo.size(), GpuMeshLayout::maxStaged - chunk));
        for (auto& list : staged)
            for (std::uint32_t i = first; i < last; ++i)
                for (std::uint32_t& q : list[i]) {
                    if (q >= first && q < last) {
                        q -= first;
                        continue;
                    }
                    const auto found = std::lower_bound(halo.begin(), halo.end(), q);
                    q = found != halo.end() && *found == q ? chunk + std::uint32_t(found - halo.begin())
                                                           : GpuMeshLayout::stageMask;
                }
    }
    return halos;
}

/// Whether any of the chunk's `width` entries per particle from `start` in `words` is not staged.
bool anyUnstaged(const std::vector<std::uint32_t>& words, std::size_t start, std::size_t width)
{
    for (std::size_t k = start; k < start + width * GpuMeshLayout::chunkSize; ++k)
        if ((words[k] & GpuMeshLayout::stageMask) == GpuMeshLayout::stageMask)
            return true;
    return false;
}

std::vector<std::uint32_t> cornersOf(const AirFace& face)
{
    return {face.particle.begin(), face.particle.begin() + face.corners};
}

std::vector<std::uint32_t> cornersOf(const BendingHinge& hinge)
{
    return {hinge.particle.begin(), hinge.particle.end()};
}

std::vector<std::uint32_t> cornersOf(const MembraneTriangle& membrane)
{
    return {membrane.particle.begin(), membrane.particle.end()};
}

}  // namespace

GpuMeshLayout gpuMeshLayout(const ClothTopology& topology)
{
    GpuMeshLayout layout;
    const std::size_t n = topology.particleCount();
    layout.userOf = mortonOrder(topology.rest);
    layout.solverOf = positionsOf(layout.userOf);
    const auto& solverOf = layout.solverOf;
    const auto corners = [](const auto& element) { return cornersOf(element); };

    // Spring ends in CpuSolver's order (by the far particle's user index).
    std::vector<std::vector<std::uint32_t>> others(n), springs(n);
    for (std::size_t i = 0; i < n; ++i)
        for (const SpringEnd& end : topology.springsOf(layout.userOf[i])) {
            others[i].push_back(solverOf[end.other]);
            springs[i].push_back(end.spring);
        }

    // Slots, and each particle's slots in the order CpuSolver adds the forces:
    // air faces, hinges, membranes, each kind in the topology's order.
    const std::vector<std::uint32_t> airOrder = storageOrder(topology.airFaces, solverOf, corners);
    const std::vector<std::uint32_t> hingeOrder = storageOrder(topology.hinges, solverOf, corners);
    const std::vector<std::uint32_t> membraneOrder = storageOrder(topology.membranes, solverOf, corners);
    const std::vector<std::uint32_t> airAt = positionsOf(airOrder), hingeAt = positionsOf(hingeOrder),
                                     membraneAt = positionsOf(membraneOrder);
    layout.airSlotBase = 0;
    layout.hingeSlotBase = layout.airSlotBase + std::uint32_t(topology.airFaces.size());
    layout.membraneSlotBase = layout.hingeSlotBase + 4 * std::uint32_t(topology.hinges.size());
    layout.zeroSlot = layout.membraneSlotBase + 3 * std::uint32_t(topology.membranes.size());
    std::array<std::vector<std::vector<std::uint32_t>>, 3> kindSlots;   // air, hinges, membranes
    for (auto& lists : kindSlots)
        lists.resize(n);
    for (std::size_t f = 0; f < topology.airFaces.size(); ++f)
        for (std::uint32_t p : cornersOf(topology.airFaces[f]))
            kindSlots[0][solverOf[p]].push_back(layout.airSlotBase + airAt[f]);
    for (std::size_t h = 0; h < topology.hinges.size(); ++h)
        for (std::uint32_t r = 0; r < 4; ++r)
            kindSlots[1][solverOf[topology.hinges[h].particle[r]]].push_back(layout.hingeSlotBase + 4 * hingeAt[h] + r);
    for (std::size_t m = 0; m < topology.membranes.size(); ++m)
        for (std::uint32_t c = 0; c < 3; ++c)
            kindSlots[2][solverOf[topology.membranes[m].particle[c]]].push_back(layout.membraneSlotBase +
                                                                                3 * membraneAt[m] + c);

    const std::size_t chunks = layout.chunkCount();
    std::vector<std::uint32_t> chunkTable(chunks * GpuMeshLayout::chunkWords, 0u);
    // Each kind padded to its widest in the chunk, so that a kind that does not
    // run (no air, no bending) is skipped as a whole: the chunk's air and hinge widths.
    std::vector<std::vector<std::uint32_t>> slots(n);
    for (std::size_t c = 0; c < chunks; ++c) {
        const std::size_t first = c * GpuMeshLayout::chunkSize, last = std::min(n, first + GpuMeshLayout::chunkSize);
        for (std::size_t kind = 0; kind < 3; ++kind) {
            std::size_t width = 0;
            for (std::size_t i = first; i < last; ++i)
                width = std::max(width, kindSlots[kind][i].size());
            if (kind < 2)
                chunkTable[c * GpuMeshLayout::chunkWords + 4 + kind] = std::uint32_t(width);
            for (std::size_t i = first; i < last; ++i) {
                std::vector<std::uint32_t>& list = kindSlots[kind][i];
                list.resize(width, layout.zeroSlot);
                slots[i].insert(slots[i].end(), list.begin(), list.end());
            }
        }
    }
    // The step reads ends and bending entries four at a time.
    constexpr std::size_t batch = GpuMeshLayout::entryBatch;
    layout.endOther = slicedEll(others, 0, chunkTable, 0, [](std::uint32_t i) { return i; }, batch);
    layout.endSpring =
        slicedEll(springs, 0, chunkTable, 0, [](std::uint32_t) { return GpuMeshLayout::noSpring; }, batch);
    layout.massShareOffset = std::uint32_t(chunkTable.size());
    layout.userOffset = layout.massShareOffset + std::uint32_t(n);
    const std::uint32_t slotsOffset = layout.userOffset + std::uint32_t(n);
    const std::vector<std::uint32_t> slotWords =
        slicedEll(slots, slotsOffset, chunkTable, 2, [&](std::uint32_t) { return layout.zeroSlot; });
    layout.tables = std::move(chunkTable);
    for (std::size_t i = 0; i < n; ++i)
        layout.tables.push_back(bitsOf(topology.massShare[layout.userOf[i]]));
    layout.tables.insert(layout.tables.end(), layout.userOf.begin(), layout.userOf.end());
    layout.tables.insert(layout.tables.end(), slotWords.begin(), slotWords.end());
    layout.linearBending = !topology.hinges.empty() &&
                           std::all_of(topology.hinges.begin(), topology.hinges.end(),
                                       [](const BendingHinge& h) { return h.restCurvature == glm::dvec3(0.0); });
    std::vector<std::vector<std::uint32_t>> rowOthers(n);
    std::vector<std::vector<double>> rowWeights(n);
    if (layout.linearBending)
        bendingRows(topology, solverOf, rowOthers, rowWeights);
    std::vector<std::vector<std::vector<std::uint32_t>>> staged;
    const std::vector<std::vector<std::uint32_t>> halos = stageChunks({&others, &rowOthers}, staged);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t e = 0; e < rowWeights[i].size(); ++e)
            staged[1][i][e] = stagedWord(rowWeights[i][e], staged[1][i][e]);
    // The padding of staged lists is the particle itself, weight 0: its place in its chunk.
    const auto self = [](std::uint32_t i) { return i % GpuMeshLayout::chunkSize; };
    constexpr std::uint32_t chunk = GpuMeshLayout::chunkSize;
    layout.endStaged = slicedEll(staged[0], 0, layout.tables, 0, self, batch);
    const std::vector<std::uint32_t> rowWords =
        slicedEll(staged[1], std::uint32_t(layout.tables.size()), layout.tables, 6, self, batch);
    layout.tables.insert(layout.tables.end(), rowWords.begin(), rowWords.end());
    // The far particles by solver index, beside the ends and the rows, for the chunks whose stage is short of some.
    std::vector<std::uint32_t> rowChunks(chunks * GpuMeshLayout::chunkWords);
    const std::vector<std::uint32_t> rowGlobal =
        slicedEll(rowOthers, 0, rowChunks, 6, [](std::uint32_t i) { return i; }, batch);
    // Each chunk's palette, in the order of first use, and its ends as the step reads them.
    std::vector<std::uint32_t> endWords(layout.endStaged.size());
    for (std::size_t c = 0; c < chunks; ++c) {
        std::uint32_t* table = &layout.tables[c * GpuMeshLayout::chunkWords];
        table[13] = std::uint32_t(layout.paletteSpring.size());
        std::map<std::array<double, 4>, std::uint32_t> palette;
        for (std::size_t at = table[0]; at < table[0] + std::size_t(table[1]) * chunk; ++at) {
            std::uint32_t entry = 0;  // padding: any entry, its spring has length zero
            if (layout.endSpring[at] != GpuMeshLayout::noSpring) {
                const TopologySpring& spring = topology.springs[layout.endSpring[at]];
                const std::array<double, 4> key{spring.restLength, spring.weight[0], spring.weight[1], spring.weight[2]};
                const auto [found, added] = palette.emplace(key, std::uint32_t(palette.size()));
                if (added)
                    layout.paletteSpring.push_back(layout.endSpring[at]);
                entry = found->second;
            }
            endWords[at] = layout.endStaged[at] | entry << GpuMeshLayout::stageBits;
        }
    }
    const auto endWordsOffset = std::uint32_t(layout.tables.size());
    layout.tables.insert(layout.tables.end(), endWords.begin(), endWords.end());
    for (std::size_t c = 0; c < chunks; ++c) {
        std::uint32_t* table = &layout.tables[c * GpuMeshLayout::chunkWords];
        table[12] = endWordsOffset + table[0];
        table[8] = std::uint32_t(layout.tables.size());
        table[9] = std::uint32_t(halos[c].size());
        layout.tables.insert(layout.tables.end(), halos[c].begin(), halos[c].end());
        layout.stagedMax = std::max(layout.stagedMax, chunk + std::uint32_t(halos[c].size()));
        table = &layout.tables[c * GpuMeshLayout::chunkWords];
        if (anyUnstaged(layout.endStaged, table[0], table[1])) {
            table[10] = std::uint32_t(layout.tables.size());
            const auto from = layout.endOther.begin() + std::ptrdiff_t(table[0]);
            layout.tables.insert(layout.tables.end(), from, from + std::ptrdiff_t(table[1] * chunk));
        }
        table = &layout.tables[c * GpuMeshLayout::chunkWords];
        if (anyUnstaged(layout.tables, table[6], table[7])) {
            table[11] = std::uint32_t(layout.tables.size());
            const auto from = rowGlobal.begin() + std::ptrdiff_t(rowChunks[c * GpuMeshLayout::chunkWords + 6]);
            layout.tables.insert(layout.tables.end(), from, from + std::ptrdiff_t(table[7] * chunk));
        }
    }

    for (std::uint32_t f : airOrder) {
        const AirFace& face = topology.airFaces[f];
        for (std::size_t c = 0; c < 4; ++c)
            layout.airFaces.push_back(c < face.corners ? solverOf[face.particle[c]] : ~0u);
    }
    for (std::uint32_t h : hingeOrder) {
        const BendingHinge& hinge = topology.hinges[h];
        for (std::uint32_t p : hinge.particle)
            layout.hinges.push_back(solverOf[p]);
        for (double w : hinge.weight)
            layout.hinges.push_back(bitsOf(w));
        for (int c = 0; c < 3; ++c)
            layout.hinges.push_back(bitsOf(hinge.restCurvature[c]));
        layout.hinges.push_back(bitsOf(hinge.coefficient));
    }
    for (std::uint32_t m : membraneOrder) {
        const MembraneTriangle& membrane = topology.membranes[m];
        for (std::uint32_t p : membrane.particle)
            layout.membranes.push_back(solverOf[p]);
        layout.membranes.push_back(bitsOf(membrane.area));
        for (int column = 0; column < 2; ++column)
            for (int row = 0; row < 2; ++row)
                layout.membranes.push_back(bitsOf(membrane.restInverse[column][row]));
    }
    return layout;
}

std::vector<std::uint32_t> packedLimitEnds(const GpuMeshLayout& layout, const ClothTopology& topology,
                                           const StrainLimits& limits)
{
    std::vector<std::uint32_t> words(2 * layout.endOther.size(), 0u);
    for (std::size_t e = 0; e < layout.endOther.size(); ++e) {
        words[2 * e] = layout.endOther[e];
        if (layout.endSpring[e] == GpuMeshLayout::noSpring)
            continue;
        const TopologySpring& spring = topology.springs[layout.endSpring[e]];
        const double limit = strainLimitOf(limits, spring.type);
        words[2 * e + 1] = bitsOf(limit > 0.0 ? (1.0 + limit) * spring.restLength : 0.0);
    }
    return words;
}

std::vector<float> packedSpringValues(const GpuMeshLayout& layout, const ClothTopology& topology,
                                      const SpringStiffness& stiffness)
{
    std::vector<float> values;
    values.reserve(2 * layout.paletteSpring.size());
    for (std::uint32_t s : layout.paletteSpring) {
        values.push_back(float(topology.springs[s].restLength));
        values.push_back(float(springStiffness(topology.springs[s], stiffness)));
    }
    return values;
}

std::uint32_t stagedWord(double value, std::uint32_t staged)
{
    // Round the magnitude half up at bit 10 (a carry into the exponent is the right result), then place `staged`.
    const std::uint32_t rounded = (bitsOf(value) + (GpuMeshLayout::stageMask + 1) / 2) & ~GpuMeshLayout::stageMask;
    return rounded | staged;
}

}  // namespace drape::engine

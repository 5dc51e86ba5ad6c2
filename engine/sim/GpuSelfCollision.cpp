#include "engine/sim/GpuSelfCollision.h"

#include "engine/contract/GpuContract.h"
#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/scene/SelfCollisionExclusion.h"
#include "engine/sim/SelfCollision.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <limits>

namespace drape::engine {
namespace {

constexpr GLbitfield allShaderWrites = GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
/// Workgroups per row of a dispatch's grid: below every device's limit of 65535.
constexpr std::uint32_t groupsPerRow = 32768;
/// Words a workgroup of self_collision_scan.comp scans.
constexpr std::uint32_t scanBlock = 4 * gpu::flatWorkgroupSize;

// The control words at the start of the words buffer (shaders/self_collision.glsl).
constexpr std::uint32_t radiusWord = 0;
constexpr std::uint32_t boxWord = 1;     // 3 lows, 3 highs
constexpr std::uint32_t argsWord = 8;    // the live indirect dispatches, then the full ones
// The indirect dispatches: the table's slots, the state's slots, then one per scan level.
constexpr std::size_t tableDispatch = 0;
constexpr std::size_t slotDispatch = 1;
constexpr std::size_t firstScanDispatch = 2;

std::uint32_t groupsFor(std::size_t invocations, std::size_t perGroup)
{
    return std::uint32_t((invocations + perGroup - 1) / perGroup);
}

std::uint32_t tableSizeFor(std::size_t particles)
{
    // At least twice as many slots as particles keeps unrelated cells apart (ParticleGrid::build).
    std::uint32_t size = 1;
    while (size < 2 * particles)
        size *= 2;
    return size;
}

}  // namespace

GpuSelfCollision::GpuSelfCollision(const ClothTopology& topology, std::span<const std::uint32_t> slotOf,
                                   std::size_t slots, const std::string& stateDefine)
    : m_slots(slots), m_tableSize(tableSizeFor(topology.particleCount()))
{
    const std::size_t n = topology.particleCount();
    for (std::uint32_t length = m_tableSize;; length = groupsFor(length, scanBlock)) {
        m_levelLengths.push_back(length);
        if (length <= scanBlock)
            break;
    }
    const std::size_t dispatches = firstScanDispatch + m_levelLengths.size();
    const std::uint32_t fullArgsWord = argsWord + std::uint32_t(3 * dispatches);

    // The exclusion lists by slot, each ascending.
    const SelfCollisionExclusion exclusion = selfCollisionExclusion(topology);
    std::vector<std::vector<std::uint32_t>> excluded(slots);
    for (std::size_t p = 0; p < n; ++p) {
        for (const std::uint32_t q : exclusion.of(p))
            excluded[slotOf[p]].push_back(slotOf[q]);
        std::sort(excluded[slotOf[p]].begin(), excluded[slotOf[p]].end());
    }

    std::vector<std::uint32_t> words(fullArgsWord + 3 * dispatches, 0);
    for (std::uint32_t a = 0; a < 3; ++a)
        words[boxWord + a] = std::numeric_limits<std::uint32_t>::max();
    const auto setFull = [&](std::size_t dispatch, std::uint32_t groups) {
        const std::uint32_t x = std::min(groups, groupsPerRow);
        const std::uint32_t at = fullArgsWord + std::uint32_t(3 * dispatch);
        words[at] = x;
        words[at + 1] = groupsFor(groups, x);
        words[at + 2] = 1;
        words[argsWord + 3 * dispatch + 1] = words[argsWord + 3 * dispatch + 2] = 1;
    };
    setFull(tableDispatch, groupsFor(m_tableSize, gpu::flatWorkgroupSize));
    setFull(slotDispatch, groupsFor(slots, gpu::flatWorkgroupSize));
    for (std::size_t level = 0; level < m_levelLengths.size(); ++level)
        setFull(firstScanDispatch + level, groupsFor(m_levelLengths[level], scanBlock));

    const auto region = [&words](std::size_t length) {
        const auto start = std::uint32_t(words.size());
        words.resize(words.size() + length, 0);
        return start;
    };
    const std::uint32_t exclusionStart = region(slots + 1);
    std::uint32_t listed = 0;
    for (std::size_t s = 0; s < slots; ++s) {
        words[exclusionStart + s] = listed;
        listed += std::uint32_t(excluded[s].size());
    }
    words[exclusionStart + slots] = listed;
    const std::uint32_t exclusionList = region(listed);
    for (std::size_t s = 0; s < slots; ++s)
        std::copy(excluded[s].begin(), excluded[s].end(), words.begin() + exclusionList + words[exclusionStart + s]);
    const std::uint32_t cellStarts = region(std::size_t(m_tableSize) + 1);
    words[cellStarts + m_tableSize] = std::uint32_t(n);   // the end of the last slot's particles
    const std::uint32_t sorted = region(slots);
    const std::uint32_t pairCounts = region(slots);
    const std::uint32_t contacts = region(slots);
    m_levelWords.push_back(cellStarts);
    for (const std::uint32_t length : m_levelLengths)
        m_levelWords.push_back(region(groupsFor(length, scanBlock)));

    std::vector<glm::vec4> searched(slots, glm::vec4(0.0f));
    for (std::size_t p = 0; p < n; ++p)
        searched[slotOf[p]].w = std::max(float(topology.massShare[p]), std::numeric_limits<float>::min());

    const std::uint64_t needed = std::uint64_t(words.size()) * sizeof(std::uint32_t) + slots * sizeof(glm::vec4) +
                                 std::uint64_t(slots) * pairCapacity * sizeof(std::uint32_t);
    const GlInfo gl = queryCurrentGl();
    if (gl.freeMemoryBytes && needed > *gl.freeMemoryBytes)
        throw GlError("self-collision on a cloth of " + std::to_string(n) + " particles needs " +
                      std::to_string((needed + (1u << 20) - 1) >> 20) + " MiB of GPU memory and the GPU has " +
                      std::to_string(*gl.freeMemoryBytes >> 20) + " MiB free (" + gl.freeMemorySource +
                      "): use a smaller cloth or the CPU backend");
    m_words = GlBuffer(words.size() * sizeof(std::uint32_t), words.data());
    m_searched = GlBuffer(searched.size() * sizeof(glm::vec4), searched.data());
    m_pairs = GlBuffer(std::size_t(slots) * pairCapacity * sizeof(std::uint32_t), nullptr);

    const std::string defines = stateDefine + "#define DRAPE_SELF_RADIUS " + std::to_string(radiusWord) + "u\n" +
                                "#define DRAPE_SELF_BOX " + std::to_string(boxWord) + "u\n" +
                                "#define DRAPE_SELF_ARGS " + std::to_string(argsWord) + "u\n" +
                                "#define DRAPE_SELF_FULL_ARGS " + std::to_string(fullArgsWord) + "u\n" +
                                "#define DRAPE_SELF_DISPATCHES " + std::to_string(dispatches) + "u\n" +
                                "#define DRAPE_SELF_PAIR_CAPACITY " + std::to_string(pairCapacity) + "u\n";
    const auto build = [&](std::string_view shader) {
        GlProgram program = GlProgram::compute(shader, defines);
        program.setUInt("u_slots", unsigned(slots));
        program.setUInt("u_tableMask", m_tableSize - 1);
        program.setUInt("u_exclusionStart", exclusionStart);
        program.setUInt("u_exclusionList", exclusionList);
        program.setUInt("u_cellStarts", cellStarts);
        program.setUInt("u_sorted", sorted);
        program.setUInt("u_pairCounts", pairCounts);
        program.setUInt("u_contacts", contacts);
        return program;
    };
    m_motion = build("self_collision_motion.comp");
    m_decide = build("self_collision_decide.comp");
    m_clear = build("self_collision_clear.comp");
    m_bin = build("self_collision_bin.comp");
    m_scan = build("self_collision_scan.comp");
    m_sort = build("self_collision_sort.comp");
    m_pairsProgram = build("self_collision_pairs.comp");
    m_count = build("self_collision_count.comp");
    m_resolve = build("self_collision_resolve.comp");
    m_resolve.setFloat("u_relaxation", float(selfCollisionRelaxation));
}

void GpuSelfCollision::forgetPairs()
{
    const std::uint32_t none = 0;
    m_words.upload(&none, sizeof none, radiusWord * sizeof(std::uint32_t));
}

void GpuSelfCollision::bindBuffers() const
{
    m_words.bindStorage(gpu::selfCollisionWordsBinding);
    m_searched.bindStorage(gpu::selfCollisionSearchedBinding);
    m_pairs.bindStorage(gpu::selfCollisionPairsBinding);
}

void GpuSelfCollision::dispatchIndirect(const GlProgram& program, std::size_t dispatch) const
{
    program.use();
    program.dispatchIndirect(m_words, (argsWord + 3 * dispatch) * sizeof(std::uint32_t));
    glMemoryBarrier(allShaderWrites);
}

void GpuSelfCollision::dispatchOverSlots(const GlProgram& program) const
{
    const std::uint32_t groups = groupsFor(m_slots, gpu::flatWorkgroupSize);
    const std::uint32_t width = std::min(groups, groupsPerRow);
    program.use();
    program.dispatch(width, groupsFor(groups, width));
    glMemoryBarrier(allShaderWrites);
}

// Up the levels, each block's inclusive scan and its total; then down, each
// block after the first adds the scanned totals of those before it.
void GpuSelfCollision::scanTable()
{
    const std::size_t levels = m_levelLengths.size();
    for (std::size_t level = 0; level < levels; ++level) {
        m_scan.setInt("u_scanAdd", 0);
        m_scan.setUInt("u_scanData", m_levelWords[level]);
        m_scan.setUInt("u_scanLength", m_levelLengths[level]);
        m_scan.setUInt("u_scanSums", m_levelWords[level + 1]);
        dispatchIndirect(m_scan, firstScanDispatch + level);
    }
    for (std::size_t level = levels - 1; level-- > 0;) {
        m_scan.setInt("u_scanAdd", 1);
        m_scan.setUInt("u_scanData", m_levelWords[level]);
        m_scan.setUInt("u_scanLength", m_levelLengths[level]);
        m_scan.setUInt("u_scanSums", m_levelWords[level + 1]);
        dispatchIndirect(m_scan, firstScanDispatch + level);
    }
}

void GpuSelfCollision::resolve(GpuClothState& state, const SelfCollisionSpec& spec, int grabbedSlot)
{
    const float thickness = float(spec.thickness);
    const float searchRadius = float((1.0 + selfCollisionSkin) * spec.thickness);
    for (GlProgram* program :
         {&m_motion, &m_decide, &m_clear, &m_bin, &m_scan, &m_sort, &m_pairsProgram, &m_count, &m_resolve}) {
        program->setFloat("u_searchRadius", searchRadius);
        program->setFloat("u_thickness", thickness);
        program->setFloat("u_friction", float(spec.friction));
        program->setInt("u_grabbedSlot", grabbedSlot);
    }
    m_decide.setFloat("u_allowance", float(0.5 * selfCollisionSkin * spec.thickness));
    bindBuffers();
    state.bind();
    dispatchOverSlots(m_motion);
    for (int pass = 0; pass < selfCollisionIterations; ++pass) {
        state.bind();
        m_decide.use();
        m_decide.dispatch(1, 1);
        glMemoryBarrier(allShaderWrites | GL_COMMAND_BARRIER_BIT);
        dispatchIndirect(m_clear, tableDispatch);
        dispatchIndirect(m_bin, slotDispatch);
        scanTable();
        dispatchIndirect(m_sort, slotDispatch);
        dispatchIndirect(m_pairsProgram, slotDispatch);
        dispatchOverSlots(m_count);
        m_resolve.setInt("u_growBox", pass + 1 < selfCollisionIterations ? 1 : 0);
        dispatchOverSlots(m_resolve);
        state.advancePositions();
        state.advanceSteps();
    }
}

}  // namespace drape::engine

#include "engine/sim/GpuClothState.h"

#include "engine/contract/GpuContract.h"

#include <cstring>

namespace drape::engine {
namespace {

constexpr std::size_t tileSlots = TiledLayout::tileSide * TiledLayout::tileSide;

std::size_t floatsPerSlot(GpuStateFormat format)
{
    return format == GpuStateFormat::Planar ? 3 : 4;
}

/// The floats of a state buffer holding the xyz (and, for the vec4 formats, w) of `tiled`.
std::vector<float> packed(GpuStateFormat format, const std::vector<glm::vec4>& tiled)
{
    std::vector<float> data(tiled.size() * floatsPerSlot(format), 0.0f);
    if (format != GpuStateFormat::Planar) {
        std::memcpy(data.data(), tiled.data(), data.size() * sizeof(float));
        return data;
    }
    for (std::size_t slot = 0; slot < tiled.size(); ++slot) {
        const auto at = planarIndices(slot);
        for (std::size_t c = 0; c < 3; ++c)
            data[at[c]] = tiled[slot][int(c)];
    }
    return data;
}

std::vector<std::uint32_t> pinnedBits(const std::vector<glm::vec4>& restTiled)
{
    std::vector<std::uint32_t> bits((restTiled.size() + 31) / 32, 0u);
    for (std::size_t slot = 0; slot < restTiled.size(); ++slot)
        if (restTiled[slot].w == 0.0f)
            bits[slot / 32] |= 1u << (slot % 32);
    return bits;
}

}  // namespace

std::string formatName(GpuStateFormat format)
{
    switch (format) {
    case GpuStateFormat::Vec4Buffers: return "vec4 state in storage buffers";
    case GpuStateFormat::Vec4Images: return "vec4 state through images";
    case GpuStateFormat::Planar: return "planar state";
    }
    return {};
}

double stateBytesPerParticle(GpuStateFormat format)
{
    return 2.0 * double(floatsPerSlot(format)) * sizeof(float);
}

std::array<std::size_t, 3> planarIndices(std::size_t slot)
{
    const std::size_t x = (slot / tileSlots) * 3 * tileSlots + slot % tileSlots;
    return {x, x + tileSlots, x + 2 * tileSlots};
}

GpuClothState::GpuClothState(GpuStateFormat format, const TiledLayout& layout, const std::vector<glm::vec4>& restTiled)
    : m_format(format)
{
    const std::size_t bytes = layout.slotCount() * floatsPerSlot(format) * sizeof(float);
    for (std::size_t b = 0; b < 2; ++b) {
        m_positions[b] = GlBuffer(bytes, nullptr);
        m_steps[b] = GlBuffer(bytes, nullptr);
        if (format == GpuStateFormat::Vec4Images) {
            m_positionImages[b] = GlBufferTexture(m_positions[b]);
            m_stepImages[b] = GlBufferTexture(m_steps[b]);
        }
    }
    if (format == GpuStateFormat::Planar) {
        const std::vector<std::uint32_t> bits = pinnedBits(restTiled);
        m_pinnedBits = GlBuffer(bits.size() * sizeof(std::uint32_t), bits.data());
    }
    reset(restTiled);
}

std::uint64_t GpuClothState::bytesNeeded(GpuStateFormat format, const TiledLayout& layout)
{
    const std::uint64_t slots = layout.slotCount();
    const std::uint64_t buffers = 4 * slots * floatsPerSlot(format) * sizeof(float);
    return format == GpuStateFormat::Planar ? buffers + (slots + 31) / 32 * 4 : buffers;
}

std::string GpuClothState::shaderDefine() const
{
    switch (m_format) {
    case GpuStateFormat::Vec4Buffers: return "#define DRAPE_STATE_VEC4 1\n";
    case GpuStateFormat::Vec4Images: return "#define DRAPE_STATE_IMAGES 1\n";
    case GpuStateFormat::Planar: return "#define DRAPE_STATE_PLANAR 1\n";
    }
    return {};
}

void GpuClothState::bind() const
{
    const auto x = std::size_t(m_current), v = std::size_t(m_currentStep);
    if (m_format == GpuStateFormat::Vec4Images) {
        m_positionImages[x].bindImage(gpu::positionsBinding);
        m_stepImages[v].bindImage(gpu::stepsBinding);
        m_positionImages[1 - x].bindImage(gpu::nextPositionsBinding);
        m_stepImages[1 - v].bindImage(gpu::nextStepsBinding);
        return;
    }
    m_positions[x].bindStorage(gpu::positionsBinding);
    m_steps[v].bindStorage(gpu::stepsBinding);
    m_positions[1 - x].bindStorage(gpu::nextPositionsBinding);
    m_steps[1 - v].bindStorage(gpu::nextStepsBinding);
    if (m_format == GpuStateFormat::Planar)
        m_pinnedBits.bindStorage(gpu::pinnedBitsBinding);
}

void GpuClothState::reset(const std::vector<glm::vec4>& restTiled)
{
    const std::vector<float> positions = packed(m_format, restTiled);
    const std::vector<float> zeros(positions.size(), 0.0f);
    m_positions[std::size_t(m_current)].upload(positions.data(), positions.size() * sizeof(float));
    m_steps[std::size_t(m_currentStep)].upload(zeros.data(), zeros.size() * sizeof(float));
}

glm::vec3 GpuClothState::read(const GlBuffer& buffer, std::size_t slot) const
{
    if (m_format != GpuStateFormat::Planar) {
        glm::vec4 value;
        buffer.download(&value, sizeof value, slot * sizeof value);
        return glm::vec3(value);
    }
    glm::vec3 value;
    const auto at = planarIndices(slot);
    for (std::size_t c = 0; c < 3; ++c)
        buffer.download(&value[int(c)], sizeof(float), at[c] * sizeof(float));
    return value;
}

glm::vec3 GpuClothState::positionAt(std::size_t slot) const
{
    return read(m_positions[std::size_t(m_current)], slot);
}

glm::vec3 GpuClothState::stepAt(std::size_t slot) const
{
    return read(m_steps[std::size_t(m_currentStep)], slot);
}

}  // namespace drape::engine

#include "engine/sim/GpuClothState.h"

#include "engine/contract/GpuContract.h"

#include <bit>
#include <cmath>
#include <cstring>

namespace drape::engine {
namespace {

constexpr std::size_t tileSlots = TiledLayout::tileSide * TiledLayout::tileSide;

std::size_t floatsPerSlot(GpuStateFormat format)
{
    return format == GpuStateFormat::Planar || format == GpuStateFormat::PackedImages ? 3 : 4;
}

bool hasPinBits(GpuStateFormat format)
{
    return format == GpuStateFormat::Planar || format == GpuStateFormat::PackedImages;
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
    case GpuStateFormat::PackedImages: return "packed state in images";
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

PackedTextureShape PackedTextureShape::of(const TiledLayout& layout)
{
    const std::size_t tiles = layout.slotCount() / tileSlots;
    const auto tilesPerRow = std::bit_ceil(std::size_t(std::ceil(std::sqrt(double(tiles)))));
    const std::size_t blockRows = (tiles + tilesPerRow - 1) / tilesPerRow;
    return {std::countr_zero(tilesPerRow), int(tilesPerRow) * TiledLayout::tileSide,
            int(blockRows) * TiledLayout::tileSide};
}

std::array<int, 2> PackedTextureShape::texelOf(std::size_t slot) const
{
    const std::size_t tile = slot / tileSlots, inTile = slot % tileSlots;
    const std::size_t rowMask = (std::size_t(1) << tileRowShift) - 1;
    return {int((tile & rowMask) * TiledLayout::tileSide + inTile % TiledLayout::tileSide),
            int((tile >> tileRowShift) * TiledLayout::tileSide + inTile / TiledLayout::tileSide)};
}

GpuClothState::GpuClothState(GpuStateFormat format, const TiledLayout& layout, const std::vector<glm::vec4>& restTiled)
    : m_format(format)
{
    if (format == GpuStateFormat::PackedImages) {
        m_shape = PackedTextureShape::of(layout);
        for (std::size_t b = 0; b < 2; ++b) {
            m_positionTextures[b] = GlTexture(m_shape.width, m_shape.height, nullptr, 4);
            m_stepTextures[b] = GlTexture(m_shape.width, m_shape.height, nullptr, 2);
        }
    } else {
        const std::size_t bytes = layout.slotCount() * floatsPerSlot(format) * sizeof(float);
        for (std::size_t b = 0; b < 2; ++b) {
            m_positions[b] = GlBuffer(bytes, nullptr);
            m_steps[b] = GlBuffer(bytes, nullptr);
            if (format == GpuStateFormat::Vec4Images) {
                m_positionImages[b] = GlBufferTexture(m_positions[b]);
                m_stepImages[b] = GlBufferTexture(m_steps[b]);
            }
        }
    }
    if (hasPinBits(format)) {
        const std::vector<std::uint32_t> bits = pinnedBits(restTiled);
        m_pinnedBits = GlBuffer(bits.size() * sizeof(std::uint32_t), bits.data());
    }
    reset(restTiled);
}

std::uint64_t GpuClothState::bytesNeeded(GpuStateFormat format, const TiledLayout& layout)
{
    std::uint64_t slots = layout.slotCount();
    if (format == GpuStateFormat::PackedImages) {
        const PackedTextureShape shape = PackedTextureShape::of(layout);
        slots = std::uint64_t(shape.width) * std::uint64_t(shape.height);
    }
    const std::uint64_t state = 4 * slots * floatsPerSlot(format) * sizeof(float);
    return hasPinBits(format) ? state + (layout.slotCount() + 31) / 32 * 4 : state;
}

std::string GpuClothState::shaderDefine() const
{
    switch (m_format) {
    case GpuStateFormat::Vec4Buffers: return "#define DRAPE_STATE_VEC4 1\n";
    case GpuStateFormat::Vec4Images: return "#define DRAPE_STATE_IMAGES 1\n";
    case GpuStateFormat::Planar: return "#define DRAPE_STATE_PLANAR 1\n";
    case GpuStateFormat::PackedImages:
        return "#define DRAPE_STATE_PACKED 1\n#define DRAPE_STATE_TILE_ROW_SHIFT " + std::to_string(m_shape.tileRowShift) + "\n";
    }
    return {};
}

void GpuClothState::bind() const
{
    const auto x = std::size_t(m_current), v = std::size_t(m_currentStep);
    if (m_format == GpuStateFormat::PackedImages) {
        m_positionTextures[x].bindImage(gpu::positionsBinding);
        m_stepTextures[v].bindImage(gpu::stepsBinding);
        m_positionTextures[1 - x].bindImage(gpu::nextPositionsBinding);
        m_stepTextures[1 - v].bindImage(gpu::nextStepsBinding);
        m_pinnedBits.bindStorage(gpu::pinnedBitsBinding);
        return;
    }
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
    if (m_format == GpuStateFormat::PackedImages) {
        resetTextures(restTiled);
        return;
    }
    const std::vector<float> positions = packed(m_format, restTiled);
    const std::vector<float> zeros(positions.size(), 0.0f);
    m_positions[std::size_t(m_current)].upload(positions.data(), positions.size() * sizeof(float));
    m_steps[std::size_t(m_currentStep)].upload(zeros.data(), zeros.size() * sizeof(float));
}

// x with v's x = 0 in the rgba32f texture, zeros in the rg32f one.
void GpuClothState::resetTextures(const std::vector<glm::vec4>& restTiled)
{
    const std::size_t texels = std::size_t(m_shape.width) * std::size_t(m_shape.height);
    std::vector<float> positions(texels * 4, 0.0f);
    for (std::size_t slot = 0; slot < restTiled.size(); ++slot) {
        const auto [x, y] = m_shape.texelOf(slot);
        float* texel = &positions[(std::size_t(y) * std::size_t(m_shape.width) + std::size_t(x)) * 4];
        for (int c = 0; c < 3; ++c)
            texel[c] = restTiled[slot][c];
    }
    const std::vector<float> zeros(texels * 2, 0.0f);
    m_positionTextures[std::size_t(m_current)].upload(positions.data());
    m_stepTextures[std::size_t(m_currentStep)].upload(zeros.data());
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
    if (m_format == GpuStateFormat::PackedImages) {
        const auto [x, y] = m_shape.texelOf(slot);
        glm::vec4 texel;
        m_positionTextures[std::size_t(m_current)].download(x, y, 1, 1, &texel[0]);
        return glm::vec3(texel);
    }
    return read(m_positions[std::size_t(m_current)], slot);
}

glm::vec3 GpuClothState::stepAt(std::size_t slot) const
{
    if (m_format == GpuStateFormat::PackedImages) {
        const auto [x, y] = m_shape.texelOf(slot);
        glm::vec4 first;
        float yz[2];
        m_positionTextures[std::size_t(m_current)].download(x, y, 1, 1, &first[0]);
        m_stepTextures[std::size_t(m_currentStep)].download(x, y, 1, 1, yz);
        return {first.w, yz[0], yz[1]};
    }
    return read(m_steps[std::size_t(m_currentStep)], slot);
}

}  // namespace drape::engine

// The GPU solver's state: positions x and last steps v, each twice (the current
// state and the next one), in the tiled order of TiledLayout.h and in one of the
// formats of shaders/cloth_state.glsl. The solver picks the format per device
// (GpuSolver::pick; docs/performance.md has the measurements behind the pick):
//   Vec4Buffers: one vec4 a particle (w = 0 pinned, 1 free; v's w unused) in
//     storage buffers: one load per neighbour.
//   Vec4Images: the same, accessed as rgba32f images, which a software renderer
//     serves twice as fast as storage buffers.
//   Planar: per tile, the 256 x, then y, then z components as floats, and one pin
//     bit a particle: 24 bytes a particle for x and v, the least a step can move,
//     but three loads per neighbour.
// Made, used and destroyed with the solver's GL context current.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlBufferTexture.h"
#include "engine/contract/TiledLayout.h"

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

enum class GpuStateFormat { Vec4Buffers, Vec4Images, Planar };

std::string formatName(GpuStateFormat format);

/// Bytes of x and v together per particle in `format` (what a step reads, and writes).
double stateBytesPerParticle(GpuStateFormat format);

/// Where components x, y, z of `slot` lie in a planar buffer, in floats.
std::array<std::size_t, 3> planarIndices(std::size_t slot);

class GpuClothState {
public:
    GpuClothState() = default;
    /// `restTiled`: xyz rest position and w = 0 pinned / 1 free per slot, zeros in padding.
    GpuClothState(GpuStateFormat format, const TiledLayout& layout, const std::vector<glm::vec4>& restTiled);

    /// GPU memory for `layout` in `format`, bytes.
    static std::uint64_t bytesNeeded(GpuStateFormat format, const TiledLayout& layout);

    GpuStateFormat format() const { return m_format; }
    /// The define that selects the format in cloth_state.glsl.
    std::string shaderDefine() const;

    /// The current x and v at bindings 0 and 1, the next at 2 and 3 (storage
    /// buffers or image units by format), the pin bits at storage binding 4.
    void bind() const;
    /// The kernel just run wrote the next x (and v): they become the current ones.
    void advancePositions() { m_current = 1 - m_current; }
    void advanceSteps() { m_currentStep = 1 - m_currentStep; }

    /// Back to rest: x = restTiled, v = 0.
    void reset(const std::vector<glm::vec4>& restTiled);
    /// One particle's current x or v, read back (waits for the GPU).
    glm::vec3 positionAt(std::size_t slot) const;
    glm::vec3 stepAt(std::size_t slot) const;

private:
    glm::vec3 read(const GlBuffer& buffer, std::size_t slot) const;

    GpuStateFormat m_format = GpuStateFormat::Vec4Buffers;
    std::array<GlBuffer, 2> m_positions;
    std::array<GlBuffer, 2> m_steps;
    GlBuffer m_pinnedBits;  ///< Planar only
    std::array<GlBufferTexture, 2> m_positionImages;  ///< Vec4Images only: views of m_positions
    std::array<GlBufferTexture, 2> m_stepImages;      ///< Vec4Images only: views of m_steps
    int m_current = 0;      ///< which of m_positions holds x
    int m_currentStep = 0;  ///< which of m_steps holds v
};

}  // namespace drape::engine

// Baked frames kept for playback and export: in memory while they fit the
// memory budget, then streamed to an anonymous temporary file, with random
// access to any frame either way. It is the FrameSink a bake fills, and the
// FrameSource a re-bake keeps frames of.
#pragma once

#include "engine/sim/FrameSink.h"
#include "engine/sim/FrameSource.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

class FrameCache final : public FrameSink, public FrameSource {
public:
    /// Frames are kept in memory up to this many bytes (docs/export.md), the rest on disk.
    static constexpr std::size_t defaultMemoryBudget = std::size_t(512) << 20;

    /// A cache of frames of `points` positions each. Throws std::invalid_argument for points < 1.
    explicit FrameCache(int points, std::size_t memoryBudget = defaultMemoryBudget);
    ~FrameCache() override;
    FrameCache(const FrameCache&) = delete;
    FrameCache& operator=(const FrameCache&) = delete;

    /// Appends a frame; the first frame that would pass the budget opens the spill file. Throws IoError.
    void addFrame(std::span<const glm::vec3> positions) override;
    void finish() override {}

    int points() const { return m_points; }
    int frameCount() const override { return m_frameCount; }
    int framesInMemory() const { return int(m_memory.size() / std::size_t(m_points)); }

    /// Frame k (0 ≤ k < frameCount()). A frame on disk is read into a buffer that
    /// the next call reuses, so copy what must outlive it. Throws IoError, std::out_of_range.
    std::span<const glm::vec3> frame(int k) const override;

private:
    std::size_t frameBytes() const { return std::size_t(m_points) * sizeof(glm::vec3); }

    int m_points;
    std::size_t m_memoryBudget;
    int m_frameCount = 0;
    std::vector<glm::vec3> m_memory;           ///< frames 0 … framesInMemory()-1, back to back
    int m_spillFile = -1;                      ///< unlinked at once: nothing outlives the process
    mutable std::vector<glm::vec3> m_readBuffer;
};

}  // namespace drape::engine

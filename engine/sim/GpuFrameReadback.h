// Frames read back from a GPU solver without stalling it: a bake queues the copy
// of frame f (its published positions and its divergence word) and then frame
// f + 1's steps before it waits for f. Waiting at once for every frame left the
// GPU idle while the CPU read, checked and wrote each frame and then queued the
// next. Two copies can be in flight; each has its own buffer and fence. The
// buffers are mapped host memory (GlBuffer::mappedForReading): reading one back
// with glGetBufferSubData instead made the driver queue the transfer behind the
// next frame's steps, so the CPU waited for those too and the GPU then idled
// while the CPU wrote the frame. Made, used and destroyed with the solver's GL
// context current.
#pragma once

#include "engine/gl/GlBuffer.h"

#include <glm/vec3.hpp>

#include <array>
#include <cstddef>
#include <vector>

namespace drape::engine {

class GpuFrameReadback {
public:
    GpuFrameReadback() = default;
    ~GpuFrameReadback();
    GpuFrameReadback(const GpuFrameReadback&) = delete;
    GpuFrameReadback& operator=(const GpuFrameReadback&) = delete;

    /// Queues copies of `positions` (a vec4 per particle) and of `health`'s
    /// first word, after the GPU work queued so far; returns at once. At most
    /// two may wait to be taken.
    void queue(const GlBuffer& positions, const GlBuffer& health);
    /// Waits for the oldest queued copy; its positions go to `out`, its health word is returned.
    unsigned int take(std::vector<glm::vec3>& out);
    /// Drops the queued copies (a reset).
    void forget();

private:
    struct Copy {
        GlBuffer buffer;
        void* fence = nullptr;   ///< a GLsync
    };
    std::size_t m_particles = 0;   ///< of the queued copies
    std::array<Copy, 2> m_copies;
    std::size_t m_oldest = 0, m_pending = 0;
};

}  // namespace drape::engine

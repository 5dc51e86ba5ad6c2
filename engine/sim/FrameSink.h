// Where baked frames go: a file writer, an in-memory cache, a test's recorder.
#pragma once

#include <glm/vec3.hpp>

#include <span>

namespace drape::engine {

class FrameSink {
public:
    virtual ~FrameSink() = default;
    /// Called once per frame, in order from frame 0; positions in row-major particle order (j·cols + i).
    virtual void addFrame(std::span<const glm::vec3> positions) = 0;
    /// Called once after the last frame; a sink that writes a file commits it here.
    virtual void finish() = 0;
};

}  // namespace drape::engine

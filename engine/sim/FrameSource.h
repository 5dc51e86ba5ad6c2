// Baked frames to read back: an earlier bake that a re-bake keeps part of.
#pragma once

#include <glm/vec3.hpp>

#include <span>

namespace drape::engine {

class FrameSource {
public:
    virtual ~FrameSource() = default;
    virtual int frameCount() const = 0;
    /// Frame k (0 ≤ k < frameCount()), positions in particle order; valid until the next call.
    virtual std::span<const glm::vec3> frame(int k) const = 0;
};

}  // namespace drape::engine

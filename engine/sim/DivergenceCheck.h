// Tells a diverging simulation from a moving one, so no NaN or exploded mesh is
// ever written. A frame diverged when a position is not finite, lies absurdly
// far away, or moved faster than any cloth can (both bounds in docs/cli.md).
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <optional>
#include <span>
#include <string>

namespace drape::engine {

/// Farther than this from the origin (m) is taken as runaway.
inline constexpr double runawayDistance = 1.0e6;
/// Faster than this between two frames (m/s) is taken as runaway.
inline constexpr double runawaySpeed = 1.0e4;

/// Why `current` diverged (naming the first bad particle), or nothing when it is sane.
/// `previous` is the frame before (empty for frame 0), `frameDuration` in seconds.
std::optional<std::string> findDivergence(const ClothSpec& cloth, std::span<const glm::vec3> current,
                                          std::span<const glm::vec3> previous, double frameDuration);

}  // namespace drape::engine

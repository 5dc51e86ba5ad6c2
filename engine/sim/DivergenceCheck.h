// Tells a diverging simulation from a moving one, so no NaN or exploded mesh is
// ever written or shown. A particle diverged when its position is not finite,
// lies absurdly far away, or its last step moved it faster than any cloth can.
// Both backends apply these rules to their own state (Solver::findDivergence).
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace drape::engine {

/// Farther than this from the origin (m) is taken as runaway.
inline constexpr double runawayDistance = 1.0e6;
/// Faster than this over one step (m/s) is taken as runaway.
inline constexpr double runawaySpeed = 1.0e4;

/// Why the particle at index `p`, at `x` and moving `step` metres in its last
/// step of `dt` seconds, counts as diverged ("particle (i, j) has …"), or nothing.
std::optional<std::string> particleDivergence(const ClothSpec& cloth, std::size_t p, const glm::dvec3& x,
                                              const glm::dvec3& step, double dt);

}  // namespace drape::engine

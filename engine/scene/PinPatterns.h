// Named pin patterns, the editor's conveniences that write a cloth's pin list
// (the scene file stores only the list).
#pragma once

#include "engine/scene/Scene.h"

#include <array>
#include <string_view>
#include <vector>

namespace drape::engine {

enum class PinPattern { None, TopEdge, TopCorners, AllCorners, LeftEdge, Centre };

inline constexpr std::array<PinPattern, 6> allPinPatterns{PinPattern::None,       PinPattern::TopEdge,
                                                          PinPattern::TopCorners, PinPattern::AllCorners,
                                                          PinPattern::LeftEdge,   PinPattern::Centre};

/// The pins of `pattern` on a cols × rows grid, without duplicates, in row-major
/// order. "Top" is row j = 0 and "left" column i = 0.
std::vector<GridCoord> pinPattern(PinPattern pattern, int cols, int rows);

}  // namespace drape::engine

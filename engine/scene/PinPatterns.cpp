#include "engine/scene/PinPatterns.h"

#include <algorithm>

namespace drape::engine {

std::vector<GridCoord> pinPattern(PinPattern pattern, int cols, int rows)
{
    std::vector<GridCoord> pins;
    switch (pattern) {
    case PinPattern::None:
        break;
    case PinPattern::TopEdge:
        for (int i = 0; i < cols; ++i)
            pins.push_back({i, 0});
        break;
    case PinPattern::TopCorners:
        pins = {{0, 0}, {cols - 1, 0}};
        break;
    case PinPattern::AllCorners:
        pins = {{0, 0}, {cols - 1, 0}, {0, rows - 1}, {cols - 1, rows - 1}};
        break;
    case PinPattern::LeftEdge:
        for (int j = 0; j < rows; ++j)
            pins.push_back({0, j});
        break;
    case PinPattern::Centre:
        pins = {{cols / 2, rows / 2}};
        break;
    }
    // Narrow grids make corners coincide (a 1-wide rope has one top corner).
    const auto rowMajor = [](GridCoord a, GridCoord b) { return a.j != b.j ? a.j < b.j : a.i < b.i; };
    std::sort(pins.begin(), pins.end(), rowMajor);
    pins.erase(std::unique(pins.begin(), pins.end()), pins.end());
    return pins;
}

}  // namespace drape::engine

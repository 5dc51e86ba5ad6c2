// The grid of a wedge's contact sheet (docs/farm.md): tiles of one size, in
// rows as near square as they go, each a picture over a caption of its values.
// drape-cli draws the sheet by it and the editor finds the tile under a click.
#pragma once

#include <algorithm>
#include <cmath>
#include <utility>

namespace drape::engine {

struct ContactSheetLayout {
    static constexpr int pictureWidth = 320;
    static constexpr int pictureHeight = 240;
    static constexpr int captionHeight = 40;
    static constexpr int gap = 6;

    int tiles = 0;
    int columns = 1;
    int rows = 1;

    int width() const { return columns * (pictureWidth + gap) + gap; }
    int height() const { return rows * (pictureHeight + captionHeight + gap) + gap; }
    /// The top-left pixel of tile k's picture; its caption lies below it.
    std::pair<int, int> origin(int k) const
    {
        return {gap + (k % columns) * (pictureWidth + gap), gap + (k / columns) * (pictureHeight + captionHeight + gap)};
    }
    /// The tile whose picture or caption holds pixel (x, y), or −1.
    int tileAt(int x, int y) const
    {
        if (x < gap || y < gap)
            return -1;
        const int column = (x - gap) / (pictureWidth + gap), row = (y - gap) / (pictureHeight + captionHeight + gap);
        const auto [left, top] = origin(row * columns + column);
        const bool inside = column < columns && x < left + pictureWidth && y < top + pictureHeight + captionHeight;
        const int k = row * columns + column;
        return inside && k < tiles ? k : -1;
    }
};

/// The layout of `tiles` tiles (≥ 1): ⌈√tiles⌉ columns.
inline ContactSheetLayout contactSheetLayout(int tiles)
{
    ContactSheetLayout layout;
    layout.tiles = tiles;
    layout.columns = std::max(1, int(std::ceil(std::sqrt(double(tiles)))));
    layout.rows = std::max(1, (tiles + layout.columns - 1) / layout.columns);
    return layout;
}

}  // namespace drape::engine

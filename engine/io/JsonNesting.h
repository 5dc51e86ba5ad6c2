// How deeply a JSON text's arrays and objects nest, found by a scan that skips
// strings and parses nothing. Printers and some parsers recurse once per level,
// so Drape refuses JSON nested deeper than maxJsonNesting before any of them sees
// it: scene files (docs/scene-format.md, "Limits") and glTF mesh files.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace drape::engine {

/// Most levels of arrays and objects inside one another in a JSON text Drape reads.
/// A scene file needs 5, a glTF file about 8.
inline constexpr std::size_t maxJsonNesting = 64;

/// The offset of the first '[' or '{' that opens a level deeper than `maxDepth`, or
/// nothing when the text stays within it. Brackets inside strings do not count.
std::optional<std::size_t> offsetBeyondNesting(std::string_view text, std::size_t maxDepth = maxJsonNesting);

}  // namespace drape::engine

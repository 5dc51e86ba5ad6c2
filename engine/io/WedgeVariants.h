// A wedge's variants (docs/farm.md): the cross product of its axes, each
// variant's output named by the pattern, and its scene file written beside the
// output, so that any variant can be reopened in the editor.
#pragma once

#include "engine/io/WedgeSpec.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace drape::engine {

struct WedgeVariant {
    std::size_t index = 0;
    /// The key and value (JSON text) of each axis, in the axes' order.
    std::vector<std::pair<std::string, std::string>> values;
    std::filesystem::path output;   ///< the pattern with this variant's values
    std::filesystem::path scene;    ///< the output's path with the extension .drape
};

/// The variants, the first axis slowest. Throws std::invalid_argument for a
/// pattern that names a key no axis varies, leaves out a key of two or more
/// values (two variants would share a name; a key of one value, set for every
/// variant alike, may be left out), or has no file extension.
std::vector<WedgeVariant> expandWedge(const WedgeSpec& spec);

/// Sets `key` (a.b[2].c) in the JSON `document` to `valueJson`: objects are made
/// where missing, an index must lie within its array. Throws std::invalid_argument.
std::string withKeySet(std::string_view document, std::string_view key, const std::string& valueJson);

/// Writes each variant's scene file: the base scene with the variant's values,
/// validated as every scene is (SceneError names the variant's file, the key
/// and what was expected), paths to meshes relative to its own folder. Throws
/// SceneError, IoError or std::invalid_argument.
void writeVariantScenes(const WedgeSpec& spec, const std::vector<WedgeVariant>& variants);

}  // namespace drape::engine

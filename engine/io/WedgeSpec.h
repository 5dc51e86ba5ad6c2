// A wedge (docs/farm.md): variants of one scene, each with its own values for
// some keys of the scene file, named by a pattern of those values. This reads
// what the command line (--vary KEY=VALUES) and a wedge file say.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace drape::engine {

/// One varied key and its values, each as JSON text ("0.5", "\"silk\"").
struct WedgeAxis {
    std::string key;                  ///< a path in the scene file: cloth.material, air.wind[0]
    std::vector<std::string> values;
};

struct WedgeSpec {
    std::filesystem::path scene;      ///< the scene the variants start from
    std::vector<WedgeAxis> axes;      ///< their cross product, the first axis slowest
    std::string outputPattern;        ///< e.g. out/{cloth.material}-{air.wind[0]}.glb
    std::optional<int> frames;        ///< frames to bake, else each scene's simulation.frames
};

/// "KEY=VALUES", VALUES a comma list (each a number, true, false, or else text)
/// or a range START:END:STEP of numbers, END included. Throws std::invalid_argument.
WedgeAxis parseVary(std::string_view text);

/// A wedge file (JSON): {"scene": PATH, "vary": {KEY: [values] | "VALUES"}, "output": PATTERN,
/// "frames": N}, paths relative to the file. Throws std::invalid_argument naming the file.
WedgeSpec readWedgeFile(const std::filesystem::path& path);

/// How a value stands in an output's name and in the contact sheet: text without quotes,
/// numbers as written.
std::string valueLabel(const std::string& valueJson);

}  // namespace drape::engine

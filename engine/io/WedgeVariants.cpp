#include "engine/io/WedgeVariants.h"

#include "engine/io/SceneFile.h"
#include "engine/scene/Material.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace drape::engine {
namespace {

using Json = nlohmann::json;

// The pattern with each {KEY} replaced by that axis's label in `values`.
std::string named(const std::string& pattern, const std::vector<std::pair<std::string, std::string>>& values,
                  std::set<std::string>* used = nullptr)
{
    std::string result;
    std::size_t at = 0;
    while (true) {
        const auto open = pattern.find('{', at);
        if (open == std::string::npos)
            return result + pattern.substr(at);
        const auto close = pattern.find('}', open);
        if (close == std::string::npos)
            throw std::invalid_argument("the output pattern '" + pattern + "' has a '{' without its '}'");
        const std::string key = pattern.substr(open + 1, close - open - 1);
        const auto value = std::find_if(values.begin(), values.end(), [&](const auto& kv) { return kv.first == key; });
        if (value == values.end())
            throw std::invalid_argument("the output pattern names {" + key + "}, which no --vary gives");
        if (used)
            used->insert(key);
        result += pattern.substr(at, open - at) + valueLabel(value->second);
        at = close + 1;
    }
}

// A variant that sets cloth.material takes the material's mass, springs and
// bending in place of the base scene's raw ones, as choosing a material in the
// editor does; raw values the variant sets itself stay, and the reader refuses them.
std::string withoutWhatTheMaterialSets(const std::string& document, const WedgeVariant& variant)
{
    const auto setsKey = [&](const std::string& key) {
        return std::any_of(variant.values.begin(), variant.values.end(), [&](const auto& kv) {
            return kv.first == key || kv.first.rfind(key + ".", 0) == 0 || kv.first.rfind(key + "[", 0) == 0;
        });
    };
    if (!setsKey("cloth.material"))
        return document;
    Json root = Json::parse(document);
    if (!root.contains("cloth") || !root["cloth"].is_object())
        return document;
    for (const char* raw : keysAMaterialSets)
        if (!setsKey(std::string("cloth.") + raw))
            root["cloth"].erase(raw);
    return root.dump(2);
}

}  // namespace

std::vector<WedgeVariant> expandWedge(const WedgeSpec& spec)
{
    if (spec.axes.empty())
        throw std::invalid_argument("a wedge needs at least one --vary");
    std::set<std::string> keys;
    std::size_t count = 1;
    for (const WedgeAxis& axis : spec.axes) {
        if (!keys.insert(axis.key).second)
            throw std::invalid_argument("--vary " + axis.key + " is given twice");
        count *= axis.values.size();
        if (count > 100000)
            throw std::invalid_argument("the wedge has more than 100000 variants");
    }
    std::vector<WedgeVariant> variants(count);
    for (std::size_t v = 0; v < count; ++v) {
        WedgeVariant& variant = variants[v];
        variant.index = v;
        std::size_t rest = v;
        std::vector<std::size_t> picks(spec.axes.size());
        for (std::size_t a = spec.axes.size(); a-- > 0;) {
            picks[a] = rest % spec.axes[a].values.size();
            rest /= spec.axes[a].values.size();
        }
        for (std::size_t a = 0; a < spec.axes.size(); ++a)
            variant.values.emplace_back(spec.axes[a].key, spec.axes[a].values[picks[a]]);
        std::set<std::string> used;
        variant.output = named(spec.outputPattern, variant.values, &used);
        for (const WedgeAxis& axis : spec.axes)
            if (axis.values.size() > 1 && !used.count(axis.key))
                throw std::invalid_argument("the output pattern leaves out {" + axis.key +
                                            "}: the variants that differ in it would write one file");
        if (!variant.output.has_extension())
            throw std::invalid_argument("the output pattern '" + spec.outputPattern +
                                        "' needs a file extension (.glb, .gltf, .fbx, .obj, .pc2)");
        variant.scene = std::filesystem::path(variant.output).replace_extension(".drape");
    }
    return variants;
}

std::string withKeySet(std::string_view document, std::string_view key, const std::string& valueJson)
{
    Json root = Json::parse(document);
    Json* at = &root;
    std::string walked;
    std::size_t begin = 0;
    while (begin <= key.size()) {
        const auto dot = key.find('.', begin);
        std::string part(key.substr(begin, dot == std::string_view::npos ? std::string_view::npos : dot - begin));
        std::vector<std::size_t> indices;
        while (!part.empty() && part.back() == ']') {
            const auto open = part.rfind('[');
            if (open == std::string::npos)
                throw std::invalid_argument("--vary " + std::string(key) + ": a ']' without its '['");
            const std::string number = part.substr(open + 1, part.size() - open - 2);
            if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
                throw std::invalid_argument("--vary " + std::string(key) + ": expected an index in [], got '" + number + "'");
            indices.insert(indices.begin(), std::stoul(number));
            part.erase(open);
        }
        if (part.empty())
            throw std::invalid_argument("--vary " + std::string(key) + ": an empty name in the key");
        if (!at->is_object())
            throw std::invalid_argument("--vary " + std::string(key) + ": " + (walked.empty() ? "the scene" : walked) +
                                        " is not an object");
        walked += (walked.empty() ? "" : ".") + part;
        at = &(*at)[part];
        for (const std::size_t index : indices) {
            if (!at->is_array() || index >= at->size())
                throw std::invalid_argument("--vary " + std::string(key) + ": " + walked + " has no element " +
                                            std::to_string(index));
            at = &(*at)[index];
            walked += "[" + std::to_string(index) + "]";
        }
        if (dot == std::string_view::npos)
            break;
        if (at->is_null())
            *at = Json::object();
        begin = dot + 1;
    }
    *at = Json::parse(valueJson);
    return root.dump(2);
}

void writeVariantScenes(const WedgeSpec& spec, const std::vector<WedgeVariant>& variants)
{
    std::ifstream in(spec.scene);
    if (!in)
        throw std::invalid_argument("cannot read the scene " + spec.scene.string());
    std::stringstream text;
    text << in.rdbuf();
    const std::string base = text.str();
    loadScene(spec.scene);   // the base itself must be a valid scene: its own errors name its own file
    for (const WedgeVariant& variant : variants) {
        std::string document = base;
        for (const auto& [key, value] : variant.values)
            document = withKeySet(document, key, value);
        document = withoutWhatTheMaterialSets(document, variant);
        const Scene scene = parseScene(document, variant.scene.string(), spec.scene.parent_path());
        std::filesystem::create_directories(variant.scene.parent_path().empty() ? "." : variant.scene.parent_path());
        saveScene(scene, variant.scene);
    }
}

}  // namespace drape::engine

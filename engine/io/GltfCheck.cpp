#include "engine/io/GltfCheck.h"

#include "engine/io/JsonNesting.h"
#include "engine/io/MeshLoader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

namespace drape::engine {
namespace {

/// Walks a JSON text (nlohmann-json's SAX interface) and stops at the first key an
/// object gives twice, or at a syntax error.
struct DuplicateKeyFinder {
    std::vector<std::set<std::string>> objects;
    std::string duplicate;

    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(nlohmann::json::number_integer_t) { return true; }
    bool number_unsigned(nlohmann::json::number_unsigned_t) { return true; }
    bool number_float(nlohmann::json::number_float_t, const std::string&) { return true; }
    bool string(std::string&) { return true; }
    bool binary(nlohmann::json::binary_t&) { return true; }
    bool start_object(std::size_t)
    {
        objects.emplace_back();
        return true;
    }
    bool key(std::string& key)
    {
        if (objects.back().insert(key).second)
            return true;
        duplicate = key.substr(0, 40);
        return false;
    }
    bool end_object()
    {
        objects.pop_back();
        return true;
    }
    bool start_array(std::size_t) { return true; }
    bool end_array() { return true; }
    template <class Exception>
    bool parse_error(std::size_t, const std::string&, const Exception&)
    {
        return false;
    }
};

}  // namespace

/// The glTF JSON of a .gltf file or a .glb's first chunk (the .glb's chunks are
/// checked first: Assimp 5.2.5 allocates them at the lengths they claim before it
/// compares those with the file's size, gigabytes for a file of 600 bytes). Assimp's glTF reader
/// (RapidJSON) parses recursively, and reads a node's children before the node is
/// done, so a deep nesting, a deep node hierarchy or a node that is its own
/// ancestor runs it out of stack. Refused: JSON nested deeper than maxJsonNesting,
/// text that is not JSON or gives a key twice in one object (so that this check
/// and Assimp's reader, which keeps the first of two keys where nlohmann-json keeps
/// the last, cannot see different nodes), a child index that names no node, a
/// node with two parents (glTF 2.0 §3.5.3: the nodes form trees), a cycle, and a
/// hierarchy deeper than maxMeshNodeDepth.
std::string gltfProblem(std::string_view json)
{
    if (offsetBeyondNesting(json))
        return "has glTF JSON nested deeper than " + std::to_string(maxJsonNesting) + " levels";
    DuplicateKeyFinder keys;
    if (!nlohmann::json::sax_parse(json.begin(), json.end(), &keys))
        return keys.duplicate.empty() ? "has glTF JSON that is not valid JSON"
                                      : "has glTF JSON that gives the key \"" + keys.duplicate + "\" twice in one object";
    const nlohmann::json document = nlohmann::json::parse(json.begin(), json.end());
    if (!document.is_object() || !document.contains("nodes") || !document["nodes"].is_array())
        return {};  // no node hierarchy: Assimp's to read or refuse
    const nlohmann::json& nodes = document["nodes"];
    std::vector<std::vector<std::size_t>> children(nodes.size());
    std::vector<int> parents(nodes.size(), 0);
    for (std::size_t n = 0; n < nodes.size(); ++n) {
        if (!nodes[n].is_object() || !nodes[n].contains("children") || !nodes[n]["children"].is_array())
            continue;
        for (const nlohmann::json& child : nodes[n]["children"]) {
            if (!child.is_number_unsigned() || child.get<std::uint64_t>() >= nodes.size())
                return "has a glTF node whose child is not one of its " + std::to_string(nodes.size()) + " nodes";
            const std::size_t c = child.get<std::size_t>();
            if (++parents[c] > 1)
                return "has a glTF node with two parents (node " + std::to_string(c) + ")";
            children[n].push_back(c);
        }
    }
    // Depth from each root, without recursion; a node never reached from a root is on a cycle.
    std::vector<bool> reached(nodes.size(), false);
    for (std::size_t root = 0; root < nodes.size(); ++root) {
        if (parents[root] != 0)
            continue;
        std::vector<std::pair<std::size_t, std::size_t>> pending{{root, 1}};
        while (!pending.empty()) {
            const auto [node, depth] = pending.back();
            pending.pop_back();
            reached[node] = true;
            if (depth > maxMeshNodeDepth)
                return "has a glTF node hierarchy deeper than " + std::to_string(maxMeshNodeDepth) + " levels";
            for (const std::size_t c : children[node])
                pending.emplace_back(c, depth + 1);
        }
    }
    if (std::find(reached.begin(), reached.end(), false) != reached.end())
        return "has glTF nodes that are their own ancestors (a cycle)";
    return {};
}

}  // namespace drape::engine

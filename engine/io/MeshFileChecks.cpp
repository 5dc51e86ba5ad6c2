// Each check walks the bytes once, without recursion, and returns what is wrong
// (the rest of "FILE: …") or nothing. See MeshFileChecks.h for why they exist.
#include "engine/io/MeshFileChecks.h"

#include "engine/io/GlbContainer.h"
#include "engine/io/JsonNesting.h"
#include "engine/io/MeshLoader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace drape::engine {
namespace {

bool startsLikePly(std::string_view bytes)
{
    return bytes.size() >= 3 && std::tolower(static_cast<unsigned char>(bytes[0])) == 'p'
           && std::tolower(static_cast<unsigned char>(bytes[1])) == 'l'
           && std::tolower(static_cast<unsigned char>(bytes[2])) == 'y';
}

/// Bytes of one value of a PLY scalar type; 0 for a name that is none.
std::size_t plyTypeSize(const std::string& type)
{
    static const std::map<std::string, std::size_t> sizes = {
        {"char", 1},  {"uchar", 1},   {"int8", 1},  {"uint8", 1},  {"short", 2},   {"ushort", 2},
        {"int16", 2}, {"uint16", 2},  {"int", 4},   {"uint", 4},   {"int32", 4},   {"uint32", 4},
        {"float", 4}, {"float32", 4}, {"double", 8}, {"float64", 8}};
    const auto found = sizes.find(type);
    return found == sizes.end() ? 0 : found->second;
}

struct PlyProperty {
    std::size_t size = 0;       ///< bytes of a value, or of each list item
    std::size_t countSize = 0;  ///< lists: bytes of the item count; 0 for a plain value
    bool countSigned = false;
};

struct PlyElement {
    std::string name;
    std::uint64_t count = 0;
    std::vector<PlyProperty> properties;
};

/// Reads the list count at `at` (little- or big-endian); false for a negative one.
bool plyListCount(std::string_view data, std::size_t at, const PlyProperty& p, bool bigEndian, std::uint64_t& count)
{
    count = 0;
    for (std::size_t b = 0; b < p.countSize; ++b) {
        const std::size_t byte = bigEndian ? b : p.countSize - 1 - b;
        count = count << 8 | static_cast<unsigned char>(data[at + byte]);
    }
    return !(p.countSigned && (count >> (8 * p.countSize - 1)) != 0);
}

/// Assimp 5.2.5's PLY reader trusts a file too far: it loops forever on a header line it
/// cannot parse or a header without end_header, reads past the end of binary data that is
/// cut short (a crash), and makes every element the header declares however few the data
/// holds (minutes and gigabytes for a file of 100 bytes). Bytes that start like PLY are
/// therefore checked first: the header line by line, then that the data holds every
/// element (binary: byte by byte, lists included; ASCII: one line per element). Returns
/// what is wrong, or nothing.
std::string plyProblem(std::string_view bytes)
{
    std::vector<PlyElement> elements;
    std::string format;
    std::size_t at = 0;
    for (int lineNumber = 1;; ++lineNumber) {
        const std::size_t end = bytes.find('\n', at);
        if (end == std::string_view::npos)
            return "has a PLY header without an end_header line";
        std::string line(bytes.substr(at, end - at));
        at = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        std::istringstream words(line);
        const std::vector<std::string> w{std::istream_iterator<std::string>(words), std::istream_iterator<std::string>()};
        const auto notUnderstood = [&] {
            std::string shown = line.substr(0, 40);
            for (char& c : shown)
                if (!std::isprint(static_cast<unsigned char>(c)))
                    c = '?';
            return "has a PLY header line it cannot read (line " + std::to_string(lineNumber) + ": \"" + shown + "\")";
        };
        if (lineNumber == 1) {
            if (w.size() != 1 || !startsLikePly(w[0]) || w[0].size() != 3)
                return notUnderstood();
        } else if (w.empty() || w[0] == "comment" || w[0] == "obj_info") {
            continue;
        } else if (w[0] == "format" && w.size() == 3 && format.empty()
                   && (w[1] == "ascii" || w[1] == "binary_little_endian" || w[1] == "binary_big_endian")) {
            format = w[1];
        } else if (w[0] == "element" && w.size() == 3 && !w[2].empty() && w[2].size() <= 18
                   && w[2].find_first_not_of("0123456789") == std::string::npos) {
            elements.push_back({w[1], std::stoull(w[2]), {}});
        } else if (w[0] == "property" && !elements.empty() && w.size() == 3 && plyTypeSize(w[1]) > 0) {
            elements.back().properties.push_back({plyTypeSize(w[1]), 0, false});
        } else if (w[0] == "property" && !elements.empty() && w.size() == 5 && w[1] == "list"
                   && plyTypeSize(w[2]) > 0 && w[2].find("float") == std::string::npos && w[2] != "double"
                   && plyTypeSize(w[3]) > 0) {
            elements.back().properties.push_back({plyTypeSize(w[3]), plyTypeSize(w[2]), w[2][0] != 'u'});
        } else if (w[0] == "end_header" && w.size() == 1) {
            break;
        } else {
            return notUnderstood();
        }
    }
    if (format.empty())
        return "has a PLY header without a format line";
    for (const PlyElement& element : elements)
        if (element.properties.empty())
            return "has a PLY element \"" + element.name + "\" without properties";

    const std::string_view data = bytes.substr(at);
    const std::string cutShort = "has PLY data that ends before the elements its header declares";
    if (format == "ascii") {
        // Assimp reads one element per line.
        std::uint64_t lines = 0, needed = 0;
        for (const PlyElement& element : elements)
            needed += element.count;
        std::size_t start = 0;
        while (start < data.size() && lines < needed) {
            std::size_t end = data.find('\n', start);
            if (end == std::string_view::npos)
                end = data.size();
            if (data.substr(start, end - start).find_first_not_of(" \t\r") != std::string_view::npos)
                ++lines;
            start = end + 1;
        }
        return lines < needed ? cutShort : std::string();
    }
    const bool bigEndian = format == "binary_big_endian";
    std::uint64_t offset = 0;
    for (const PlyElement& element : elements) {
        std::size_t rowSize = 0;
        bool hasList = false;
        for (const PlyProperty& p : element.properties) {
            rowSize += p.countSize > 0 ? 0 : p.size;
            hasList = hasList || p.countSize > 0;
        }
        if (!hasList) {
            // Every row the same size: no walk needed (and a huge count must fit in the data).
            if (element.count > (data.size() - offset) / rowSize)
                return cutShort;
            offset += element.count * rowSize;
            continue;
        }
        for (std::uint64_t n = 0; n < element.count; ++n)
            for (const PlyProperty& p : element.properties) {
                if (p.countSize == 0) {
                    offset += p.size;
                    if (offset > data.size())
                        return cutShort;
                    continue;
                }
                if (offset + p.countSize > data.size())
                    return cutShort;
                std::uint64_t count = 0;
                if (!plyListCount(data, std::size_t(offset), p, bigEndian, count))
                    return "has a PLY list with a negative length";
                offset += p.countSize;
                if (count > (data.size() - offset) / p.size)
                    return cutShort;
                offset += count * p.size;
            }
    }
    return {};
}

bool startsLikeGlb(std::string_view bytes)
{
    return bytes.substr(0, 4) == "glTF";
}

bool startsLikeBinaryFbx(std::string_view bytes)
{
    return bytes.substr(0, 18) == "Kaydara FBX Binary";
}

/// Little-endian unsigned integer of `size` bytes at `at`.
std::uint64_t readLittleEndian(std::string_view bytes, std::size_t at, std::size_t size)
{
    std::uint64_t value = 0;
    for (std::size_t b = size; b-- > 0;)
        value = value << 8 | static_cast<unsigned char>(bytes[at + b]);
    return value;
}

/// Assimp 5.2.5's binary FBX reader adds the lengths a file states to its read pointer
/// before comparing them with the file's size: a length near 2^64 wraps the pointer
/// and an assertion aborts the process; a deep nesting of records exhausts its stack;
/// and it inflates a compressed array to the size the array claims. So the records are
/// walked first: every record inside its parent and the file, every property inside
/// its record, nesting at most maxFbxNesting deep, and no array claiming more than zlib can
/// inflate its bytes to. Returns what is wrong, or nothing.
std::string fbxProblem(std::string_view bytes)
{
    constexpr std::size_t headerSize = 27;  // "Kaydara FBX Binary  \0", 0x1a 0x00, version
    constexpr std::size_t maxDepth = maxFbxNesting;
    constexpr std::uint64_t zlibMaxRatio = 1032;
    const std::string cutShort = "has FBX records that run past their end or the file's";
    if (bytes.size() < headerSize)
        return cutShort;
    // Records have 64-bit offsets and lengths from FBX 7.5 on.
    const std::size_t word = readLittleEndian(bytes, 23, 4) >= 7500 ? 8 : 4;
    const std::size_t recordHeader = 3 * word + 1;
    // Each entry: where the next record of a list starts, and where the list ends.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> lists{{headerSize, bytes.size()}};
    while (!lists.empty()) {
        auto& [at, end] = lists.back();
        if (at + recordHeader > end) {
            lists.pop_back();
            continue;
        }
        const std::uint64_t recordEnd = readLittleEndian(bytes, std::size_t(at), word);
        const std::uint64_t properties = readLittleEndian(bytes, std::size_t(at + word), word);
        const std::uint64_t propertyBytes = readLittleEndian(bytes, std::size_t(at + 2 * word), word);
        const unsigned nameLength = static_cast<unsigned char>(bytes[std::size_t(at + 3 * word)]);
        if (recordEnd == 0 && properties == 0 && propertyBytes == 0 && nameLength == 0) {
            lists.pop_back();  // the null record that closes a list
            continue;
        }
        const std::uint64_t propertiesStart = at + recordHeader + nameLength;
        if (recordEnd <= at || recordEnd > end || propertiesStart > recordEnd
            || propertyBytes > recordEnd - propertiesStart)
            return cutShort;
        std::uint64_t p = propertiesStart;
        const std::uint64_t propertiesEnd = propertiesStart + propertyBytes;
        for (std::uint64_t n = 0; n < properties; ++n) {
            if (p >= propertiesEnd)
                return cutShort;
            const char type = bytes[std::size_t(p++)];
            std::uint64_t size = 0;
            switch (type) {
            case 'C': size = 1; break;
            case 'Y': size = 2; break;
            case 'I': case 'F': size = 4; break;
            case 'D': case 'L': size = 8; break;
            case 'S': case 'R':
                if (p + 4 > propertiesEnd)
                    return cutShort;
                size = 4 + readLittleEndian(bytes, std::size_t(p), 4);
                break;
            case 'b': case 'i': case 'f': case 'l': case 'd': {
                if (p + 12 > propertiesEnd)
                    return cutShort;
                const std::uint64_t items = readLittleEndian(bytes, std::size_t(p), 4);
                const std::uint64_t encoding = readLittleEndian(bytes, std::size_t(p + 4), 4);
                const std::uint64_t stored = readLittleEndian(bytes, std::size_t(p + 8), 4);
                const std::uint64_t itemSize = type == 'b' ? 1 : (type == 'i' || type == 'f') ? 4 : 8;
                if (encoding != 0 && items * itemSize > stored * zlibMaxRatio)
                    return "has an FBX array that claims more data than its compressed bytes can hold";
                size = 12 + (encoding == 0 ? items * itemSize : stored);
                break;
            }
            default: return "has an FBX property of unknown type";
            }
            if (size > propertiesEnd - p)
                return cutShort;
            p += size;
        }
        const std::uint64_t nestedStart = propertiesEnd;
        at = recordEnd;  // the next record of this list, once the nested ones are checked
        if (nestedStart < recordEnd) {
            if (lists.size() >= maxDepth)
                return "has FBX records nested deeper than " + std::to_string(maxDepth);
            lists.emplace_back(nestedStart, recordEnd);
        }
    }
    return {};
}

/// One corner index as Assimp reads it: digits, with a '-' in front for one that
/// counts back. Nothing when `text` is not that; "too large" as INT64_MAX.
std::optional<std::int64_t> objIndex(std::string_view text)
{
    const bool negative = !text.empty() && text[0] == '-';
    const std::string_view digits = text.substr(negative ? 1 : 0);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    if (digits.size() > 12)
        return negative ? -std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int64_t>::max();
    const std::int64_t value = std::stoll(std::string(digits));
    return negative ? -value : value;
}

/// Assimp 5.2.5's OBJ importer builds each group's mesh before it checks the group's
/// indices, and loses the meshes built so far when one is out of range ("OBJ:
/// vertex index out of range" after "g second" leaks the first group's mesh); with
/// colours on some vertices only, it reads past the end of its colours. So the file
/// is read first the way Assimp reads it: a line ends at \n, \r, \f or \0 and goes
/// on after a '\' at its end; its first byte says what it is ("v " or "v\t" a
/// position when 3, 4 or 6 of its words start like numbers, 6 with a colour; "vt"
/// a texture coordinate; "vn" a normal; 'f', 'l' or 'p' a face, line or point
/// whose words after the first are corners). Refused: a corner that is not
/// "v", "v/t", "v//n" or "v/t/n" of plain integers; a t where Assimp would shift it
/// into the normals (normals but no texture coordinates before it); an index of 0; a
/// position out of range; a texture coordinate or normal out of range in a file
/// that has some (Assimp ignores them otherwise); colours on some vertices only.
/// Constant memory, one pass.
std::string objProblem(std::string_view bytes)
{
    static const char* const kindName[] = {"vertex", "texture coordinate", "normal"};
    std::int64_t declared[3] = {0, 0, 0};  // positions, texture coordinates, normals read so far
    std::int64_t coloured = 0;
    std::int64_t largest[3] = {0, 0, 0};   // the largest positive index of each kind, and its line
    int largestLine[3] = {0, 0, 0};
    int reachesBefore[3] = {0, 0, 0};      // the first line with a negative index before the first one
    std::int64_t reachesBeforeIndex[3] = {0, 0, 0};
    const auto lineEnd = [](char c) { return c == '\n' || c == '\r' || c == '\f' || c == '\0'; };
    const auto numberLike = [](std::string_view word) {
        const char c = word[0];
        return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || word.substr(0, 3) == "nan"
               || word.substr(0, 3) == "inf";
    };
    std::string line;
    int lineNumber = 0;
    for (std::size_t at = 0; at < bytes.size();) {
        // One logical line, continuations joined.
        line.clear();
        ++lineNumber;
        while (at < bytes.size() && !lineEnd(bytes[at])) {
            if (bytes[at] == '\\' && at + 1 < bytes.size() && lineEnd(bytes[at + 1])) {
                at += 2;
                if (at < bytes.size() && bytes[at - 1] == '\r' && bytes[at] == '\n')
                    ++at;
                line += ' ';
                continue;
            }
            line += bytes[at++];
        }
        ++at;
        if (line.empty())
            continue;
        std::vector<std::string_view> words;
        for (std::size_t w = 0; w < line.size();) {
            const std::size_t start = line.find_first_not_of(" \t", w);
            if (start == std::string::npos)
                break;
            const std::size_t end = std::min(line.find_first_of(" \t", start), line.size());
            words.push_back(std::string_view(line).substr(start, end - start));
            w = end;
        }
        if (line[0] == 'v' && line.size() > 1 && (line[1] == ' ' || line[1] == '\t')) {
            const auto numbers = std::count_if(words.begin() + 1, words.end(), numberLike);
            if (numbers == 3 || numbers == 4 || numbers == 6)
                ++declared[0];
            if (numbers == 6)
                ++coloured;
        } else if (line.starts_with("vt")) {
            ++declared[1];
        } else if (line.starts_with("vn")) {
            ++declared[2];
        } else if (line[0] == 'f' || line[0] == 'l' || line[0] == 'p') {
            for (std::size_t w = 1; w < words.size(); ++w) {
                const std::string_view corner = words[w];
                const auto cannotRead = [&] {
                    return "has an OBJ corner Drape cannot read (line " + std::to_string(lineNumber) + ": \""
                           + std::string(corner.substr(0, 40)) + "\")";
                };
                const std::size_t slash1 = corner.find('/');
                const std::size_t slash2 = slash1 == std::string_view::npos ? slash1 : corner.find('/', slash1 + 1);
                if (slash2 != std::string_view::npos && corner.find('/', slash2 + 1) != std::string_view::npos)
                    return cannotRead();
                std::string_view parts[3];
                parts[0] = corner.substr(0, slash1);
                if (slash1 != std::string_view::npos) {
                    parts[1] = corner.substr(slash1 + 1, slash2 == std::string_view::npos ? slash2 : slash2 - slash1 - 1);
                    if (slash2 != std::string_view::npos)
                        parts[2] = corner.substr(slash2 + 1);
                    if (parts[1].empty() && parts[2].empty())
                        return cannotRead();
                    if (!parts[1].empty() && declared[1] == 0 && declared[2] > 0)
                        return "has an OBJ corner \"" + std::string(corner.substr(0, 40)) + "\" whose second index Assimp "
                               "would read as a normal (line " + std::to_string(lineNumber) + ")";
                }
                for (int kind = 0; kind < 3; ++kind) {
                    if (kind > 0 && parts[kind].empty())
                        continue;
                    const std::optional<std::int64_t> index = objIndex(parts[kind]);
                    if (!index || *index == 0)
                        return cannotRead();
                    if (*index > largest[kind]) {
                        largest[kind] = *index;
                        largestLine[kind] = lineNumber;
                    } else if (*index < 0 && *index < -declared[kind] && reachesBefore[kind] == 0) {
                        reachesBefore[kind] = lineNumber;
                        reachesBeforeIndex[kind] = *index;
                    }
                }
            }
        }
    }
    if (coloured > 0 && coloured != declared[0])
        return "has colours on " + std::to_string(coloured) + " of its " + std::to_string(declared[0])
               + " OBJ vertices (all or none)";
    for (int kind = 0; kind < 3; ++kind) {
        if (kind > 0 && declared[kind] == 0)
            continue;  // Assimp looks at these indices only in a file that has some
        if (largest[kind] > declared[kind])
            return "has an OBJ index out of range (line " + std::to_string(largestLine[kind]) + ": " + kindName[kind]
                   + " " + std::to_string(largest[kind]) + " of " + std::to_string(declared[kind]) + ")";
        if (reachesBefore[kind] != 0)
            return "has an OBJ index out of range (line " + std::to_string(reachesBefore[kind]) + ": " + kindName[kind]
                   + " " + std::to_string(reachesBeforeIndex[kind]) + ", before the first)";
    }
    return {};
}

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

bool startsLikeJson(std::string_view bytes)
{
    const std::size_t first = bytes.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && bytes[first] == '{';
}

bool startsLikeJsonArray(std::string_view bytes)
{
    const std::size_t first = bytes.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && bytes[first] == '[';
}

/// Assimp's ASCII FBX reader makes a scope of each "{ … }" recursively, so scopes are
/// counted first: at most maxFbxNesting inside one another. Quoted strings and ';'
/// comments (to the end of the line: \n, \r, \f or \0) do not count.
std::string asciiFbxProblem(std::string_view bytes)
{
    std::size_t depth = 0;
    for (std::size_t at = 0; at < bytes.size(); ++at) {
        const char c = bytes[at];
        if (c == '"') {
            const std::size_t close = bytes.find('"', at + 1);
            at = close == std::string_view::npos ? bytes.size() : close;
        } else if (c == ';') {
            // A comment ends where Assimp's tokenizer ends a line.
            const std::size_t end = bytes.find_first_of(std::string_view("\n\r\f\0", 4), at);
            at = end == std::string_view::npos ? bytes.size() : end;
        } else if (c == '{' && ++depth > maxFbxNesting) {
            return "has FBX scopes nested deeper than " + std::to_string(maxFbxNesting);
        } else if (c == '}' && depth > 0) {
            --depth;
        }
    }
    return {};
}

/// Assimp's FBX reader claims a file by content when "fbx" appears in its first 200 bytes.
bool mentionsFbx(std::string_view bytes)
{
    std::string head(bytes.substr(0, 200));
    std::transform(head.begin(), head.end(), head.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return head.find("fbx") != std::string::npos;
}

}  // namespace

bool meshFileIsChecked(std::string_view head, std::string_view extension, bool assimpKnowsExtension)
{
    return startsLikePly(head) || startsLikeGlb(head) || startsLikeBinaryFbx(head) || !assimpKnowsExtension
           || extension == "gltf" || extension == "fbx" || extension == "obj";
}

std::string meshFileProblem(std::string_view bytes, std::string_view extension, bool assimpKnowsExtension)
{
    if (startsLikePly(bytes))
        return plyProblem(bytes);
    if (startsLikeGlb(bytes)) {
        glb::Contents contents;
        try {
            contents = glb::split(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        } catch (const std::runtime_error& e) {
            return std::string("is not a binary glTF 2.0 file Drape can read (") + e.what() + ")";
        }
        return gltfProblem(contents.json);
    }
    if (startsLikeBinaryFbx(bytes))
        return fbxProblem(bytes);
    // A file whose extension Assimp does not know is offered to every reader, each
    // deciding by content, so every check that can apply does.
    const bool byContent = !assimpKnowsExtension;
    std::string problem;
    if (extension == "gltf" || (byContent && startsLikeJson(bytes)))
        problem = gltfProblem(bytes);
    if (problem.empty() && byContent && startsLikeJsonArray(bytes) && offsetBeyondNesting(bytes))
        problem = "has JSON nested deeper than " + std::to_string(maxJsonNesting) + " levels";
    if (problem.empty() && (extension == "fbx" || (byContent && mentionsFbx(bytes))))
        problem = asciiFbxProblem(bytes);
    if (problem.empty() && (extension == "obj" || byContent))
        problem = objProblem(bytes);
    return problem;
}

}  // namespace drape::engine

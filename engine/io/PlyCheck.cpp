#include "engine/io/PlyCheck.h"

#include <cctype>
#include <cstdint>
#include <iterator>
#include <map>
#include <sstream>
#include <vector>

namespace drape::engine {
namespace {

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

}  // namespace

bool startsLikePly(std::string_view bytes)
{
    return bytes.size() >= 3 && std::tolower(static_cast<unsigned char>(bytes[0])) == 'p'
           && std::tolower(static_cast<unsigned char>(bytes[1])) == 'l'
           && std::tolower(static_cast<unsigned char>(bytes[2])) == 'y';
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

}  // namespace drape::engine

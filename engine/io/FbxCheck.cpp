#include "engine/io/FbxCheck.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

namespace drape::engine {
namespace {

/// Little-endian unsigned integer of `size` bytes at `at`.
std::uint64_t readLittleEndian(std::string_view bytes, std::size_t at, std::size_t size)
{
    std::uint64_t value = 0;
    for (std::size_t b = size; b-- > 0;)
        value = value << 8 | static_cast<unsigned char>(bytes[at + b]);
    return value;
}

}  // namespace

bool startsLikeBinaryFbx(std::string_view bytes)
{
    return bytes.substr(0, 18) == "Kaydara FBX Binary";
}

/// Assimp 5.2.5's binary FBX reader adds the lengths a file states to its read pointer
/// before comparing them with the file's size: a length near 2^64 wraps the pointer
/// and an assertion aborts the process; a deep nesting of records exhausts its stack;
/// and it inflates a compressed array to the size the array claims. So the records are
/// walked first: every record inside its parent and the file, every property inside
/// its record, nesting at most maxFbxNesting deep, and no array claiming more than zlib can
/// inflate its bytes to. Returns what is wrong, or nothing.
std::string binaryFbxProblem(std::string_view bytes)
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

bool mentionsFbx(std::string_view bytes)
{
    std::string head(bytes.substr(0, 200));
    std::transform(head.begin(), head.end(), head.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return head.find("fbx") != std::string::npos;
}

}  // namespace drape::engine

#include "engine/io/GlbContainer.h"

#include <bit>
#include <cstring>
#include <stdexcept>

namespace drape::engine::glb {
namespace {

static_assert(std::endian::native == std::endian::little, "GLB is little-endian; add byte swapping for this target");

constexpr std::uint32_t magic = 0x46546C67;      // "glTF"
constexpr std::uint32_t jsonChunk = 0x4E4F534A;  // "JSON"
constexpr std::uint32_t binChunk = 0x004E4942;   // "BIN\0"

std::uint32_t readWord(const std::uint8_t* data, std::size_t size, std::size_t offset)
{
    if (offset + 4 > size)
        throw std::runtime_error("glb: truncated");
    std::uint32_t word;
    std::memcpy(&word, data + offset, 4);
    return word;
}

void appendWord(std::vector<std::uint8_t>& out, std::uint32_t word)
{
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(&word);
    out.insert(out.end(), bytes, bytes + 4);
}

}  // namespace

Contents split(const std::uint8_t* data, std::size_t size)
{
    if (readWord(data, size, 0) != magic || readWord(data, size, 4) != 2)
        throw std::runtime_error("glb: not a glTF 2.0 binary");
    Contents contents;
    for (std::size_t offset = 12; offset + 8 <= size;) {
        const std::uint32_t length = readWord(data, size, offset), type = readWord(data, size, offset + 4);
        if (offset + 8 + length > size)
            throw std::runtime_error("glb: chunk runs past the end");
        const std::uint8_t* chunk = data + offset + 8;
        if (type == jsonChunk)
            contents.json.assign(reinterpret_cast<const char*>(chunk), length);
        else if (type == binChunk)
            contents.bin.assign(chunk, chunk + length);
        offset += 8 + length;
    }
    return contents;
}

std::vector<std::uint8_t> join(const Contents& contents)
{
    std::string json = contents.json;
    json.append((4 - json.size() % 4) % 4, ' ');
    std::vector<std::uint8_t> bin = contents.bin;
    bin.resize((bin.size() + 3) / 4 * 4, 0);
    std::vector<std::uint8_t> out;
    out.reserve(12 + 8 + json.size() + 8 + bin.size());
    appendWord(out, magic);
    appendWord(out, 2);
    appendWord(out, std::uint32_t(12 + 8 + json.size() + (bin.empty() ? 0 : 8 + bin.size())));
    appendWord(out, std::uint32_t(json.size()));
    appendWord(out, jsonChunk);
    out.insert(out.end(), json.begin(), json.end());
    if (!bin.empty()) {
        appendWord(out, std::uint32_t(bin.size()));
        appendWord(out, binChunk);
        out.insert(out.end(), bin.begin(), bin.end());
    }
    return out;
}

}  // namespace drape::engine::glb

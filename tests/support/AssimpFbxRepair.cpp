#include "tests/support/AssimpFbxRepair.h"

#include <bit>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

namespace drape::test {
namespace {

static_assert(std::endian::native == std::endian::little, "FBX is little-endian; add byte swapping for this target");

constexpr std::size_t headerSize = 27;  // "Kaydara FBX Binary  \0\x1a\0" and a uint32 version

/// FBX 7.5 and later use 64-bit node header fields and 25-byte null records; older ones 32-bit and 13.
struct Layout {
    std::size_t word;
    std::size_t nullRecord() const { return 3 * word + 1; }
};

std::uint64_t readWord(const std::vector<std::uint8_t>& data, std::size_t offset, const Layout& layout)
{
    if (offset + layout.word > data.size())
        throw std::runtime_error("FBX repair: truncated node header");
    std::uint64_t value = 0;
    std::memcpy(&value, data.data() + offset, layout.word);
    return value;
}

void writeWord(std::vector<std::uint8_t>& out, std::size_t offset, std::uint64_t value, const Layout& layout)
{
    std::memcpy(out.data() + offset, &value, layout.word);
}

/// Copies the node at `offset` (ending at its end offset in the input) to `out`, its
/// children recursively, adds the null record after them, and fixes the end offset.
/// `scoped`: the node gets the null record even without children, as readers expect
/// of every object (an AnimationLayer has none). Returns the input offset after the node.
std::size_t copyNode(const std::vector<std::uint8_t>& in, std::size_t offset, std::vector<std::uint8_t>& out,
                     const Layout& layout, bool scoped)
{
    const std::uint64_t end = readWord(in, offset, layout);
    const std::uint64_t propertyBytes = readWord(in, offset + 2 * layout.word, layout);
    if (offset + 3 * layout.word >= in.size())
        throw std::runtime_error("FBX repair: truncated node header");
    const std::size_t nameLength = in[offset + 3 * layout.word];
    const std::size_t childrenStart = offset + 3 * layout.word + 1 + nameLength + std::size_t(propertyBytes);
    if (end > in.size() || end < childrenStart)
        throw std::runtime_error("FBX repair: a node's end offset is out of range");

    const std::string_view name(reinterpret_cast<const char*>(in.data()) + offset + 3 * layout.word + 1, nameLength);
    const std::size_t headerAt = out.size();
    out.insert(out.end(), in.begin() + std::ptrdiff_t(offset), in.begin() + std::ptrdiff_t(childrenStart));
    std::size_t child = childrenStart;
    while (child < end) {
        if (readWord(in, child, layout) == 0) {
            child += layout.nullRecord();  // already closed (a writer without the bug): keep it once
            break;
        }
        child = copyNode(in, child, out, layout, name == "Objects");
    }
    if (child != end)
        throw std::runtime_error("FBX repair: nested nodes overrun their parent");
    if (childrenStart < end || scoped)
        out.insert(out.end(), layout.nullRecord(), 0);
    writeWord(out, headerAt, out.size(), layout);
    return std::size_t(end);
}

}  // namespace

std::vector<std::uint8_t> repairAssimpBinaryFbx(const std::vector<std::uint8_t>& fbx)
{
    if (fbx.size() < headerSize || std::memcmp(fbx.data(), "Kaydara FBX Binary  \0", 21) != 0)
        throw std::runtime_error("FBX repair: not a binary FBX file");
    std::uint32_t version = 0;
    std::memcpy(&version, fbx.data() + 23, 4);
    const Layout layout{version >= 7500 ? 8u : 4u};

    std::vector<std::uint8_t> out(fbx.begin(), fbx.begin() + headerSize);
    out.reserve(fbx.size() + fbx.size() / 8);
    std::size_t offset = headerSize;
    // Top-level nodes run until the null record that ends the top level; the footer follows it:
    // a 16-byte id, zeros up to a 16-byte boundary, the version, 120 zeros and a 16-byte magic.
    while (readWord(fbx, offset, layout) != 0)
        offset = copyNode(fbx, offset, out, layout, false);
    const std::size_t padding = offset + layout.nullRecord() + 16;
    std::size_t footerVersion = padding;
    while (footerVersion < fbx.size() && fbx[footerVersion] == 0)
        ++footerVersion;
    if (footerVersion + 4 + 120 + 16 != fbx.size())
        throw std::runtime_error("FBX repair: unexpected footer");
    out.insert(out.end(), fbx.begin() + std::ptrdiff_t(offset), fbx.begin() + std::ptrdiff_t(padding));
    out.insert(out.end(), 16 - out.size() % 16, 0);  // the data moved: align again
    out.insert(out.end(), fbx.begin() + std::ptrdiff_t(footerVersion), fbx.end());
    return out;
}

}  // namespace drape::test

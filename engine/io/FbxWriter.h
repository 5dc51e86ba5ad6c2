// Binary FBX 7.5 as a tree of nodes, the format every FBX reader accepts: each
// node has a name, typed properties (numbers, strings, raw bytes, arrays) and
// nested nodes. Arrays of 128 bytes or more are stored zlib-deflated (FBX's
// array encoding 1). write() adds what readers check around the tree: the
// header, the null records that close nested lists (13 bytes in 7.4, 25 in
// 7.5, which has 64-bit offsets and so no 4 GB limit) and the footer.
// Internal to engine/io.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace drape::engine {

class FbxNode {
public:
    explicit FbxNode(std::string name);

    const std::string& name() const { return m_name; }

    FbxNode& addInt(std::int32_t value);    ///< 'I'
    FbxNode& addLong(std::int64_t value);   ///< 'L'
    FbxNode& addDouble(double value);       ///< 'D'
    FbxNode& addString(std::string_view value);  ///< 'S'; may hold NULs (object names do)
    FbxNode& addBytes(std::span<const std::uint8_t> value);  ///< 'R'
    FbxNode& addArray(std::span<const std::int32_t> values);  ///< 'i'
    FbxNode& addArray(std::span<const std::int64_t> values);  ///< 'l'
    FbxNode& addArray(std::span<const float> values);         ///< 'f'
    FbxNode& addArray(std::span<const double> values);        ///< 'd'

    /// A new nested node, last among this node's children.
    FbxNode& addChild(std::string name);
    /// `node`, moved in as this node's last child.
    FbxNode& addChild(FbxNode node);
    /// Whether this node's nested list is written (and closed) even when it has no children:
    /// some readers require it of objects (Assimp of AnimationLayer, for one).
    void keepNestedList() { m_keepNestedList = true; }

    /// Bytes of this node as write() stores it, in FBX 7.5.
    std::uint64_t size() const;
    /// Appends this node (and its children) at absolute file offset `offset`.
    void write(std::uint64_t offset, const std::function<void(const void*, std::size_t)>& sink) const;

private:
    template <typename T>
    FbxNode& addArrayOf(char type, std::span<const T> values);
    bool writesNestedList() const;

    std::string m_name;
    std::uint32_t m_propertyCount = 0;
    std::vector<std::uint8_t> m_properties;  ///< encoded as stored: type code, then the value
    std::vector<std::unique_ptr<FbxNode>> m_children;
    bool m_keepNestedList = false;
};

/// Writes a whole binary FBX 7.5 file of `topLevel` nodes (FBXHeaderExtension, FileId, …) to
/// `sink`, which receives the bytes in order.
void writeFbxFile(std::span<const FbxNode> topLevel, const std::function<void(const void*, std::size_t)>& sink);

/// The version writeFbxFile() writes (FBXHeaderExtension's FBXVersion must say the same).
constexpr std::int32_t fbxFileVersion = 7500;

}  // namespace drape::engine

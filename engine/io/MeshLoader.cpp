// Mesh files through Assimp, read in two steps: the importer alone first, so the
// triangles can be counted against maxMeshTriangles before the post-processing
// (triangulation, welding, baking node transforms) spends time and memory on
// them; then the post-processing, and the merge into one TriangleMesh. Around
// Assimp 5.2.5 (Debian's, assertions on) it guards against what its importers do
// with malformed files: PLY, binary glTF and binary FBX bytes are checked before
// Assimp reads them, glTF 1.0 is not read at all, and primitive types are put
// right before triangulation.
#include "engine/io/MeshLoader.h"

#include "engine/io/GlbContainer.h"

#include <assimp/BaseImporter.h>
#include <assimp/IOStream.hpp>
#include <assimp/IOSystem.hpp>
#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/importerdesc.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace drape::engine {
namespace {

/// ValidateDataStructure runs first and turns an importer's malformed output (a face
/// without corners, an index beyond its mesh) into an error instead of letting later
/// steps trip over it. Everything but positions is then dropped (aiProcess_RemoveComponent,
/// see configure()), so that JoinIdenticalVertices welds corners by position alone,
/// whatever normals or UVs they had.
constexpr unsigned int postProcessing = aiProcess_ValidateDataStructure | aiProcess_RemoveComponent
                                        | aiProcess_Triangulate | aiProcess_JoinIdenticalVertices
                                        | aiProcess_PreTransformVertices | aiProcess_SortByPType;

/// Where ReadFileFromMemory pretends the bytes come from (Assimp's MemoryIOWrapper.h).
constexpr std::string_view memoryFileName = "$$$___magic___$$$";

[[noreturn]] void fail(std::string_view name, const std::string& what)
{
    throw MeshLoadError(std::string(name) + ": " + what);
}

/// Assimp's message on one line, with the name of its stand-in file for memory reads replaced by `name`.
std::string oneLine(std::string text, std::string_view name)
{
    for (std::size_t at = text.find(memoryFileName); at != std::string::npos; at = text.find(memoryFileName, at)) {
        // The stand-in is "$$$___magic___$$$.HINT": replace up to the end of the hint.
        std::size_t end = at + memoryFileName.size();
        if (end < text.size() && text[end] == '.')
            while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '.'))
                ++end;
        text.replace(at, end - at, name);
        at += name.size();
    }
    // One line of text: Assimp sometimes quotes the file's own bytes.
    for (char& c : text)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
        else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    while (!text.empty() && (text.back() == ' ' || text.back() == '.'))
        text.pop_back();
    return text.empty() ? "no reason given" : text;
}

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

/// Assimp 5.2.5's glTF 2.0 reader allocates a binary glTF's chunks at the lengths they
/// claim before it compares them with the file's size (gigabytes for a file of 600
/// bytes), so the container is checked first. Returns what is wrong, or nothing.
std::string glbProblem(std::string_view bytes)
{
    try {
        glb::split(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    } catch (const std::runtime_error& e) {
        return std::string("is not a binary glTF 2.0 file Drape can read (") + e.what() + ")";
    }
    return {};
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
/// its record, nesting at most 64 deep, and no array claiming more than zlib can
/// inflate its bytes to. Returns what is wrong, or nothing.
std::string fbxProblem(std::string_view bytes)
{
    constexpr std::size_t headerSize = 27;  // "Kaydara FBX Binary  \0", 0x1a 0x00, version
    constexpr std::size_t maxDepth = 64;
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

/// What is wrong with bytes that Assimp 5.2.5 cannot be trusted with (see plyProblem,
/// glbProblem and fbxProblem), or nothing.
std::string problemBeforeAssimp(std::string_view bytes)
{
    if (startsLikePly(bytes))
        return plyProblem(bytes);
    if (startsLikeGlb(bytes))
        return glbProblem(bytes);
    if (startsLikeBinaryFbx(bytes))
        return fbxProblem(bytes);
    return {};
}

std::string coordinates(const aiVector3D& v)
{
    char text[96];
    std::snprintf(text, sizeof text, "(%g, %g, %g)", double(v.x), double(v.y), double(v.z));
    return text;
}

/// Refuses every file: for memory reads, so that a reference to another file
/// (an .mtl, an external glTF buffer) cannot reach the disk.
class NoFilesIOSystem : public Assimp::IOSystem {
public:
    bool Exists(const char*) const override { return false; }
    char getOsSeparator() const override { return '/'; }
    Assimp::IOStream* Open(const char*, const char*) override { return nullptr; }
    void Close(Assimp::IOStream* stream) override { delete stream; }
};

/// Settings that keep the importers to geometry: no skeleton stand-in meshes,
/// no FBX materials, textures, cameras, lights, animations or weights. And no
/// glTF 1.0 (2015, long superseded by 2.0, which stays): Debian's Assimp 5.2.5 is
/// built with its assertions on, and its glTF 1.0 importer fails one (abort(), the
/// whole process gone) even on a .glb that Assimp's own exporter writes.
void configure(Assimp::Importer& importer)
{
    for (std::size_t n = 0; n < importer.GetImporterCount(); ++n) {
        const aiImporterDesc* description = importer.GetImporterInfo(n);
        if (description && std::string_view(description->mName) == "glTF Importer") {
            Assimp::BaseImporter* gltf1 = importer.GetImporter(n);
            importer.UnregisterLoader(gltf1);  // the importer no longer owns it
            delete gltf1;
            break;
        }
    }
    importer.SetPropertyBool(AI_CONFIG_IMPORT_NO_SKELETON_MESHES, true);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_MATERIALS, false);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_TEXTURES, false);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_CAMERAS, false);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_LIGHTS, false);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_ANIMATIONS, false);
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_READ_WEIGHTS, false);
    // SortByPType drops point and line meshes instead of keeping them apart.
    importer.SetPropertyInteger(AI_CONFIG_PP_SBP_REMOVE, aiPrimitiveType_POINT | aiPrimitiveType_LINE);
    importer.SetPropertyInteger(AI_CONFIG_PP_RVC_FLAGS,
                                aiComponent_NORMALS | aiComponent_TANGENTS_AND_BITANGENTS | aiComponent_COLORS
                                    | aiComponent_TEXCOORDS | aiComponent_BONEWEIGHTS | aiComponent_ANIMATIONS
                                    | aiComponent_TEXTURES | aiComponent_LIGHTS | aiComponent_CAMERAS
                                    | aiComponent_MATERIALS);
}

/// Sets each mesh's primitive types to those its faces have. Some importers claim more
/// (Assimp 5.2.5's OFF reader claims polygons for a file that declares more faces than it
/// holds), and Triangulate then fails an assertion, which aborts the process in Debian's
/// build; ValidateDataStructure catches only the opposite mistake.
void fixPrimitiveTypes(const aiScene& scene)
{
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        aiMesh* mesh = scene.mMeshes[m];  // the importer's, not const in itself
        if (!mesh || !mesh->mFaces)
            continue;
        unsigned types = 0;
        for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
            switch (mesh->mFaces[f].mNumIndices) {
            case 0: break;  // ValidateDataStructure refuses it
            case 1: types |= aiPrimitiveType_POINT; break;
            case 2: types |= aiPrimitiveType_LINE; break;
            case 3: types |= aiPrimitiveType_TRIANGLE; break;
            default: types |= aiPrimitiveType_POLYGON; break;
            }
        }
        mesh->mPrimitiveTypes = types;
    }
}

/// Triangles the scene will have once polygons are triangulated and every node's
/// meshes are copied into place (a mesh used by n nodes counts n times). Fails
/// on a polygon of more than maxPolygonCorners corners.
std::size_t trianglesAfterPostProcessing(const aiScene& scene, std::string_view name)
{
    std::vector<std::size_t> perMesh(scene.mNumMeshes, 0);
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh* mesh = scene.mMeshes[m];
        for (unsigned f = 0; mesh && mesh->mFaces && f < mesh->mNumFaces; ++f) {
            const unsigned corners = mesh->mFaces[f].mNumIndices;
            if (corners > maxPolygonCorners)
                fail(name, "has a polygon of " + std::to_string(corners) + " corners, more than the "
                               + std::to_string(maxPolygonCorners) + " a mesh collider takes (split it into triangles)");
            if (corners >= 3)
                perMesh[m] += corners - 2;
        }
    }
    std::size_t total = 0;
    std::vector<const aiNode*> pending{scene.mRootNode};
    while (!pending.empty() && total <= maxMeshTriangles) {
        const aiNode* node = pending.back();
        pending.pop_back();
        if (!node)
            continue;
        for (unsigned n = 0; node->mMeshes && n < node->mNumMeshes; ++n)
            if (node->mMeshes[n] < scene.mNumMeshes)
                total += perMesh[node->mMeshes[n]];
        for (unsigned c = 0; node->mChildren && c < node->mNumChildren; ++c)
            pending.push_back(node->mChildren[c]);
    }
    return total;
}

const std::string tooManyTriangles =
    "has more than " + std::to_string(maxMeshTriangles) + " triangles, the most a mesh collider may have";

/// Every triangle of the post-processed scene in one mesh; vertices no triangle uses are left out.
TriangleMesh merge(const aiScene& scene, std::string_view name)
{
    TriangleMesh result;
    std::vector<std::uint32_t> remap;
    constexpr std::uint32_t unused = std::numeric_limits<std::uint32_t>::max();
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh* mesh = scene.mMeshes[m];
        if (!mesh || !mesh->mFaces || !mesh->mVertices)
            continue;
        remap.assign(mesh->mNumVertices, unused);
        for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
            const aiFace& face = mesh->mFaces[f];
            if (face.mNumIndices != 3 || !face.mIndices)
                continue;  // points and lines: nothing to collide with
            if (result.triangles.size() >= maxMeshTriangles)
                fail(name, tooManyTriangles);
            std::array<std::uint32_t, 3> triangle{};
            for (int c = 0; c < 3; ++c) {
                const unsigned index = face.mIndices[c];
                if (index >= mesh->mNumVertices)
                    fail(name, "a triangle refers to vertex " + std::to_string(index) + " of a mesh that has "
                                   + std::to_string(mesh->mNumVertices));
                if (remap[index] == unused) {
                    const aiVector3D& v = mesh->mVertices[index];
                    if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z))
                        fail(name, "has a vertex with a non-finite coordinate " + coordinates(v));
                    remap[index] = std::uint32_t(result.vertices.size());
                    result.vertices.emplace_back(double(v.x), double(v.y), double(v.z));
                }
                triangle[std::size_t(c)] = remap[index];
            }
            result.triangles.push_back(triangle);
        }
    }
    if (result.triangles.empty())
        fail(name, "has no triangles (only points, lines or nothing at all)");
    return result;
}

/// Reads with `read` (the importer alone), checks the triangle count, post-processes and merges.
TriangleMesh load(Assimp::Importer& importer, const std::function<const aiScene*()>& read, std::string_view name,
                  bool unknownExtension, std::string_view extension)
{
    const aiScene* scene = nullptr;
    std::string error;
    try {
        scene = read();
        if (scene) {
            const std::size_t triangles = trianglesAfterPostProcessing(*scene, name);
            if (triangles == 0)
                fail(name, "has no triangles (only points, lines or nothing at all)");
            if (triangles > maxMeshTriangles)
                fail(name, tooManyTriangles);
            fixPrimitiveTypes(*scene);
            scene = importer.ApplyPostProcessing(postProcessing);
        }
        if (!scene)
            error = importer.GetErrorString();
    } catch (const MeshLoadError&) {
        throw;
    } catch (const std::exception& e) {
        error = e.what();  // Assimp catches its own exceptions; this is for std::bad_alloc and the like
        scene = nullptr;
    }
    if (!scene) {
        const std::string what = unknownExtension ? "is not in a mesh format Assimp knows (\"" + std::string(extension)
                                                        + "\"): "
                                                  : "cannot be read as a mesh: ";
        fail(name, what + oneLine(error, name));
    }
    return merge(*scene, name);
}

}  // namespace

TriangleMesh loadTriangleMesh(const std::filesystem::path& file)
{
    const std::string name = file.string();
    std::error_code code;
    const std::filesystem::file_status status = std::filesystem::status(file, code);
    if (status.type() == std::filesystem::file_type::not_found)
        fail(name, "no such file");
    if (code)
        fail(name, "cannot be read (" + code.message() + ")");
    if (status.type() == std::filesystem::file_type::directory)
        fail(name, "is a folder, not a mesh file");
    if (status.type() != std::filesystem::file_type::regular)
        fail(name, "is not a regular file");
    if (std::FILE* probe = std::fopen(name.c_str(), "rb"))
        std::fclose(probe);
    else
        fail(name, std::string("cannot be read (") + std::strerror(errno) + ")");
    const std::uintmax_t size = std::filesystem::file_size(file, code);
    if (code)
        fail(name, "cannot be read (" + code.message() + ")");
    if (size == 0)
        fail(name, "is empty");

    {
        std::ifstream in(file, std::ios::binary);
        std::string bytes(18, '\0');
        bytes.resize(std::size_t(in.read(bytes.data(), 18).gcount()));
        if (startsLikePly(bytes) || startsLikeGlb(bytes) || startsLikeBinaryFbx(bytes)) {
            in.clear();
            bytes.assign(std::istreambuf_iterator<char>(in.seekg(0)), std::istreambuf_iterator<char>());
            if (const std::string problem = problemBeforeAssimp(bytes); !problem.empty())
                fail(name, problem);
        }
    }

    Assimp::Importer importer;
    configure(importer);
    const std::string extension = file.extension().string();
    return load(importer, [&] { return importer.ReadFile(name, 0); }, name,
                !importer.IsExtensionSupported(extension), extension);
}

TriangleMesh loadTriangleMeshFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages)
{
    if (size == 0 || !data)
        fail(nameForMessages, "is empty");
    const std::string hint(formatHint);
    if (hint.size() > Assimp::Importer::MaxLenHint)
        fail(nameForMessages, "has a format hint longer than Assimp takes");

    if (const std::string problem = problemBeforeAssimp({static_cast<const char*>(data), size}); !problem.empty())
        fail(nameForMessages, problem);

    Assimp::Importer importer;
    configure(importer);
    importer.SetIOHandler(new NoFilesIOSystem);  // the importer owns it
    return load(importer, [&] { return importer.ReadFileFromMemory(data, size, 0, hint.c_str()); }, nameForMessages,
                !importer.IsExtensionSupported("." + hint), hint);
}

}  // namespace drape::engine

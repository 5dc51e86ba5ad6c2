// Mesh files through Assimp, read in two steps: the importer alone first, so the
// triangles can be counted against maxMeshTriangles before the post-processing
// (triangulation, welding, baking node transforms) spends time and memory on
// them; then the post-processing, and the merge into one TriangleMesh. Around
// Assimp 5.2.5 (Debian's, assertions on) it guards against what its importers do
// with malformed files: the bytes are checked before Assimp reads them
// (MeshFileChecks), glTF 1.0 is not read at all, and primitive types are put right
// before triangulation.
#include "engine/io/MeshLoader.h"

#include "engine/io/MeshFileChecks.h"

#include <assimp/BaseImporter.h>
#include <assimp/IOStream.hpp>
#include <assimp/IOSystem.hpp>
#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/importerdesc.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
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
#include <new>
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

/// `work()`'s result; a file too large for memory fails with a MeshLoadError like any other.
template <class Work>
auto guarded(std::string_view name, const Work& work)
{
    try {
        return work();
    } catch (const std::bad_alloc&) {
        fail(name, "is too large to read into memory");
    }
}

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
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
/// on a polygon of more than maxPolygonCorners corners and on a node hierarchy
/// deeper than maxMeshNodeDepth.
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
    std::vector<std::pair<const aiNode*, std::size_t>> pending{{scene.mRootNode, 1}};
    while (!pending.empty() && total <= maxMeshTriangles) {
        const auto [node, depth] = pending.back();
        pending.pop_back();
        if (!node)
            continue;
        // The post-processing steps recurse once per level.
        if (depth > maxMeshNodeDepth)
            fail(name, "has a node hierarchy deeper than " + std::to_string(maxMeshNodeDepth) + " levels");
        for (unsigned n = 0; node->mMeshes && n < node->mNumMeshes; ++n)
            if (node->mMeshes[n] < scene.mNumMeshes)
                total += perMesh[node->mMeshes[n]];
        for (unsigned c = 0; node->mChildren && c < node->mNumChildren; ++c)
            pending.emplace_back(node->mChildren[c], depth + 1);
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
            std::array<glm::dvec3, 3> corners;
            for (int c = 0; c < 3; ++c) {
                const unsigned index = face.mIndices[c];
                if (index >= mesh->mNumVertices)
                    fail(name, "a triangle refers to vertex " + std::to_string(index) + " of a mesh that has "
                                   + std::to_string(mesh->mNumVertices));
                const aiVector3D& v = mesh->mVertices[index];
                if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z))
                    fail(name, "has a vertex with a non-finite coordinate " + coordinates(v));
                corners[std::size_t(c)] = glm::dvec3(double(v.x), double(v.y), double(v.z));
            }
            // Corners welded into one (JoinIdenticalVertices) or on one line: no area to collide with.
            if (glm::cross(corners[1] - corners[0], corners[2] - corners[0]) == glm::dvec3(0.0))
                continue;
            std::array<std::uint32_t, 3> triangle{};
            for (int c = 0; c < 3; ++c) {
                std::uint32_t& vertex = remap[face.mIndices[c]];
                if (vertex == unused) {
                    vertex = std::uint32_t(result.vertices.size());
                    result.vertices.push_back(corners[std::size_t(c)]);
                }
                triangle[std::size_t(c)] = vertex;
            }
            result.triangles.push_back(triangle);
        }
    }
    if (result.triangles.empty())
        fail(name, "has only triangles without area (once corners at the same position are welded, every face is "
                   "a point or a line)");
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

    const std::string extension = file.extension().string();
    Assimp::Importer importer;
    configure(importer);
    const bool knownExtension = importer.IsExtensionSupported(extension);
    const std::string lowerExtension = lowerCase(extension.empty() ? extension : extension.substr(1));
    std::ifstream in(file, std::ios::binary);
    std::string head(meshFileHeadSize, '\0');
    head.resize(std::size_t(in.read(head.data(), std::streamsize(head.size())).gcount()));
    if (meshFileIsChecked(head, lowerExtension, knownExtension)) {
        in.clear();
        const std::string bytes = guarded(name, [&] {
            return std::string{std::istreambuf_iterator<char>(in.seekg(0)), std::istreambuf_iterator<char>()};
        });
        if (in.bad())
            fail(name, "cannot be read");
        const std::string problem = guarded(name, [&] { return meshFileProblem(bytes, lowerExtension, knownExtension); });
        if (!problem.empty())
            fail(name, problem);
    }
    return load(importer, [&] { return importer.ReadFile(name, 0); }, name, !knownExtension, extension);
}

TriangleMesh loadTriangleMeshFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages)
{
    if (size == 0 || !data)
        fail(nameForMessages, "is empty");
    const std::string hint(formatHint);
    if (hint.size() > Assimp::Importer::MaxLenHint)
        fail(nameForMessages, "has a format hint longer than Assimp takes");

    Assimp::Importer importer;
    configure(importer);
    importer.SetIOHandler(new NoFilesIOSystem);  // the importer owns it
    const bool knownExtension = importer.IsExtensionSupported("." + hint);
    const std::string problem = guarded(nameForMessages, [&] {
        return meshFileProblem({static_cast<const char*>(data), size}, lowerCase(hint), knownExtension);
    });
    if (!problem.empty())
        fail(nameForMessages, problem);
    return load(importer, [&] { return importer.ReadFileFromMemory(data, size, 0, hint.c_str()); }, nameForMessages,
                !knownExtension, hint);
}

}  // namespace drape::engine

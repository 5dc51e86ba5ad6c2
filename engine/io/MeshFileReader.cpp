// Around Assimp 5.2.5 (Debian's, assertions on): the bytes are checked before Assimp
// reads them (MeshFileChecks), glTF 1.0 is not read at all, Assimp's messages are
// put on one line, and a file too large for memory fails like any other.
#include "engine/io/MeshFileReader.h"

#include "engine/io/MeshFileChecks.h"
#include "engine/io/MeshLoader.h"

#include <assimp/BaseImporter.h>
#include <assimp/IOStream.hpp>
#include <assimp/IOSystem.hpp>
#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/importerdesc.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <iterator>
#include <new>
#include <system_error>
#include <tuple>
#include <vector>

namespace drape::engine {
namespace {

/// Where ReadFileFromMemory pretends the bytes come from (Assimp's MemoryIOWrapper.h).
constexpr std::string_view memoryFileName = "$$$___magic___$$$";

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
        failMeshFile(name, "is too large to read into memory");
    }
}

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
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
}

/// Reads with `readScene` (the importer alone), lets `read.inspect` look, post-processes.
const aiScene& readAndPostProcess(Assimp::Importer& importer, const std::function<const aiScene*()>& readScene,
                                  std::string_view name, bool unknownExtension, std::string_view extension,
                                  const MeshFileRead& read)
{
    const aiScene* scene = nullptr;
    std::string error;
    try {
        scene = readScene();
        if (scene) {
            if (read.inspect)
                read.inspect(*scene);
            scene = importer.ApplyPostProcessing(read.postProcessing);
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
        failMeshFile(name, what + oneLine(error, name));
    }
    return *scene;
}

glm::dmat4 toGlm(const aiMatrix4x4& m)
{
    glm::dmat4 result;
    for (unsigned row = 0; row < 4; ++row)
        for (unsigned column = 0; column < 4; ++column)
            result[glm::length_t(column)][glm::length_t(row)] = double(m[row][column]);
    return result;
}

}  // namespace

void failMeshFile(std::string_view name, const std::string& what)
{
    throw MeshLoadError(std::string(name) + ": " + what);
}

std::string coordinateText(std::initializer_list<double> values)
{
    std::string text = "(";
    for (const double value : values) {
        char number[32];
        std::snprintf(number, sizeof number, "%g", value);
        text += (text.size() > 1 ? ", " : "") + std::string(number);
    }
    return text + ")";
}

const aiScene& readMeshFile(Assimp::Importer& importer, const std::filesystem::path& file, const MeshFileRead& read)
{
    const std::string name = file.string();
    std::error_code code;
    const std::filesystem::file_status status = std::filesystem::status(file, code);
    if (status.type() == std::filesystem::file_type::not_found)
        failMeshFile(name, "no such file");
    if (code)
        failMeshFile(name, "cannot be read (" + code.message() + ")");
    if (status.type() == std::filesystem::file_type::directory)
        failMeshFile(name, "is a folder, not a mesh file");
    if (status.type() != std::filesystem::file_type::regular)
        failMeshFile(name, "is not a regular file");
    if (std::FILE* probe = std::fopen(name.c_str(), "rb"))
        std::fclose(probe);
    else
        failMeshFile(name, std::string("cannot be read (") + std::strerror(errno) + ")");
    const std::uintmax_t size = std::filesystem::file_size(file, code);
    if (code)
        failMeshFile(name, "cannot be read (" + code.message() + ")");
    if (size == 0)
        failMeshFile(name, "is empty");

    const std::string extension = file.extension().string();
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
            failMeshFile(name, "cannot be read");
        const std::string problem = guarded(name, [&] { return meshFileProblem(bytes, lowerExtension, knownExtension); });
        if (!problem.empty())
            failMeshFile(name, problem);
    }
    return readAndPostProcess(importer, [&] { return importer.ReadFile(name, 0); }, name, !knownExtension, extension,
                              read);
}

const aiScene& readMeshFileFromMemory(Assimp::Importer& importer, const void* data, std::size_t size,
                                      std::string_view formatHint, std::string_view nameForMessages,
                                      const MeshFileRead& read)
{
    if (size == 0 || !data)
        failMeshFile(nameForMessages, "is empty");
    const std::string hint(formatHint);
    if (hint.size() > Assimp::Importer::MaxLenHint)
        failMeshFile(nameForMessages, "has a format hint longer than Assimp takes");

    configure(importer);
    importer.SetIOHandler(new NoFilesIOSystem);  // the importer owns it
    const bool knownExtension = importer.IsExtensionSupported("." + hint);
    const std::string problem = guarded(nameForMessages, [&] {
        return meshFileProblem({static_cast<const char*>(data), size}, lowerCase(hint), knownExtension);
    });
    if (!problem.empty())
        failMeshFile(nameForMessages, problem);
    return readAndPostProcess(
        importer, [&] { return importer.ReadFileFromMemory(data, size, 0, hint.c_str()); }, nameForMessages,
        !knownExtension, hint, read);
}

void refuseLargePolygons(const aiScene& scene, std::string_view name, std::string_view user)
{
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh* mesh = scene.mMeshes[m];
        for (unsigned f = 0; mesh && mesh->mFaces && f < mesh->mNumFaces; ++f) {
            const unsigned corners = mesh->mFaces[f].mNumIndices;
            if (corners > maxPolygonCorners)
                failMeshFile(name, "has a polygon of " + std::to_string(corners) + " corners, more than the "
                                       + std::to_string(maxPolygonCorners) + " " + std::string(user)
                                       + " takes (split it into triangles)");
        }
    }
}

void forEachNode(const aiScene& scene, std::string_view name,
                 const std::function<bool(const aiNode& node, const glm::dmat4& toRoot)>& visit)
{
    // Children go on the stack last first, so that they come off it in order.
    std::vector<std::tuple<const aiNode*, std::size_t, glm::dmat4>> pending{{scene.mRootNode, 1, glm::dmat4(1.0)}};
    while (!pending.empty()) {
        const auto [node, depth, parentToRoot] = pending.back();
        pending.pop_back();
        if (!node)
            continue;
        if (depth > maxMeshNodeDepth)
            failMeshFile(name, "has a node hierarchy deeper than " + std::to_string(maxMeshNodeDepth) + " levels");
        const glm::dmat4 toRoot = parentToRoot * toGlm(node->mTransformation);
        if (!visit(*node, toRoot))
            return;
        for (unsigned c = node->mChildren ? node->mNumChildren : 0; c-- > 0;)
            pending.emplace_back(node->mChildren[c], depth + 1, toRoot);
    }
}

}  // namespace drape::engine

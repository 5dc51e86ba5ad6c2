#include "engine/io/GltfExporter.h"

#include "engine/io/AssimpClothMesh.h"
#include "engine/io/GlbContainer.h"
#include "engine/io/GltfMorphAnimation.h"
#include "engine/io/GridMesh.h"
#include "engine/io/OutputFileSet.h"

#include <assimp/Exporter.hpp>
#include <assimp/material.h>
#include <assimp/mesh.h>
#include <assimp/scene.h>

#include <cctype>
#include <memory>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

aiVector3D* copyVectors(std::span<const glm::vec3> source)
{
    auto* out = new aiVector3D[source.size()];
    for (std::size_t n = 0; n < source.size(); ++n)
        out[n] = aiVector3D(source[n].x, source[n].y, source[n].z);
    return out;
}

/// The cloth as an Assimp scene: a root node named after the scene holding one mesh
/// whose anim meshes are the exported frames (absolute positions, as Assimp wants).
std::unique_ptr<aiScene> clothScene(const FrameCache& cache, const Scene& scene, const std::vector<int>& frames,
                                    bool withNormals, const ExportProgress& progress)
{
    const int cols = scene.cloth.cols, rows = scene.cloth.rows;
    const auto vertices = unsigned(cache.points());
    auto ai = std::make_unique<aiScene>();  // its destructor frees everything hung on it below

    auto* material = new aiMaterial();
    const aiString materialName("cloth");
    material->AddProperty(&materialName, AI_MATKEY_NAME);
    const int twoSided = 1;  // cloth is seen from both sides
    material->AddProperty(&twoSided, 1, AI_MATKEY_TWOSIDED);
    ai->mNumMaterials = 1;
    ai->mMaterials = new aiMaterial*[1]{material};

    auto* mesh = newAssimpClothMesh(cache.frame(frames.front()), scene, withNormals);
    ai->mNumMeshes = 1;
    ai->mMeshes = new aiMesh*[1]{mesh};

    std::vector<glm::vec3> normals;
    mesh->mNumAnimMeshes = unsigned(frames.size());
    mesh->mAnimMeshes = new aiAnimMesh*[frames.size()]{};
    for (std::size_t n = 0; n < frames.size(); ++n) {
        auto* target = new aiAnimMesh();
        mesh->mAnimMeshes[n] = target;
        target->mName = aiString("frame " + std::to_string(frames[n]));
        target->mNumVertices = vertices;
        const std::span<const glm::vec3> positions = cache.frame(frames[n]);
        target->mVertices = copyVectors(positions);
        if (withNormals) {
            gridNormals(positions, cols, rows, normals);
            target->mNormals = copyVectors(normals);
        }
        reportExportProgress(progress, int(n) + 1, int(frames.size()) + 1);
    }

    ai->mRootNode = new aiNode(scene.name);
    ai->mRootNode->mNumMeshes = 1;
    ai->mRootNode->mMeshes = new unsigned[1]{0};
    return ai;
}

/// A file name as a relative URI reference: bytes outside RFC 3986's unreserved set percent-encoded.
std::string uriOf(const std::string& name)
{
    static const char hex[] = "0123456789ABCDEF";
    std::string uri;
    for (const unsigned char c : name) {
        if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
            uri += char(c);
        } else {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        }
    }
    return uri;
}

}  // namespace

std::filesystem::path gltfBufferPath(const std::filesystem::path& output)
{
    return std::filesystem::path(output).replace_extension(".bin");
}

void exportGltf(const std::filesystem::path& output, GltfContainer container, const FrameCache& cache,
                const Scene& scene, const ExportOptions& options, const ExportProgress& progress)
{
    const std::vector<int> frames = exportedFrames(options, cache.frameCount());
    // Open the outputs first, so a path that cannot be written fails before the work. Assimp
    // writes into memory; the text form is cut out of its .glb, so both carry the same data.
    OutputFileSet files;
    AtomicFile* buffer = container == GltfContainer::Text ? &files.open(gltfBufferPath(output)) : nullptr;
    AtomicFile& main = files.open(output);

    const std::unique_ptr<aiScene> ai = clothScene(cache, scene, frames, options.normals, progress);
    Assimp::ExportProperties properties;
    properties.SetPropertyBool("GLTF2_TARGETNAMES_EXP", true);
    properties.SetPropertyBool("GLTF2_TARGET_NORMAL_EXP", options.normals);
    Assimp::Exporter exporter;
    const aiExportDataBlob* blob = exporter.ExportToBlob(ai.get(), "glb2", 0, &properties);
    if (!blob)
        throw std::runtime_error(output.string() + ": Assimp could not export glTF: " + exporter.GetErrorString());
    glb::Contents contents = glb::split(static_cast<const std::uint8_t*>(blob->data), blob->size);

    nlohmann::json gltf = nlohmann::json::parse(contents.json);
    std::vector<float> times;
    for (const int frame : frames)
        times.push_back(float(frame - frames.front()) / float(scene.simulation.fps));
    addMorphAnimation(gltf, contents.bin, times, scene.name);
    gltf["asset"]["generator"] = "Drape through " + gltf["asset"].value("generator", std::string("Assimp"));

    if (container == GltfContainer::Binary) {
        gltf["buffers"][0].erase("uri");
        contents.json = gltf.dump();
        const std::vector<std::uint8_t> glbBytes = glb::join(contents);
        main.write(glbBytes.data(), glbBytes.size());
    } else {
        gltf["buffers"][0]["uri"] = uriOf(gltfBufferPath(output).filename().string());
        buffer->write(contents.bin.data(), contents.bin.size());
        main.write(gltf.dump(1));
    }
    reportExportProgress(progress, int(frames.size()) + 1, int(frames.size()) + 1);
    files.commit();
}

}  // namespace drape::engine

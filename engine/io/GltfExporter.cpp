#include "engine/io/GltfExporter.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/io/AssimpClothMesh.h"
#include "engine/io/GlbContainer.h"
#include "engine/io/GltfAnimation.h"
#include "engine/io/OutputFileSet.h"
#include "engine/io/SmoothShadingBase.h"

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

aiMaterial* newMaterial(const char* name)
{
    auto* material = new aiMaterial();
    const aiString materialName(name);
    material->AddProperty(&materialName, AI_MATKEY_NAME);
    const int twoSided = 1;  // cloth is seen from both sides, and a collider's winding is the file's
    material->AddProperty(&twoSided, 1, AI_MATKEY_TWOSIDED);
    return material;
}

aiMesh* newColliderMesh(const ColliderMesh& source)
{
    auto mesh = std::make_unique<aiMesh>();  // frees what is hung on it if an allocation fails
    mesh->mName = aiString(source.name);
    mesh->mMaterialIndex = 1;
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = unsigned(source.positions.size());
    mesh->mVertices = copyVectors(source.positions);
    if (!source.normals.empty())
        mesh->mNormals = copyVectors(source.normals);
    mesh->mNumFaces = unsigned(source.triangles.size() / 3);
    mesh->mFaces = new aiFace[mesh->mNumFaces];
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices =
            new unsigned[3]{source.triangles[3 * f], source.triangles[3 * f + 1], source.triangles[3 * f + 2]};
    }
    return mesh.release();
}

/// The cloths as an Assimp scene: a mesh per cloth whose anim meshes are the exported
/// frames (absolute positions, as Assimp wants), each on a node of its exported name,
/// and the colliders beside them.
std::unique_ptr<aiScene> clothScene(const FrameCache& cache, const Scene& scene, const std::vector<int>& frames,
                                    const ExportOptions& options, const ExportProgress& progress)
{
    auto ai = std::make_unique<aiScene>();  // its destructor frees everything hung on it below
    ai->mNumMaterials = 2;
    ai->mMaterials = new aiMaterial*[2]{newMaterial("cloth"), newMaterial("collider")};

    const std::vector<std::size_t> chosen = exportedCloths(scene, options);
    const std::size_t clothCount = chosen.size();
    const std::size_t meshCount = clothCount + options.colliders.size();
    ai->mMeshes = new aiMesh*[meshCount]{};
    ai->mNumMeshes = unsigned(meshCount);
    std::vector<ClothMesh> cloths;
    for (std::size_t k = 0; k < clothCount; ++k) {
        cloths.push_back(clothMeshInScene(scene, chosen[k]));
        const int base = frames[smoothShadingBase(cache, frames, cloths[k])];
        ai->mMeshes[k] =
            newAssimpClothMesh(cache.frame(base), cloths[k], exportedClothName(scene, chosen[k]), options.normals);
        ai->mMeshes[k]->mNumAnimMeshes = unsigned(frames.size());
        ai->mMeshes[k]->mAnimMeshes = new aiAnimMesh*[frames.size()]{};
    }
    for (std::size_t n = 0; n < options.colliders.size(); ++n)
        ai->mMeshes[clothCount + n] = newColliderMesh(options.colliders[n]);

    std::vector<glm::vec3> normals, perVertex;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const std::span<const glm::vec3> positions = cache.frame(frames[n]);
        for (std::size_t k = 0; k < clothCount; ++k) {
            auto* target = new aiAnimMesh();
            ai->mMeshes[k]->mAnimMeshes[n] = target;
            target->mName = aiString("frame " + std::to_string(frames[n]));
            target->mNumVertices = unsigned(cloths[k].vertexCount());
            cloths[k].toVertices(positions, perVertex);
            target->mVertices = copyVectors(perVertex);
            if (options.normals) {
                cloths[k].particleNormals(positions, normals);
                cloths[k].toVertices(normals, perVertex);
                target->mNormals = copyVectors(perVertex);
            }
        }
        reportExportProgress(progress, int(n) + 1, int(frames.size()) + 1);
    }

    const auto newMeshNode = [&](std::size_t m) {
        auto* node = new aiNode(m < clothCount ? exportedClothName(scene, chosen[m])
                                               : options.colliders[m - clothCount].name);
        node->mNumMeshes = 1;
        node->mMeshes = new unsigned[1]{unsigned(m)};
        return node;
    };
    if (meshCount == 1) {
        ai->mRootNode = newMeshNode(0);
        return ai;
    }
    // Each cloth and collider gets its own node under a root, so that moving one moves nothing else.
    ai->mRootNode = new aiNode(scene.name + " setup");
    ai->mRootNode->mNumChildren = unsigned(meshCount);
    ai->mRootNode->mChildren = new aiNode*[meshCount]{};
    for (std::size_t m = 0; m < meshCount; ++m) {
        ai->mRootNode->mChildren[m] = newMeshNode(m);
        ai->mRootNode->mChildren[m]->mParent = ai->mRootNode;
    }
    return ai;
}

/// The keyed collider's node at its pose at each exported frame, rotations kept on
/// one side of the quaternion sphere so that each step turns the short way.
void addColliderMotion(nlohmann::json& gltf, std::vector<std::uint8_t>& bin, const ColliderMesh& collider,
                       const std::vector<int>& frames)
{
    std::vector<glm::vec3> translations;
    std::vector<glm::quat> rotations;
    for (const int frame : frames) {
        const TransformPose pose = poseAt(collider.motion, double(frame));
        translations.emplace_back(pose.position);
        glm::quat q = glm::quat(glm::quat_cast(rotationFromEulerDegrees(pose.rotation)));
        if (!rotations.empty() && glm::dot(q, rotations.back()) < 0.0f)
            q = -q;
        rotations.push_back(q);
    }
    addNodeMotion(gltf, bin, collider.name, translations, rotations);
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

    const std::unique_ptr<aiScene> ai = clothScene(cache, scene, frames, options, progress);
    Assimp::ExportProperties properties;
    properties.SetPropertyBool("GLTF2_TARGETNAMES_EXP", true);
    properties.SetPropertyBool("GLTF2_TARGET_NORMAL_EXP", options.normals);
    Assimp::Exporter exporter;
    const aiExportDataBlob* blob = exporter.ExportToBlob(ai.get(), "glb2", 0, &properties);
    if (!blob)
        throw std::runtime_error(output.string() + ": Assimp could not export glTF: " + exporter.GetErrorString());
    glb::Contents contents = glb::split(static_cast<const std::uint8_t*>(blob->data), blob->size);

    nlohmann::json gltf = nlohmann::json::parse(contents.json);
    const double fps = double(scene.simulation.fps);
    std::vector<float> times;
    for (const int frame : frames)
        times.push_back(float(clipSeconds(frame, options, fps)));
    addMorphAnimation(gltf, contents.bin, times, scene.name);
    for (const ColliderMesh& collider : options.colliders)
        if (collider.motion.animated())
            addColliderMotion(gltf, contents.bin, collider, frames);
    gltf["asset"]["generator"] = "Drape through " + gltf["asset"].value("generator", std::string("Assimp"));
    const ClipInfo clip = clipInfo(options, cache.frameCount(), fps);
    gltf["asset"]["extras"]["drape"] = {
        {"fps", clip.fps}, {"first", clip.first}, {"every", clip.every}, {"frames", clip.frames}};

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

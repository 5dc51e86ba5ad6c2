#include "engine/io/FbxExporter.h"

#include "engine/io/AssimpClothMesh.h"
#include "engine/io/AtomicFile.h"
#include "engine/io/FbxRepair.h"

#include <assimp/Exporter.hpp>
#include <assimp/anim.h>
#include <assimp/material.h>
#include <assimp/mesh.h>
#include <assimp/metadata.h>
#include <assimp/scene.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

aiVector3D toAi(const glm::vec3& v)
{
    return {v.x, v.y, v.z};
}

std::string boneName(unsigned vertex)
{
    return "v" + std::to_string(vertex);
}

/// Adds `children` under `parent`.
void adopt(aiNode* parent, std::vector<aiNode*> children)
{
    parent->mNumChildren = unsigned(children.size());
    parent->mChildren = new aiNode*[children.size()];
    for (std::size_t n = 0; n < children.size(); ++n) {
        children[n]->mParent = parent;
        parent->mChildren[n] = children[n];
    }
}

/// The mesh: the first exported frame, with UVs and optional normals, skinned to one bone per vertex.
aiMesh* skinnedMesh(std::span<const glm::vec3> base, const Scene& scene, bool withNormals)
{
    const auto vertices = unsigned(base.size());
    auto* mesh = newAssimpClothMesh(base, scene, withNormals);
    // Bone v sits at vertex v's base position; its offset matrix undoes that, so moving
    // the bone to a frame's position moves the vertex there.
    mesh->mNumBones = vertices;
    mesh->mBones = new aiBone*[vertices];
    for (unsigned n = 0; n < vertices; ++n) {
        auto* bone = new aiBone();
        bone->mName = aiString(boneName(n));
        aiMatrix4x4::Translation(-toAi(base[n]), bone->mOffsetMatrix);
        bone->mNumWeights = 1;
        bone->mWeights = new aiVertexWeight[1]{aiVertexWeight(n, 1.0f)};
        mesh->mBones[n] = bone;
    }
    return mesh;
}

std::unique_ptr<aiScene> clothScene(const FrameCache& cache, const Scene& scene, const std::vector<int>& frames,
                                    bool withNormals, const ExportProgress& progress)
{
    const std::span<const glm::vec3> base = cache.frame(frames.front());
    const auto vertices = unsigned(base.size());
    auto ai = std::make_unique<aiScene>();  // its destructor frees everything hung on it below

    auto* material = new aiMaterial();
    const aiString materialName("cloth");
    material->AddProperty(&materialName, AI_MATKEY_NAME);
    ai->mNumMaterials = 1;
    ai->mMaterials = new aiMaterial*[1]{material};
    ai->mNumMeshes = 1;
    ai->mMeshes = new aiMesh*[1]{skinnedMesh(base, scene, withNormals)};

    // RootNode ─┬─ NAME (the mesh)
    //           └─ NAME_bones ─ v0, v1, … (one bone per vertex, at its base position)
    ai->mRootNode = new aiNode("RootNode");
    auto* meshNode = new aiNode(scene.name);
    meshNode->mNumMeshes = 1;
    meshNode->mMeshes = new unsigned[1]{0};
    auto* armature = new aiNode(scene.name + "_bones");
    std::vector<aiNode*> bones;
    for (unsigned n = 0; n < vertices; ++n) {
        auto* bone = new aiNode(boneName(n));
        aiMatrix4x4::Translation(toAi(base[n]), bone->mTransformation);
        bones.push_back(bone);
    }
    adopt(armature, std::move(bones));
    adopt(ai->mRootNode, {meshNode, armature});

    // Times in seconds with one tick per second: the one convention 5.2.5's FBX writer reads right.
    auto* animation = new aiAnimation();
    animation->mName = aiString(scene.name);
    animation->mTicksPerSecond = 1.0;
    animation->mDuration = double(frames.back() - frames.front()) / scene.simulation.fps;
    // Hung on the scene at once, so a cancel below (an exception) frees it with the scene.
    ai->mNumAnimations = 1;
    ai->mAnimations = new aiAnimation*[1]{animation};
    animation->mNumChannels = vertices;
    animation->mChannels = new aiNodeAnim*[vertices]{};
    for (unsigned n = 0; n < vertices; ++n) {
        auto* channel = new aiNodeAnim();
        channel->mNodeName = aiString(boneName(n));
        channel->mNumPositionKeys = unsigned(frames.size());
        channel->mPositionKeys = new aiVectorKey[frames.size()];
        // A curve with no keys crashes importers: rotation and scale get one constant key.
        channel->mNumRotationKeys = 1;
        channel->mRotationKeys = new aiQuatKey[1]{aiQuatKey(0.0, aiQuaternion())};
        channel->mNumScalingKeys = 1;
        channel->mScalingKeys = new aiVectorKey[1]{aiVectorKey(0.0, aiVector3D(1.0f))};
        animation->mChannels[n] = channel;
    }
    for (std::size_t k = 0; k < frames.size(); ++k) {
        const std::span<const glm::vec3> positions = cache.frame(frames[k]);
        const double seconds = double(frames[k] - frames.front()) / scene.simulation.fps;
        for (unsigned n = 0; n < vertices; ++n)
            animation->mChannels[n]->mPositionKeys[k] = aiVectorKey(seconds, toAi(positions[n]));
        reportExportProgress(progress, int(k) + 1, int(frames.size()) + 1);
    }

    // FBX counts in centimetres unless told otherwise; 100 cm per unit makes one unit a metre.
    ai->mMetaData = aiMetadata::Alloc(1);
    ai->mMetaData->Set(0, "UnitScaleFactor", 100.0);
    return ai;
}

}  // namespace

void exportFbx(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress)
{
    const std::vector<int> frames = exportedFrames(options, cache.frameCount());
    AtomicFile file(output);
    const std::unique_ptr<aiScene> ai = clothScene(cache, scene, frames, options.normals, progress);
    Assimp::Exporter exporter;
    const aiExportDataBlob* blob = exporter.ExportToBlob(ai.get(), "fbx", 0);
    if (!blob)
        throw std::runtime_error(output.string() + ": Assimp could not export FBX: " + exporter.GetErrorString());
    const auto* data = static_cast<const std::uint8_t*>(blob->data);
    std::vector<std::uint8_t> repaired = repairAssimpBinaryFbx({data, data + blob->size});
    setFbxFrameRate(repaired, double(scene.simulation.fps));
    file.write(repaired.data(), repaired.size());
    reportExportProgress(progress, int(frames.size()) + 1, int(frames.size()) + 1);
    file.commit();
}

}  // namespace drape::engine

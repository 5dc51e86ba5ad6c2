#include "engine/io/AssimpClothMesh.h"


#include <assimp/mesh.h>

#include <cstdint>
#include <memory>
#include <vector>

namespace drape::engine {

aiMesh* newAssimpClothMesh(std::span<const glm::vec3> positions, const ClothMesh& cloth, const std::string& name,
                           bool withNormals)
{
    const auto vertices = unsigned(cloth.vertexCount());
    auto mesh = std::make_unique<aiMesh>();  // frees what is hung on it if an allocation fails
    mesh->mName = aiString(name);
    mesh->mMaterialIndex = 0;
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = vertices;
    const auto copyPerVertex = [&](std::span<const glm::vec3> perParticle) {
        auto* out = new aiVector3D[vertices];
        for (unsigned v = 0; v < vertices; ++v) {
            const glm::vec3& x = perParticle[cloth.vertexParticle[v]];
            out[v] = aiVector3D(x.x, x.y, x.z);
        }
        return out;
    };
    mesh->mVertices = copyPerVertex(positions);
    if (withNormals) {
        std::vector<glm::vec3> normals;
        cloth.particleNormals(positions, normals);
        mesh->mNormals = copyPerVertex(normals);
    }
    // Assimp uses OpenGL's uv convention, as the viewport does; its glTF exporter flips v.
    mesh->mNumUVComponents[0] = 2;
    mesh->mTextureCoords[0] = new aiVector3D[vertices];
    for (unsigned v = 0; v < vertices; ++v)
        mesh->mTextureCoords[0][v] = aiVector3D(cloth.uvs[v].x, cloth.uvs[v].y, 0.0f);
    const std::vector<std::uint32_t>& triangles = cloth.triangles;
    mesh->mNumFaces = unsigned(triangles.size() / 3);
    mesh->mFaces = new aiFace[mesh->mNumFaces];
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices = new unsigned[3]{triangles[3 * f], triangles[3 * f + 1], triangles[3 * f + 2]};
    }
    return mesh.release();
}

}  // namespace drape::engine

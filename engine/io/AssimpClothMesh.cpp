#include "engine/io/AssimpClothMesh.h"

#include "engine/io/GridMesh.h"

#include <assimp/mesh.h>

#include <cstdint>
#include <memory>
#include <vector>

namespace drape::engine {

aiMesh* newAssimpClothMesh(std::span<const glm::vec3> positions, const Scene& scene, bool withNormals)
{
    const int cols = scene.cloth.cols, rows = scene.cloth.rows;
    const auto vertices = unsigned(positions.size());
    auto mesh = std::make_unique<aiMesh>();  // frees what is hung on it if an allocation fails
    mesh->mName = aiString(scene.name);
    mesh->mMaterialIndex = 0;
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = vertices;
    mesh->mVertices = new aiVector3D[vertices];
    for (unsigned n = 0; n < vertices; ++n)
        mesh->mVertices[n] = aiVector3D(positions[n].x, positions[n].y, positions[n].z);
    if (withNormals) {
        std::vector<glm::vec3> normals;
        gridNormals(positions, cols, rows, normals);
        mesh->mNormals = new aiVector3D[vertices];
        for (unsigned n = 0; n < vertices; ++n)
            mesh->mNormals[n] = aiVector3D(normals[n].x, normals[n].y, normals[n].z);
    }
    // Assimp uses OpenGL's uv convention, as the viewport does; its glTF exporter flips v.
    const std::vector<glm::vec2> uvs = gridUvs(cols, rows);
    mesh->mNumUVComponents[0] = 2;
    mesh->mTextureCoords[0] = new aiVector3D[vertices];
    for (unsigned n = 0; n < vertices; ++n)
        mesh->mTextureCoords[0][n] = aiVector3D(uvs[n].x, uvs[n].y, 0.0f);
    const std::vector<std::uint32_t> triangles = gridTriangles(cols, rows);
    mesh->mNumFaces = unsigned(triangles.size() / 3);
    mesh->mFaces = new aiFace[mesh->mNumFaces];
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices = new unsigned[3]{triangles[3 * f], triangles[3 * f + 1], triangles[3 * f + 2]};
    }
    return mesh.release();
}

}  // namespace drape::engine

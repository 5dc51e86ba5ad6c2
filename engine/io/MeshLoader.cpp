// Mesh files through Assimp (MeshFileReader), read in two steps: the importer
// alone first, so the triangles can be counted against maxMeshTriangles before the
// post-processing (triangulation, welding, baking node transforms) spends time and
// memory on them; then the post-processing, and the merge into one TriangleMesh.
// Primitive types are put right before triangulation, which in Assimp 5.2.5
// (Debian's, assertions on) aborts the process on a mesh that claims wrong ones.
#include "engine/io/MeshLoader.h"

#include "engine/io/MeshFileReader.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <glm/geometric.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace drape::engine {
namespace {

/// ValidateDataStructure runs first and turns an importer's malformed output (a face
/// without corners, an index beyond its mesh) into an error instead of letting later
/// steps trip over it. Everything but positions is then dropped (aiProcess_RemoveComponent,
/// see configureSteps()), so that JoinIdenticalVertices welds corners by position alone,
/// whatever normals or UVs they had.
constexpr unsigned int postProcessing = aiProcess_ValidateDataStructure | aiProcess_RemoveComponent
                                        | aiProcess_Triangulate | aiProcess_JoinIdenticalVertices
                                        | aiProcess_PreTransformVertices | aiProcess_SortByPType;

/// The properties of the post-processing steps above.
void configureSteps(Assimp::Importer& importer)
{
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
    refuseLargePolygons(scene, name, "a mesh collider");
    std::vector<std::size_t> perMesh(scene.mNumMeshes, 0);
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh* mesh = scene.mMeshes[m];
        for (unsigned f = 0; mesh && mesh->mFaces && f < mesh->mNumFaces; ++f)
            if (mesh->mFaces[f].mNumIndices >= 3)
                perMesh[m] += mesh->mFaces[f].mNumIndices - 2;
    }
    std::size_t total = 0;
    forEachNode(scene, name, [&](const aiNode& node, const glm::dmat4&) {
        for (unsigned n = 0; node.mMeshes && n < node.mNumMeshes; ++n)
            if (node.mMeshes[n] < scene.mNumMeshes)
                total += perMesh[node.mMeshes[n]];
        return total <= maxMeshTriangles;
    });
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
                failMeshFile(name, tooManyTriangles);
            std::array<glm::dvec3, 3> corners;
            for (int c = 0; c < 3; ++c) {
                const unsigned index = face.mIndices[c];
                if (index >= mesh->mNumVertices)
                    failMeshFile(name, "a triangle refers to vertex " + std::to_string(index) + " of a mesh that has "
                                           + std::to_string(mesh->mNumVertices));
                const aiVector3D& v = mesh->mVertices[index];
                if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z))
                    failMeshFile(name, "has a vertex with a non-finite coordinate " + coordinateText({v.x, v.y, v.z}));
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
        failMeshFile(name, "has only triangles without area (once corners at the same position are welded, every "
                           "face is a point or a line)");
    return result;
}

/// Counts the triangles before the post-processing, and mends the primitive types for it.
MeshFileRead colliderRead(std::string_view name)
{
    return {[name](const aiScene& scene) {
                const std::size_t triangles = trianglesAfterPostProcessing(scene, name);
                if (triangles == 0)
                    failMeshFile(name, "has no triangles (only points, lines or nothing at all)");
                if (triangles > maxMeshTriangles)
                    failMeshFile(name, tooManyTriangles);
                fixPrimitiveTypes(scene);
            },
            postProcessing};
}

}  // namespace

TriangleMesh loadTriangleMesh(const std::filesystem::path& file)
{
    const std::string name = file.string();
    Assimp::Importer importer;
    configureSteps(importer);
    return merge(readMeshFile(importer, file, colliderRead(name)), name);
}

TriangleMesh loadTriangleMeshFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages)
{
    Assimp::Importer importer;
    configureSteps(importer);
    const aiScene& scene =
        readMeshFileFromMemory(importer, data, size, formatHint, nameForMessages, colliderRead(nameForMessages));
    return merge(scene, nameForMessages);
}

}  // namespace drape::engine

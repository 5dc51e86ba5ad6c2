// Tests of mesh loading for mesh colliders (engine/io/MeshLoader.h): small files of
// each promised format written here and read back (triangle counts, bounds, node
// transforms baked in, points and lines dropped, corners welded); the same scene
// through Assimp's own exporters; the shipped test meshes; loading from memory;
// and every way a file can be refused, each with a one-line message naming it.
#include "engine/collide/SignedDistanceField.h"
#include "engine/io/MeshLoader.h"
#include "tests/support/AssimpFbxRepair.h"
#include "tests/support/MeshFileTests.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/material.h>
#include <assimp/mesh.h>
#include <assimp/scene.h>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include <malloc.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
// The sanitizer runtime's count of live heap bytes; GCC ships no header for it.
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

using namespace drape::engine;

Q_DECLARE_METATYPE(glm::dvec3)

using drape::test::toPath;
using drape::test::writeFile;

namespace {

/// A glTF 2.0 file (JSON, its buffer inline as base64) with one triangle (0,0,0) (1,0,0) (0,1,0)
/// used by two nodes under a root moved by (10, 0, 0): one scaled by 2, one moved by (0, 5, 0) and
/// turned 90° about z. `bufferUri` replaces the inline buffer when given.
QByteArray gltfTwoInstances(const QByteArray& bufferUri = {})
{
    QByteArray buffer;
    for (const float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f})
        buffer.append(reinterpret_cast<const char*>(&v), sizeof v);
    const QByteArray uri = bufferUri.isEmpty() ? "data:application/octet-stream;base64," + buffer.toBase64() : bufferUri;
    const double s = std::sqrt(0.5);  // quaternion (x, y, z, w) of 90° about z: (0, 0, sin 45°, cos 45°)
    return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}],
  "nodes": [{"translation": [10, 0, 0], "children": [1, 2]},
            {"scale": [2, 2, 2], "mesh": 0},
            {"translation": [0, 5, 0], "rotation": [0, 0, )" + QByteArray::number(s, 'g', 17) + ", "
           + QByteArray::number(s, 'g', 17) + R"(], "mesh": 0}],
  "meshes": [{"primitives": [{"attributes": {"POSITION": 0}}]}],
  "buffers": [{"byteLength": 36, "uri": ")" + uri + R"("}],
  "bufferViews": [{"buffer": 0, "byteLength": 36}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3",
                 "min": [0, 0, 0], "max": [1, 1, 0]}]})";
}

/// A glTF 2.0 file whose `depth` nodes each hold the next, the last one the triangle
/// (0,0,0) (1,0,0) (0,1,0); each node moves its children by (1, 0, 0).
QByteArray gltfChain(int depth)
{
    QByteArray buffer;
    for (const float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f})
        buffer.append(reinterpret_cast<const char*>(&v), sizeof v);
    QByteArray nodes;
    for (int n = 0; n < depth; ++n)
        nodes += QByteArray(n ? "," : "") + R"({"translation": [1, 0, 0], )"
                 + (n + 1 < depth ? R"("children": [)" + QByteArray::number(n + 1) + "]}" : QByteArray(R"("mesh": 0})"));
    return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}], "nodes": [)" + nodes + R"(],
  "meshes": [{"primitives": [{"attributes": {"POSITION": 0}}]}],
  "buffers": [{"byteLength": 36, "uri": "data:application/octet-stream;base64,)" + buffer.toBase64() + R"("}],
  "bufferViews": [{"buffer": 0, "byteLength": 36}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3",
                 "min": [0, 0, 0], "max": [1, 1, 0]}]})";
}

/// An OBJ whose second group refers to a vertex it does not have: Assimp 5.2.5 builds the
/// first group's mesh, then gives up on the second and loses the first.
const QByteArray objBadIndexInSecondGroup = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\ng second\nf 1 2 9\n";

/// Bytes the heap holds now (ASan's count in sanitizer builds, where its allocator serves them).
std::size_t heapBytesInUse()
{
#if defined(__SANITIZE_ADDRESS__)
    return __sanitizer_get_current_allocated_bytes();
#else
    return mallinfo2().uordblks;
#endif
}

/// The triangle's corners after gltfTwoInstances' transforms.
std::vector<glm::dvec3> gltfTwoInstancesCorners()
{
    return {{10, 0, 0}, {12, 0, 0}, {10, 2, 0}, {10, 5, 0}, {10, 6, 0}, {9, 5, 0}};
}

/// A unit cube of 12 triangles under a child node that scales it by 2 and moves it by (1, 2, 3):
/// its corners end up spanning (1, 2, 3) to (3, 4, 5).
std::unique_ptr<aiScene> transformedCube()
{
    auto scene = std::make_unique<aiScene>();  // frees everything hung on it
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial*[1]{new aiMaterial()};
    auto* mesh = new aiMesh();
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = 8;
    mesh->mVertices = new aiVector3D[8];
    for (unsigned n = 0; n < 8; ++n)
        mesh->mVertices[n] = aiVector3D(n & 1 ? 1.0f : 0.0f, n & 2 ? 1.0f : 0.0f, n & 4 ? 1.0f : 0.0f);
    const unsigned quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    mesh->mNumFaces = 12;
    mesh->mFaces = new aiFace[12];
    for (unsigned q = 0; q < 6; ++q) {
        mesh->mFaces[2 * q].mNumIndices = 3;
        mesh->mFaces[2 * q].mIndices = new unsigned[3]{quads[q][0], quads[q][1], quads[q][2]};
        mesh->mFaces[2 * q + 1].mNumIndices = 3;
        mesh->mFaces[2 * q + 1].mIndices = new unsigned[3]{quads[q][0], quads[q][2], quads[q][3]};
    }
    scene->mNumMeshes = 1;
    scene->mMeshes = new aiMesh*[1]{mesh};
    scene->mRootNode = new aiNode("root");
    auto* child = new aiNode("cube");
    aiMatrix4x4 scale, move;
    aiMatrix4x4::Scaling(aiVector3D(2.0f), scale);
    aiMatrix4x4::Translation(aiVector3D(1.0f, 2.0f, 3.0f), move);
    child->mTransformation = move * scale;
    child->mNumMeshes = 1;
    child->mMeshes = new unsigned[1]{0};
    child->mParent = scene->mRootNode;
    scene->mRootNode->mNumChildren = 1;
    scene->mRootNode->mChildren = new aiNode*[1]{child};
    return scene;
}

bool near(glm::dvec3 a, glm::dvec3 b, double tolerance = 1e-5)
{
    return glm::all(glm::lessThanEqual(glm::abs(a - b), glm::dvec3(tolerance)));
}

/// Every corner of `mesh`'s triangles is near one of `expected` and every one of `expected` is used.
bool sameCorners(const TriangleMesh& mesh, const std::vector<glm::dvec3>& expected)
{
    std::vector<bool> used(expected.size(), false);
    for (const auto& triangle : mesh.triangles)
        for (const auto v : triangle) {
            const auto found = std::find_if(expected.begin(), expected.end(),
                                            [&](const glm::dvec3& e) { return near(mesh.vertices[v], e); });
            if (found == expected.end())
                return false;
            used[std::size_t(found - expected.begin())] = true;
        }
    return std::all_of(used.begin(), used.end(), [](bool u) { return u; });
}

/// Every directed edge once, and its reverse once: closed, consistently wound.
bool closedAndOriented(const TriangleMesh& mesh)
{
    std::map<std::pair<std::uint32_t, std::uint32_t>, int> edges;
    for (const auto& [a, b, c] : mesh.triangles)
        for (const auto& edge : {std::pair{a, b}, {b, c}, {c, a}})
            ++edges[edge];
    return std::all_of(edges.begin(), edges.end(), [&](const auto& e) {
        const auto reverse = edges.find({e.first.second, e.first.first});
        return e.second == 1 && reverse != edges.end() && reverse->second == 1;
    });
}

/// Enclosed volume by the divergence theorem: positive when wound outwards.
double volume(const TriangleMesh& mesh)
{
    double sum = 0.0;
    for (const auto& [a, b, c] : mesh.triangles)
        sum += glm::dot(mesh.vertices[a], glm::cross(mesh.vertices[b], mesh.vertices[c])) / 6.0;
    return sum;
}

std::filesystem::path meshesFolder()
{
    return std::filesystem::path(qEnvironmentVariable("DRAPE_TEST_DATA").toStdString()) / "meshes";
}

}  // namespace

class TstMeshLoader : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void loadsFiles_data();
    void loadsFiles();
    void nodeTransformsAreBakedIn();
    void externalBufferIsFoundNextToTheFile();
    void assimpExportsLoad_data();
    void assimpExportsLoad();
    void shippedMeshes();

    void loadsFromMemory();
    void memoryReadsNoOtherFile();

    void rejectsBadFiles_data();
    void rejectsBadFiles();
    void rejectsBrokenBinaryFbx();
    void rejectsTooManyTriangles();
    void rejectsUnreadableFile();
    void hierarchyAtTheDepthLimitLoads();
    void failedImportsLeaveNothing();

private:
    QTemporaryDir m_folder;
};

void TstMeshLoader::initTestCase()
{
    QVERIFY(m_folder.isValid());
}

void TstMeshLoader::loadsFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<int>("triangles");
    QTest::addColumn<int>("vertices");  // after welding; -1: not checked
    QTest::addColumn<glm::dvec3>("min");
    QTest::addColumn<glm::dvec3>("max");

    QTest::newRow("OBJ: two objects, a quad, a pentagon, points and lines dropped")
        << "shapes.obj"
        << QByteArray("# comment\no first\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\np 1\nl 1 3\n"
                      "o second\nv 0 0 1\nv 2 0 1\nv 2 3 1\nv 1 4 1\nv 0 3 1\nf -5 -4 -3 -2 -1\n")
        << 5 << 9 << glm::dvec3(0, 0, 0) << glm::dvec3(2, 4, 1);
    // Each face has its own 4 corners (as many exporters write), and normals that differ per
    // face: welded to the cube's 8 corners all the same.
    QByteArray cube = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0 0 1\nv 1 0 1\nv 1 1 1\nv 0 1 1\n";
    cube += "vn 0 0 -1\nvn 0 0 1\nvn 0 -1 0\nvn 0 1 0\nvn -1 0 0\nvn 1 0 0\n";
    cube += "f 1//1 4//1 3//1 2//1\nf 5//2 6//2 7//2 8//2\nf 1//3 2//3 6//3 5//3\n"
            "f 4//4 8//4 7//4 3//4\nf 1//5 5//5 8//5 4//5\nf 2//6 3//6 7//6 6//6\n";
    QTest::newRow("OBJ: cube with normals, corners welded") << "cube.obj" << cube << 12 << 8 << glm::dvec3(0.0)
                                                            << glm::dvec3(1.0);
    QTest::newRow("STL, ASCII")
        << "facets.stl"
        << QByteArray("solid test\n"
                      " facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 2 0 0\n   vertex 0 1 0\n"
                      "  endloop\n endfacet\n"
                      " facet normal 0 0 1\n  outer loop\n   vertex 2 0 0\n   vertex 2 1 0.5\n   vertex 0 1 0\n"
                      "  endloop\n endfacet\n"
                      "endsolid test\n")
        << 2 << 4 << glm::dvec3(0, 0, 0) << glm::dvec3(2, 1, 0.5);
    QTest::newRow("PLY, ASCII: a quad and a triangle")
        << "faces.ply"
        << QByteArray("ply\nformat ascii 1.0\ncomment two faces\nelement vertex 5\nproperty float x\n"
                      "property float y\nproperty float z\nelement face 2\nproperty list uchar int vertex_indices\n"
                      "end_header\n-1 -1 0\n1 -1 0\n1 1 0\n-1 1 0\n0 0 3\n4 0 1 2 3\n3 0 1 4\n")
        << 3 << 5 << glm::dvec3(-1, -1, 0) << glm::dvec3(1, 1, 3);
    QTest::newRow("glTF 2.0, buffer inline") << "instances.gltf" << gltfTwoInstances() << 2 << 6
                                             << glm::dvec3(9, 0, 0) << glm::dvec3(12, 6, 0);
}

void TstMeshLoader::loadsFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    QFETCH(int, triangles);
    QFETCH(int, vertices);
    QFETCH(glm::dvec3, min);
    QFETCH(glm::dvec3, max);
    const QString path = m_folder.filePath(name);
    QVERIFY(writeFile(path, contents));
    const TriangleMesh mesh = loadTriangleMesh(toPath(path));
    QCOMPARE(int(mesh.triangles.size()), triangles);
    if (vertices >= 0)
        QCOMPARE(int(mesh.vertices.size()), vertices);
    const MeshBounds bounds = triangleBounds(mesh);
    QVERIFY2(near(bounds.min, min) && near(bounds.max, max),
             qPrintable(QString("bounds (%1, %2, %3) to (%4, %5, %6)").arg(bounds.min.x).arg(bounds.min.y)
                            .arg(bounds.min.z).arg(bounds.max.x).arg(bounds.max.y).arg(bounds.max.z)));
    for (const auto& triangle : mesh.triangles)
        for (const auto v : triangle)
            QVERIFY(v < mesh.vertices.size());
}

// The two instances of the glTF's triangle, each where its nodes put it.
void TstMeshLoader::nodeTransformsAreBakedIn()
{
    const QString path = m_folder.filePath("transforms.gltf");
    QVERIFY(writeFile(path, gltfTwoInstances()));
    const TriangleMesh mesh = loadTriangleMesh(toPath(path));
    QCOMPARE(mesh.triangles.size(), std::size_t(2));
    QVERIFY(sameCorners(mesh, gltfTwoInstancesCorners()));
}

// A .gltf whose buffer is a separate .bin beside it, as most exporters write them.
void TstMeshLoader::externalBufferIsFoundNextToTheFile()
{
    QByteArray buffer;
    for (const float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f})
        buffer.append(reinterpret_cast<const char*>(&v), sizeof v);
    QVERIFY(QDir(m_folder.path()).mkpath("beside"));
    QVERIFY(writeFile(m_folder.filePath("beside/triangle.bin"), buffer));
    QVERIFY(writeFile(m_folder.filePath("beside/external.gltf"), gltfTwoInstances("triangle.bin")));
    const TriangleMesh mesh = loadTriangleMesh(toPath(m_folder.filePath("beside/external.gltf")));
    QVERIFY(sameCorners(mesh, gltfTwoInstancesCorners()));
}

void TstMeshLoader::assimpExportsLoad_data()
{
    QTest::addColumn<QString>("format");  // Assimp's exporter id
    QTest::addColumn<QString>("extension");
    QTest::newRow("OBJ") << "objnomtl" << "obj";
    QTest::newRow("STL, ASCII") << "stl" << "stl";
    QTest::newRow("STL, binary") << "stlb" << "stl";
    QTest::newRow("PLY, ASCII") << "ply" << "ply";
    QTest::newRow("PLY, binary") << "plyb" << "ply";
    QTest::newRow("glTF 2.0") << "gltf2" << "gltf";
    QTest::newRow("GLB 2.0") << "glb2" << "glb";
    QTest::newRow("FBX, binary") << "fbx" << "fbx";
    QTest::newRow("FBX, ASCII") << "fbxa" << "fbx";
    QTest::newRow("Collada") << "collada" << "dae";
}

// A cube under a scaling, moving node, written by Assimp's exporter and read back: 12 triangles
// from (1, 2, 3) to (3, 4, 5) (the STL and PLY writers bake the transform in themselves).
void TstMeshLoader::assimpExportsLoad()
{
    QFETCH(QString, format);
    QFETCH(QString, extension);
    const std::unique_ptr<aiScene> scene = transformedCube();
    Assimp::Exporter exporter;
    const QString path = m_folder.filePath("exported_" + format + "." + extension);
    if (format == "fbx") {
        // Assimp 5.2.5's binary FBX writer leaves out records its own reader needs (tests/support/AssimpFbxRepair.h).
        const aiExportDataBlob* blob = exporter.ExportToBlob(scene.get(), "fbx");
        QVERIFY2(blob, exporter.GetErrorString());
        const std::vector<std::uint8_t> bytes = drape::test::repairAssimpBinaryFbx(std::vector<std::uint8_t>(
            static_cast<const std::uint8_t*>(blob->data), static_cast<const std::uint8_t*>(blob->data) + blob->size));
        QVERIFY(writeFile(path, QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()))));
    } else {
        QCOMPARE(exporter.Export(scene.get(), format.toStdString(), path.toStdString()), AI_SUCCESS);
    }
    const TriangleMesh mesh = loadTriangleMesh(toPath(path));
    QCOMPARE(mesh.triangles.size(), std::size_t(12));
    QCOMPARE(mesh.vertices.size(), std::size_t(8));
    const MeshBounds bounds = triangleBounds(mesh);
    QVERIFY(near(bounds.min, {1, 2, 3}) && near(bounds.max, {3, 4, 5}));
    QVERIFY(closedAndOriented(mesh));
}

// tests/data/meshes (README.md there): counts, closed and wound outwards, the sphere's vertices on
// the sphere, the L-block's volume, and the sign of their distance fields where it is obvious.
void TstMeshLoader::shippedMeshes()
{
    const TriangleMesh sphere = loadTriangleMesh(meshesFolder() / "sphere.obj");
    QCOMPARE(sphere.triangles.size(), std::size_t(1280));
    QCOMPARE(sphere.vertices.size(), std::size_t(642));
    QVERIFY(closedAndOriented(sphere));
    QVERIFY(volume(sphere) > 0.0);
    for (const glm::dvec3& v : sphere.vertices)
        QVERIFY(std::abs(glm::length(v) - 0.5) < 1e-6);

    const TriangleMesh block = loadTriangleMesh(meshesFolder() / "l_block.obj");
    QCOMPARE(block.triangles.size(), std::size_t(20));
    QCOMPARE(block.vertices.size(), std::size_t(12));
    QVERIFY(closedAndOriented(block));
    QVERIFY(std::abs(volume(block) - 0.375) < 1e-9);
    const MeshBounds bounds = triangleBounds(block);
    QVERIFY(near(bounds.min, {0, 0, 0}, 0.0) && near(bounds.max, {1, 0.5, 1}, 0.0));

    const SignedDistanceField sphereField = buildSignedDistanceField(sphere, 32);
    QVERIFY(sphereField.distance({0, 0, 0}) < -0.45);
    QVERIFY(sphereField.distance({0.7, 0, 0}) > 0.15);
    const SignedDistanceField blockField = buildSignedDistanceField(block, 32);
    QVERIFY(blockField.distance({0.75, 0.25, 0.75}) > 0.2);   // the notch: 0.25 from its two walls
    QVERIFY(blockField.distance({0.25, 0.25, 0.25}) < -0.2);  // the corner block: 0.25 from three faces
}

void TstMeshLoader::loadsFromMemory()
{
    const QByteArray obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 2 3 4\nf 1 4 3\n";
    const TriangleMesh mesh = loadTriangleMeshFromMemory(obj.constData(), std::size_t(obj.size()), "obj", "tetra");
    QCOMPARE(mesh.triangles.size(), std::size_t(4));
    QCOMPARE(mesh.vertices.size(), std::size_t(4));
    QVERIFY(closedAndOriented(mesh));

    const QByteArray gltf = gltfTwoInstances();
    QVERIFY(sameCorners(loadTriangleMeshFromMemory(gltf.constData(), std::size_t(gltf.size()), "gltf", "instances"),
                        gltfTwoInstancesCorners()));

    const QString empty = drape::test::loadError([] { loadTriangleMeshFromMemory("", 0, "obj", "nothing.obj"); });
    QVERIFY2(empty.startsWith("nothing.obj: ") && empty.contains("is empty"), qPrintable(empty));
    const QByteArray lines = "v 0 0 0\nv 1 0 0\nl 1 2\n";
    const QString noTriangles = drape::test::loadError(
        [&] { loadTriangleMeshFromMemory(lines.constData(), std::size_t(lines.size()), "obj", "lines in memory"); });
    QVERIFY2(noTriangles.startsWith("lines in memory: ") && noTriangles.contains("no triangles"),
             qPrintable(noTriangles));
    // Assimp's stand-in name for the bytes does not reach the message.
    const QByteArray junk = "this is not a binary glTF";
    const QString unreadable = drape::test::loadError(
        [&] { loadTriangleMeshFromMemory(junk.constData(), std::size_t(junk.size()), "glb", "upload.glb"); });
    QVERIFY2(unreadable.startsWith("upload.glb: ") && !unreadable.contains("magic"), qPrintable(unreadable));
}

// From memory, a reference to another file finds nothing, even when that file exists.
void TstMeshLoader::memoryReadsNoOtherFile()
{
    QByteArray buffer(36, '\0');
    QVERIFY(writeFile(m_folder.filePath("memory.bin"), buffer));
    const QByteArray gltf = gltfTwoInstances(m_folder.filePath("memory.bin").toUtf8());
    const QString message = drape::test::loadError(
        [&] { loadTriangleMeshFromMemory(gltf.constData(), std::size_t(gltf.size()), "gltf", "external.gltf"); });
    QVERIFY2(message.startsWith("external.gltf: "), qPrintable(message));
}

void TstMeshLoader::rejectsBadFiles_data()
{
    QTest::addColumn<QString>("name");          // the file, in the temporary folder
    QTest::addColumn<QByteArray>("contents");   // written unless the row is about a missing file or a folder
    QTest::addColumn<QStringList>("expected");  // in the message, after the file's path

    QTest::newRow("missing file") << "missing.obj" << QByteArray() << QStringList{"no such file"};
    QTest::newRow("folder") << "folder.obj" << QByteArray() << QStringList{"is a folder"};
    QTest::newRow("empty file") << "empty.obj" << QByteArray("") << QStringList{"is empty"};
    QByteArray garbage;
    for (int n = 0; n < 512; ++n)
        garbage.append(char((n * 97 + 13) % 256));
    QTest::newRow("garbage bytes as .obj") << "garbage.obj" << garbage << QStringList{};
    QTest::newRow("garbage bytes as .glb") << "garbage.glb" << garbage << QStringList{"cannot be read as a mesh"};
    QTest::newRow("points and lines only") << "lines.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\np 1\nl 1 2 3\n")
                                           << QStringList{"has no triangles"};
    QTest::newRow("unknown extension") << "notes.xyz" << QByteArray("hello, world\n")
                                       << QStringList{"not in a mesh format Assimp knows", "\".xyz\""};
    QTest::newRow("no extension") << "README" << QByteArray("hello, world\n")
                                  << QStringList{"not in a mesh format Assimp knows"};
    QTest::newRow("infinite coordinate") << "infinite.obj" << QByteArray("v 0 0 0\nv inf 0 0\nv 0 1 0\nf 1 2 3\n")
                                         << QStringList{"non-finite coordinate", "(inf, 0, 0)"};
    QTest::newRow("NaN coordinate") << "nan.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 nan 0\nf 1 2 3\n")
                                    << QStringList{"non-finite coordinate", "nan"};
    QTest::newRow("index out of range") << "index.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n")
                                        << QStringList{"OBJ index out of range", "line 4: vertex 9 of 3"};
    // OBJ indices that Assimp 5.2.5 finds out of range only after it has built the meshes before
    // them, which it then loses (checked before Assimp reads the file; see failedImportsLeaveNothing).
    QTest::newRow("index out of range in a second group") << "group.obj" << objBadIndexInSecondGroup
                                                         << QStringList{"OBJ index out of range", "line 6: vertex 9 of 3"};
    QTest::newRow("negative index before its vertex")
        << "negative.obj" << QByteArray("v 0 0 0\nf -1 -2 -3\nv 1 0 0\nv 0 1 0\n")
        << QStringList{"OBJ index out of range", "line 2: vertex -2, before the first"};
    QTest::newRow("texture coordinate out of range")
        << "uv.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nf 1/1 2/2 3/1\n")
        << QStringList{"OBJ index out of range", "texture coordinate 2 of 1"};
    QTest::newRow("normal out of range") << "normal.obj"
                                         << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nf 1//1 2//1 3//2\n")
                                         << QStringList{"OBJ index out of range", "line 5: normal 2 of 1"};
    // Assimp reads "1+9" as two numbers; Drape takes plain integers only.
    QTest::newRow("corner that is not an index") << "corner.obj"
                                                 << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nf 1/1+9 2/1 3/1\n")
                                                 << QStringList{"OBJ corner Drape cannot read", "line 5: \"1/1+9\""};
    QTest::newRow("index 0") << "zero.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n")
                             << QStringList{"OBJ corner Drape cannot read", "\"0\""};
    QTest::newRow("index too large for any file") << "huge.obj"
                                                  << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 -99999999999999999999\n")
                                                  << QStringList{"OBJ index out of range", "before the first"};
    QTest::newRow("out of range past a continued line")
        << "continued.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 \\\r\n 3 4\n")
        << QStringList{"OBJ index out of range", "vertex 4 of 3"};
    QTest::newRow("colours on some vertices") << "colours.obj"
                                              << QByteArray("v 0 0 0 1 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n")
                                              << QStringList{"colours on 1 of its 3 OBJ vertices"};
    // Faces that keep no area once corners at one position are welded: refused like a file of lines.
    QTest::newRow("faces welded into lines")
        << "welded.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 0 0\nv 1 0 0\nf 1 2 3\nf 2 3 4\nf 1 1 2\n")
        << QStringList{"only triangles without area", "welded"};
    QTest::newRow("faces on one line") << "collinear.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 2 0 0\nf 1 2 3\n")
                                       << QStringList{"only triangles without area"};
    // Nesting and hierarchies that Assimp's readers recurse over once per level.
    QTest::newRow("glTF JSON nested 100 deep")
        << "deep.gltf" << QByteArray(R"({"asset": {"version": "2.0"}, "extras": )") + QByteArray(100, '[')
                              + QByteArray(100, ']') + "}"
        << QStringList{"glTF JSON nested deeper than 64 levels"};
    QTest::newRow("glTF node hierarchy 1100 deep") << "chain.gltf" << gltfChain(1100)
                                                   << QStringList{"glTF node hierarchy deeper than 1024 levels"};
    // The check and Assimp must see the same nodes: Assimp keeps the first of two keys.
    QTest::newRow("glTF key twice")
        << "twice.gltf" << QByteArray(R"({"asset": {"version": "2.0"}, "nodes": [], "nodes": [{"children": [0]}]})")
        << QStringList{"gives the key \"nodes\" twice"};
    QTest::newRow("glTF that is not JSON") << "broken.gltf" << QByteArray(R"({"asset": {"version": "2.0"}, "nodes": [)")
                                           << QStringList{"glTF JSON that is not valid JSON"};
    QTest::newRow("unknown extension, 200000 nested arrays") << "deep.xyz"
                                                             << QByteArray(200000, '[') + QByteArray(200000, ']')
                                                             << QStringList{"JSON nested deeper than 64 levels"};
    QTest::newRow("glTF nodes in a cycle")
        << "cycle.gltf" << QByteArray(R"({"asset": {"version": "2.0"}, "nodes": [{"children": [1]}, {"children": [0]}]})")
        << QStringList{"their own ancestors"};
    QTest::newRow("glTF node with two parents")
        << "parents.gltf"
        << QByteArray(R"({"asset": {"version": "2.0"}, "nodes": [{"children": [2]}, {"children": [2]}, {}]})")
        << QStringList{"two parents (node 2)"};
    QTest::newRow("glTF child that is no node")
        << "child.gltf" << QByteArray(R"({"asset": {"version": "2.0"}, "nodes": [{"children": [7]}]})")
        << QStringList{"child is not one of its 1 nodes"};
    // Formats not checked before Assimp: the imported scene's hierarchy is, before the post-processing recurses over it.
    QByteArray dae = R"(<?xml version="1.0"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
<library_visual_scenes><visual_scene id="s">)";
    for (int n = 0; n < 1100; ++n)
        dae += "<node id=\"n" + QByteArray::number(n) + "\">";
    for (int n = 0; n < 1100; ++n)
        dae += "</node>";
    dae += R"(</visual_scene></library_visual_scenes><scene><instance_visual_scene url="#s"/></scene></COLLADA>)";
    QTest::newRow("COLLADA node hierarchy 1100 deep") << "deep.dae" << dae
                                                      << QStringList{"node hierarchy deeper than 1024 levels"};
    QByteArray scopes = "; FBX 7.5.0 project file\n";
    for (int n = 0; n < 100; ++n)
        scopes += "A: {\n";
    QTest::newRow("ASCII FBX scopes nested 100 deep") << "deep.fbx" << scopes + QByteArray(100, '}')
                                                      << QStringList{"FBX scopes nested deeper than 64"};
    // A comment ends at \r as it does for Assimp: the scopes after it are counted.
    QTest::newRow("ASCII FBX scopes after a comment, \\r line ends")
        << "cr.fbx" << QByteArray(scopes).replace('\n', '\r') + QByteArray(100, '}')
        << QStringList{"FBX scopes nested deeper than 64"};
    QTest::newRow("STL cut short") << "short.stl"
                                   << QByteArray(80, ' ') + QByteArray("\x64\x00\x00\x00", 4) + QByteArray(60, '\0')
                                   << QStringList{"cannot be read as a mesh"};
    QTest::newRow("glTF 1.0") << "old.gltf" << QByteArray(R"({"asset": {"version": "1.0"}, "scenes": {}})")
                              << QStringList{"cannot be read as a mesh", "glTF version"};
    QTest::newRow("glTF buffer missing") << "nobuffer.gltf" << gltfTwoInstances("absent.bin")
                                         << QStringList{"cannot be read as a mesh"};
    // PLY files that Assimp 5.2.5 would hang on, crash on, or spend minutes and gigabytes on.
    const QByteArray plyHeader = "ply\nformat binary_little_endian 1.0\nelement vertex 3\nproperty float x\n"
                                 "property float y\nproperty float z\nelement face 1\n"
                                 "property list uchar int vertex_indices\nend_header\n";
    QTest::newRow("PLY header without end_header") << "unended.ply" << QByteArray("ply\nformat ascii 1.0\n")
                                                   << QStringList{"PLY header without an end_header line"};
    QTest::newRow("PLY header line not understood")
        << "element.ply" << QByteArray("ply\nformat ascii 1.0\nelement\nend_header\n")
        << QStringList{"PLY header line it cannot read", "line 3", "\"element\""};
    QTest::newRow("PLY binary data cut short") << "short.ply" << plyHeader + QByteArray(36, '\0') + "\x03"
                                               << QStringList{"PLY data that ends before"};
    QTest::newRow("PLY list longer than the data") << "list.ply" << plyHeader + QByteArray(36, '\0') + "\xff" + QByteArray(12, '\0')
                                                   << QStringList{"PLY data that ends before"};
    QTest::newRow("PLY, ASCII, fewer lines than elements")
        << "lines.ply" << QByteArray("ply\nformat ascii 1.0\nelement vertex 100000000\nproperty float x\nend_header\n0\n")
        << QStringList{"PLY data that ends before"};
    // A binary glTF whose JSON chunk claims 2.9 GB: Assimp would allocate it before looking further.
    QByteArray glb("glTF\x02\x00\x00\x00", 8);
    glb += QByteArray("\x40\x00\x00\x00\x00\x02\x00\xac", 8) + "JSON{\"asset\":{\"version\":\"2.0\"}}";
    QTest::newRow("GLB chunk longer than the file") << "chunk.glb" << glb
                                                    << QStringList{"not a binary glTF 2.0 file", "past the end"};
    // Without MeshLoader's repair of the primitive types, Assimp's Triangulate aborts the process here.
    QTest::newRow("OFF declaring more faces than it holds")
        << "faces.off" << QByteArray("OFF\n3 1000 0\n0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n")
        << QStringList{"cannot be read as a mesh"};
    QByteArray polygon = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf";
    for (int n = 0; n < 1025; ++n)
        polygon += " " + QByteArray::number(n % 3 + 1);
    QTest::newRow("polygon of 1025 corners") << "polygon.obj" << polygon + "\n"
                                             << QStringList{"polygon of 1025 corners", "1024"};
}

void TstMeshLoader::rejectsBadFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    QFETCH(QStringList, expected);
    const QString path = m_folder.filePath(name);
    if (name.startsWith("folder"))
        QVERIFY(QDir(m_folder.path()).mkpath(name));
    else if (!name.startsWith("missing"))
        QVERIFY(writeFile(path, contents));
    const QString message = drape::test::loadError([&] { loadTriangleMesh(toPath(path)); });
    QVERIFY2(!message.isEmpty(), "no MeshLoadError");
    QVERIFY2(message.startsWith(path + ": "), qPrintable(message));
    QVERIFY2(!message.contains('\n') && !message.contains('\r'), qPrintable(message));
    for (const QString& part : expected)
        QVERIFY2(message.contains(part), qPrintable("no \"" + part + "\" in: " + message));
}

// Binary FBX that Assimp 5.2.5 would abort on (a length that wraps its read pointer) or read past
// the end of: cut short, and with the first record's end moved beyond the file.
void TstMeshLoader::rejectsBrokenBinaryFbx()
{
    const std::unique_ptr<aiScene> scene = transformedCube();
    Assimp::Exporter exporter;
    const aiExportDataBlob* blob = exporter.ExportToBlob(scene.get(), "fbx");
    QVERIFY2(blob, exporter.GetErrorString());
    const std::vector<std::uint8_t> fbx = drape::test::repairAssimpBinaryFbx(std::vector<std::uint8_t>(
        static_cast<const std::uint8_t*>(blob->data), static_cast<const std::uint8_t*>(blob->data) + blob->size));
    const QByteArray whole(reinterpret_cast<const char*>(fbx.data()), qsizetype(fbx.size()));
    QVERIFY(whole.startsWith("Kaydara FBX Binary"));
    QByteArray farEnd = whole;
    for (int b = 0; b < 8; ++b)
        farEnd[27 + b] = char(0xf0);  // the first record's 64-bit end offset
    for (const auto& [name, bytes] : {std::pair{QString("cut.fbx"), whole.left(whole.size() / 2)},
                                      std::pair{QString("far.fbx"), farEnd}}) {
        const QString path = m_folder.filePath(name);
        QVERIFY(writeFile(path, bytes));
        const QString message = drape::test::loadError([&] { loadTriangleMesh(toPath(path)); });
        QVERIFY2(message.startsWith(path + ": ") && message.contains("FBX records that run past"), qPrintable(message));
        const QString fromMemory = drape::test::loadError(
            [&] { loadTriangleMeshFromMemory(bytes.constData(), std::size_t(bytes.size()), "fbx", name.toStdString()); });
        QVERIFY2(fromMemory.startsWith(name + ": "), qPrintable(fromMemory));
    }
}

// Just over the cap, as polygons that count 1022 triangles each: refused from the count, before
// Assimp triangulates anything (about 4 MB of OBJ).
void TstMeshLoader::rejectsTooManyTriangles()
{
    QByteArray polygon = "f";
    for (unsigned n = 0; n + 1 < maxPolygonCorners; ++n)
        polygon += n % 2 == 0 ? " 1" : " 2";
    polygon += " 3\n";
    const std::size_t polygons = maxMeshTriangles / (maxPolygonCorners - 2) + 1;
    QByteArray obj = "v 0 0 0\nv 1 0 0\nv 0 1 0\n";
    obj.reserve(qsizetype(polygons) * polygon.size() + obj.size());
    for (std::size_t n = 0; n < polygons; ++n)
        obj += polygon;
    const QString path = m_folder.filePath("huge.obj");
    QVERIFY(writeFile(path, obj));
    const QString message = drape::test::loadError([&] { loadTriangleMesh(toPath(path)); });
    QVERIFY2(message.startsWith(path + ": ") && message.contains("more than 2000000 triangles"), qPrintable(message));
}

// A path that cannot be read: a name longer than the file system allows (fails
// for root too, who reads every file whatever its permissions), and, where the
// tests do not run as root, a file without read permission.
void TstMeshLoader::rejectsUnreadableFile()
{
    const QString through = m_folder.filePath(QString(300, QLatin1Char('m')) + ".obj");
    const QString throughMessage = drape::test::loadError([&] { loadTriangleMesh(toPath(through)); });
    QVERIFY2(throughMessage.startsWith(through + ": ") && throughMessage.contains("cannot be read"),
             qPrintable(throughMessage));
    if (geteuid() != 0) {
        const QString path = m_folder.filePath("locked.obj");
        QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"));
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        const QString message = drape::test::loadError([&] { loadTriangleMesh(toPath(path)); });
        QVERIFY2(message.startsWith(path + ": ") && message.contains("cannot be read"), qPrintable(message));
    }
}

// The depth limits refuse only what is deeper: a chain of 1024 nodes loads, its
// triangle moved by each node's (1, 0, 0).
void TstMeshLoader::hierarchyAtTheDepthLimitLoads()
{
    const QString path = m_folder.filePath("chain1024.gltf");
    QVERIFY(writeFile(path, gltfChain(1024)));
    const TriangleMesh mesh = loadTriangleMesh(toPath(path));
    QVERIFY(sameCorners(mesh, {{1024, 0, 0}, {1025, 0, 0}, {1024, 1, 0}}));
}

// The editor imports mesh files over and over. 1,000 failed imports must leave the
// heap as it was: of the OBJ that Assimp 5.2.5 leaks on (refused before Assimp
// reads it), and of an STL cut short (refused by Assimp itself, so what Drape
// does after Assimp fails is covered too). Negative control: the OBJ's bytes given
// to Assimp directly, 1,000 times, leave well over the limit behind (LeakSanitizer
// is told to ignore those, in sanitizer builds).
void TstMeshLoader::failedImportsLeaveNothing()
{
    const QString path = m_folder.filePath("leaky.obj");
    QVERIFY(writeFile(path, objBadIndexInSecondGroup));
    const QString stl = m_folder.filePath("cut.stl");
    QVERIFY(writeFile(stl, QByteArray(80, ' ') + QByteArray("\x64\x00\x00\x00", 4) + QByteArray(60, '\0')));
    const auto importThroughDrape = [&] {
        for (int n = 0; n < 1000; ++n) {
            QVERIFY(!drape::test::loadError([&] { loadTriangleMesh(toPath(path)); }).isEmpty());
            QVERIFY(!drape::test::loadError([&] { loadTriangleMesh(toPath(stl)); }).isEmpty());
        }
    };
    const auto importThroughAssimp = [&] {
        for (int n = 0; n < 1000; ++n) {
            Assimp::Importer importer;
            QVERIFY(!importer.ReadFileFromMemory(objBadIndexInSecondGroup.constData(),
                                                 std::size_t(objBadIndexInSecondGroup.size()), 0, "obj"));
        }
    };
    constexpr std::size_t allowed = 16 * 1024;  // bytes over 1,000 imports: a leak of one block each is more
    importThroughDrape();                       // first-use allocations (Assimp's logger, locale data) settle
    std::size_t before = heapBytesInUse();
    importThroughDrape();
    const std::size_t throughDrape = heapBytesInUse() - std::min(heapBytesInUse(), before);
    QVERIFY2(throughDrape <= allowed, qPrintable(QString("1,000 imports of each left %1 bytes").arg(throughDrape)));

#if defined(__SANITIZE_ADDRESS__)
    __lsan_disable();
#endif
    before = heapBytesInUse();
    importThroughAssimp();
    const std::size_t throughAssimp = heapBytesInUse() - std::min(heapBytesInUse(), before);
#if defined(__SANITIZE_ADDRESS__)
    __lsan_enable();
#endif
    QVERIFY2(throughAssimp > 10 * allowed,
             qPrintable(QString("the negative control left only %1 bytes: the measure sees no leak").arg(throughAssimp)));
    qInfo("1,000 failed imports: %zu bytes left through MeshLoader, %zu through Assimp alone", throughDrape,
          throughAssimp);
}

QTEST_GUILESS_MAIN(TstMeshLoader)
#include "tst_MeshLoader.moc"

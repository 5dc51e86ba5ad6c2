// Tests of a cloth's surface from a mesh file (engine/io/ClothMeshFile.h): small
// OBJ, PLY and glTF files written here and read back. Quads stay quads, particles
// come in the file's order and welding joins a UV seam; polygons of more than four
// corners split into triangles that cover them with the polygon's winding; node
// transforms, then the caller's, move the positions; separate pieces are one
// cloth; and every way a file or the options can be refused, each with a one-line
// message naming the file and the problem.
#include "engine/io/ClothMeshFile.h"
#include "tests/support/MeshFileTests.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include <cmath>
#include <filesystem>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace drape::engine;

Q_DECLARE_METATYPE(std::vector<glm::dvec3>)

using drape::test::toPath;
using drape::test::writeFile;

namespace {

bool near(glm::dvec3 a, glm::dvec3 b, double tolerance = 1e-9)
{
    return glm::all(glm::lessThanEqual(glm::abs(a - b), glm::dvec3(tolerance)));
}

/// Assimp keeps texture coordinates as float.
bool near(glm::dvec2 a, glm::dvec2 b, double tolerance = 1e-7)
{
    return glm::all(glm::lessThanEqual(glm::abs(a - b), glm::dvec2(tolerance)));
}

QString text(glm::dvec3 p)
{
    return QString("(%1, %2, %3)").arg(p.x).arg(p.y).arg(p.z);
}

/// An OBJ line "v x y z" (17 digits: the file holds exactly the test's positions).
QByteArray objVertex(glm::dvec3 p)
{
    return "v " + QByteArray::number(p.x, 'g', 17) + " " + QByteArray::number(p.y, 'g', 17) + " "
           + QByteArray::number(p.z, 'g', 17) + "\n";
}

/// A 3 × 3 grid of vertices (i, j, 0), k = 1 + i + 3j, with vt (i/2, j/2) each, and
/// its four quads row by row, each counter-clockwise from its (i, j) corner.
QByteArray objGrid()
{
    QByteArray obj;
    for (int j = 0; j < 3; ++j)
        for (int i = 0; i < 3; ++i)
            obj += objVertex({i, j, 0}) + "vt " + QByteArray::number(i / 2.0) + " " + QByteArray::number(j / 2.0)
                   + "\n";
    for (int j = 0; j < 2; ++j)
        for (int i = 0; i < 2; ++i) {
            obj += "f";
            for (const int k : {1 + i + 3 * j, 2 + i + 3 * j, 5 + i + 3 * j, 4 + i + 3 * j})
                obj += " " + QByteArray::number(k) + "/" + QByteArray::number(k);
            obj += "\n";
        }
    return obj;
}

/// Twice the signed area of a face's outline in the plane z = 0 (positive counter-clockwise).
double twiceArea(const std::vector<glm::dvec3>& outline)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const glm::dvec3 a = outline[i], b = outline[(i + 1) % outline.size()];
        sum += a.x * b.y - a.y * b.x;
    }
    return sum;
}

/// A glTF 2.0 file (buffer inline) with one triangle (0,0,0) (1,0,0) (0,1,0), texture
/// coordinates (0.25, 0.25) (0.75, 0.25) (0.25, 0.5) as glTF has them (v down), under a
/// node moved by (10, 0, 0) whose child scales it by 2.
QByteArray gltfScaledTriangle()
{
    QByteArray buffer;
    for (const float v :
         {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.25f, 0.25f, 0.75f, 0.25f, 0.25f, 0.5f})
        buffer.append(reinterpret_cast<const char*>(&v), sizeof v);
    return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}],
  "nodes": [{"translation": [10, 0, 0], "children": [1]}, {"scale": [2, 2, 2], "mesh": 0}],
  "meshes": [{"primitives": [{"attributes": {"POSITION": 0, "TEXCOORD_0": 1}}]}],
  "buffers": [{"byteLength": 60, "uri": "data:application/octet-stream;base64,)" + buffer.toBase64() + R"("}],
  "bufferViews": [{"buffer": 0, "byteLength": 36}, {"buffer": 0, "byteOffset": 36, "byteLength": 24}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3",
                 "min": [0, 0, 0], "max": [1, 1, 0]},
                {"bufferView": 1, "componentType": 5126, "count": 3, "type": "VEC2"}]})";
}

/// A glTF 2.0 file whose mesh of `triangles` triangles (all corners at the origin) `nodes` nodes use.
QByteArray gltfPlacedMany(int triangles, int nodes)
{
    const QByteArray buffer(36 * triangles, '\0');
    QByteArray nodeList, rootList;
    for (int n = 0; n < nodes; ++n) {
        nodeList += QByteArray(n ? "," : "") + R"({"mesh": 0})";
        rootList += QByteArray(n ? "," : "") + QByteArray::number(n);
    }
    return R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [)" + rootList + R"(]}],
  "nodes": [)" + nodeList + R"(], "meshes": [{"primitives": [{"attributes": {"POSITION": 0}}]}],
  "buffers": [{"byteLength": )" + QByteArray::number(buffer.size())
           + R"(, "uri": "data:application/octet-stream;base64,)" + buffer.toBase64() + R"("}],
  "bufferViews": [{"buffer": 0, "byteLength": )" + QByteArray::number(buffer.size()) + R"(}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": )" + QByteArray::number(3 * triangles)
           + R"(, "type": "VEC3", "min": [0, 0, 0], "max": [0, 0, 0]}]})";
}

}  // namespace

class TstClothMeshFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void quadGridKeepsQuadsInFileOrder();
    void plyKeepsItsVertexOrder();
    void uvSeamIsOneParticle();
    void objVertexOrderNeedsEveryLine();
    void weldedQuadCornersMakeATriangle();
    void weldingDoesNotChain();
    void redVertexColoursPaintPins();
    void polygonsSplitIntoTriangles_data();
    void polygonsSplitIntoTriangles();
    void transformsMovePositions();
    void separatePiecesLoad();
    void loadsFromMemory();

    void rejectsBadFiles_data();
    void rejectsBadFiles();
    void rejectsTooManyCorners();
    void rejectsBadOptions();

private:
    QTemporaryDir m_folder;
};

void TstClothMeshFile::initTestCase()
{
    QVERIFY(m_folder.isValid());
}

// 4 quads, 9 particles in the order the faces first use them (Assimp gives an OBJ a
// vertex per face corner), each face's corners in the file's order, UVs per corner.
void TstClothMeshFile::quadGridKeepsQuadsInFileOrder()
{
    const QString path = m_folder.filePath("grid.obj");
    QVERIFY(writeFile(path, objGrid()));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    const std::vector<glm::dvec3> rest = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, {2, 0, 0},
                                          {2, 1, 0}, {1, 2, 0}, {0, 2, 0}, {2, 2, 0}};
    QCOMPARE(surface.rest.size(), rest.size());
    for (std::size_t p = 0; p < rest.size(); ++p)
        QVERIFY2(surface.rest[p] == rest[p],
                 qPrintable(QString("particle %1 at %2").arg(p).arg(text(surface.rest[p]))));
    const std::vector<std::array<std::uint32_t, 4>> quads = {{0, 1, 2, 3}, {1, 4, 5, 2}, {3, 2, 6, 7}, {2, 5, 8, 6}};
    QCOMPARE(surface.faces.size(), quads.size());
    for (std::size_t f = 0; f < quads.size(); ++f) {
        const SurfaceFace& face = surface.faces[f];
        QCOMPARE(int(face.corners), 4);
        QCOMPARE(face.particle, quads[f]);
        for (std::size_t c = 0; c < 4; ++c)
            QCOMPARE(face.uv[c], glm::dvec2(rest[quads[f][c]]) / 2.0);
    }
    QCOMPARE(loadClothSurface(toPath(path), {}), surface);  // the same file, the same surface
}

// Pure red vertex colours pin their particles: a red vertex, a dark red one, and
// a red copy of a white vertex at the same place (one welded particle); white
// and blue do not pin, nor does a file without colours.
void TstClothMeshFile::redVertexColoursPaintPins()
{
    const QString path = m_folder.filePath("pins.ply");
    QVERIFY(writeFile(path, "ply\nformat ascii 1.0\nelement vertex 6\nproperty float x\nproperty float y\n"
                            "property float z\nproperty uchar red\nproperty uchar green\nproperty uchar blue\n"
                            "element face 2\nproperty list uchar int vertex_indices\nend_header\n"
                            "0 0 0 255 0 0\n1 0 0 255 255 255\n1 1 0 255 255 255\n0 1 0 200 30 30\n"
                            "1 0 0 255 0 0\n2 0 0 0 0 255\n4 0 1 2 3\n3 4 5 2\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest.size(), std::size_t(5));
    QCOMPARE(surface.pins, (std::vector<std::uint32_t>{0, 1, 3}));

    const QString plain = m_folder.filePath("plain.obj");
    QVERIFY(writeFile(plain, objGrid()));
    QVERIFY(loadClothSurface(toPath(plain), {}).pins.empty());
}

// A PLY keeps its vertices shared: particles in its vertex order, the vertex no face uses left out.
void TstClothMeshFile::plyKeepsItsVertexOrder()
{
    const QString path = m_folder.filePath("order.ply");
    QVERIFY(writeFile(path, "ply\nformat ascii 1.0\nelement vertex 5\nproperty float x\nproperty float y\n"
                            "property float z\nelement face 2\nproperty list uchar int vertex_indices\nend_header\n"
                            "0 0 0\n1 0 0\n9 9 9\n1 1 0\n0 1 0\n3 4 0 1\n3 1 3 4\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest, (std::vector<glm::dvec3>{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}}));
    QCOMPARE(surface.faces.size(), std::size_t(2));
    QCOMPARE(surface.faces[0].particle, (std::array<std::uint32_t, 4>{3, 0, 1, 0}));
    QCOMPARE(surface.faces[1].particle, (std::array<std::uint32_t, 4>{1, 2, 3, 0}));
    QCOMPARE(surface.faces[0].uv[0], glm::dvec2(0.0));  // no texture coordinates in the file
}

// Two quads whose shared edge the file gives twice, with other texture coordinates on
// each side: one particle per position, each corner keeping its own UV.
void TstClothMeshFile::uvSeamIsOneParticle()
{
    const QString path = m_folder.filePath("seam.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 1 0 0\nv 2 0 0\nv 2 1 0\nv 1 1 0\n"
                            "vt 0 0\nvt 0.4 0\nvt 0.4 1\nvt 0 1\nvt 0.6 0\nvt 1 0\nvt 1 1\nvt 0.6 1\n"
                            "f 1/1 2/2 3/3 4/4\nf 5/5 6/6 7/7 8/8\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest, (std::vector<glm::dvec3>{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}, {2, 0, 0}, {2, 1, 0}}));
    QCOMPARE(surface.faces.size(), std::size_t(2));
    const SurfaceFace &left = surface.faces[0], &right = surface.faces[1];
    QCOMPARE(left.particle, (std::array<std::uint32_t, 4>{0, 1, 2, 3}));
    QCOMPARE(right.particle, (std::array<std::uint32_t, 4>{1, 4, 5, 2}));
    QVERIFY(near(left.uv[1], {0.4, 0.0}));  // particle 1 seen from the left quad
    QVERIFY(near(right.uv[0], {0.6, 0.0}));  // and from the right one
    QVERIFY(near(left.uv[2], {0.4, 1.0}));
    QVERIFY(near(right.uv[3], {0.6, 1.0}));
    // The OBJ's own order: its eight v lines, the seam's copies on particles 1 and 2.
    QCOMPARE(surface.sourceVertexParticle, (std::vector<std::uint32_t>{0, 1, 2, 3, 1, 4, 5, 2}));
}

// An OBJ's v lines give the order only when each is a particle's: a v line no
// face uses leaves the particle order; other formats have none.
void TstClothMeshFile::objVertexOrderNeedsEveryLine()
{
    const QString shuffled = m_folder.filePath("shuffled.obj");
    QVERIFY(writeFile(shuffled, "v 1 1 0\nv 0 0 0\nv 0 1 0\nv 1 0 0\nf 2 4 1 3\n"));
    const ClothSurface surface = loadClothSurface(toPath(shuffled), {});
    QCOMPARE(surface.rest, (std::vector<glm::dvec3>{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}}));
    QCOMPARE(surface.sourceVertexParticle, (std::vector<std::uint32_t>{2, 0, 3, 1}));
    const QString unused = m_folder.filePath("unused.obj");
    QVERIFY(writeFile(unused, "v 1 1 0\nv 0 0 0\nv 0 1 0\nv 1 0 0\nv 5 5 5\nf 2 4 1 3\n"));
    QVERIFY(loadClothSurface(toPath(unused), {}).sourceVertexParticle.empty());
    // An unused line may hold anything Assimp reads: it is no particle's either.
    for (const char* line : {"v 0 nan 0\n", "v 1e300 0 0\n"}) {
        const QString odd = m_folder.filePath("odd.obj");
        QVERIFY(writeFile(odd, QByteArray("v 1 1 0\nv 0 0 0\nv 0 1 0\nv 1 0 0\n") + line + "f 2 4 1 3\n"));
        const ClothSurface read = loadClothSurface(toPath(odd), {});
        QCOMPARE(read.rest.size(), std::size_t(4));
        QVERIFY2(read.sourceVertexParticle.empty(), line);
    }
    // Placed and scaled, the lines still find their particles.
    ClothMeshImport placed;
    placed.transform = glm::dmat4(0.01);
    placed.transform[3] = glm::dvec4(3.0, 2.0, 1.0, 1.0);
    QCOMPARE(loadClothSurface(toPath(shuffled), placed).sourceVertexParticle, (std::vector<std::uint32_t>{2, 0, 3, 1}));
    const QByteArray obj = "v 1 1 0\nv 0 0 0\nv 0 1 0\nv 1 0 0\nf 2 4 1 3\n";
    QCOMPARE(loadClothSurfaceFromMemory(obj.constData(), std::size_t(obj.size()), "obj", "memory", {}).sourceVertexParticle,
             (std::vector<std::uint32_t>{2, 0, 3, 1}));
}

// A quad with two corners 1e-9 apart (tolerance 1e-6): a triangle of the three particles left, in order.
void TstClothMeshFile::weldedQuadCornersMakeATriangle()
{
    const QString path = m_folder.filePath("welded.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 1 1e-9 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 1 0.5\nvt 0 1\n"
                            "f 1/1 2/2 3/3 4/4\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest, (std::vector<glm::dvec3>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}));
    QCOMPARE(surface.faces.size(), std::size_t(1));
    QCOMPARE(int(surface.faces[0].corners), 3);
    QCOMPARE((std::array<std::uint32_t, 3>{surface.faces[0].particle[0], surface.faces[0].particle[1],
                                           surface.faces[0].particle[2]}),
             (std::array<std::uint32_t, 3>{0, 1, 2}));
    QCOMPARE(surface.faces[0].uv[2], glm::dvec2(0, 1));  // the dropped corner's UV goes with it
}

// Corners 0.6 tolerances apart in a row: the second joins the first particle, the third is
// 1.2 tolerances from it and makes its own; the particle stays where its first vertex is.
void TstClothMeshFile::weldingDoesNotChain()
{
    const QString path = m_folder.filePath("chain.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 1 6e-7 0\nv 1 1.2e-6 0\nf 1 2 3 4\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest.size(), std::size_t(3));
    QCOMPARE(surface.rest[1], glm::dvec3(1, 0, 0));
    QVERIFY(near(surface.rest[2], {1, 1.2e-6, 0}, 1e-12));
    QCOMPARE(int(surface.faces.at(0).corners), 3);
}

void TstClothMeshFile::polygonsSplitIntoTriangles_data()
{
    QTest::addColumn<std::vector<glm::dvec3>>("outline");  // counter-clockwise about +z
    QTest::addColumn<double>("area");
    QTest::addColumn<double>("tilt");  // radians about (1, 1, 0): the file's polygon is turned by it

    // The notch's corner (1, 1) lies on the diagonal from (0, 0) to (2, 2): a fan from the first corner makes a
    // triangle of no area there.
    const std::vector<glm::dvec3> arrow = {{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {1, 1, 0}, {0, 2, 0}};
    QTest::newRow("concave pentagon") << arrow << 3.0 << 0.0;
    // An L from its inner corner's neighbour: a fan from the first corner turns the wrong way.
    const std::vector<glm::dvec3> ell = {{2, 1, 0}, {1, 1, 0}, {1, 2, 0}, {0, 2, 0}, {0, 0, 0}, {2, 0, 0}};
    QTest::newRow("concave hexagon") << ell << 3.0 << 0.0;
    QTest::newRow("concave hexagon, tilted") << ell << 3.0 << 0.7;
    // A comb: three teeth, 12 corners, four of them reflex.
    const std::vector<glm::dvec3> comb = {{0, 0, 0}, {7, 0, 0}, {7, 3, 0}, {6, 3, 0}, {6, 1, 0}, {5, 1, 0},
                                          {5, 3, 0}, {4, 3, 0}, {4, 1, 0}, {3, 1, 0}, {3, 3, 0}, {0, 3, 0}};
    QTest::newRow("comb of 12 corners") << comb << 21.0 - 4.0 << 0.0;
}

// corners − 2 triangles of the polygon's particles, all turning the polygon's way, their areas adding up to its
// area, each corner with its vertex's UV.
void TstClothMeshFile::polygonsSplitIntoTriangles()
{
    QFETCH(std::vector<glm::dvec3>, outline);
    QFETCH(double, area);
    QFETCH(double, tilt);
    QCOMPARE(0.5 * twiceArea(outline), area);  // the row's own arithmetic
    const glm::dmat4 turn = glm::rotate(glm::dmat4(1.0), tilt, glm::normalize(glm::dvec3(1, 1, 0)));
    const glm::dvec3 normal = glm::dvec3(turn * glm::dvec4(0, 0, 1, 0));
    QByteArray obj, face = "f";
    for (std::size_t c = 0; c < outline.size(); ++c) {
        obj += objVertex(glm::dvec3(turn * glm::dvec4(outline[c], 1.0)));
        obj += "vt " + QByteArray::number(outline[c].x / 10.0) + " " + QByteArray::number(outline[c].y / 10.0) + "\n";
        face += " " + QByteArray::number(c + 1) + "/" + QByteArray::number(c + 1);
    }
    const QString path = m_folder.filePath("polygon.obj");
    QVERIFY(writeFile(path, obj + face + "\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest.size(), outline.size());
    QCOMPARE(surface.faces.size(), outline.size() - 2);
    double sum = 0.0;
    for (const SurfaceFace& triangle : surface.faces) {
        QCOMPARE(int(triangle.corners), 3);
        const glm::dvec3 a = surface.rest[triangle.particle[0]], b = surface.rest[triangle.particle[1]],
                         c = surface.rest[triangle.particle[2]];
        const glm::dvec3 twice = glm::cross(b - a, c - a);
        // Assimp keeps positions as float: the tilted polygon's corners are off its plane by 1e-7 or so.
        QVERIFY2(glm::dot(twice, normal) > 1e-3 && glm::length(glm::cross(twice, normal)) < 1e-5,
                 qPrintable("triangle " + text(a) + " " + text(b) + " " + text(c)
                            + " does not turn the polygon's way"));
        sum += 0.5 * glm::length(twice);
        for (std::size_t k = 0; k < 3; ++k)  // particle p is outline corner p: the file's order
            QVERIFY(near(triangle.uv[k], glm::dvec2(outline[triangle.particle[k]]) / 10.0));
    }
    QVERIFY2(std::abs(sum - area) < 1e-5, qPrintable(QString("the triangles cover %1, not %2").arg(sum).arg(area)));
}

// glTF: the child's scale, then its parent's move, then the caller's transform; v up as OpenGL has it.
void TstClothMeshFile::transformsMovePositions()
{
    const QString path = m_folder.filePath("moved.gltf");
    QVERIFY(writeFile(path, gltfScaledTriangle()));
    ClothMeshImport options;
    options.transform = glm::rotate(glm::translate(glm::dmat4(1.0), glm::dvec3(0, 0, 1)), glm::radians(90.0),
                                    glm::dvec3(0, 0, 1));
    const ClothSurface surface = loadClothSurface(toPath(path), options);
    const std::vector<glm::dvec3> expected = {{0, 10, 1}, {0, 12, 1}, {-2, 10, 1}};
    QCOMPARE(surface.rest.size(), expected.size());
    for (std::size_t p = 0; p < expected.size(); ++p)
        QVERIFY2(near(surface.rest[p], expected[p]), qPrintable(text(surface.rest[p])));
    QCOMPARE(surface.faces.size(), std::size_t(1));
    QVERIFY(near(surface.faces[0].uv[0], {0.25, 0.75}) && near(surface.faces[0].uv[1], {0.75, 0.75})
            && near(surface.faces[0].uv[2], {0.25, 0.5}));

    // The same in an OBJ, scaled by 100: centimetres to metres.
    const QString obj = m_folder.filePath("centimetres.obj");
    QVERIFY(writeFile(obj, "v 0 0 0\nv 100 0 0\nv 0 100 0\nf 1 2 3\n"));
    options.transform = glm::scale(glm::dmat4(1.0), glm::dvec3(0.01));
    QCOMPARE(loadClothSurface(toPath(obj), options).rest, (std::vector<glm::dvec3>{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}));
}

// Two objects of an OBJ that share nothing: one cloth of both, 8 particles.
void TstClothMeshFile::separatePiecesLoad()
{
    const QString path = m_folder.filePath("pieces.obj");
    QVERIFY(writeFile(path, "o first\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n"
                            "o second\nv 5 0 0\nv 6 0 0\nv 5 1 0\nv 5 0 1\nf 5 6 7\nf 5 8 6\n"));
    const ClothSurface surface = loadClothSurface(toPath(path), {});
    QCOMPARE(surface.rest.size(), std::size_t(8));
    QCOMPARE(surface.faces.size(), std::size_t(3));
    QCOMPARE(int(surface.faces[0].corners), 4);
    QCOMPARE(surface.faces[1].particle, (std::array<std::uint32_t, 4>{4, 5, 6, 0}));
    QCOMPARE(surface.faces[2].particle, (std::array<std::uint32_t, 4>{4, 7, 5, 0}));
}

void TstClothMeshFile::loadsFromMemory()
{
    const QByteArray obj = objGrid();
    const QString path = m_folder.filePath("memory.obj");
    QVERIFY(writeFile(path, obj));
    const ClothSurface surface =
        loadClothSurfaceFromMemory(obj.constData(), std::size_t(obj.size()), "obj", "grid", {});
    QCOMPARE(surface, loadClothSurface(toPath(path), {}));
    const QByteArray lines = "v 0 0 0\nv 1 0 0\nl 1 2\n";
    const QString message = drape::test::loadError(
        [&] { loadClothSurfaceFromMemory(lines.constData(), std::size_t(lines.size()), "obj", "upload.obj", {}); });
    QVERIFY2(message.startsWith("upload.obj: ") && message.contains("has no faces"), qPrintable(message));
}

void TstClothMeshFile::rejectsBadFiles_data()
{
    QTest::addColumn<QString>("name");          // the file, in the temporary folder
    QTest::addColumn<QByteArray>("contents");   // written unless the row is about a missing file
    QTest::addColumn<double>("scale");          // the import's transform
    QTest::addColumn<QStringList>("expected");  // in the message, after the file's path

    QTest::newRow("missing file") << "missing.obj" << QByteArray() << 1.0 << QStringList{"no such file"};
    QTest::newRow("empty file") << "empty.obj" << QByteArray("") << 1.0 << QStringList{"is empty"};
    QByteArray garbage;
    for (int n = 0; n < 512; ++n)
        garbage.append(char((n * 97 + 13) % 256));
    QTest::newRow("not a mesh: text") << "notes.txt" << QByteArray("Dear diary, today I sewed a flag.\n") << 1.0
                                      << QStringList{"not in a mesh format Assimp knows", "\".txt\""};
    QTest::newRow("not a mesh: bytes as .glb") << "garbage.glb" << garbage << 1.0
                                               << QStringList{"cannot be read as a mesh"};
    QTest::newRow("no faces: vertices and lines")
        << "lines.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nl 1 2\nl 2 3\n") << 1.0
        << QStringList{"has no faces", "only points, lines"};
    // Three triangles on the edge from (0, 0, 0) to (1, 0, 0): particles 0 and 1.
    QTest::newRow("non-manifold edge")
        << "fan.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 -1 0\nv 0 0 1\nf 1 2 3\nf 2 1 4\nf 1 2 5\n") << 1.0
        << QStringList{"non-manifold", "edge between particles 0 (0, 0, 0) and 1 (1, 0, 0)", "shared by 3 faces"};
    // The second face's corners are 1e-8 apart: one particle at the weld tolerance of 1e-6.
    QTest::newRow("zero area once welded")
        << "tiny.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 5 5 5\nv 5.00000001 5 5\nv 5 5.00000001 5\n"
                                    "f 1 2 3\nf 4 5 6\n")
        << 1.0 << QStringList{"face 1 has zero area once welded", "3 corners are 1 particle"};
    QTest::newRow("zero area: corners on one line")
        << "line.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 2 0 0\nv 0 1 0\nf 1 2 4\nf 1 2 3\n") << 1.0
        << QStringList{"face 1 has zero area once welded", "on one line"};
    QTest::newRow("NaN coordinate") << "nan.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 nan 0\nf 1 2 3\n") << 1.0
                                    << QStringList{"non-finite coordinate", "nan"};
    // A PLY's: Assimp reads an OBJ's "vt nan 0" as (0, 0).
    QTest::newRow("NaN texture coordinate")
        << "nanuv.ply"
        << QByteArray("ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\n"
                      "property float s\nproperty float t\nelement face 1\nproperty list uchar int vertex_indices\n"
                      "end_header\n0 0 0 0 0\n1 0 0 nan 0\n0 1 0 0 1\n3 0 1 2\n")
        << 1.0 << QStringList{"non-finite texture coordinate (nan, 0)"};
    QTest::newRow("coordinate of 1e5 m") << "huge.obj" << QByteArray("v 0 0 0\nv 100000 0 0\nv 0 1 0\nf 1 2 3\n")
                                         << 1.0 << QStringList{"(100000, 0, 0) m", "beyond the 10000 m"};
    QTest::newRow("coordinate beyond 1e4 m once transformed")
        << "scaled.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n") << 2e4
        << QStringList{"(20000, 0, 0) m once transformed", "beyond the 10000 m"};
    QByteArray polygon = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf";
    for (int n = 0; n < 1025; ++n)
        polygon += " " + QByteArray::number(n % 3 + 1);
    QTest::newRow("polygon of 1025 corners") << "polygon.obj" << polygon + "\n" << 1.0
                                             << QStringList{"polygon of 1025 corners", "1024 a cloth from a mesh"};
}

void TstClothMeshFile::rejectsBadFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    QFETCH(double, scale);
    QFETCH(QStringList, expected);
    const QString path = m_folder.filePath(name);
    if (!name.startsWith("missing"))
        QVERIFY(writeFile(path, contents));
    ClothMeshImport options;
    options.transform = glm::scale(glm::dmat4(1.0), glm::dvec3(scale));
    const QString message = drape::test::loadError([&] { loadClothSurface(toPath(path), options); });
    QVERIFY2(!message.isEmpty(), "no MeshLoadError");
    QVERIFY2(message.startsWith(path + ": "), qPrintable(message));
    QVERIFY2(!message.contains('\n') && !message.contains('\r'), qPrintable(message));
    for (const QString& part : expected)
        QVERIFY2(message.contains(part), qPrintable("no \"" + part + "\" in: " + message));
}

// One mesh of 4096 triangles placed by 2049 nodes: 25 178 112 corners, just over the
// most, refused from the count before anything is welded (a file of 0.2 MB).
void TstClothMeshFile::rejectsTooManyCorners()
{
    const int triangles = 4096;
    const int nodes = int(maxClothMeshCorners / (3 * triangles)) + 1;
    const QString path = m_folder.filePath("placed.gltf");
    QVERIFY(writeFile(path, gltfPlacedMany(triangles, nodes)));
    const QString message = drape::test::loadError([&] { loadClothSurface(toPath(path), {}); });
    QVERIFY2(message.startsWith(path + ": ") && message.contains("more than 25165824 face corners"),
             qPrintable(message));
}

// Options against their rules are the caller's mistake: std::invalid_argument, before the file is read.
void TstClothMeshFile::rejectsBadOptions()
{
    const QString path = m_folder.filePath("options.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"));
    for (const double tolerance : {0.0, -1e-6, std::numeric_limits<double>::quiet_NaN(),
                                   std::numeric_limits<double>::infinity()}) {
        ClothMeshImport options;
        options.weldTolerance = tolerance;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, loadClothSurface(toPath(path), options));
    }
    ClothMeshImport notFinite;
    notFinite.transform[3][0] = std::numeric_limits<double>::quiet_NaN();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, loadClothSurface(toPath(path), notFinite));
    ClothMeshImport projective;
    projective.transform[0][3] = 0.5;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, loadClothSurface(toPath(path), projective));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             loadClothSurfaceFromMemory("", 0, "obj", "nothing.obj", notFinite));
    ClothMeshImport fine;
    fine.weldTolerance = 1e-300;  // smaller than the weld grid's smallest cell: still welds nothing apart
    QCOMPARE(loadClothSurface(toPath(path), fine).rest.size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TstClothMeshFile)
#include "tst_ClothMeshFile.moc"

// A mesh cloth through every consumer of a scene (docs/scene-format.md,
// "cloth.mesh"): the file's key read, placed, validated and written back; the
// solver built from it; the exports in particle order with their UV seams; the
// bad files refused with their key and file named.
#include "engine/io/ExportFormat.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/scene/Stability.h"
#include "engine/gl/GlInfo.h"
#include "engine/sim/SolverFactory.h"
#include "tests/support/ExportChecks.h"
#include "tests/support/MeshFileTests.h"
#include "tests/support/ObjReader.h"

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <glm/geometric.hpp>

#include <cmath>
#include <map>
#include <set>
#include <filesystem>

using namespace drape;

namespace {

/// A 3 × 3 sheet of four quads, 1 m on a side in the file, in the xz plane,
/// normals up. Its UVs have a seam down the middle column: the right half's
/// quads take their own copy of x = 1 (u = 0.5 on the left, 0.6 on the right),
/// as an unwrap into two islands gives.
constexpr const char* seamedSheet = R"(# 3 x 3 sheet, two UV islands
v 0 0 0
v 1 0 0
v 2 0 0
v 0 0 1
v 1 0 1
v 2 0 1
v 0 0 2
v 1 0 2
v 2 0 2
vt 0 1
vt 0.5 1
vt 0 0.5
vt 0.5 0.5
vt 0 0
vt 0.5 0
vt 0.6 1
vt 1 1
vt 0.6 0.5
vt 1 0.5
vt 0.6 0
vt 1 0
f 1/1 4/3 5/4 2/2
f 4/3 7/5 8/6 5/4
f 2/7 5/9 6/10 3/8
f 5/9 8/11 9/12 6/10
)";

/// The same sheet as an ASCII PLY, its top corners (0 and 2) painted pure red.
constexpr const char* paintedSheet = R"(ply
format ascii 1.0
element vertex 9
property float x
property float y
property float z
property uchar red
property uchar green
property uchar blue
element face 4
property list uchar int vertex_indices
end_header
0 0 0 255 0 0
1 0 0 255 255 255
2 0 0 255 0 0
0 0 1 255 255 255
1 0 1 255 255 255
2 0 1 255 255 255
0 0 2 255 255 255
1 0 2 255 255 255
2 0 2 255 255 255
4 0 3 4 1
4 3 6 7 4
4 1 4 5 2
4 4 7 8 5
)";

/// The scene text around a mesh cloth whose cloth object holds `cloth`.
QByteArray meshScene(const QByteArray& cloth, const QByteArray& simulation = R"({"fps": 30, "substeps": 20, "frames": 6})")
{
    return R"({"drape": 2, "name": "Sheet", "cloth": {)" + cloth + R"(}, "simulation": )" + simulation + "}";
}

/// A folder holding the two sheets, and scenes written into it.
class SceneFolder {
public:
    SceneFolder()
    {
        QVERIFY(test::writeFile(m_dir.filePath("sheet.obj"), seamedSheet));
        QVERIFY(test::writeFile(m_dir.filePath("painted.ply"), paintedSheet));
    }
    std::filesystem::path write(const QString& name, const QByteArray& text) const
    {
        const QString path = m_dir.filePath(name);
        test::writeFile(path, text);
        return test::toPath(path);
    }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

/// The SceneError message of loading `path`, or "" when it loads.
QString loadMessage(const std::filesystem::path& path)
{
    try {
        engine::loadScene(path);
    } catch (const engine::SceneError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace

class TstMeshClothScene : public QObject {
    Q_OBJECT

private slots:
    void meshIsPlacedAndWelded();
    void pinsComeFromRedVertexColoursOrTheFile();
    void saveLoadSaveIsIdentical();
    void badMeshClothsAreRefused_data();
    void badMeshClothsAreRefused();
    void gridShapedMeshSceneStepsAsTheGrid();
    void substepsComeFromTheMesh();
    void exportsKeepTheParticleOrder();
    void bothBackendsRunAMeshScene();
};

// Scaled, then rotated, then moved, as a mesh collider is; its spacing is its
// mean edge length; it is one row of particles.
void TstMeshClothScene::meshIsPlacedAndWelded()
{
    const SceneFolder folder;
    const engine::Scene scene = engine::loadScene(folder.write(
        "sheet.drape", meshScene(R"("mesh": {"file": "sheet.obj", "position": [1, 2, 3], "rotation": [0, 0, 90],
                                             "scale": 0.5}, "material": "cotton")")));
    const engine::ClothSpec& cloth = scene.cloths[0];
    QVERIFY(cloth.isMesh());
    QCOMPARE(cloth.particleCount(), 9);   // the seam's second copy of a position is welded
    QCOMPARE(cloth.rows, 1);
    QVERIFY(std::abs(cloth.spacing - 0.5) < 1e-7);
    // File vertex (2, 0, 2), the last: scaled to (1, 0, 1), turned 90° about z to (0, 1, 1), moved.
    const glm::dvec3 last = cloth.mesh->surface->rest.back();
    QVERIFY2(glm::length(last - glm::dvec3(1.0, 3.0, 4.0)) < 1e-6,
             qPrintable(QStringLiteral("(%1, %2, %3)").arg(last.x).arg(last.y).arg(last.z)));
    QVERIFY(cloth.pins.empty());
    const engine::ClothMesh mesh = engine::clothMesh(cloth);
    QCOMPARE(mesh.triangleCount(), std::size_t(8));
    QCOMPARE(mesh.vertexCount(), std::size_t(12));   // 9 particles, 3 more for the seam column
    // The material means the same as on a grid: mass per area.
    const double area = 1.0;   // 2 m × 2 m in the file, scaled by ½
    double mass = 0.0;
    const engine::ClothTopology topology = engine::clothTopology(cloth);
    for (double share : topology.massShare)
        mass += share * cloth.particleMass;
    QVERIFY(std::abs(mass - cloth.material->arealDensity * area) < 1e-12);
}

void TstMeshClothScene::pinsComeFromRedVertexColoursOrTheFile()
{
    const SceneFolder folder;
    const engine::Scene painted = engine::loadScene(
        folder.write("painted.drape", meshScene(R"("mesh": {"file": "painted.ply"}, "material": "silk")")));
    QCOMPARE(painted.cloths[0].pins, (std::vector<engine::GridCoord>{{0, 0}, {2, 0}}));
    // Written out, the pins are the scene's from then on.
    QVERIFY(QByteArray::fromStdString(engine::serializeScene(painted)).contains("\"pins\": [\n      0,\n      2\n    ]"));
    const engine::Scene chosen = engine::loadScene(folder.write(
        "chosen.drape", meshScene(R"("mesh": {"file": "painted.ply"}, "material": "silk", "pins": [8])")));
    QCOMPARE(chosen.cloths[0].pins, (std::vector<engine::GridCoord>{{8, 0}}));
    const engine::ClothTopology topology = engine::clothTopology(chosen.cloths[0]);
    QCOMPARE(int(topology.pinned[8]), 1);
    QCOMPARE(int(topology.pinned[0]), 0);
}

void TstMeshClothScene::saveLoadSaveIsIdentical()
{
    const SceneFolder folder;
    const engine::Scene scene = engine::loadScene(folder.write(
        "sheet.drape", meshScene(R"("mesh": {"file": "sheet.obj", "position": [0, 1.5, 0], "weld": 0.001},
                                     "material": "denim", "pins": [0, 2], "damping": {"internal": 1e-4, "drag": 0.2})")));
    const std::filesystem::path saved = test::toPath(folder.path("copy.drape"));
    engine::saveScene(scene, saved);
    const QByteArray text = [&] {
        QFile file(QString::fromStdString(saved.string()));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    QVERIFY2(text.contains(R"("file": "sheet.obj")"), text.constData());
    QVERIFY(!text.contains("\"cols\""));
    const engine::Scene again = engine::loadScene(saved);
    QVERIFY(again == scene);
    QCOMPARE(QByteArray::fromStdString(engine::serializeScene(again, saved.parent_path())), text);
    // A scene edited in memory is validated without reading its mesh again, even once the file is gone.
    QVERIFY(QFile::remove(folder.path("sheet.obj")));
    engine::validateScene(again);
}

void TstMeshClothScene::badMeshClothsAreRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QByteArray file = R"("mesh": {"file": "sheet.obj"})";
    QTest::newRow("no material") << meshScene(file) << "cloth.material: missing: a mesh cloth takes its mass";
    QTest::newRow("grid key") << meshScene(file + R"(, "material": "silk", "cols": 4)") << "cloth.cols: unknown key";
    QTest::newRow("raw springs") << meshScene(file + R"(, "material": "silk", "springs": {"shear": 1})")
                                 << "cloth.springs: unknown key";
    QTest::newRow("version 1") << QByteArray(R"({"drape": 1, "cloth": {"mesh": {"file": "sheet.obj"}}})")
                               << "cloth.mesh: not in version 1 files";
    QTest::newRow("missing file") << meshScene(R"("mesh": {"file": "none.obj"}, "material": "silk")")
                                  << "cloth.mesh.file: mesh file not found";
    QTest::newRow("not a mesh") << meshScene(R"("mesh": {"file": "sheet.drape"}, "material": "silk")")
                                << "cloth.mesh.file: ";
    QTest::newRow("weld zero") << meshScene(R"("mesh": {"file": "sheet.obj", "weld": 0}, "material": "silk")")
                               << "cloth.mesh.weld: expected a length > 0";
    QTest::newRow("scale") << meshScene(R"("mesh": {"file": "sheet.obj", "scale": -1}, "material": "silk")")
                           << "cloth.mesh.scale: expected a length > 0";
    QTest::newRow("unknown mesh key") << meshScene(R"("mesh": {"file": "sheet.obj", "flip": true}, "material": "silk")")
                                      << "cloth.mesh.flip: unknown key";
    QTest::newRow("pin outside") << meshScene(file + R"(, "material": "silk", "pins": [9])")
                                 << "cloth.pins[0]: pin 9 is not a particle of the mesh (it has 9";
    QTest::newRow("grid pin") << meshScene(file + R"(, "material": "silk", "pins": [[0, 0]])")
                              << "cloth.pins[0]: expected a particle index";
    QTest::newRow("pin twice") << meshScene(file + R"(, "material": "silk", "pins": [3, 3])")
                               << "cloth.pins[1]: pin 3 is listed twice";
}

void TstMeshClothScene::badMeshClothsAreRefused()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const SceneFolder folder;
    const std::filesystem::path path = folder.write("sheet.drape", text);
    const QString message = loadMessage(path);
    QVERIFY2(message.startsWith(QString::fromStdString(path.string()) + ": "), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

// The grid against the same grid as a mesh file written in its particle order,
// each loaded from a scene file and built by the solver factory: the same bits
// after 30 frames. Bending is left out (a grid has the plate form, a mesh
// hinges) and the substeps are fixed (a grid's bound is probed on a corner, a
// mesh's on every particle).
void TstMeshClothScene::gridShapedMeshSceneStepsAsTheGrid()
{
    const SceneFolder folder;
    const int cols = 10, rows = 7;
    QByteArray ply = "ply\nformat ascii 1.0\nelement vertex " + QByteArray::number(cols * rows) +
                     "\nproperty float x\nproperty float y\nproperty float z\nelement face " +
                     QByteArray::number((cols - 1) * (rows - 1)) + "\nproperty list uchar int vertex_indices\nend_header\n";
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i)
            ply += QByteArray::number(-0.25 + 0.0625 * i) + " " + QByteArray::number(1.5 - 0.0625 * j) + " 0\n";
    for (int j = 0; j + 1 < rows; ++j)
        for (int i = 0; i + 1 < cols; ++i) {
            const int p = j * cols + i;
            ply += "4 " + QByteArray::number(p) + " " + QByteArray::number(p + 1) + " " + QByteArray::number(p + 1 + cols) +
                   " " + QByteArray::number(p + cols) + "\n";
        }
    QVERIFY(test::writeFile(folder.path("grid.ply"), ply));
    const QByteArray material = R"("material": {"arealDensity": 0.15, "stretch": 600, "shear": 40, "bending": 0},
                                   "damping": {"internal": 2e-4, "drag": 0.1})";
    const QByteArray more = R"(, "air": {"wind": [2, 0, 3], "turbulence": 0.3, "seed": 7},
                               "simulation": {"fps": 30, "substeps": 200, "frames": 30, "backend": "cpu"}})";
    const engine::Scene grid = engine::loadScene(folder.write(
        "grid.drape", R"({"drape": 2, "cloth": {"cols": 10, "rows": 7, "spacing": 0.0625, "origin": [-0.25, 1.5, 0],
                         "pins": [[0, 0], [9, 0]], )" + material + "}" + more));
    const engine::Scene mesh = engine::loadScene(folder.write(
        "mesh.drape", R"({"drape": 2, "cloth": {"mesh": {"file": "grid.ply"}, "pins": [0, 9], )" + material + "}" + more));
    QCOMPARE(mesh.cloths[0].spacing, grid.cloths[0].spacing);
    QCOMPARE(mesh.cloths[0].particleMass, grid.cloths[0].particleMass);
    const auto gridSolver = engine::createSolver(grid, {}, engine::BackendChoice::Cpu, nullptr);
    const auto meshSolver = engine::createSolver(mesh, {}, engine::BackendChoice::Cpu, nullptr);
    for (int f = 0; f < 30; ++f) {
        gridSolver->advanceFrame();
        meshSolver->advanceFrame();
    }
    const std::vector<glm::vec3> a = test::positionsOf(*gridSolver), b = test::positionsOf(*meshSolver);
    QCOMPARE(test::largestDifference(a, b), 0.0);
    const std::vector<glm::vec3> rest(mesh.cloths[0].mesh->surface->rest.begin(), mesh.cloths[0].mesh->surface->rest.end());
    QVERIFY(!meshSolver->findDivergence());
    QVERIFY(test::largestDifference(b, rest) > 0.05);   // it fell and billowed
}

// Automatic substeps see every element of a mesh: one particle pulled close to
// its neighbour (a tiny triangle) raises them, where a grid's probe would not.
void TstMeshClothScene::substepsComeFromTheMesh()
{
    const SceneFolder folder;
    QByteArray sliver = paintedSheet;
    sliver.replace("\n1 0 1 255 255 255\n", "\n0.02 0 1 255 255 255\n");
    QVERIFY(test::writeFile(folder.path("sliver.ply"), sliver));
    const QByteArray automatic = R"({"fps": 30, "substeps": "auto"})";
    const engine::Scene even = engine::loadScene(
        folder.write("even.drape", meshScene(R"("mesh": {"file": "painted.ply"}, "material": "denim")", automatic)));
    const engine::Scene thin = engine::loadScene(
        folder.write("thin.drape", meshScene(R"("mesh": {"file": "sliver.ply"}, "material": "denim")", automatic)));
    QCOMPARE(thin.simulation.substeps,
             engine::automaticSubsteps(thin.cloths[0], engine::clothTopology(thin.cloths[0]), thin.simulation.fps));
    QVERIFY2(thin.simulation.substeps > 3 * even.simulation.substeps,
             qPrintable(QStringLiteral("%1 against %2").arg(thin.simulation.substeps).arg(even.simulation.substeps)));
}

// Every format writes the mesh's points: here the OBJ's own v lines in their
// order (a PC2 or an OBJ sequence animates the mesh as the user has it), and a UV
// seam keeps both sides' coordinates: OBJ and FBX index UVs per corner, glTF
// splits the seam's vertices.
void TstMeshClothScene::exportsKeepTheParticleOrder()
{
    const SceneFolder folder;
    engine::Scene scene = engine::loadScene(folder.write(
        "sheet.drape", meshScene(R"("mesh": {"file": "sheet.obj", "position": [0, 1, 0], "rotation": [60, 0, 0],
                                             "scale": 0.25}, "material": "cotton", "pins": [0, 2])")));
    const auto cache = test::bakedCache(scene, 6);
    const engine::ClothMesh mesh = engine::clothMesh(scene.cloths[0]);
    const engine::ExportOptions options = test::exportOptions(0, 5, 1);
    const std::span<const glm::vec3> last = cache->frame(5);

    const QString obj = folder.path("out.obj");
    engine::exportFrames(engine::ExportFormat::Obj, test::toPath(obj), *cache, scene, options);
    const test::ObjMesh read = test::readObj(folder.path("out_0005.obj"));
    QVERIFY(read.ok);
    // The OBJ's points are the source's v lines in their order, each at its particle.
    const std::vector<std::uint32_t>& order = scene.cloths[0].mesh->surface->sourceVertexParticle;
    QCOMPARE(order.size(), std::size_t(9));
    QCOMPARE(read.positions.size(), std::size_t(9));
    bool same = true;
    for (std::size_t v = 0; v < 9; ++v) {
        QCOMPARE(read.positions[v], last[order[v]]);
        same = same && order[v] == v;
    }
    QVERIFY(!same);   // the faces use the v lines in another order than theirs
    QCOMPARE(read.uvs.size(), std::size_t(12));
    QCOMPARE(read.corners.size(), std::size_t(24));
    // The three particles of the seam column have u = 0.5 on the left island's
    // corners and 0.6 on the right's.
    std::map<int, std::set<float>> us;
    for (const auto& corner : read.corners)
        us[corner[0]].insert(read.uvs[std::size_t(corner[1])].x);
    const auto seam = std::count_if(us.begin(), us.end(),
                                    [](const auto& entry) { return entry.second == std::set<float>{0.5f, 0.6f}; });
    QCOMPARE(seam, 3);

    const QString glb = folder.path("out.glb");
    engine::exportFrames(engine::ExportFormat::Glb, test::toPath(glb), *cache, scene, options);
    const test::ValidatorRun validation = test::validateGltf(glb);
    if (!validation.missing.isEmpty()) {
        if (qEnvironmentVariableIsSet("CI"))
            QFAIL(qPrintable(validation.missing));
    } else {
        QVERIFY2(validation.errors == 0, qPrintable(validation.output));
    }
    Assimp::Importer gltfImporter;
    const aiScene* gltf = gltfImporter.ReadFile(glb.toStdString(), 0);
    QVERIFY2(gltf && gltf->mNumMeshes >= 1, gltfImporter.GetErrorString());
    QCOMPARE(gltf->mMeshes[0]->mNumVertices, unsigned(mesh.vertexCount()));

    const QString fbx = folder.path("out.fbx");
    engine::exportFrames(engine::ExportFormat::Fbx, test::toPath(fbx), *cache, scene, options);
    Assimp::Importer fbxImporter;
    const aiScene* ai = fbxImporter.ReadFile(fbx.toStdString(), 0);
    QVERIFY2(ai && ai->mNumMeshes == 1, fbxImporter.GetErrorString());
    const aiMesh* fbxMesh = ai->mMeshes[0];
    QCOMPARE(fbxMesh->mNumFaces, 8u);
    // Assimp gives an FBX a vertex per corner: each is its particle at the base frame.
    const std::span<const glm::vec3> base = cache->frame(0);
    for (unsigned f = 0; f < fbxMesh->mNumFaces; ++f)
        for (unsigned c = 0; c < 3; ++c) {
            const aiVector3D& v = fbxMesh->mVertices[fbxMesh->mFaces[f].mIndices[c]];
            const glm::vec3 expected = base[mesh.vertexParticle[mesh.triangles[3 * f + c]]];
            QVERIFY(glm::length(glm::vec3(v.x, v.y, v.z) - expected) < 1e-6f);
        }

    const QString pc2 = folder.path("out.pc2");
    engine::exportFrames(engine::ExportFormat::Pc2, test::toPath(pc2), *cache, scene, options);
    QCOMPARE(QFileInfo(pc2).size(), qint64(32 + 6 * 9 * 12));
    QVERIFY(test::readObj(folder.path("out.obj")).ok);
}

// The factory builds the mesh solver of the backend asked for, and the two agree
// on a mesh scene loaded from its file (tst_GpuMeshParity holds the close checks).
void TstMeshClothScene::bothBackendsRunAMeshScene()
{
    DRAPE_REQUIRE_GPU();
    const SceneFolder folder;
    const engine::Scene scene = engine::loadScene(folder.write(
        "sheet.drape", meshScene(R"("mesh": {"file": "painted.ply", "position": [0, 1, 0], "scale": 0.3},
                                     "material": "cotton")", R"({"fps": 30, "substeps": "auto", "frames": 10})")));
    const engine::GlInfo gl = engine::queryCurrentGl();
    const auto gpu = engine::createSolver(scene, {}, engine::BackendChoice::Gpu, &gl);
    const auto cpu = engine::createSolver(scene, {}, engine::BackendChoice::Cpu, nullptr);
    QCOMPARE(gpu->backend(), engine::Backend::Gpu);
    for (int f = 0; f < 10; ++f) {
        gpu->advanceFrame();
        cpu->advanceFrame();
    }
    const std::vector<glm::vec3> a = test::positionsOf(*gpu), b = test::positionsOf(*cpu);
    QVERIFY2(test::largestDifference(a, b) < 1e-3 * 0.6, qPrintable(QString::number(test::largestDifference(a, b))));
    const std::vector<glm::vec3> rest(scene.cloths[0].mesh->surface->rest.begin(), scene.cloths[0].mesh->surface->rest.end());
    QCOMPARE(a[0], rest[0]);   // pinned, from the file's red corner
    QVERIFY(test::largestDifference(a, rest) > 0.01);   // the rest of it fell
}

QTEST_GUILESS_MAIN(TstMeshClothScene)
#include "tst_MeshClothScene.moc"

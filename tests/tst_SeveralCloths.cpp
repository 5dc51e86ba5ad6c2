// Several cloths in one scene (docs/physics.md, "Several cloths"; docs/scene-format.md,
// "cloths"): each keeps its own material on both backends, dropped one onto the other
// they never cross (checked as self-collision's test checks a cloth against itself),
// the scene file holds them, and exports hold each as a mesh of its name. The
// negative controls: the cloths run apart (no contact) cross; a cloth of another
// material moves otherwise.
#include "tests/support/ColliderMotionCheck.h"
#include "tests/support/CrossingCheck.h"
#include "tests/support/ExportChecks.h"
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"
#include "engine/io/ExportFormat.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/GridBending.h"
#include "engine/scene/Material.h"
#include "engine/scene/MeshBending.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/sim/Bake.h"

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

using namespace drape;

namespace {

using Positions = std::vector<glm::dvec3>;

engine::MaterialSpec preset(const char* name)
{
    return *engine::findMaterialPreset(name);
}

/// A sheet of cols × cols particles `spacing` apart lying flat, its corner at `origin`.
engine::ClothSpec flatSheet(const std::string& name, int cols, double spacing, glm::dvec3 origin, const char* material)
{
    engine::ClothSpec cloth;
    cloth.name = name;
    cloth.cols = cloth.rows = cols;
    cloth.spacing = spacing;
    cloth.origin = origin;
    cloth.uAxis = {1.0, 0.0, 0.0};
    cloth.vAxis = {0.0, 0.0, 1.0};
    cloth.pins.clear();
    cloth.material = preset(material);
    return cloth;
}

/// A cotton sheet (20 × 20, 0.76 m) and above it a smaller denim one (16 × 16),
/// 6 cm apart, let go over a sphere on the ground: the lower lands first, the
/// upper comes down onto it.
engine::Scene twoSheetsOverSphere()
{
    engine::Scene scene;
    scene.name = "Two sheets";
    scene.cloths = {flatSheet("Bottom", 20, 0.04, {-0.38, 0.6, -0.38}, "cotton"),
                    flatSheet("Top", 16, 0.04, {-0.3, 0.66, -0.3}, "denim")};
    engine::ColliderSpec sphere;
    sphere.name = "Sphere";
    sphere.shape = engine::ColliderShape::Sphere;
    sphere.position = {0.0, 0.3, 0.0};
    sphere.radius = 0.25;
    sphere.friction = 0.4;
    engine::ColliderSpec ground;
    ground.name = "Ground";
    ground.shape = engine::ColliderShape::Plane;
    ground.friction = 0.4;
    scene.colliders = {sphere, ground};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    return scene;
}

/// A 10 × 10 sheet hanging from its top edge at x = `x`, tilted so that it swings.
engine::ClothSpec hangingSheet(const std::string& name, double x, const char* material)
{
    engine::ClothSpec cloth = flatSheet(name, 10, 0.05, {x, 1.5, 0.0}, material);
    cloth.vAxis = glm::normalize(glm::dvec3(0.0, -1.0, 0.6));
    cloth.pins.clear();
    for (int i = 0; i < cloth.cols; ++i)
        cloth.pins.push_back({i, 0});
    return cloth;
}

/// A silk sheet and a denim one hanging 2 m apart: nothing joins them.
engine::Scene silkAndDenim()
{
    engine::Scene scene;
    scene.name = "Silk and denim";
    scene.cloths = {hangingSheet("Silk", -1.0, "silk"), hangingSheet("Denim", 1.0, "denim")};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    return scene;
}

/// The scene with only cloth k, stepped as often as the whole scene.
engine::Scene aloneWith(const engine::Scene& scene, std::size_t k)
{
    engine::Scene alone = scene;
    alone.cloths = {scene.cloths[k]};
    alone.simulation.autoSubsteps = false;
    return alone;
}

Positions positionsOf(const engine::Solver& solver)
{
    const std::vector<glm::vec3> x = test::positionsOf(solver);
    return Positions(x.begin(), x.end());
}

double largestDistance(const Positions& a, const Positions& b)
{
    double largest = 0.0;
    for (std::size_t p = 0; p < a.size(); ++p)
        largest = std::max(largest, glm::length(a[p] - b[p]));
    return largest;
}

/// Every cloth's cell triangles, in the scene's particle order.
std::vector<test::Triangle> sceneTriangles(const engine::Scene& scene)
{
    std::vector<test::Triangle> all;
    const std::vector<engine::ParticleRange> ranges = engine::clothRanges(scene);
    for (std::size_t k = 0; k < scene.cloths.size(); ++k)
        for (test::Triangle t : test::gridTriangles(scene.cloths[k])) {
            for (int& p : t)
                p += int(ranges[k].first);
            all.push_back(t);
        }
    return all;
}

/// The closest two particles of different cloths, m.
double closestBetweenCloths(const engine::Scene& scene, const Positions& x)
{
    const std::vector<engine::ParticleRange> ranges = engine::clothRanges(scene);
    double closest = std::numeric_limits<double>::infinity();
    for (std::uint32_t p = ranges[0].first; p < ranges[0].first + ranges[0].count; ++p)
        for (std::uint32_t q = ranges[1].first; q < ranges[1].first + ranges[1].count; ++q)
            closest = std::min(closest, glm::length(x[p] - x[q]));
    return closest;
}

struct DropVerdict {
    int crossings = 0;
    double closest = std::numeric_limits<double>::infinity();
    double centreGap = 0.0;   ///< m: at the end, how far the upper sheet's centre is above the lower's
};

/// The particle of cloth k at the middle of its grid, in the scene's order.
std::uint32_t centreOf(const engine::Scene& scene, std::size_t k)
{
    const engine::ClothSpec& cloth = scene.cloths[k];
    return engine::clothRanges(scene)[k].first + std::uint32_t(engine::particleIndex(cloth, {cloth.cols / 2, cloth.rows / 2}));
}

/// Drops the two sheets for `frames` frames, checking every 5 substeps: together in
/// one solver of `backend`, or (`apart`) each in a solver of its own, which knows
/// nothing of the other.
DropVerdict drop(const engine::Scene& scene, int frames, const std::string& backend, bool apart)
{
    std::vector<std::unique_ptr<engine::Solver>> solvers;
    if (apart)
        for (std::size_t k = 0; k < scene.cloths.size(); ++k)
            solvers.push_back(test::makeSolver(aloneWith(scene, k), backend));
    else
        solvers.push_back(test::makeSolver(scene, backend));
    const auto positions = [&] {
        Positions x;
        for (const auto& solver : solvers) {
            const Positions part = positionsOf(*solver);
            x.insert(x.end(), part.begin(), part.end());
        }
        return x;
    };
    const std::vector<test::Triangle> triangles = sceneTriangles(scene);
    DropVerdict verdict;
    Positions before = positions();
    while (solvers.front()->frame() < frames - 1) {
        for (const auto& solver : solvers)
            solver->advanceSubsteps(5);
        const Positions after = positions();
        verdict.crossings += test::crossings(triangles, before, after, 0.08);
        verdict.closest = std::min(verdict.closest, closestBetweenCloths(scene, after));
        before = after;
    }
    verdict.centreGap = before[centreOf(scene, 1)].y - before[centreOf(scene, 0)].y;
    return verdict;
}

/// The frames of a bake of `frames` frames on the CPU.
std::unique_ptr<engine::FrameCache> bakeOnCpu(const engine::Scene& scene, int frames)
{
    auto cache = std::make_unique<engine::FrameCache>(int(engine::sceneParticleCount(scene)));
    const auto solver = test::makeSolver(scene, "cpu");
    engine::bake(*solver, scene, frames, *cache);
    return cache;
}

/// The mesh of that name among the imported ones.
const aiMesh* meshNamed(const aiScene* ai, const std::string& name)
{
    for (unsigned m = 0; m < ai->mNumMeshes; ++m)
        if (name == ai->mMeshes[m]->mName.C_Str())
            return ai->mMeshes[m];
    return nullptr;
}

/// What keeps the imported mesh of cloth k from holding its first `frames` baked
/// frames as its shapes, to 1e-5 m; empty when nothing. Vertex v is the cloth's
/// particle `particleOf[v]`, or particle v where `particleOf` is empty.
QString followsItsFrames(const aiScene* ai, const engine::Scene& scene, std::size_t k, const engine::FrameCache& cache,
                         int frames, const std::vector<std::uint32_t>& particleOf)
{
    const engine::ParticleRange range = engine::clothRanges(scene)[k];
    const QString name = QString::fromStdString(scene.cloths[k].name);
    const aiMesh* mesh = meshNamed(ai, scene.cloths[k].name);
    const unsigned vertices = particleOf.empty() ? range.count : unsigned(particleOf.size());
    if (!mesh || mesh->mNumVertices != vertices || mesh->mNumAnimMeshes != unsigned(frames))
        return QString("no mesh %1 of %2 vertices and %3 shapes").arg(name).arg(vertices).arg(frames);
    double largest = 0.0;
    for (int f = 0; f < frames; ++f) {
        const std::span<const glm::vec3> x = cache.frame(f);
        for (unsigned v = 0; v < vertices; ++v) {
            const aiVector3D& read = mesh->mAnimMeshes[f]->mVertices[v];
            const std::uint32_t p = particleOf.empty() ? v : particleOf[v];
            largest = std::max(largest, double(glm::length(glm::vec3(read.x, read.y, read.z) - x[range.first + p])));
        }
    }
    return largest < 1e-5 ? QString() : QString("%1 is %2 m off its frames").arg(name).arg(largest);
}

}  // namespace

class TstSeveralCloths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gridPlateHingesAreTheGridsBending();
    void eachClothKeepsItsMaterial();
    void gpuStepsSeveralClothsAsTheCpu();
    void droppedClothsNeverCross_data();
    void droppedClothsNeverCross();
    void sceneFileHoldsSeveralCloths();
    void sceneFileRefusesWhatCannotBeSteppedTogether_data();
    void sceneFileRefusesWhatCannotBeSteppedTogether();
    void gltfHoldsEachClothAndTheMovingCollider();
    void fbxHoldsEachCloth();
    void objAndPc2HoldTheClothChosen();
};

// The hinges stand for the grid's plate bending exactly: the same force on a
// crumpled grid. Control: without the twist terms D^t the force differs.
void TstSeveralCloths::gridPlateHingesAreTheGridsBending()
{
    engine::ClothSpec grid = test::bareScene(7, 5).cloths[0];
    const double bending = 0.02;
    std::vector<glm::dvec3> y;
    for (int j = 0; j < grid.rows; ++j)
        for (int i = 0; i < grid.cols; ++i) {
            const auto p = std::uint32_t(j * grid.cols + i);
            y.push_back(engine::restPosition(grid, {i, j}) +
                        0.02 * glm::dvec3(test::jitter(p, 0), test::jitter(p, 1), test::jitter(p, 2)));
        }
    std::vector<glm::dvec3> plate(y.size(), glm::dvec3(0.0)), hinges(y.size(), glm::dvec3(0.0)),
        untwisted(y.size(), glm::dvec3(0.0)), scratch;
    engine::addBendingForces(grid.cols, grid.rows, bending / (grid.spacing * grid.spacing), y, plate, scratch);
    const std::vector<engine::BendingHinge> all = engine::gridPlateHinges(grid);
    engine::addHingeBendingForces(all, bending, y, hinges);
    std::vector<engine::BendingHinge> withoutTwist;
    std::copy_if(all.begin(), all.end(), std::back_inserter(withoutTwist),
                 [](const engine::BendingHinge& h) { return h.weight[0] != 0.25; });
    engine::addHingeBendingForces(withoutTwist, bending, y, untwisted);
    double largest = 0.0, difference = 0.0, control = 0.0;
    for (std::size_t p = 0; p < y.size(); ++p) {
        largest = std::max(largest, glm::length(plate[p]));
        difference = std::max(difference, glm::length(plate[p] - hinges[p]));
        control = std::max(control, glm::length(plate[p] - untwisted[p]));
    }
    qInfo("largest force %.3g N; hinges off by %.2g N, without twist by %.2g N", largest, difference, control);
    QVERIFY(largest > 0.0);
    QVERIFY(difference < 1e-12 * largest);
    QVERIFY(control > 1e-2 * largest);
}

// In one scene, each cloth moves as it does alone: its own mass, springs and
// bending. Control: the denim sheet alone but of silk moves otherwise.
void TstSeveralCloths::eachClothKeepsItsMaterial()
{
    const engine::Scene scene = silkAndDenim();
    QVERIFY(scene.cloths[0].particleMass != scene.cloths[1].particleMass);
    const int frames = 30;
    const auto together = test::makeSolver(scene, "cpu");
    for (int f = 0; f < frames; ++f)
        together->advanceFrame();
    const Positions all = positionsOf(*together);
    const std::vector<engine::ParticleRange> ranges = engine::clothRanges(scene);
    const auto alone = [&](const engine::Scene& one) {
        const auto solver = test::makeSolver(one, "cpu");
        for (int f = 0; f < frames; ++f)
            solver->advanceFrame();
        return positionsOf(*solver);
    };
    const auto part = [&](std::size_t k) {
        return Positions(all.begin() + ranges[k].first, all.begin() + ranges[k].first + ranges[k].count);
    };
    const double silk = largestDistance(part(0), alone(aloneWith(scene, 0)));
    const double denim = largestDistance(part(1), alone(aloneWith(scene, 1)));
    engine::Scene denimAsSilk = aloneWith(scene, 1);
    denimAsSilk.cloths[0].material = preset("silk");
    engine::deriveSceneValues(denimAsSilk);
    const double control = largestDistance(part(1), alone(denimAsSilk));
    qInfo("after %d frames, off their lone runs: silk %.2g m, denim %.2g m; denim against silk alone %.3g m", frames,
          silk, denim, control);
    QVERIFY(silk < 1e-6);
    QVERIFY(denim < 1e-6);
    QVERIFY(control > 1e-3);
}

// Both backends step the joined system alike: within 1e-3 of the sheets' size over 1 s.
void TstSeveralCloths::gpuStepsSeveralClothsAsTheCpu()
{
    DRAPE_REQUIRE_GPU();
    const engine::Scene scene = silkAndDenim();
    const double difference = test::largestGpuCpuDifference(scene, 60);
    const double size = 9 * 0.05;
    qInfo("GPU against CPU over 60 frames: %.2g m, %.2g of the size", difference, difference / size);
    QVERIFY(difference < 1e-3 * size);
}

void TstSeveralCloths::droppedClothsNeverCross_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("frames");
    QTest::newRow("cpu") << "cpu" << 60;
    QTest::newRow("gpu") << "gpu" << 30;
}

// The denim sheet comes down onto the cotton one on the sphere, and no particle of
// either passes through a triangle of either; no two particles of different cloths
// come closer than 0.9 × the contact thickness, and on the sphere's top the upper
// rests on the lower, its centre a thickness above. Control: each run without the
// other, the upper passes through the lower and both centres end on the sphere.
void TstSeveralCloths::droppedClothsNeverCross()
{
    QFETCH(QString, backend);
    QFETCH(int, frames);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const engine::Scene scene = twoSheetsOverSphere();
    const double thickness = engine::clothContact(scene).thickness;
    const DropVerdict together = drop(scene, frames, backend.toStdString(), false);
    const DropVerdict apart = drop(scene, frames, "cpu", true);
    qInfo("%d frames at %d substeps, contact %.3g m thick: together %d crossings, closest %.3g m, centres %.3g m "
          "apart; apart %d crossings, closest %.3g m, centres %.3g m apart",
          frames, scene.simulation.substeps, thickness, together.crossings, together.closest, together.centreGap,
          apart.crossings, apart.closest, apart.centreGap);
    QCOMPARE(together.crossings, 0);
    QVERIFY(together.closest > 0.9 * thickness);
    QVERIFY(together.centreGap > 0.9 * thickness);
    QVERIFY(apart.crossings > 0);
    QVERIFY(apart.closest < 0.5 * thickness);
    QVERIFY(std::abs(apart.centreGap) < 0.5 * thickness);
}

// A scene of two cloths reads back as it was written, under "cloths" with
// their names; a scene of one keeps the "cloth" of earlier versions.
void TstSeveralCloths::sceneFileHoldsSeveralCloths()
{
    const engine::Scene scene = twoSheetsOverSphere();
    const std::string text = engine::serializeScene(scene);
    QVERIFY(text.find("\"cloths\"") != std::string::npos && text.find("\"Top\"") != std::string::npos);
    QVERIFY(engine::parseScene(text, "two.drape") == scene);
    engine::Scene one = scene;
    one.cloths.resize(1);
    one.cloths[0].name = engine::ClothSpec{}.name;
    const std::string single = engine::serializeScene(one);
    QVERIFY(single.find("\"cloth\"") != std::string::npos && single.find("\"cloths\"") == std::string::npos);
    QVERIFY(single.find("\"Cloth\"") == std::string::npos);
    QVERIFY(engine::parseScene(single, "one.drape") == one);
}

void TstSeveralCloths::sceneFileRefusesWhatCannotBeSteppedTogether_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("several in version 3") << "version 3" << "cloths: not in version 3 files";
    QTest::newRow("both keys") << "both" << "cloths: not allowed together";
    QTest::newRow("same names") << "names" << "cloths[1].name: two cloths are called";
    QTest::newRow("other damping") << "damping" << "cloths[1].damping: cloth \"Top\" has other damping";
    QTest::newRow("other strain limits") << "strain" << "cloths[1].strainLimit:";
    QTest::newRow("none") << "empty" << "cloths: expected 1 to 32 cloths, got 0";
}

// Each refusal names the key at fault.
void TstSeveralCloths::sceneFileRefusesWhatCannotBeSteppedTogether()
{
    QFETCH(QString, edit);
    QFETCH(QString, expected);
    engine::Scene scene = twoSheetsOverSphere();
    if (edit == "names")
        scene.cloths[1].name = scene.cloths[0].name;
    if (edit == "damping")
        scene.cloths[1].damping.internal *= 2.0;
    if (edit == "strain")
        scene.cloths[1].strainLimits.structural = 0.1;
    std::string text = engine::serializeScene(scene);
    const auto replace = [&](const std::string& from, const std::string& to) {
        text.replace(text.find(from), from.size(), to);
    };
    if (edit == "version 3")
        replace("\"drape\": 4", "\"drape\": 3");
    if (edit == "both")
        replace("\"cloths\": [", "\"cloth\": {\"cols\": 2, \"rows\": 2, \"spacing\": 0.1, \"particleMass\": 0.1},\n"
                                 "\"cloths\": [");
    if (edit == "empty")
        text = R"({"drape": 4, "cloths": []})";
    try {
        engine::parseScene(text, "bad.drape");
        QFAIL("accepted");
    } catch (const engine::SceneError& e) {
        QVERIFY2(QString(e.what()).contains(expected), e.what());
    }
}

// glTF: a mesh per cloth, named after it, whose morph targets are its particles
// at each frame, and the keyed collider moving beside them; the Khronos validator
// finds no error.
void TstSeveralCloths::gltfHoldsEachClothAndTheMovingCollider()
{
    engine::Scene scene = twoSheetsOverSphere();
    scene.colliders.push_back(test::keyedHand());
    const int frames = 12;
    const auto cache = bakeOnCpu(scene, frames);
    QTemporaryDir dir;
    const QString path = dir.filePath("two.glb");
    engine::ExportOptions options = test::exportOptions(0, -1, 1);
    engine::ColliderAssets assets;
    options.colliders = engine::colliderMeshes(assets.prepare(scene.colliders), scene.name);
    engine::exportFrames(engine::ExportFormat::Glb, path.toStdString(), *cache, scene, options);
    DRAPE_VALIDATE_GLTF(path);

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        const QString problem = followsItsFrames(ai, scene, k, *cache, frames, {});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(ai->mRootNode->FindNode(scene.cloths[k].name.c_str()));
    }
    std::vector<int> exported(frames);
    std::iota(exported.begin(), exported.end(), 0);
    const test::MotionReadBack hand =
        test::readBackMotion(ai, "Hand", scene.colliders.back().motion, exported, scene.simulation.fps);
    QVERIFY2(hand.problem.isEmpty(), qPrintable(hand.problem));
    QVERIFY(hand.metres < 1e-5);
}

// FBX: a model and blend shapes per cloth, named after it, read back by Assimp.
void TstSeveralCloths::fbxHoldsEachCloth()
{
    const engine::Scene scene = twoSheetsOverSphere();
    const int frames = 6;
    const auto cache = bakeOnCpu(scene, frames);
    QTemporaryDir dir;
    const QString path = dir.filePath("two.fbx");
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *cache, scene, test::exportOptions(0, -1, 1));
    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        // Assimp reads FBX polygons with a vertex per corner.
        const std::vector<std::uint32_t> corners =
            engine::gridClothMesh(scene.cloths[k].cols, scene.cloths[k].rows).triangles;
        const QString problem = followsItsFrames(ai, scene, k, *cache, frames, corners);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

// OBJ and PC2 hold one mesh: from a scene of two they are refused until one cloth
// is chosen, and then hold that cloth alone, under its name.
void TstSeveralCloths::objAndPc2HoldTheClothChosen()
{
    const engine::Scene scene = twoSheetsOverSphere();
    const auto cache = bakeOnCpu(scene, 3);
    QTemporaryDir dir;
    engine::ExportOptions options = test::exportOptions(0, -1, 1);
    for (const engine::ExportFormat format : {engine::ExportFormat::Obj, engine::ExportFormat::Pc2}) {
        const std::string path = dir.filePath(format == engine::ExportFormat::Obj ? "all.obj" : "all.pc2").toStdString();
        try {
            engine::exportFrames(format, path, *cache, scene, options);
            QFAIL("a format of one mesh took two cloths");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("2 cloths (Bottom, Top)"), e.what());
        }
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
    options.cloth = 1;
    const std::string obj = dir.filePath("top.obj").toStdString();
    engine::exportFrames(engine::ExportFormat::Obj, obj, *cache, scene, options);
    std::ifstream in(dir.filePath("top_0002.obj").toStdString());
    std::stringstream text;
    text << in.rdbuf();
    const std::string contents = text.str();
    QVERIFY(contents.find("\no Top\n") != std::string::npos);
    int vertices = 0;
    std::istringstream lines(contents);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("v ", 0) == 0) {
            std::istringstream values(line.substr(2));
            glm::vec3 v;
            values >> v.x >> v.y >> v.z;
            const glm::vec3 particle = cache->frame(2)[engine::clothRanges(scene)[1].first + unsigned(vertices)];
            QVERIFY(glm::length(v - particle) < 1e-5f);
            ++vertices;
        }
    QCOMPARE(vertices, scene.cloths[1].particleCount());
    options.cloth = 0;
    engine::exportFrames(engine::ExportFormat::Pc2, dir.filePath("bottom.pc2").toStdString(), *cache, scene, options);
    QCOMPARE(QFileInfo(dir.filePath("bottom.pc2")).size(), qint64(32 + 3 * scene.cloths[0].particleCount() * 12));
}

QTEST_GUILESS_MAIN(TstSeveralCloths)
#include "tst_SeveralCloths.moc"

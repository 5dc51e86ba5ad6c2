// glTF export (engine/io/GltfExporter) re-read by Assimp's importer, an
// independent reader: every exported frame's positions equal the bake (within
// 1e-5 m), with the grid's UVs, the viewport's normals and an animation that
// switches the frames on in order at the scene's fps. The Khronos validator
// finds no errors; Blender plays it on every frame in tst_BlenderImport.
#include "tests/support/ColliderMotionCheck.h"
#include "tests/support/ExportChecks.h"

#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"
#include "engine/io/ExportFormat.h"
#include "engine/io/GltfExporter.h"
#include "engine/io/IoError.h"
#include "engine/io/SmoothShadingBase.h"

#include <glm/geometric.hpp>

#include <assimp/Importer.hpp>
#include <assimp/anim.h>
#include <assimp/scene.h>

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace drape;

namespace {

/// The JSON of a .glb (its first chunk) or a .gltf.
QJsonObject gltfJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = file.readAll();
    if (bytes.startsWith("glTF")) {
        quint32 length = 0;
        std::memcpy(&length, bytes.constData() + 12, 4);
        bytes = bytes.mid(20, qsizetype(length));
    }
    return QJsonDocument::fromJson(bytes).object();
}

double largestDifference(const aiVector3D* read, std::span<const glm::vec3> baked)
{
    double largest = 0;
    for (std::size_t n = 0; n < baked.size(); ++n)
        for (int c = 0; c < 3; ++c)
            largest = std::max(largest, std::abs(double(read[n][unsigned(c)]) - double(baked[n][c])));
    return largest;
}

/// Normals as the viewport computes them, written out here from the shader's description.
glm::vec3 expectedNormal(std::span<const glm::vec3> x, int cols, int rows, int i, int j)
{
    const auto at = [&](int a, int b) { return x[std::size_t(b * cols + a)]; };
    const glm::vec3 n = glm::cross(at(std::min(i + 1, cols - 1), j) - at(std::max(i - 1, 0), j),
                                   at(i, std::min(j + 1, rows - 1)) - at(i, std::max(j - 1, 0)));
    return n / std::sqrt(glm::dot(n, n));
}

/// Checks an imported glTF against the bake: mesh, UVs, normals, targets and the weights animation.
void checkImport(const QString& path, const engine::Scene& scene, const engine::FrameCache& cache,
                 const std::vector<int>& frames, int every, bool normals)
{
    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    QCOMPARE(ai->mNumMeshes, 1u);
    const aiMesh* mesh = ai->mMeshes[0];
    const int cols = scene.cloths[0].cols, rows = scene.cloths[0].rows;
    QCOMPARE(mesh->mNumVertices, unsigned(cols * rows));
    QCOMPARE(mesh->mNumFaces, unsigned(2 * (cols - 1) * (rows - 1)));
    QCOMPARE(QString(mesh->mName.C_Str()), QString::fromStdString(scene.name));
    const aiNode* node = ai->mRootNode->mNumMeshes ? ai->mRootNode : ai->mRootNode->FindNode(scene.name.c_str());
    QVERIFY(node && node->mNumMeshes == 1);
    QCOMPARE(QString(node->mName.C_Str()), QString::fromStdString(scene.name));

    // The base shape is the exported frame that looks least flat (SmoothShadingBase): one of
    // them, and none with fewer flat-looking faces.
    const auto base = std::find_if(frames.begin(), frames.end(), [&](int frame) {
        return largestDifference(mesh->mVertices, cache.frame(frame)) < 1e-5;
    });
    QVERIFY2(base != frames.end(), "the base mesh is none of the exported frames");
    const std::size_t baseFlat = engine::flatLookingFaces(cache.frame(*base), engine::gridClothMesh(cols, rows));
    for (const int frame : frames)
        QVERIFY2(engine::flatLookingFaces(cache.frame(frame), engine::gridClothMesh(cols, rows)) >= baseFlat,
                 qPrintable(QString("frame %1 looks less flat than the base, frame %2").arg(frame).arg(*base)));
    const std::span<const glm::vec3> baseShape = cache.frame(*base);
    QVERIFY(mesh->HasTextureCoords(0));
    QCOMPARE(mesh->HasNormals(), normals);
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const unsigned n = unsigned(j * cols + i);
            QVERIFY(std::abs(mesh->mTextureCoords[0][n].x - float(i) / float(cols - 1)) < 1e-6f);
            QVERIFY(std::abs(mesh->mTextureCoords[0][n].y - float(j) / float(rows - 1)) < 1e-6f);
            if (normals) {
                const glm::vec3 expected = expectedNormal(baseShape, cols, rows, i, j);
                const aiVector3D& read = mesh->mNormals[n];
                QVERIFY(glm::length(glm::vec3(read.x, read.y, read.z) - expected) < 1e-5f);
            }
        }
    }

    // Assimp gives each target as absolute positions (base + the stored difference).
    QCOMPARE(mesh->mNumAnimMeshes, unsigned(frames.size()));
    for (std::size_t t = 0; t < frames.size(); ++t) {
        const double difference = largestDifference(mesh->mAnimMeshes[t]->mVertices, cache.frame(frames[t]));
        QVERIFY2(difference < 1e-5, qPrintable(QString("frame %1 differs by %2 m").arg(frames[t]).arg(difference)));
    }
    // The cloth moved, or agreeing would prove little.
    QVERIFY(largestDifference(mesh->mAnimMeshes[frames.size() - 1]->mVertices, cache.frame(frames.front())) > 1e-3 ||
            frames.size() == 1);

    QCOMPARE(ai->mNumAnimations, 1u);
    const aiAnimation* animation = ai->mAnimations[0];
    QCOMPARE(animation->mNumMorphMeshChannels, 1u);
    const aiMeshMorphAnim* channel = animation->mMorphMeshChannels[0];
    QCOMPARE(channel->mNumKeys, unsigned(frames.size()));
    const double ticksPerSecond = animation->mTicksPerSecond > 0 ? animation->mTicksPerSecond : 1.0;
    for (unsigned k = 0; k < channel->mNumKeys; ++k) {
        const aiMeshMorphKey& key = channel->mKeys[k];
        const double seconds = key.mTime / ticksPerSecond;
        QVERIFY2(std::abs(seconds - double(k) * every / scene.simulation.fps) < 1e-5,
                 qPrintable(QString("key %1 at %2 s").arg(k).arg(seconds)));
        // One-hot: the target of key k fully on, all others off.
        for (unsigned v = 0; v < key.mNumValuesAndWeights; ++v)
            QCOMPARE(key.mWeights[v], key.mValues[v] == k ? 1.0 : 0.0);
    }
}

}  // namespace

class TstGltfExporter : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private slots:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void readsBackThroughAssimp_data();
    void readsBackThroughAssimp();
    void validatorFindsNoErrors_data() { readsBackThroughAssimp_data(); }
    void validatorFindsNoErrors();
    void expectedSizeIsClose_data();
    void expectedSizeIsClose();
    void aFlatStartGetsACurvedBase();
    void saysWhereItsFramesPlay();
    void collidersComeAlong();
    void collidersNeedAFormatThatHoldsThem();
    void keyedCollidersMoveOnTheirNodes();
};

void TstGltfExporter::readsBackThroughAssimp_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("every");
    QTest::addColumn<bool>("normals");
    QTest::newRow("glb, all frames") << "cloth.glb" << 0 << -1 << 1 << true;
    QTest::newRow("gltf, all frames") << "cloth.gltf" << 0 << -1 << 1 << true;
    QTest::newRow("glb, 2..10 every 3, no normals") << "cloth.glb" << 2 << 10 << 3 << false;
    QTest::newRow("gltf, every 4, no normals") << "cloth.gltf" << 0 << -1 << 4 << false;
    QTest::newRow("glb, one frame") << "one frame.glb" << 5 << 5 << 1 << true;
}

void TstGltfExporter::readsBackThroughAssimp()
{
    QFETCH(QString, file);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const engine::ExportOptions options = test::exportOptions(first, last, every, normals);
    const QString path = dir.filePath(file);
    const auto format = engine::exportFormatFor(path.toStdString());
    QVERIFY(format);
    engine::exportFrames(*format, path.toStdString(), *m_cache, m_scene, options);
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());
    checkImport(path, m_scene, *m_cache, frames, every, normals);
    QStringList expected{QFileInfo(file).fileName()};
    if (file.endsWith(".gltf"))
        expected.prepend(QFileInfo(file).completeBaseName() + ".bin");
    QCOMPARE(test::entriesIn(dir.path()), expected);
}

void TstGltfExporter::validatorFindsNoErrors()
{
    QFETCH(QString, file);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    engine::exportFrames(*engine::exportFormatFor(path.toStdString()), path.toStdString(), *m_cache, m_scene,
                         test::exportOptions(first, last, every, normals));
    DRAPE_VALIDATE_GLTF(path);
}

void TstGltfExporter::expectedSizeIsClose_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("normals");
    QTest::newRow("glb") << "cloth.glb" << true;
    QTest::newRow("glb, no normals") << "cloth.glb" << false;
    QTest::newRow("gltf") << "cloth.gltf" << true;
}

void TstGltfExporter::expectedSizeIsClose()
{
    QFETCH(QString, file);
    QFETCH(bool, normals);
    const test::SizingBake sizing = test::sizingBake();
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    const engine::ExportFormat format = *engine::exportFormatFor(path.toStdString());
    engine::exportFrames(format, path.toStdString(), *sizing.cache, sizing.scene, test::exportOptions(0, -1, 1, normals));
    const qint64 actual = test::bytesIn(dir.path());
    const auto expected = qint64(engine::expectedExportSize(format, engine::gridClothMesh(sizing.cols, sizing.rows), sizing.frames, normals));
    QVERIFY2(std::abs(double(expected - actual)) < 0.02 * double(actual),
             qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
}



void TstGltfExporter::aFlatStartGetsACurvedBase()
{
    // The bake starts as a flat sheet: every face of frame 0 looks flat, so a base shape of
    // frame 0 would make Blender shade the whole cloth flat (the negative control).
    const int cols = m_scene.cloths[0].cols, rows = m_scene.cloths[0].rows;
    const std::size_t faces = std::size_t(2 * (cols - 1) * (rows - 1));
    QCOMPARE(engine::flatLookingFaces(m_cache->frame(0), engine::gridClothMesh(cols, rows)), faces);
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.glb");
    engine::exportFrames(engine::ExportFormat::Glb, path.toStdString(), *m_cache, m_scene, {});
    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    const aiMesh* mesh = ai->mMeshes[0];
    const std::vector<glm::vec3> base(reinterpret_cast<const glm::vec3*>(mesh->mVertices),
                                      reinterpret_cast<const glm::vec3*>(mesh->mVertices) + mesh->mNumVertices);
    QCOMPARE(engine::flatLookingFaces(base, engine::gridClothMesh(cols, rows)), std::size_t(0));
    // What a reader that ignores the animation shows is still the first frame: target 0 is on.
    const QJsonArray weights = gltfJson(path)["meshes"].toArray()[0].toObject()["weights"].toArray();
    QCOMPARE(weights.size(), qsizetype(m_cache->frameCount()));
    QCOMPARE(weights[0].toDouble(), 1.0);
    QCOMPARE(weights[1].toDouble(), 0.0);
}

void TstGltfExporter::saysWhereItsFramesPlay()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.gltf");
    engine::exportFrames(engine::ExportFormat::Gltf, path.toStdString(), *m_cache, m_scene, test::exportOptions(2, 10, 3));
    const QJsonObject drape = gltfJson(path)["asset"].toObject()["extras"].toObject()["drape"].toObject();
    QCOMPARE(drape["fps"].toDouble(), double(m_scene.simulation.fps));
    QCOMPARE(drape["first"].toInt(), 2);
    QCOMPARE(drape["every"].toInt(), 3);
    QCOMPARE(drape["frames"].toInt(), 3);  // frames 2, 5, 8
}

void TstGltfExporter::collidersComeAlong()
{
    engine::Scene scene = m_scene;
    engine::ColliderSpec ball;
    ball.name = "Ball";
    ball.position = {0.0, 0.5, 0.3};
    engine::ColliderSpec floor;
    floor.name = "Floor";
    floor.shape = engine::ColliderShape::Plane;
    scene.colliders = {ball, floor};
    engine::ColliderAssets assets;
    engine::ExportOptions options;
    options.colliders = engine::colliderMeshes(assets.prepare(scene.colliders), scene.name);
    QTemporaryDir dir;
    const QString path = dir.filePath("setup.glb");
    engine::exportFrames(engine::ExportFormat::Glb, path.toStdString(), *m_cache, scene, options);

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    QCOMPARE(ai->mNumMeshes, 3u);
    QCOMPARE(ai->mMeshes[0]->mNumAnimMeshes, unsigned(m_cache->frameCount()));
    for (unsigned m = 1; m < 3; ++m) {
        const engine::ColliderMesh& sent = options.colliders[m - 1];
        const aiMesh* read = ai->mMeshes[m];
        QCOMPARE(QString(read->mName.C_Str()), QString::fromStdString(sent.name));
        QCOMPARE(read->mNumAnimMeshes, 0u);
        // Assimp's exporter welds identical corners (a sphere's seam, not a box's edges, whose
        // normals differ): compare triangle by triangle.
        QCOMPARE(read->mNumFaces, unsigned(sent.triangles.size() / 3));
        double largest = 0.0;
        for (unsigned f = 0; f < read->mNumFaces; ++f)
            for (unsigned c = 0; c < 3; ++c) {
                const aiVector3D& p = read->mVertices[read->mFaces[f].mIndices[c]];
                const glm::vec3& q = sent.positions[sent.triangles[3 * f + c]];
                largest = std::max(largest, double(glm::length(glm::vec3(p.x, p.y, p.z) - q)));
            }
        QVERIFY2(largest < 1e-6, qPrintable(QString("a corner moved by %1 m").arg(largest)));
        const aiNode* node = ai->mRootNode->FindNode(sent.name.c_str());
        QVERIFY2(node && node->mNumMeshes == 1 && node->mMeshes[0] == m, qPrintable(QString::fromStdString(sent.name)));
    }
    QVERIFY(ai->mRootNode->FindNode(scene.name.c_str()));
    const test::ValidatorRun validation = test::validateGltf(path);
    if (!validation.missing.isEmpty() && !test::runningInCi())
        QSKIP(qPrintable("cannot validate glTF: " + validation.missing));
    QVERIFY2(validation.output.startsWith("errors 0 warnings 0"), qPrintable(validation.output));

    // Negative control: without the option the file holds the cloth alone.
    const QString alone = dir.filePath("alone.glb");
    engine::exportFrames(engine::ExportFormat::Glb, alone.toStdString(), *m_cache, scene, {});
    const aiScene* clothOnly = importer.ReadFile(alone.toStdString(), 0);
    QVERIFY(clothOnly);
    QCOMPARE(clothOnly->mNumMeshes, 1u);
}

void TstGltfExporter::collidersNeedAFormatThatHoldsThem()
{
    engine::ExportOptions options;
    options.colliders = {engine::ColliderMesh{"Ball", {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {}, {0, 1, 2}, {}}};
    QTemporaryDir dir;
    for (const char* name : {"cloth.obj", "cloth.pc2"}) {
        const QString path = dir.filePath(name);
        try {
            engine::exportFrames(*engine::exportFormatFor(path.toStdString()), path.toStdString(), *m_cache, m_scene,
                                 options);
            QFAIL("colliders were accepted for a format that cannot hold them");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains(".glb, .gltf or .fbx"), e.what());
        }
    }
    QCOMPARE(test::entriesIn(dir.path()), QStringList());
}

// A keyed collider is its mesh in its own frame on a node that moves: the
// node's keys give back the collider's pose at every exported frame (Assimp
// reads them), the node placed at the first exported frame puts the mesh where
// the physics had it then, and the validator finds nothing wrong. A collider
// without keys has no channel (the control).
void TstGltfExporter::keyedCollidersMoveOnTheirNodes()
{
    const engine::Scene scene = test::withHandAndFloor(m_scene);
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> prepared = assets.prepare(scene.colliders);
    engine::ExportOptions options = test::exportOptions(1, 10, 3);
    options.colliders = engine::colliderMeshes(prepared, scene.name);
    QTemporaryDir dir;
    const QString path = dir.filePath("moving.glb");
    engine::exportFrames(engine::ExportFormat::Glb, path.toStdString(), *m_cache, scene, options);
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());
    QCOMPARE(frames, (std::vector<int>{1, 4, 7, 10}));

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    const QString keys = test::keyedHandReadsBack(ai, scene, frames);
    QVERIFY2(keys.isEmpty(), qPrintable(keys));

    // At rest the node holds the first exported frame's pose: the mesh lands where the physics put it.
    std::vector<engine::PreparedCollider> posed = engine::collidersAt(prepared, double(frames.front()));
    for (engine::PreparedCollider& collider : posed)
        collider.spec.motion = {};
    const engine::ColliderMesh world = engine::colliderMeshes(posed, scene.name).front();
    const aiNode* node = ai->mRootNode->FindNode("Hand");
    QVERIFY(node && node->mNumMeshes == 1);
    aiMatrix4x4 toWorld;
    for (const aiNode* n = node; n; n = n->mParent)
        toWorld = n->mTransformation * toWorld;
    const aiMesh* mesh = ai->mMeshes[node->mMeshes[0]];
    QCOMPARE(mesh->mNumFaces, unsigned(world.triangles.size() / 3));
    double largest = 0.0;
    for (unsigned f = 0; f < mesh->mNumFaces; ++f)
        for (unsigned c = 0; c < 3; ++c) {
            const aiVector3D p = toWorld * mesh->mVertices[mesh->mFaces[f].mIndices[c]];
            largest = std::max(largest, double(glm::length(glm::vec3(p.x, p.y, p.z) -
                                                           world.positions[world.triangles[3 * f + c]])));
        }
    QVERIFY2(largest < 1e-5, qPrintable(QString("a corner is %1 m from where the physics had it").arg(largest)));

    const test::ValidatorRun validation = test::validateGltf(path);
    if (!validation.missing.isEmpty() && !test::runningInCi())
        QSKIP(qPrintable("cannot validate glTF: " + validation.missing));
    QVERIFY2(validation.output.startsWith("errors 0 warnings 0"), qPrintable(validation.output));
}

QTEST_GUILESS_MAIN(TstGltfExporter)
#include "tst_GltfExporter.moc"

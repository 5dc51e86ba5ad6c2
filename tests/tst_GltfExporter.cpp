// glTF export (engine/io/GltfExporter) re-read by Assimp's importer, an
// independent reader: every exported frame's positions equal the bake (within
// 1e-5 m), with the grid's UVs, the viewport's normals and an animation that
// switches the frames on in order at the scene's fps. The Khronos validator
// finds no errors, and Blender, where installed, plays the bake back.
#include "tests/support/ExportChecks.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/GltfExporter.h"
#include "engine/io/IoError.h"

#include <glm/geometric.hpp>

#include <assimp/Importer.hpp>
#include <assimp/anim.h>
#include <assimp/scene.h>

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace drape;

namespace {

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
    const int cols = scene.cloth.cols, rows = scene.cloth.rows;
    QCOMPARE(mesh->mNumVertices, unsigned(cols * rows));
    QCOMPARE(mesh->mNumFaces, unsigned(2 * (cols - 1) * (rows - 1)));
    QCOMPARE(QString(mesh->mName.C_Str()), QString::fromStdString(scene.name));
    const aiNode* node = ai->mRootNode->mNumMeshes ? ai->mRootNode : ai->mRootNode->FindNode(scene.name.c_str());
    QVERIFY(node && node->mNumMeshes == 1);
    QCOMPARE(QString(node->mName.C_Str()), QString::fromStdString(scene.name));

    const std::span<const glm::vec3> first = cache.frame(frames.front());
    QVERIFY2(largestDifference(mesh->mVertices, first) < 1e-5, "base mesh is not the first exported frame");
    QVERIFY(mesh->HasTextureCoords(0));
    QCOMPARE(mesh->HasNormals(), normals);
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const unsigned n = unsigned(j * cols + i);
            QVERIFY(std::abs(mesh->mTextureCoords[0][n].x - float(i) / float(cols - 1)) < 1e-6f);
            QVERIFY(std::abs(mesh->mTextureCoords[0][n].y - float(j) / float(rows - 1)) < 1e-6f);
            if (normals) {
                const glm::vec3 expected = expectedNormal(first, cols, rows, i, j);
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
    QVERIFY(largestDifference(mesh->mAnimMeshes[frames.size() - 1]->mVertices, first) > 1e-3 || frames.size() == 1);

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
    void blenderPlaysTheBake();
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
    const engine::ExportOptions options{first, last, every, normals};
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
                         {first, last, every, normals});
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
    engine::exportFrames(format, path.toStdString(), *sizing.cache, sizing.scene, {0, -1, 1, normals});
    const qint64 actual = test::bytesIn(dir.path());
    const auto expected = qint64(engine::expectedExportSize(format, sizing.cols, sizing.rows, sizing.frames, normals));
    QVERIFY2(std::abs(double(expected - actual)) < 0.02 * double(actual),
             qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
}

void TstGltfExporter::blenderPlaysTheBake()
{
    test::checkBlenderPlaysTheBake(engine::ExportFormat::Glb, "cloth.glb", *m_cache, m_scene);
}

QTEST_GUILESS_MAIN(TstGltfExporter)
#include "tst_GltfExporter.moc"

// FBX export (engine/io/FbxExporter) re-read by Assimp's importer: the mesh
// skinned to one bone per vertex, whose keys, evaluated through the bones'
// offset matrices, give back every exported frame (within 1e-5 m) at the
// scene's frame rate; Blender, where installed, plays the bake back. A
// cancelled export or a missing folder leaves nothing.
#include "tests/support/ExportChecks.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/IoError.h"

#include <assimp/Importer.hpp>
#include <assimp/anim.h>
#include <assimp/scene.h>

#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <string>

using namespace drape;

namespace {

/// The node's transformation in the scene's root frame.
aiMatrix4x4 globalTransform(const aiNode* node)
{
    aiMatrix4x4 transform;
    for (; node; node = node->mParent)
        transform = node->mTransformation * transform;
    return transform;
}

}  // namespace

class TstFbxExporter : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private slots:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void readsBackThroughAssimp_data();
    void readsBackThroughAssimp();
    void expectedSizeIsClose();
    void blenderPlaysTheBake();
};

void TstFbxExporter::readsBackThroughAssimp_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("every");
    QTest::addColumn<bool>("normals");
    QTest::newRow("all") << 0 << -1 << 1 << true;
    QTest::newRow("2..11 every 3, no normals") << 2 << 11 << 3 << false;
}

void TstFbxExporter::readsBackThroughAssimp()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.fbx");
    const engine::ExportOptions options{first, last, every, normals};
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *m_cache, m_scene, options);
    QCOMPARE(test::entriesIn(dir.path()), QStringList{"cloth.fbx"});
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    QCOMPARE(ai->mNumMeshes, 1u);
    const aiMesh* mesh = ai->mMeshes[0];
    // Assimp's FBX importer gives every triangle corner its own vertex; the bones say which particle it is.
    const unsigned vertices = unsigned(m_scene.cloth.particleCount());
    QCOMPARE(mesh->mNumFaces, unsigned(2 * (m_scene.cloth.cols - 1) * (m_scene.cloth.rows - 1)));
    QCOMPARE(mesh->mNumVertices, mesh->mNumFaces * 3);
    QVERIFY(mesh->HasTextureCoords(0));
    QCOMPARE(mesh->HasNormals(), normals);
    QCOMPARE(mesh->mNumBones, vertices);
    QVERIFY(ai->mRootNode->FindNode(m_scene.name.c_str()));

    QCOMPARE(ai->mNumAnimations, 1u);
    const aiAnimation* animation = ai->mAnimations[0];
    std::map<std::string, const aiNodeAnim*> channels;
    for (unsigned c = 0; c < animation->mNumChannels; ++c)
        channels[animation->mChannels[c]->mNodeName.C_Str()] = animation->mChannels[c];
    const double ticksPerSecond = animation->mTicksPerSecond > 0 ? animation->mTicksPerSecond : 1.0;

    // Skin every vertex as an engine would: bone's global transform at key k × offset × vertex.
    double largest = 0;
    unsigned weights = 0;
    for (unsigned b = 0; b < mesh->mNumBones; ++b) {
        const aiBone* bone = mesh->mBones[b];
        const std::string name = bone->mName.C_Str();
        QVERIFY2(name.size() > 1 && name[0] == 'v', name.c_str());
        const auto particle = std::size_t(std::stoul(name.substr(1)));
        const aiNode* node = ai->mRootNode->FindNode(bone->mName);
        QVERIFY(node);
        const auto channel = channels.find(name);
        QVERIFY2(channel != channels.end(), name.c_str());
        QCOMPARE(channel->second->mNumPositionKeys, unsigned(frames.size()));
        const aiMatrix4x4 parent = globalTransform(node->mParent);
        for (unsigned w = 0; w < bone->mNumWeights; ++w, ++weights) {
            QCOMPARE(bone->mWeights[w].mWeight, 1.0f);
            const aiVector3D& rest = mesh->mVertices[bone->mWeights[w].mVertexId];
            for (std::size_t k = 0; k < frames.size(); ++k) {
                const aiVectorKey& key = channel->second->mPositionKeys[k];
                QVERIFY(std::abs(key.mTime / ticksPerSecond - double(k) * every / m_scene.simulation.fps) < 1e-4);
                aiMatrix4x4 local;
                aiMatrix4x4::Translation(key.mValue, local);
                const aiVector3D skinned = parent * local * bone->mOffsetMatrix * rest;
                const glm::vec3 baked = m_cache->frame(frames[k])[particle];
                for (int c = 0; c < 3; ++c)
                    largest = std::max(largest, std::abs(double(skinned[unsigned(c)]) - double(baked[c])));
            }
        }
    }
    QCOMPARE(weights, mesh->mNumVertices);  // every corner follows exactly one bone
    QVERIFY2(largest < 1e-5, qPrintable(QString("skinned positions differ from the bake by %1 m").arg(largest)));
}

void TstFbxExporter::expectedSizeIsClose()
{
    const test::SizingBake sizing = test::sizingBake();
    for (const bool normals : {true, false}) {
        QTemporaryDir dir;
        engine::exportFrames(engine::ExportFormat::Fbx, dir.filePath("c.fbx").toStdString(), *sizing.cache,
                             sizing.scene, {0, -1, 1, normals});
        const qint64 actual = QFileInfo(dir.filePath("c.fbx")).size();
        const auto expected = qint64(
            engine::expectedExportSize(engine::ExportFormat::Fbx, sizing.cols, sizing.rows, sizing.frames, normals));
        QVERIFY2(std::abs(double(expected - actual)) < 0.05 * double(actual),
                 qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
    }
}

void TstFbxExporter::blenderPlaysTheBake()
{
    test::checkBlenderPlaysTheBake(engine::ExportFormat::Fbx, "cloth.fbx", *m_cache, m_scene);
}

QTEST_GUILESS_MAIN(TstFbxExporter)
#include "tst_FbxExporter.moc"

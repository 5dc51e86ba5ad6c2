// PC2 export (engine/io/Pc2Exporter) re-read by this test's own readers: the
// point cache holds the exported frames exactly, its header names the first
// frame and the stride, and the OBJ beside it is the first exported frame with
// the grid's UVs. A cancelled export or a missing folder leaves nothing.
#include "tests/support/ExportChecks.h"
#include "tests/support/ObjReader.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/IoError.h"
#include "engine/io/Pc2Exporter.h"

#include <QDataStream>
#include <QTemporaryDir>
#include <QtTest>

using namespace drape;

namespace {

struct PointCache {
    QByteArray signature;
    qint32 version = 0, points = 0, samples = 0;
    float startFrame = -1.0f, sampleRate = 0.0f;
    std::vector<std::vector<glm::vec3>> frames;
    bool wholeFile = false;
};

/// Reads a PC2 file as docs/cli.md, "The .pc2 point cache" describes it.
PointCache readPc2(const QString& path)
{
    QFile file(path);
    PointCache cache;
    if (!file.open(QIODevice::ReadOnly))
        return cache;
    QDataStream in(&file);
    in.setByteOrder(QDataStream::LittleEndian);
    in.setFloatingPointPrecision(QDataStream::SinglePrecision);
    cache.signature = file.read(12);
    in >> cache.version >> cache.points >> cache.startFrame >> cache.sampleRate >> cache.samples;
    for (qint32 s = 0; s < cache.samples; ++s) {
        std::vector<glm::vec3> frame(std::size_t(cache.points));
        for (glm::vec3& x : frame)
            in >> x.x >> x.y >> x.z;
        cache.frames.push_back(frame);
    }
    cache.wholeFile = in.status() == QDataStream::Ok && file.atEnd();
    return cache;
}

}  // namespace

class TstPc2Exporter : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private slots:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void readsBackExactly_data();
    void readsBackExactly();
    void expectedSizeIsClose();
};

void TstPc2Exporter::readsBackExactly_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("every");
    QTest::addColumn<bool>("normals");
    QTest::newRow("all") << 0 << -1 << 1 << true;
    QTest::newRow("2..11 every 2, no normals") << 2 << 11 << 2 << false;
}

void TstPc2Exporter::readsBackExactly()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const engine::ExportOptions options = test::exportOptions(first, last, every, normals);
    engine::exportFrames(engine::ExportFormat::Pc2, dir.filePath("cloth.pc2").toStdString(), *m_cache, m_scene, options);
    QCOMPARE(test::entriesIn(dir.path()), (QStringList{"cloth.obj", "cloth.pc2"}));
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());

    const PointCache cache = readPc2(dir.filePath("cloth.pc2"));
    QVERIFY(cache.wholeFile);
    QCOMPARE(cache.signature, QByteArray("POINTCACHE2\0", 12));
    QCOMPARE(cache.version, 1);
    QCOMPARE(cache.points, m_scene.cloths[0].particleCount());
    QCOMPARE(cache.startFrame, float(first));
    QCOMPARE(cache.sampleRate, float(every));
    QCOMPARE(cache.samples, qint32(frames.size()));
    for (std::size_t s = 0; s < frames.size(); ++s) {
        const std::span<const glm::vec3> baked = m_cache->frame(frames[s]);
        QCOMPARE(cache.frames[s], std::vector<glm::vec3>(baked.begin(), baked.end()));
    }

    const test::ObjMesh mesh = test::readObj(dir.filePath("cloth.obj"));
    QVERIFY(mesh.ok);
    QCOMPARE(mesh.positions, cache.frames[0]);
    // The second line says where the samples play, for the Blender add-on.
    QFile text(dir.filePath("cloth.obj"));
    QVERIFY(text.open(QIODevice::ReadOnly));
    text.readLine();
    QCOMPARE(QString::fromUtf8(text.readLine()).trimmed(), QString("# drape-bake fps=%1 first=%2 every=%3 frames=%4")
                                                                .arg(m_scene.simulation.fps)
                                                                .arg(first)
                                                                .arg(every)
                                                                .arg(frames.size()));
    QCOMPARE(mesh.uvs.size(), mesh.positions.size());
    QCOMPARE(mesh.uvs.back(), glm::vec2(1.0f, 1.0f));
    QCOMPARE(mesh.normals.size(), normals ? mesh.positions.size() : 0);
    QCOMPARE(mesh.corners.size(), std::size_t(2 * (m_scene.cloths[0].cols - 1) * (m_scene.cloths[0].rows - 1) * 3));
}

void TstPc2Exporter::expectedSizeIsClose()
{
    const test::SizingBake sizing = test::sizingBake();
    for (const bool normals : {true, false}) {
        QTemporaryDir dir;
        engine::exportFrames(engine::ExportFormat::Pc2, dir.filePath("c.pc2").toStdString(), *sizing.cache,
                             sizing.scene, test::exportOptions(0, -1, 1, normals));
        // The point cache is exact; the mesh beside it is an estimate made for a moving
        // cloth, so a rest pose (short numbers such as 0.1) comes out smaller, never larger.
        const qint64 cacheSize = 32 + sizing.frames * sizing.cols * sizing.rows * 12;
        QCOMPARE(QFileInfo(dir.filePath("c.pc2")).size(), cacheSize);
        const qint64 actual = QFileInfo(dir.filePath("c.obj")).size();
        const auto expected =
            qint64(engine::expectedExportSize(engine::ExportFormat::Pc2, engine::gridClothMesh(sizing.cols, sizing.rows), sizing.frames, normals)) -
            cacheSize;
        QVERIFY2(expected >= actual && double(expected) < 1.5 * double(actual),
                 qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
    }
}

QTEST_GUILESS_MAIN(TstPc2Exporter)
#include "tst_Pc2Exporter.moc"

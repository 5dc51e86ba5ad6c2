// OBJ sequences (engine/io/ObjSequenceExporter) re-read by this test's own OBJ
// reader: one numbered file per exported frame, positions exactly as baked,
// the grid's UVs and triangles, normals when asked; a cancelled export or a
// missing folder leaves nothing.
#include "tests/support/ExportChecks.h"
#include "tests/support/ObjReader.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/IoError.h"
#include "engine/io/ObjSequenceExporter.h"

#include <glm/geometric.hpp>

#include <QTemporaryDir>
#include <QtTest>

using namespace drape;

class TstObjSequenceExporter : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private slots:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void readsBackExactly_data();
    void readsBackExactly();
    void namesHaveEnoughDigits();
    void expectedSizeIsClose();
};

void TstObjSequenceExporter::readsBackExactly_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("every");
    QTest::addColumn<bool>("normals");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("all") << 0 << -1 << 1 << true
                         << QStringList{"cloth_0000.obj", "cloth_0001.obj", "cloth_0002.obj", "cloth_0003.obj",
                                        "cloth_0004.obj", "cloth_0005.obj", "cloth_0006.obj", "cloth_0007.obj",
                                        "cloth_0008.obj", "cloth_0009.obj", "cloth_0010.obj", "cloth_0011.obj"};
    QTest::newRow("3..9 every 3, no normals")
        << 3 << 9 << 3 << false << QStringList{"cloth_0003.obj", "cloth_0006.obj", "cloth_0009.obj"};
}

void TstObjSequenceExporter::readsBackExactly()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QFETCH(QStringList, files);
    QTemporaryDir dir;
    engine::exportFrames(engine::ExportFormat::Obj, dir.filePath("cloth.obj").toStdString(), *m_cache, m_scene,
                         test::exportOptions(first, last, every, normals));
    QCOMPARE(test::entriesIn(dir.path()), files);
    const int cols = m_scene.cloths[0].cols, rows = m_scene.cloths[0].rows;
    const QString tag = QString("# drape-bake fps=%1 first=%2 every=%3 frames=%4")
                            .arg(m_scene.simulation.fps)
                            .arg(first)
                            .arg(every)
                            .arg(files.size());
    for (const QString& file : files) {
        QFile text(dir.filePath(file));
        QVERIFY(text.open(QIODevice::ReadOnly));
        text.readLine();
        QCOMPARE(QString::fromUtf8(text.readLine()).trimmed(), tag);
        const test::ObjMesh mesh = test::readObj(dir.filePath(file));
        QVERIFY2(mesh.ok, qPrintable(file));
        QCOMPARE(mesh.object, std::string("Test_Cloth"));
        const std::span<const glm::vec3> baked = m_cache->frame(file.mid(6, 4).toInt());
        QCOMPARE(mesh.positions, std::vector<glm::vec3>(baked.begin(), baked.end()));
        QCOMPARE(mesh.uvs.size(), baked.size());
        QCOMPARE(mesh.uvs[std::size_t(2 * cols + 3)], glm::vec2(3.0f / float(cols - 1), 2.0f / float(rows - 1)));
        QCOMPARE(mesh.normals.size(), normals ? baked.size() : 0);
        if (normals) {
            // The normal of an interior vertex: along cross(d/di, d/dj) by central differences.
            const std::size_t n = std::size_t(2 * cols + 3);
            const glm::vec3 expected =
                glm::normalize(glm::cross(baked[n + 1] - baked[n - 1], baked[n + std::size_t(cols)] - baked[n - std::size_t(cols)]));
            QVERIFY(glm::length(mesh.normals[n] - expected) < 1e-6f);
        }
        // Two triangles per cell, each corner's position, uv (and normal) sharing one index.
        QCOMPARE(mesh.corners.size(), std::size_t(2 * (cols - 1) * (rows - 1) * 3));
        for (const auto& corner : mesh.corners) {
            QVERIFY(corner[0] >= 0 && corner[0] < cols * rows);
            QCOMPARE(corner[1], corner[0]);
            QCOMPARE(corner[2], normals ? corner[0] : -1);
        }
        QCOMPARE(mesh.corners[0][0], 0);
        QCOMPARE(mesh.corners[1][0], 1);
        QCOMPARE(mesh.corners[2][0], cols);
    }
}

void TstObjSequenceExporter::namesHaveEnoughDigits()
{
    const auto paths = engine::objSequencePaths("out/seq.obj", {0, 99999});
    QCOMPARE(paths[0].string(), std::string("out/seq_00000.obj"));
    QCOMPARE(paths[1].string(), std::string("out/seq_99999.obj"));
}

void TstObjSequenceExporter::expectedSizeIsClose()
{
    const test::SizingBake sizing = test::sizingBake();
    for (const bool normals : {true, false}) {
        QTemporaryDir dir;
        engine::exportFrames(engine::ExportFormat::Obj, dir.filePath("c.obj").toStdString(), *sizing.cache,
                             sizing.scene, test::exportOptions(0, -1, 1, normals));
        const qint64 actual = test::bytesIn(dir.path());
        const auto expected = qint64(
            engine::expectedExportSize(engine::ExportFormat::Obj, engine::gridClothMesh(sizing.cols, sizing.rows), sizing.frames, normals));
        QVERIFY2(std::abs(double(expected - actual)) < 0.1 * double(actual),
                 qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
    }
}

QTEST_GUILESS_MAIN(TstObjSequenceExporter)
#include "tst_ObjSequenceExporter.moc"

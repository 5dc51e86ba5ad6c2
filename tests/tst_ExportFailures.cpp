// What every export format does when it cannot finish: a cancel at any progress
// report, or a missing target folder, leaves nothing behind, and the missing
// folder is named in the message. One table over all formats.
#include "tests/support/ExportChecks.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/IoError.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace drape;

class TstExportFailures : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private Q_SLOTS:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void cancelLeavesNothing_data();
    void cancelLeavesNothing();
    void missingFolderIsReported_data();
    void missingFolderIsReported();
};

void TstExportFailures::cancelLeavesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cancelAt");
    // Reports run 1 … frames (+1 for formats that write after the last frame):
    // cancel early, and at the last report, after everything is written but
    // before anything is renamed into place.
    for (auto [file, lastReport] : std::initializer_list<std::pair<const char*, int>>{
             {"cloth.glb", 13}, {"cloth.gltf", 13}, {"cloth.fbx", 13}, {"cloth.pc2", 12}, {"cloth.obj", 12}}) {
        QTest::addRow("%s, early", file) << file << 2;
        QTest::addRow("%s, at the last report", file) << file << lastReport;
    }
}

void TstExportFailures::cancelLeavesNothing()
{
    QFETCH(QString, file);
    QFETCH(int, cancelAt);
    QTemporaryDir dir;
    const std::string path = dir.filePath(file).toStdString();
    int reports = 0;
    QVERIFY_THROWS_EXCEPTION(engine::ExportCancelled,
                             engine::exportFrames(*engine::exportFormatFor(path), path, *m_cache, m_scene, {},
                                                  [&](int, int) { return ++reports < cancelAt; }));
    QCOMPARE(reports, cancelAt);
    QCOMPARE(test::entriesIn(dir.path()), QStringList());
}

void TstExportFailures::missingFolderIsReported_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("named");
    // Formats of several files name whichever they create first.
    QTest::newRow("cloth.glb") << "cloth.glb" << "no-such-folder/cloth.glb";
    QTest::newRow("cloth.gltf") << "cloth.gltf" << "no-such-folder/cloth.";
    QTest::newRow("cloth.fbx") << "cloth.fbx" << "no-such-folder/cloth.fbx";
    QTest::newRow("cloth.pc2") << "cloth.pc2" << "no-such-folder/cloth.";
    QTest::newRow("cloth.obj") << "cloth.obj" << "no-such-folder/cloth_0000.obj";
}

void TstExportFailures::missingFolderIsReported()
{
    QFETCH(QString, file);
    QFETCH(QString, named);
    QTemporaryDir dir;
    const std::string path = dir.filePath("no-such-folder/" + file).toStdString();
    try {
        engine::exportFrames(*engine::exportFormatFor(path), path, *m_cache, m_scene, {});
        QFAIL("exporting into a missing folder did not fail");
    } catch (const engine::IoError& e) {
        QVERIFY2(QString(e.what()).contains(named), e.what());
    }
    QCOMPARE(test::entriesIn(dir.path()), QStringList());
}

QTEST_GUILESS_MAIN(TstExportFailures)
#include "tst_ExportFailures.moc"

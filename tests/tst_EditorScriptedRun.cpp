// The editor's scripted run (docs/editor.md, "Scripted runs"): a cloth that
// diverges on the way ends the run with status 1 and the editor's message on
// stderr instead of waiting for frames that never come. The control: the same
// cloth at stable substeps plays its frames and exits 0.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TstEditorScriptedRun : public QObject {
    Q_OBJECT

private slots:
    void divergingClothEndsTheRun_data();
    void divergingClothEndsTheRun();
};

void TstEditorScriptedRun::divergingClothEndsTheRun_data()
{
    QTest::addColumn<QJsonValue>("substeps");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("printed");
    // One substep is far past the flag's stability bound (26 substeps a frame).
    QTest::newRow("1 substep: diverges") << QJsonValue(1) << 1 << "diverged at frame";
    QTest::newRow("automatic substeps (control)") << QJsonValue("auto") << 0 << "10 frames in";
}

void TstEditorScriptedRun::divergingClothEndsTheRun()
{
    QFETCH(QJsonValue, substeps);
    QFETCH(int, exitCode);
    QFETCH(QString, printed);
    QTemporaryDir home;
    QFile example(DRAPE_EXAMPLES_DIR "/flag.drape");
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject scene = QJsonDocument::fromJson(example.readAll()).object();
    QJsonObject simulation = scene["simulation"].toObject();
    simulation["substeps"] = substeps;
    scene["simulation"] = simulation;
    const QString path = home.filePath("flag.drape");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(scene).toJson()) > 0);
    file.close();

    QProcess drape;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // The editor's settings and caches go to the throwaway folder, not the user's.
    environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
    environment.insert("XDG_CACHE_HOME", home.filePath("cache"));
    drape.setProcessEnvironment(environment);
    drape.start(DRAPE_EDITOR_PATH, {path, "--frames", "10", "--screenshot", home.filePath("shot.png")});
    QVERIFY2(drape.waitForFinished(120000), "the scripted run did not end");
    const QString output = QString::fromUtf8(drape.readAllStandardOutput() + drape.readAllStandardError());
    QCOMPARE(drape.exitStatus(), QProcess::NormalExit);
    QVERIFY2(drape.exitCode() == exitCode, qPrintable(output));
    QVERIFY2(output.contains(printed), qPrintable(output));
    QCOMPARE(QFile::exists(home.filePath("shot.png")), exitCode == 0);
}

QTEST_GUILESS_MAIN(TstEditorScriptedRun)
#include "tst_EditorScriptedRun.moc"

// drape-cli bake's export side (docs/cli.md): the format follows OUT's
// extension, --first/--last/--range/--every/--no-normals pick what is written,
// the expected size is printed before writing, and a usage error, a missing
// folder or Ctrl-C leaves nothing behind.
#include "tests/support/CliRunner.h"
#include "tests/support/ExportChecks.h"

#include <QDataStream>
#include <QTemporaryDir>
#include <QtTest>
#include <QFileInfo>

#include <QJsonArray>
#include <QJsonDocument>

#include <csignal>
#include <cstring>
#include <memory>

using drape::test::CliRun;

class TstCliExport : public QObject {
    Q_OBJECT

    std::unique_ptr<drape::test::CliFolder> m_cli;

private slots:
    void init()
    {
        m_cli = std::make_unique<drape::test::CliFolder>();
        QVERIFY(m_cli->isValid());
    }

    void formatFollowsExtension_data()
    {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("format");
        QTest::newRow("glb") << "cloth.glb" << QStringList{"cloth.glb"} << "glTF 2.0 binary";
        QTest::newRow("gltf") << "cloth.gltf" << QStringList{"cloth.bin", "cloth.gltf"} << "glTF 2.0 (.gltf + .bin)";
        QTest::newRow("fbx") << "cloth.fbx" << QStringList{"cloth.fbx"} << "FBX binary, one blend shape per frame";
        QTest::newRow("GLB in capitals") << "CLOTH.GLB" << QStringList{"CLOTH.GLB"} << "glTF 2.0 binary";
        QTest::newRow("obj") << "cloth.obj" << QStringList{"cloth_0000.obj", "cloth_0001.obj", "cloth_0002.obj"}
                             << "OBJ sequence";
        QTest::newRow("pc2") << "cloth.pc2" << QStringList{"cloth.obj", "cloth.pc2"} << "PC2 point cache";
    }

    void formatFollowsExtension()
    {
        QFETCH(QString, out);
        QFETCH(QStringList, files);
        QFETCH(QString, format);
        const CliRun run = m_cli->run({"bake", m_cli->writeScene(drape::test::exportScene()), "-o", out, "--frames", "3", "--backend", "cpu"});
        COMPARE_EXIT(run, 0);
        QVERIFY2(run.err.contains(QRegularExpression("will write " + QRegularExpression::escape(out) + ": " +
                                                     QRegularExpression::escape(format) +
                                                     ".*, 3 frames of 30 vertices, about [0-9.]+ kB \\(\\d+ bytes\\)\n")),
                 qPrintable(run.err));
        // The size line comes before the work.
        QVERIFY(run.err.indexOf("will write") < run.err.indexOf("baking (cpu): frame 1/3"));
        QVERIFY2(run.err.contains("wrote " + out + ": 3 frames of 30 points"), qPrintable(run.err));
        QCOMPARE(drape::test::entriesIn(m_cli->folder()), QStringList(files + QStringList{"scene.drape"}));
    }

    void rangeEveryAndNoNormals()
    {
        const CliRun run = m_cli->run({"bake", m_cli->writeScene(drape::test::exportScene()), "-o", "c.pc2", "--range", "2:8",
                                "--every", "3", "--no-normals", "--backend", "cpu"});
        COMPARE_EXIT(run, 0);
        // Without --frames the bake stops at the last frame asked for.
        QVERIFY2(run.err.contains("baking (cpu): frame 9/9"), qPrintable(run.err));
        QFile file(m_cli->path("c.pc2"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QDataStream in(file.read(32).mid(12));
        in.setByteOrder(QDataStream::LittleEndian);
        in.setFloatingPointPrecision(QDataStream::SinglePrecision);
        qint32 version, points, samples;
        float start, rate;
        in >> version >> points >> start >> rate >> samples;
        QCOMPARE(start, 2.0f);
        QCOMPARE(rate, 3.0f);
        QCOMPARE(samples, 3);  // frames 2, 5, 8
        QCOMPARE(file.size(), qint64(32 + 3 * 30 * 12));
        QFile mesh(m_cli->path("c.obj"));
        QVERIFY(mesh.open(QIODevice::ReadOnly));
        const QByteArray text = mesh.readAll();
        QVERIFY(text.contains("\nvt ") && !text.contains("\nvn "));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("abc") << QStringList{"-o", "out.abc"} << "cannot write '.abc' files: OUT must end in .glb, .gltf, .fbx, .obj or .pc2";
        QTest::newRow("no extension") << QStringList{"-o", "out"} << "cannot write '' files";
        QTest::newRow("range backwards") << QStringList{"-o", "out.glb", "--range", "5:2"} << "the last frame 2 comes before the first frame 5";
        QTest::newRow("range malformed") << QStringList{"-o", "out.glb", "--range", "5"} << "--range: expected A:B";
        QTest::newRow("range and first") << QStringList{"-o", "out.glb", "--range", "1:2", "--first", "1"} << "--range A:B replaces --first and --last";
        QTest::newRow("every 0") << QStringList{"-o", "out.glb", "--every", "0"} << "--every: expected an integer from 1";
        QTest::newRow("last past frames") << QStringList{"-o", "out.glb", "--frames", "5", "--last", "9"} << "need --frames 10 or more, got 5";
        QTest::newRow("first past the scene's frames") << QStringList{"-o", "out.glb", "--first", "50"} << "--first 50 is past the last baked frame 11";
        QTest::newRow("colliders in an OBJ sequence") << QStringList{"-o", "out.obj", "--colliders"}
                                                      << "--colliders: OBJ sequence (.obj) holds the cloth alone; export .glb, .gltf or .fbx";
        QTest::newRow("colliders in a PC2 cache") << QStringList{"-o", "out.pc2", "--colliders"} << "--colliders: PC2 point cache";
    }

    void collidersComeAlong()
    {
        drape::engine::Scene scene = drape::test::exportScene();
        drape::engine::ColliderSpec ball;
        ball.name = "Ball";
        ball.position = {0.0, 0.5, 0.3};
        scene.colliders = {ball};
        const QString file = m_cli->writeScene(scene);
        const auto meshNames = [&](const QString& out) {
            QFile glb(m_cli->path(out));
            if (!glb.open(QIODevice::ReadOnly))
                return QStringList{"(no file)"};
            const QByteArray bytes = glb.readAll();
            quint32 length = 0;
            std::memcpy(&length, bytes.constData() + 12, 4);
            QStringList names;
            for (const QJsonValue mesh : QJsonDocument::fromJson(bytes.mid(20, qsizetype(length)))["meshes"].toArray())
                names << mesh["name"].toString();
            return names;
        };
        const CliRun with = m_cli->run({"bake", file, "-o", "with.glb", "--frames", "2", "--backend", "cpu", "--colliders"});
        COMPARE_EXIT(with, 0);
        QCOMPARE(meshNames("with.glb"), (QStringList{"Test Cloth", "Ball"}));
        // Off by default.
        const CliRun without = m_cli->run({"bake", file, "-o", "without.glb", "--frames", "2", "--backend", "cpu"});
        COMPARE_EXIT(without, 0);
        QCOMPARE(meshNames("without.glb"), QStringList{"Test Cloth"});
    }

    void usageErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const CliRun run = m_cli->run(QStringList{"bake", m_cli->writeScene(drape::test::exportScene())} + options);
        COMPARE_EXIT(run, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(drape::test::entriesIn(m_cli->folder()), QStringList{"scene.drape"});
    }

    void missingFolderNamesThePath_data()
    {
        QTest::addColumn<QString>("out");
        for (const char* out : {"no/such/out.glb", "no/such/out.gltf", "no/such/out.obj", "no/such/out.pc2"})
            QTest::newRow(out) << out;
    }

    void missingFolderNamesThePath()
    {
        QFETCH(QString, out);
        const CliRun run = m_cli->run({"bake", m_cli->writeScene(drape::test::exportScene()), "-o", out, "--backend", "cpu"});
        COMPARE_EXIT(run, 1);
        QVERIFY2(run.err.contains("drape-cli bake: " + out + ": cannot create a file in no/such"), qPrintable(run.err));
        QVERIFY2(!run.err.contains("baking"), qPrintable(run.err));
        QCOMPARE(drape::test::entriesIn(m_cli->folder()), QStringList{"scene.drape"});
    }

    // sysfs refuses new files even to root, so this stands for a read-only folder
    // (a chmod'ed folder does not stop root, who runs CI).
    void unwritableFolderNamesThePath_data()
    {
        QTest::addColumn<QString>("out");
        // Under a regular file: ENOTDIR on every machine, for root too.
        for (const char* out : {"/dev/null/drape-test.glb", "/dev/null/drape-test.fbx", "/dev/null/drape-test.pc2"})
            QTest::newRow(out) << out;
    }

    void unwritableFolderNamesThePath()
    {
        QFETCH(QString, out);
        const CliRun run = m_cli->run({"bake", m_cli->writeScene(drape::test::exportScene()), "-o", out, "--backend", "cpu"});
        COMPARE_EXIT(run, 1);
        QVERIFY2(run.err.contains("drape-cli bake: " + out + ": cannot create a file in /dev/null"), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    void interruptLeavesNothing()
    {
        drape::engine::Scene scene = drape::test::exportScene();
        scene.simulation.frames = 200000;  // far longer than the test waits; progress every 10000 frames
        QProcess process;
        m_cli->start(process, {"bake", m_cli->writeScene(scene), "-o", "long.glb", "--backend", "cpu"});
        QVERIFY(process.waitForStarted());
        process.setReadChannel(QProcess::StandardError);
        QString err;
        while (!err.contains("baking (cpu): frame") && process.waitForReadyRead(60000))
            err += QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains("baking (cpu)"), qPrintable(err));
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(60000));
        err += QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(QRegularExpression("interrupted at frame \\d+; nothing was written")), qPrintable(err));
        QCOMPARE(drape::test::entriesIn(m_cli->folder()), QStringList{"scene.drape"});
    }
};

QTEST_GUILESS_MAIN(TstCliExport)
#include "tst_CliExport.moc"

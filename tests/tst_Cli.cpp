// End-to-end tests of drape-cli (docs/cli.md): runs the real binary on small
// scenes written to a temporary folder and checks exit codes, messages, the
// .pc2 it writes and that a failed bake leaves nothing behind.
#include "engine/scene/Stability.h"
#include "tests/support/CliRunner.h"
#include "tests/support/GpuTestContext.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace {

using drape::engine::Scene;

using drape::test::CliRun;

/// An 8 × 8 cloth, 10 frames, pinned at the top corners, well inside the stability
/// limit and soft enough to sag several centimetres in that time.
Scene smallScene()
{
    Scene scene;
    scene.name = "Small";
    scene.cloths[0].cols = 8;
    scene.cloths[0].rows = 8;
    scene.cloths[0].spacing = 0.1;
    scene.cloths[0].particleMass = 0.05;
    scene.cloths[0].springs = {150, 100, 50};
    scene.cloths[0].pins = {{0, 0}, {7, 0}};
    scene.simulation.substeps = 10;
    scene.simulation.frames = 10;
    return scene;
}

/// The small cloth with so stiff springs and one substep that it explodes at once.
Scene divergingScene()
{
    Scene scene = smallScene();
    scene.cloths[0].springs = {1e7, 1e7, 1e7};
    scene.simulation.substeps = 1;
    return scene;
}

/// A PC2 file read byte by byte (docs/cli.md, "The .pc2 point cache"), independently of engine/io/Pc2Writer.
struct Pc2 {
    QByteArray magic;
    qint32 version = 0, points = 0, samples = 0;
    float startFrame = 0, sampleRate = 0;
    std::vector<float> xyz;  ///< samples × points × 3
};

Pc2 readPc2(const QString& path)
{
    QFile file(path);
    Pc2 pc2;
    if (!file.open(QIODevice::ReadOnly))
        return pc2;
    QDataStream in(&file);
    in.setByteOrder(QDataStream::LittleEndian);
    in.setFloatingPointPrecision(QDataStream::SinglePrecision);
    pc2.magic.resize(12);
    in.readRawData(pc2.magic.data(), 12);
    in >> pc2.version >> pc2.points >> pc2.startFrame >> pc2.sampleRate >> pc2.samples;
    while (!in.atEnd()) {
        float v = 0;
        in >> v;
        pc2.xyz.push_back(v);
    }
    return pc2;
}

/// Largest coordinate difference between sample `a` of one cache and sample `b` of another.
double largestDifference(const Pc2& one, std::size_t a, const Pc2& other, std::size_t b)
{
    const std::size_t n = std::size_t(one.points) * 3;
    double largest = 0;
    for (std::size_t k = 0; k < n; ++k)
        largest = std::max(largest, std::abs(double(one.xyz[a * n + k]) - double(other.xyz[b * n + k])));
    return largest;
}

}  // namespace

class TstCli : public QObject {
    Q_OBJECT

    std::unique_ptr<drape::test::CliFolder> m_cli;

private slots:
    void init()
    {
        // A fresh folder per test, so "nothing left behind" means the folder holds only the scene.
        m_cli = std::make_unique<drape::test::CliFolder>();
        QVERIFY(m_cli->isValid());
    }

    void help_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("top level") << QStringList{"--help"};
        for (const char* command : {"validate", "bake", "info", "bench"})
            QTest::newRow(command) << QStringList{command, "--help"};
    }

    void help()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = m_cli->run(arguments);
        COMPARE_EXIT(run, 0);
        QVERIFY2(run.out.startsWith("usage: drape-cli"), qPrintable(run.out));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "usage: drape-cli";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
        QTest::newRow("unknown option") << QStringList{"info", "--colour"} << "unknown option --colour";
        QTest::newRow("no scene") << QStringList{"validate"} << "expected one scene file";
        QTest::newRow("no output") << QStringList{"bake", "scene.drape"} << "missing -o OUT";
        QTest::newRow("bad backend") << QStringList{"bake", "scene.drape", "-o", "out.pc2", "--backend", "vulkan"}
                                     << "--backend";
        QTest::newRow("tiny bench") << QStringList{"bench", "--grid", "1"} << "--grid";
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        m_cli->writeScene(smallScene());
        const CliRun run = m_cli->run(arguments);
        COMPARE_EXIT(run, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void validateGoodScene()
    {
        const CliRun run = m_cli->run({"validate", m_cli->writeScene(smallScene())});
        COMPARE_EXIT(run, 0);
        QVERIFY2(run.out.contains("ok") && run.out.contains("Small"), qPrintable(run.out));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void validateBrokenScene_data()
    {
        QTest::addColumn<QString>("keyPath");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("cols not a number") << "cloth.cols" << QJsonValue("eight");
        QTest::newRow("cols zero") << "cloth.cols" << QJsonValue(0);
        QTest::newRow("damping 1.5") << "cloth.damping" << QJsonValue(1.5);
        QTest::newRow("pin outside") << "cloth.pins" << QJsonValue(QJsonArray{QJsonArray{8, 0}});
        QTest::newRow("unknown backend") << "simulation.backend" << QJsonValue("vulkan");
        QTest::newRow("unknown key") << "simulation.speed" << QJsonValue(2);
    }

    void validateBrokenScene()
    {
        QFETCH(QString, keyPath);
        QFETCH(QJsonValue, value);
        // Every key path here is "section.key": set the key in a copy of the section.
        const std::string text = drape::engine::serializeScene(smallScene());
        QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        const QStringList keys = keyPath.split('.');
        QJsonObject section = root[keys[0]].toObject();
        section[keys[1]] = value;
        root[keys[0]] = section;
        QFile file(m_cli->path("broken.drape"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(root).toJson());
        file.close();

        const CliRun run = m_cli->run({"validate", "broken.drape"});
        COMPARE_EXIT(run, 1);
        QVERIFY2(run.err.contains("broken.drape: " + keyPath), qPrintable(run.err));
    }

    void validateMissingFile()
    {
        const CliRun run = m_cli->run({"validate", "missing.drape"});
        COMPARE_EXIT(run, 1);
        QVERIFY2(run.err.contains("missing.drape: cannot open"), qPrintable(run.err));
    }

    void validateWarnsWhenUnstable()
    {
        Scene scene = smallScene();
        scene.cloths[0].springs = {};  // the stiff defaults: 60 fps needs 29 substeps at 2 g
        scene.cloths[0].particleMass = 0.002;
        scene.simulation.substeps = 1;
        QVERIFY(10 * scene.simulation.substeps <
                drape::engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps));
        const CliRun run = m_cli->run({"validate", m_cli->writeScene(scene)});
        COMPARE_EXIT(run, 0);
        QVERIFY2(run.err.contains("warning") && run.err.contains("stability limit"), qPrintable(run.err));
    }

    void bakeWritesPc2_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("frames");
        QTest::newRow("cpu") << "cpu" << QStringList{} << 10;
        QTest::newRow("cpu --frames 3") << "cpu" << QStringList{"--frames", "3"} << 3;
        QTest::newRow("gpu") << "gpu" << QStringList{} << 10;
    }

    void bakeWritesPc2()
    {
        QFETCH(QString, backend);
        QFETCH(QStringList, extra);
        QFETCH(int, frames);
        if (backend == "gpu")
            DRAPE_REQUIRE_GPU();
        const Scene scene = smallScene();
        const CliRun run = m_cli->run(QStringList{"bake", m_cli->writeScene(scene), "-o", "out.pc2", "--backend", backend} + extra);
        COMPARE_EXIT(run, 0);
        const QString lastProgress = QStringLiteral("baking (%1): frame %2/%2").arg(backend).arg(frames);
        QVERIFY2(run.err.contains(lastProgress), qPrintable(run.err));
        const QRegularExpression summary(
            QStringLiteral("wrote .*out\\.pc2: %1 frames of \\d+ points, simulated in [0-9.e-]+ s, exported in [0-9.e-]+ s\n")
                .arg(frames));
        QVERIFY2(summary.match(run.err).hasMatch(), qPrintable(run.err));

        const int points = scene.cloths[0].particleCount();
        QCOMPARE(QFileInfo(m_cli->path("out.pc2")).size(), 32 + qint64(frames) * points * 12);
        const Pc2 pc2 = readPc2(m_cli->path("out.pc2"));
        QCOMPARE(pc2.magic, QByteArray("POINTCACHE2\0", 12));
        QCOMPARE(pc2.version, 1);
        QCOMPARE(pc2.points, points);
        QCOMPARE(pc2.samples, frames);
        QCOMPARE(pc2.startFrame, 0.0f);
        QCOMPARE(pc2.sampleRate, 1.0f);
        // Frame 0 is the rest state: particle (1, 0) sits one spacing along u from the origin.
        QCOMPARE(pc2.xyz[3], float(scene.cloths[0].origin.x + scene.cloths[0].spacing));
    }

    void bakeGpuMatchesCpu()
    {
        DRAPE_REQUIRE_GPU();
        const QString scene = m_cli->writeScene(smallScene());
        for (const QString& backend : QStringList{"cpu", "gpu"}) {
            const CliRun run = m_cli->run({"bake", scene, "-o", backend + ".pc2", "--backend", backend, "--quiet"});
            COMPARE_EXIT(run, 0);
        }
        const Pc2 cpu = readPc2(m_cli->path("cpu.pc2")), gpu = readPc2(m_cli->path("gpu.pc2"));
        QCOMPARE(cpu.samples, smallScene().simulation.frames);
        QCOMPARE(gpu.samples, cpu.samples);
        const std::size_t last = std::size_t(cpu.samples - 1);
        const double tolerance = 1e-3 * (smallScene().cloths[0].cols - 1) * smallScene().cloths[0].spacing;
        // The cloth must have moved well beyond the tolerance, or agreeing would prove nothing.
        QVERIFY(largestDifference(cpu, last, cpu, 0) > 100 * tolerance);
        const double difference = largestDifference(cpu, last, gpu, last);
        QVERIFY2(difference < tolerance, qPrintable(QStringLiteral("GPU and CPU differ by %1 m").arg(difference)));
    }

    void bakeFailsCleanly_data()
    {
        QTest::addColumn<bool>("diverging");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("diverging") << true << QStringList{"-o", "out.pc2", "--backend", "cpu"} << 1
                                   << "diverged at frame \\d+";
        QTest::newRow("no such folder") << false << QStringList{"-o", "no/such/out.pc2", "--backend", "cpu"} << 1
                                        << "no/such/out\\.pc2";
        QTest::newRow("unknown extension") << false << QStringList{"-o", "out.xyz"} << 2 << "cannot write '\\.xyz'";
        QTest::newRow("frames abc") << false << QStringList{"-o", "out.pc2", "--frames", "abc"} << 2
                                    << "--frames: expected an integer";
    }

    void bakeFailsCleanly()
    {
        QFETCH(bool, diverging);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = m_cli->run(QStringList{"bake", m_cli->writeScene(diverging ? divergingScene() : smallScene())} + options);
        COMPARE_EXIT(run, exitCode);
        QVERIFY2(run.err.contains(QRegularExpression(message)), qPrintable(run.err));
        // No output and no temporary file: hidden ones count too.
        const QStringList left = QDir(m_cli->folder()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left, QStringList{"scene.drape"});
    }

    // A mesh collider whose file is missing: the editor opens such a scene (and marks
    // the collider), the CLI refuses it, for a bake without the collider would be wrong.
    void missingMeshFileIsRefused_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("validate") << QStringList{};
        QTest::newRow("bake") << QStringList{"-o", "out.pc2", "--backend", "cpu"};
    }

    void missingMeshFileIsRefused()
    {
        QFETCH(QStringList, options);
        Scene scene = smallScene();
        drape::engine::ColliderSpec torus;
        torus.name = "Torus";
        torus.shape = drape::engine::ColliderShape::Mesh;
        torus.meshFile = "meshes/torus.obj";
        scene.colliders = {torus};
        const QString command = options.isEmpty() ? QStringLiteral("validate") : QStringLiteral("bake");
        const CliRun run = m_cli->run(QStringList{command, m_cli->writeScene(scene)} + options);
        COMPARE_EXIT(run, 1);
        QVERIFY2(run.err.contains("scene.drape: colliders[0] (\"Torus\").file: mesh file not found: ") &&
                     run.err.contains("torus.obj"),
                 qPrintable(run.err));
        const QStringList left = QDir(m_cli->folder()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left, QStringList{"scene.drape"});
    }

    void info()
    {
        const CliRun run = m_cli->run({"info"});
        COMPARE_EXIT(run, 0);
        QVERIFY2(run.out.contains(QRegularExpression("backend cpu: +available")), qPrintable(run.out));
    }

    // Both copies are timed; the roofline is the faster, and the /roofline column and
    // step / roofline are taken against it (checked on the printed figures, never on a speed).
    void bench()
    {
        DRAPE_REQUIRE_GPU();
        const CliRun run = m_cli->run({"bench", "--grid", "32", "--steps", "20"});
        COMPARE_EXIT(run, 0);
        for (const char* line : {"^step +\\d", "^gather +\\d", "^copy +\\d", "^copy-images +\\d", "^step / gather += ",
                                 "^step / roofline += "})
            QVERIFY2(run.out.contains(QRegularExpression(line, QRegularExpression::MultilineOption)), line);
        // kernel, steps, particle-steps/s, bytes/p-step, /roofline
        const QRegularExpression row("^(\\S+) +\\d+ +(\\S+) +\\S+ +(\\S+)  ", QRegularExpression::MultilineOption);
        QMap<QString, QPair<double, double>> rows;  // kernel: particle-steps/s and /roofline, as printed
        for (auto it = row.globalMatch(run.out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            rows[m.captured(1)] = {m.captured(2).toDouble(), m.captured(3).toDouble()};
        }
        QCOMPARE(rows.keys(), (QStringList{"copy", "copy-images", "gather", "step"}));
        const QRegularExpressionMatch roof =
            QRegularExpression("^roofline += (\\S+) particle-steps/s \\((\\S+), the faster of copy and copy-images\\)$",
                               QRegularExpression::MultilineOption)
                .match(run.out);
        QVERIFY2(roof.hasMatch(), qPrintable(run.out));
        const double copy = rows["copy"].first, images = rows["copy-images"].first, roofline = roof.captured(1).toDouble();
        QVERIFY(copy > 0 && images > 0);
        QCOMPARE(roofline, std::max(copy, images));  // the same figure printed the same way
        QCOMPARE(roof.captured(2), copy > images ? QString("copy") : images > copy ? QString("copy-images") : roof.captured(2));
        QCOMPARE(rows[roof.captured(2)].second, 1.0);
        // /roofline is printed to 2 decimals, from figures printed to 4 significant digits.
        for (const char* kernel : {"step", "gather", "copy", "copy-images"}) {
            const double expected = rows[kernel].first / roofline;
            QVERIFY2(std::abs(rows[kernel].second - expected) <= 0.005 + 2e-3 * expected,
                     qPrintable(QString("%1: /roofline %2, expected %3").arg(kernel).arg(rows[kernel].second).arg(expected)));
        }
        const QRegularExpressionMatch ratio =
            QRegularExpression("^step / roofline = (\\S+)$", QRegularExpression::MultilineOption).match(run.out);
        QCOMPARE(ratio.captured(1).toDouble(), rows["step"].second);
    }

    // --variants adds the other copies and the general path's gather over a topology's spring lists, in both orders.
    void benchVariantsTimeTheGeneralPath()
    {
        DRAPE_REQUIRE_GPU();
        const CliRun run = m_cli->run({"bench", "--variants", "--grid", "32", "--steps", "20"});
        COMPARE_EXIT(run, 0);
        for (const char* line : {"^copy-rowmajor +\\d", "^copy-imagebuffer +\\d", "^general +\\d", "^general-rowmajor +\\d",
                                 "^general-compact +\\d", "^general / step = \\d",
                                 "^general-compact / step = \\d", "^general-ell +\\d", "^general-ell / step = \\d"})
            QVERIFY2(run.out.contains(QRegularExpression(line, QRegularExpression::MultilineOption)), line);
    }

    void benchFrameTimesTheGeneralSolver()
    {
        DRAPE_REQUIRE_GPU();
        const CliRun run = m_cli->run({"bench", "--frame", "--general", "--json", "--grid", "32", "--substeps", "2",
                                       "--frames", "2"});
        COMPARE_EXIT(run, 0);
        const QJsonObject general = QJsonDocument::fromJson(run.out.toUtf8()).object()["general"].toObject();
        QVERIFY2(general["pipelinedSecondsPerFrame"].toDouble() > 0.0, qPrintable(run.out));
        QVERIFY(general["throughputOverStencil"].toDouble() > 0.0);
    }

    void benchFrameTimesSelfCollision()
    {
        DRAPE_REQUIRE_GPU();
        const CliRun run = m_cli->run({"bench", "--frame", "--self-collision", "--json", "--grid", "32", "--substeps",
                                       "2", "--frames", "2"});
        COMPARE_EXIT(run, 0);
        const QJsonObject self =
            QJsonDocument::fromJson(run.out.toUtf8()).object()["withSelfCollision"].toObject();
        QVERIFY2(self["pipelinedSecondsPerFrame"].toDouble() > 0.0, qPrintable(run.out));
        QVERIFY(self["pipelinedRatio"].toDouble() > 0.0);
    }

    void benchJson()
    {
        DRAPE_REQUIRE_GPU();
        const CliRun run = m_cli->run({"bench", "--json", "--grid", "32", "--steps", "20"});
        COMPARE_EXIT(run, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(root["grid"].toArray(), (QJsonArray{32, 32}));
        QCOMPARE(root["steps"].toInt(), 20);
        const QJsonArray kernels = root["kernels"].toArray();
        QStringList names;
        for (const QJsonValue& kernel : kernels) {
            names << kernel["kernel"].toString();
            QVERIFY(kernel["particleStepsPerSecond"].toDouble() > 0);
        }
        QCOMPARE(names, (QStringList{"step", "gather", "copy", "copy-images"}));
        // The step is the solver's pick, and its bytes are its state format's (docs/performance.md).
        const QString production = root["productionKernel"].toString();
        QCOMPARE(kernels[0]["description"].toString(), production);
        QCOMPARE(kernels[0]["bytesPerParticleStep"].toDouble(), production.contains("planar state") ? 48.0 : 64.0);
        QCOMPARE(kernels[2]["bytesPerParticleStep"].toDouble(), 48.0);
        QCOMPARE(kernels[3]["bytesPerParticleStep"].toDouble(), 48.0);
        QVERIFY(root["ratios"]["stepOverGather"].toDouble() > 0);
        // The roofline is the faster copy, and the step's ratio is taken against it.
        const double step = kernels[0]["particleStepsPerSecond"].toDouble(),
                     copy = kernels[2]["particleStepsPerSecond"].toDouble(),
                     images = kernels[3]["particleStepsPerSecond"].toDouble();
        const QJsonObject roofline = root["roofline"].toObject();
        QCOMPARE(roofline["particleStepsPerSecond"].toDouble(), std::max(copy, images));
        QCOMPARE(roofline["kernel"].toString(), copy >= images ? QString("copy") : QString("copy-images"));
        const double ratio = root["ratios"]["stepOverRoofline"].toDouble();
        QVERIFY2(std::abs(ratio - step / std::max(copy, images)) <= 1e-12 * ratio, qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_Cli.moc"

// drape-cli wedge end to end (docs/farm.md), the real binary in a folder of its
// own: a local run bakes every variant of a small scene, each output and scene
// file where the pattern says, the outputs differing as their values do; a
// second run after an interrupted one bakes only what was not done; a variant
// that diverges is recorded with its message while the others finish; a wedge
// file does what --vary does; the contact sheet, read back as a PNG, has a
// picture per variant (or per variant and frame chosen), pictures that differ
// as the variants do and that agree where they must (every variant's frame 0); bad input is refused before anything is baked;
// and a six-variant wedge runs through a real single-node Slurm cluster
// (slurm-wlm and munge, started and stopped by tests/farm/slurm_single_node.sh).
#include "tests/support/CliRunner.h"

#include "tests/support/GpuTestContext.h"

#include "engine/io/SceneFile.h"
#include "engine/io/WedgeManifest.h"
#include "engine/render/ContactSheetLayout.h"

#include <QFile>
#include <QImage>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtTest>

#include <filesystem>

using namespace drape;

namespace {

/// An 8 × 8 cloth of raw springs hanging from two corners, 6 substeps, 6 frames, on the CPU.
constexpr const char* smallScene = R"({
  "drape": 2,
  "cloth": {"cols": 8, "rows": 8, "spacing": 0.05, "particleMass": 0.01,
            "springs": {"structural": 100, "shear": 50, "flexion": 10}, "pins": [[0, 0], [7, 0]]},
  "gravity": [0.0, -9.81, 0.0],
  "air": {"wind": [0.0, 0.0, 0.0]},
  "simulation": {"fps": 60, "substeps": 6, "frames": 6, "backend": "cpu"}
})";

void writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Tile k's picture of a contact sheet.
QImage pictureOf(const QImage& sheet, int k)
{
    const engine::ContactSheetLayout layout = engine::contactSheetLayout(
        (sheet.width() - engine::ContactSheetLayout::gap) / (engine::ContactSheetLayout::pictureWidth + engine::ContactSheetLayout::gap) *
        ((sheet.height() - engine::ContactSheetLayout::gap) /
         (engine::ContactSheetLayout::pictureHeight + engine::ContactSheetLayout::captionHeight + engine::ContactSheetLayout::gap)));
    const auto [x, y] = layout.origin(k);
    return sheet.copy(x, y, engine::ContactSheetLayout::pictureWidth, engine::ContactSheetLayout::pictureHeight);
}

/// Pixels of two pictures that differ by more than 24 in a channel.
int differingPixels(const QImage& a, const QImage& b)
{
    int count = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            count += std::abs(qRed(p) - qRed(q)) > 24 || std::abs(qGreen(p) - qGreen(q)) > 24 ||
                     std::abs(qBlue(p) - qBlue(q)) > 24;
        }
    return count;
}

const QStringList materialWedge = {"wedge", "scene.drape", "--vary", "cloth.springs.structural=100,200,400",
                                   "--vary", "gravity[1]=-9.81,-5", "-o", "out/k{cloth.springs.structural}-g{gravity[1]}.pc2",
                                   "-j", "2"};

}  // namespace

class TstCliWedge : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_folder = std::make_unique<test::CliFolder>();
        QVERIFY(m_folder->isValid());
        writeText(m_folder->path("scene.drape"), smallScene);
    }

    // Six variants (3 stiffnesses × 2 gravities): each output and its scene file,
    // the scene read back with its values, the manifest all done, and no two
    // outputs alike.
    void localRunBakesEveryVariant()
    {
        const test::CliRun run = m_folder->run(materialWedge);
        QVERIFY2(run.exitCode == 0, qPrintable(run.summary()));
        const engine::WedgeManifest manifest = engine::readManifest(m_folder->path("out/wedge.json").toStdString());
        QCOMPARE(manifest.variants.size(), std::size_t(6));
        QSet<QByteArray> outputs;
        for (const engine::WedgeVariant& variant : manifest.variants) {
            QCOMPARE(int(manifest.status[variant.index].state), int(engine::VariantState::Done));
            const QByteArray output = contents(QString::fromStdString(variant.output.string()));
            QVERIFY2(output.size() > 100, variant.output.c_str());
            outputs.insert(output);
            const engine::Scene scene = engine::loadScene(variant.scene);
            QCOMPARE(scene.cloths[0].springs.structural, std::stod(variant.values[0].second));
            QCOMPARE(scene.gravity.y, std::stod(variant.values[1].second));
        }
        QCOMPARE(outputs.size(), 6);
        QVERIFY(QFileInfo::exists(m_folder->path("out/k400-g-5.pc2")));
        QVERIFY(QFileInfo::exists(m_folder->path("out/k400-g-5.drape")));
        const test::CliRun status = m_folder->run({"wedge", "--status", "out/wedge.json"});
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(status.out.contains("6 variants: 6 done, 0 failed"), qPrintable(status.out));
    }

    // What an interrupted run leaves: one variant "running", its output never
    // written. The second run bakes it alone and leaves the others' files be.
    void rerunBakesOnlyWhatIsNotDone()
    {
        QCOMPARE(m_folder->run(materialWedge).exitCode, 0);
        const std::filesystem::path manifestPath = m_folder->path("out/wedge.json").toStdString();
        engine::WedgeManifest manifest = engine::readManifest(manifestPath);
        std::filesystem::remove(manifest.variants[2].output);
        engine::writeVariantStatus(manifestPath, 2, {engine::VariantState::Running, 0.0, {}});
        const QDateTime touched = QFileInfo(QString::fromStdString(manifest.variants[0].output.string())).lastModified();
        QTest::qWait(1100);   // a rewrite would show in the modification time

        const test::CliRun run = m_folder->run(materialWedge);
        QVERIFY2(run.exitCode == 0, qPrintable(run.summary()));
        QVERIFY2(run.out.contains("6 variants, 1 to bake"), qPrintable(run.out));
        manifest = engine::readManifest(manifestPath);
        for (const engine::WedgeVariant& variant : manifest.variants)
            QCOMPARE(int(manifest.status[variant.index].state), int(engine::VariantState::Done));
        QVERIFY(contents(QString::fromStdString(manifest.variants[2].output.string())).size() > 100);
        QCOMPARE(QFileInfo(QString::fromStdString(manifest.variants[0].output.string())).lastModified(), touched);
    }

    // Stiffness 1e7 N/m with 6 substeps diverges: that variant fails with the
    // bake's own message, the other is baked, and the exit status says so.
    void failingVariantIsRecordedAndTheOthersGoOn()
    {
        const test::CliRun run = m_folder->run(
            {"wedge", "scene.drape", "--vary", "cloth.springs.structural=100,1e7", "-o", "div/{cloth.springs.structural}.pc2"});
        QCOMPARE(run.exitCode, 1);
        const engine::WedgeManifest manifest = engine::readManifest(m_folder->path("div/wedge.json").toStdString());
        QCOMPARE(int(manifest.status[0].state), int(engine::VariantState::Done));
        QCOMPARE(int(manifest.status[1].state), int(engine::VariantState::Failed));
        QVERIFY2(manifest.status[1].error.find("diverged") != std::string::npos, manifest.status[1].error.c_str());
        QVERIFY(QFileInfo::exists(m_folder->path("div/100.pc2")));
        QVERIFY(!QFileInfo::exists(m_folder->path("div/10000000.pc2")));
        const test::CliRun status = m_folder->run({"wedge", "--status", "div/wedge.json"});
        QCOMPARE(status.exitCode, 1);
        QVERIFY2(status.out.contains("diverged") && status.out.contains("1 done, 1 failed"), qPrintable(status.out));
    }

    // The sheet of the six variants: its size is the layout's for six, and each
    // picture differs from every other one. With --sheet-frames 0,5 there are
    // twelve: the frames 0 alike (every variant starts at rest), the frames 5 not.
    void contactSheetShowsEachVariant()
    {
        DRAPE_REQUIRE_GPU();
        QCOMPARE(m_folder->run(materialWedge).exitCode, 0);
        const QImage sheet(m_folder->path("out/wedge-sheet.png"));
        const engine::ContactSheetLayout six = engine::contactSheetLayout(6);
        QCOMPARE(sheet.size(), QSize(six.width(), six.height()));
        for (int a = 0; a < 6; ++a)
            for (int b = a + 1; b < 6; ++b) {
                const int differing = differingPixels(pictureOf(sheet, a), pictureOf(sheet, b));
                QVERIFY2(differing > 50, qPrintable(QStringLiteral("pictures %1 and %2: %3 pixels differ").arg(a).arg(b).arg(differing)));
            }

        QStringList framed = materialWedge;
        framed << "--sheet-frames" << "0,5" << "--manifest" << "framed/wedge.json";
        QCOMPARE(m_folder->run(framed).exitCode, 0);
        const QImage frames(m_folder->path("framed/wedge-sheet.png"));
        const engine::ContactSheetLayout twelve = engine::contactSheetLayout(12);
        QCOMPARE(frames.size(), QSize(twelve.width(), twelve.height()));
        QCOMPARE(differingPixels(pictureOf(frames, 0), pictureOf(frames, 2)), 0);    // variants 0 and 1 at frame 0
        QVERIFY(differingPixels(pictureOf(frames, 1), pictureOf(frames, 3)) > 50);   // and at frame 5
        // --sheet draws the same sheet again from the manifest.
        const test::CliRun again = m_folder->run({"wedge", "--sheet", "framed/wedge.json", "-o", "again.png"});
        QVERIFY2(again.exitCode == 0, qPrintable(again.summary()));
        QCOMPARE(QImage(m_folder->path("again.png")), frames);
    }

    void wedgeFileDoesWhatVaryDoes()
    {
        writeText(m_folder->path("wedge-file.json"), R"({
          "scene": "scene.drape",
          "vary": {"cloth.springs.structural": [100, 200, 400], "air.wind[0]": "0:5:5"},
          "output": "out/k{cloth.springs.structural}-w{air.wind[0]}.pc2",
          "frames": 4
        })");
        const test::CliRun run = m_folder->run({"wedge", "--file", "wedge-file.json", "-j", "2"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.summary()));
        const engine::WedgeManifest manifest = engine::readManifest(m_folder->path("out/wedge.json").toStdString());
        QCOMPARE(manifest.variants.size(), std::size_t(6));
        QCOMPARE(manifest.frames, std::optional<int>(4));
        QVERIFY(QFileInfo::exists(m_folder->path("out/k200-w5.pc2")));
    }

    void badInputIsRefusedBeforeAnyBake_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << QStringList{"wedge", "scene.drape", "--vary", "cloth.colour=1,2", "-o", "out/{cloth.colour}.pc2"}
                                     << 1 << "cloth.colour: unknown key";
        QTest::newRow("pattern without a key") << QStringList{"wedge", "scene.drape", "--vary", "gravity[1]=-9.81,-5", "-o", "out/x.pc2"}
                                               << 1 << "leaves out {gravity[1]}";
        QTest::newRow("no pattern") << QStringList{"wedge", "scene.drape", "--vary", "gravity[1]=-9.81"} << 2 << "expected -o PATTERN";
        QTest::newRow("no vary") << QStringList{"wedge", "scene.drape", "-o", "out/x.pc2"} << 2 << "at least one --vary";
        QTest::newRow("bad range") << QStringList{"wedge", "scene.drape", "--vary", "gravity[1]=0:-1:1", "-o", "out/{gravity[1]}.pc2"}
                                   << 1 << "END ≥ START";
        QTest::newRow("both runners") << QStringList{"wedge", "scene.drape", "--vary", "gravity[1]=1", "-o", "out/{gravity[1]}.pc2", "--local", "--slurm"}
                                      << 2 << "choose one";
        QTest::newRow("missing scene") << QStringList{"wedge", "nowhere.drape", "--vary", "gravity[1]=1", "-o", "out/{gravity[1]}.pc2"}
                                       << 1 << "nowhere.drape";
        QTest::newRow("status of no manifest") << QStringList{"wedge", "--status", "nowhere.json"} << 1 << "nowhere.json";
    }

    void badInputIsRefusedBeforeAnyBake()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const test::CliRun run = m_folder->run(arguments);
        QVERIFY2(run.exitCode == exitCode && run.err.contains(message), qPrintable(run.summary()));
        QVERIFY(QDir(m_folder->path("out")).entryList({"*.pc2"}).isEmpty());
    }

    // A real Slurm: slurmctld, slurmd and munged on this machine, a six-variant
    // job array submitted by --slurm --wait, every output checked, the cluster
    // stopped whatever happened.
    void slurmRunsTheJobArray()
    {
        if (QStandardPaths::findExecutable("slurmctld").isEmpty() || QStandardPaths::findExecutable("sbatch").isEmpty()) {
            if (qEnvironmentVariableIsSet("CI"))
                QFAIL("Slurm is not installed (slurm-wlm and munge are in README's test command)");
            QSKIP("Slurm is not installed (slurm-wlm, munge)");
        }
        const QString script = QStringLiteral(DRAPE_SLURM_SCRIPT);
        const QString cluster = m_folder->path("cluster");
        QProcess start;
        start.start("bash", {script, "start", cluster});
        QVERIFY(start.waitForFinished(120000));
        const QString started = QString::fromUtf8(start.readAllStandardOutput());
        const auto stop = qScopeGuard([&] {
            QProcess stopping;
            stopping.start("bash", {script, "stop", cluster});
            stopping.waitForFinished(60000);
        });
        QVERIFY2(start.exitCode() == 0, qPrintable(started + QString::fromUtf8(start.readAllStandardError())));
        qputenv("SLURM_CONF", (cluster + "/slurm.conf").toUtf8());
        const auto unset = qScopeGuard([] { qunsetenv("SLURM_CONF"); });

        const test::CliRun run = m_folder->run({"wedge", "scene.drape", "--vary", "cloth.springs.structural=100,200,400",
                                                "--vary", "gravity[1]=-9.81,-5", "-o", "farm/k{cloth.springs.structural}-g{gravity[1]}.pc2",
                                                "--slurm", "--wait", "--sbatch=--time=5"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.summary()));
        QVERIFY2(run.out.contains("submitted job array"), qPrintable(run.out));
        const engine::WedgeManifest manifest = engine::readManifest(m_folder->path("farm/wedge.json").toStdString());
        QVERIFY(!manifest.slurmJob.empty());
        for (const engine::WedgeVariant& variant : manifest.variants) {
            QCOMPARE(int(manifest.status[variant.index].state), int(engine::VariantState::Done));
            QVERIFY2(contents(QString::fromStdString(variant.output.string())).size() > 100, variant.output.c_str());
            QVERIFY(QFileInfo::exists(QString::fromStdString(
                (engine::statusFolder(manifest.path) / ("slurm-" + std::to_string(variant.index) + ".out")).string())));
        }
        QCOMPARE(manifest.variants.size(), std::size_t(6));
    }

private:
    std::unique_ptr<test::CliFolder> m_folder;
};

QTEST_GUILESS_MAIN(TstCliWedge)
#include "tst_CliWedge.moc"

// The editor's bake, timeline and export: a bake fills the cache with every
// frame, equal to the engine's own bake on the same backend; the timeline scrubs
// and plays the cache in the viewport; edits mark it stale; re-baking from frame k
// keeps frames 0 … k; cancelling keeps the old cache or writes nothing; exports
// from the dialog's code path write files that re-read.
#include "tests/support/EditorSession.h"

#include "app/BakeController.h"
#include "app/ExportDialog.h"
#include "app/SceneDocument.h"
#include "app/TimelineWidget.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/Pc2Exporter.h"
#include "engine/sim/Bake.h"
#include "engine/sim/SolverFactory.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <cstring>

using namespace drape;

namespace {

constexpr int cols = 16, rows = 12, frames = 30;

/// The flag, made small so a bake takes moments.
bool makeSmall(test::EditorSession& session, engine::BackendChoice backend = engine::BackendChoice::Auto)
{
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].cols = cols;
    edited.cloths[0].rows = rows;
    edited.cloths[0].pins = {{0, 0}, {cols - 1, 0}};
    edited.simulation.frames = frames;
    edited.simulation.backend = backend;
    return session.document()->edit(QStringLiteral("small"), edited);
}

std::vector<glm::vec3> frameOf(const engine::FrameCache& cache, int k)
{
    const auto f = cache.frame(k);
    return {f.begin(), f.end()};
}

bool sameBits(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(glm::vec3)) == 0;
}

/// Cancels the progress dialog named `name` as soon as events are processed.
void cancelSoon(QWidget* parent, const QString& name)
{
    QTimer::singleShot(0, parent, [parent, name] {
        if (auto* dialog = parent->findChild<QProgressDialog*>(name))
            dialog->cancel();
    });
}

}  // namespace

class TstEditorBake : public QObject {
    Q_OBJECT

private slots:
    void bakeEqualsTheEngine_data();
    void bakeEqualsTheEngine();
    void scrubbingShowsTheFrame();
    void playbackAdvancesAndLoops();
    void editMarksTheCacheStale();
    void rebakeFromFrameKeepsEarlierFrames();
    void structuralEditAllowsOnlyFullRebake();
    void cancelledBakeKeepsTheOldCache();
    void divergedBakeKeepsNothing();
    void exportWritesFilesThatReRead();
    void exportTakesCollidersAlongWhenAsked();
    void cancelledExportLeavesNoFile();
    void exportIntoMissingFolderNamesThePath();
};

void TstEditorBake::bakeEqualsTheEngine_data()
{
    QTest::addColumn<int>("backend");
    QTest::newRow("gpu") << int(engine::BackendChoice::Auto);
    QTest::newRow("cpu") << int(engine::BackendChoice::Cpu);
}

void TstEditorBake::bakeEqualsTheEngine()
{
    QFETCH(int, backend);
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session, engine::BackendChoice(backend)));
    app::BakeController* bake = session.window->bakeController();
    QVERIFY(bake->cache() == nullptr);
    QVERIFY(!session.window->findChild<QAction*>(QStringLiteral("exportAction"))->isEnabled());
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    QVERIFY(bake->cache() != nullptr);
    QCOMPARE(bake->cache()->frameCount(), frames);
    QCOMPARE(bake->cache()->points(), cols * rows);
    QVERIFY(!bake->isStale());
    QVERIFY(session.window->findChild<QAction*>(QStringLiteral("exportAction"))->isEnabled());

    // The same bake through the engine directly, on the backend the editor runs.
    const engine::Scene& scene = session.document()->scene();
    session.window->viewport()->makeContextCurrent();
    const bool gpu = session.simulation()->backendName() == QLatin1String("gpu");
    std::unique_ptr<engine::Solver> solver = engine::createSolver(
        scene, engine::usableGeometry(session.document()->colliders()), gpu ? engine::BackendChoice::Gpu : engine::BackendChoice::Cpu, &session.window->viewport()->glInfo());
    QCOMPARE(QString::fromStdString(solver->backendName()), backend == int(engine::BackendChoice::Cpu)
                                                                 ? QStringLiteral("cpu")
                                                                 : session.simulation()->backendName());
    engine::FrameCache direct(cols * rows);
    engine::bake(*solver, scene, frames, direct);
    solver.reset();
    for (int k = 0; k < frames; ++k)
        QVERIFY2(sameBits(frameOf(*bake->cache(), k), frameOf(direct, k)), qPrintable(QString::number(k)));
}

void TstEditorBake::scrubbingShowsTheFrame()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::Viewport* viewport = session.window->viewport();
    QCOMPARE(session.window->bakeController()->bake(), app::BakeController::Result::Baked);
    app::TimelineWidget* timeline = session.window->timeline();
    timeline->setFrame(0);
    QCOMPARE(viewport->shownCachedFrame(), 0);
    const QImage first = viewport->grabFramebuffer();
    timeline->setFrame(frames - 1);
    QCOMPARE(timeline->currentFrame(), frames - 1);
    QCOMPARE(viewport->shownCachedFrame(), frames - 1);
    QCOMPARE(session.window->findChild<QLabel*>(QStringLiteral("frameStatus"))->text(),
             QStringLiteral("Baked frame %1").arg(frames - 1));
    const QImage last = viewport->grabFramebuffer();
    QVERIFY(first != last);
    timeline->setFrame(0);
    QVERIFY(viewport->grabFramebuffer() == first);
    if (const QByteArray shot = qgetenv("DRAPE_BAKE_SCREENSHOT"); !shot.isEmpty()) {
        timeline->setFrame(frames / 2);
        engine::Scene edited = session.document()->scene();
        edited.gravity.y *= 0.5;
        QVERIFY(session.document()->edit(QStringLiteral("gravity"), edited));
        QTest::qWait(200);
        session.window->grab().save(QString::fromLocal8Bit(shot));
        session.document()->undoStack()->undo();
    }

    // Live stepping returns the view to the solver.
    session.simulation()->stepFrame();
    QTRY_COMPARE(viewport->shownCachedFrame(), -1);
}

void TstEditorBake::playbackAdvancesAndLoops()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    QCOMPARE(session.window->bakeController()->bake(), app::BakeController::Result::Baked);
    app::TimelineWidget* timeline = session.window->timeline();
    timeline->setLoop(true);
    timeline->setFrame(frames - 5);
    // Every frame shown, in order: the last frame lasts one tick (1/fps), too
    // short to poll for, so the test listens instead.
    QSignalSpy shown(session.window->viewport(), &app::Viewport::shownCachedFrameChanged);
    timeline->play();
    QVERIFY(timeline->isPlaying());
    QVERIFY(!session.simulation()->isPlaying());
    const auto wrapped = [&shown] {
        bool sawLast = false;
        for (const QList<QVariant>& signal : shown) {
            const int frame = signal.front().toInt();
            sawLast = sawLast || frame == frames - 1;
            if (sawLast && frame >= 0 && frame < frames - 5)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(wrapped(), 20000);
    QVERIFY(timeline->isPlaying());
    QCOMPARE(session.window->viewport()->shownCachedFrame(), timeline->currentFrame());

    timeline->setLoop(false);
    timeline->setFrame(frames - 3);
    QTRY_VERIFY_WITH_TIMEOUT(!timeline->isPlaying(), 20000);
    QCOMPARE(timeline->currentFrame(), frames - 1);

    // Live playback stops the cache's.
    timeline->play();
    QVERIFY(timeline->isPlaying());
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(!timeline->isPlaying(), 20000);
    session.simulation()->pause();
}

void TstEditorBake::editMarksTheCacheStale()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    auto* staleLabel = session.window->findChild<QLabel*>(QStringLiteral("staleLabel"));
    auto* rebakeAll = session.window->findChild<QPushButton*>(QStringLiteral("rebakeAllButton"));
    auto* rebakeHere = session.window->findChild<QPushButton*>(QStringLiteral("rebakeHereButton"));
    QVERIFY(staleLabel && rebakeAll && rebakeHere);
    QVERIFY(!bake->isStale());
    QVERIFY(!staleLabel->isVisible());

    engine::Scene edited = session.document()->scene();
    edited.cloths[0].springs.structural *= 0.5;
    QVERIFY(session.document()->edit(QStringLiteral("stiffness"), edited));
    QVERIFY(bake->isStale());
    QVERIFY(staleLabel->isVisible());
    QVERIFY(rebakeAll->isVisible() && rebakeHere->isVisible());
    session.window->timeline()->setFrame(12);
    QVERIFY(rebakeHere->isEnabled());
    QVERIFY(rebakeHere->text().contains(QStringLiteral("12")));

    session.document()->undoStack()->undo();  // back to the baked scene
    QVERIFY(!bake->isStale());
    QVERIFY(!staleLabel->isVisible());
}

void TstEditorBake::rebakeFromFrameKeepsEarlierFrames()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    std::vector<std::vector<glm::vec3>> before;
    for (int k = 0; k < frames; ++k)
        before.push_back(frameOf(*bake->cache(), k));

    // A metadata edit, re-baked from frame 10: the re-simulated state is the baked
    // one, so every frame comes out the same (the solvers are deterministic).
    engine::Scene renamed = session.document()->scene();
    renamed.name = "Renamed";
    QVERIFY(session.document()->edit(QStringLiteral("rename"), renamed));
    QVERIFY(bake->isStale());
    QVERIFY(bake->canRebakeFrom(10));
    QCOMPARE(bake->bake(10), app::BakeController::Result::Baked);
    QVERIFY(!bake->isStale());
    for (int k = 0; k < frames; ++k)
        QVERIFY2(sameBits(frameOf(*bake->cache(), k), before[std::size_t(k)]), qPrintable(QString::number(k)));

    // A live edit from frame 10: frames 0 … 10 kept bit for bit, later ones change.
    constexpr int k = 10;
    engine::Scene edited = session.document()->scene();
    edited.gravity.y *= 2.0;
    QVERIFY(session.document()->edit(QStringLiteral("gravity"), edited));
    QVERIFY(bake->canRebakeFrom(k));
    QCOMPARE(bake->bake(k), app::BakeController::Result::Baked);
    QCOMPARE(bake->cache()->frameCount(), frames);
    for (int f = 0; f <= k; ++f)
        QVERIFY2(sameBits(frameOf(*bake->cache(), f), before[std::size_t(f)]), qPrintable(QString::number(f)));
    for (int f = k + 1; f < frames; ++f)
        QVERIFY2(!sameBits(frameOf(*bake->cache(), f), before[std::size_t(f)]), qPrintable(QString::number(f)));

    // A second re-bake from a later frame replays both parameter sets.
    const std::vector<glm::vec3> at20 = frameOf(*bake->cache(), 20);
    engine::Scene again = session.document()->scene();
    again.name = "Again";
    QVERIFY(session.document()->edit(QStringLiteral("rename"), again));
    QCOMPARE(bake->bake(15), app::BakeController::Result::Baked);
    QVERIFY(sameBits(frameOf(*bake->cache(), 20), at20));
}

void TstEditorBake::structuralEditAllowsOnlyFullRebake()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    engine::Scene edited = session.document()->scene();
    edited.simulation.fps = 30;  // a new frame rate restarts the cloth (substeps alone are a live edit)
    edited.simulation.substeps *= 2;  // the same dt: stable
    QVERIFY(session.document()->edit(QStringLiteral("fps"), edited));
    QVERIFY(bake->isStale());
    QString why;
    QVERIFY(!bake->canRebakeFrom(10, &why));
    QVERIFY(why.contains(QStringLiteral("frame 0")));
    session.window->timeline()->setFrame(10);
    auto* rebakeHere = session.window->findChild<QPushButton*>(QStringLiteral("rebakeHereButton"));
    QVERIFY(!rebakeHere->isEnabled());
    QCOMPARE(rebakeHere->toolTip(), why);
    QCOMPARE(bake->bake(10), app::BakeController::Result::Failed);
    QCOMPARE(bake->bake(0), app::BakeController::Result::Baked);
    QVERIFY(!bake->isStale());
}

void TstEditorBake::cancelledBakeKeepsTheOldCache()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    const engine::FrameCache* cache = bake->cache();
    const std::vector<glm::vec3> last = frameOf(*cache, frames - 1);
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].springs.structural *= 0.5;
    QVERIFY(session.document()->edit(QStringLiteral("stiffness"), edited));

    cancelSoon(session.window.get(), QStringLiteral("bakeProgress"));
    QCOMPARE(bake->bakeWithDialog(session.window.get()), app::BakeController::Result::Cancelled);
    QCOMPARE(bake->cache(), cache);
    QCOMPARE(bake->cache()->frameCount(), frames);
    QVERIFY(sameBits(frameOf(*bake->cache(), frames - 1), last));
    QVERIFY(bake->isStale());
}

void TstEditorBake::divergedBakeKeepsNothing()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    const engine::FrameCache* cache = bake->cache();
    engine::Scene edited = session.document()->scene();
    edited.simulation.substeps = 1;
    edited.cloths[0].springs.structural = 1e6;
    QVERIFY(session.document()->edit(QStringLiteral("explode"), edited));
    QCOMPARE(bake->bakeWithDialog(session.window.get()), app::BakeController::Result::Diverged);
    QCOMPARE(bake->cache(), cache);
    QVERIFY2(session.window->lastError().contains(QStringLiteral("diverged at frame")),
             qPrintable(session.window->lastError()));
}

void TstEditorBake::exportWritesFilesThatReRead()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    QTemporaryDir dir;
    app::ExportDialog dialog(bake, session.window.get());
    engine::ExportOptions options;
    options.first = 2;
    options.every = 3;
    const int exported = int(engine::exportedFrames(options, frames).size());

    // PC2: the point cache is exactly as large as expected; its header and samples re-read.
    const QString pc2 = dir.filePath(QStringLiteral("cloth.pc2"));
    dialog.setPath(pc2);
    QVERIFY(dialog.expectedSizeText().contains(QString::number(frames)));  // the form: every frame
    QVERIFY(dialog.exportTo(pc2, options));
    QFile file(pc2);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.size(), qint64(32 + exported * cols * rows * 12));
    const QString mesh = QString::fromStdString(engine::pc2MeshPath(pc2.toStdString()).string());
    QVERIFY(QFile::exists(mesh));
    // expectedExportSize(Pc2) is the point cache (exact) plus the OBJ mesh (a text
    // estimate: expectedExportSize(Obj) of one frame); the point cache must match to the byte.
    const auto expected = engine::expectedExportSize(engine::ExportFormat::Pc2, engine::gridClothMesh(cols, rows), exported, true);
    const auto meshEstimate = engine::expectedExportSize(engine::ExportFormat::Obj, engine::gridClothMesh(cols, rows), 1, true);
    QCOMPARE(std::uint64_t(file.size()), expected - meshEstimate);
    const QByteArray bytes = file.readAll();
    QCOMPARE(bytes.left(12), QByteArray("POINTCACHE2\0", 12));
    std::int32_t version = 0, points = 0, samples = 0;
    float start = 0, rate = 0;
    std::memcpy(&version, bytes.data() + 12, 4);
    std::memcpy(&points, bytes.data() + 16, 4);
    std::memcpy(&start, bytes.data() + 20, 4);
    std::memcpy(&rate, bytes.data() + 24, 4);
    std::memcpy(&samples, bytes.data() + 28, 4);
    QCOMPARE(version, 1);
    QCOMPARE(points, cols * rows);
    QCOMPARE(samples, exported);
    QCOMPARE(start, 2.0f);
    QCOMPARE(rate, 3.0f);
    for (int s = 0; s < samples; ++s) {
        std::vector<glm::vec3> sample(static_cast<std::size_t>(points));
        std::memcpy(sample.data(), bytes.data() + 32 + std::size_t(s) * std::size_t(points) * 12,
                    std::size_t(points) * 12);
        QVERIFY2(sameBits(sample, frameOf(*bake->cache(), 2 + 3 * s)), qPrintable(QString::number(s)));
    }

    // glb: a glTF binary container whose header states the file's length.
    const QString glb = dir.filePath(QStringLiteral("cloth.glb"));
    QVERIFY(dialog.exportTo(glb, options));
    QFile glbFile(glb);
    QVERIFY(glbFile.open(QIODevice::ReadOnly));
    const QByteArray glbBytes = glbFile.readAll();
    QCOMPARE(glbBytes.left(4), QByteArray("glTF"));
    std::uint32_t length = 0;
    std::memcpy(&length, glbBytes.data() + 8, 4);
    QCOMPARE(qint64(length), glbFile.size());
    const auto glbExpected = engine::expectedExportSize(engine::ExportFormat::Glb, engine::gridClothMesh(cols, rows), exported, true);
    QVERIFY2(std::abs(double(glbFile.size()) - double(glbExpected)) < 0.05 * double(glbExpected),
             qPrintable(QString::number(glbFile.size())));
    QCOMPARE(glbBytes.mid(16, 4), QByteArray("JSON"));
    if (const QByteArray shot = qgetenv("DRAPE_EXPORT_SCREENSHOT"); !shot.isEmpty()) {
        dialog.setPath(glb);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(QString::fromLocal8Bit(shot));
        dialog.hide();
    }
}

void TstEditorBake::exportTakesCollidersAlongWhenAsked()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    engine::Scene withBall = session.document()->scene();
    engine::ColliderSpec ball;
    ball.name = "Ball";
    ball.position = {0.0, 0.5, 0.0};
    withBall.colliders = {ball};
    QVERIFY(session.document()->edit(QStringLiteral("ball"), withBall));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    app::ExportDialog dialog(bake, session.window.get());
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("exportColliders"));
    QVERIFY(box);
    QTemporaryDir dir;
    dialog.setPath(dir.filePath(QStringLiteral("setup.glb")));
    QVERIFY(box->isEnabled());
    QVERIFY(!box->isChecked());  // off by default
    QVERIFY(dialog.options().colliders.empty());
    box->setChecked(true);
    const engine::ExportOptions options = dialog.options();
    QCOMPARE(options.colliders.size(), std::size_t(1));
    QCOMPARE(options.colliders[0].name, std::string("Ball"));
    QVERIFY(dialog.exportTo(dialog.path(), options));
    // An OBJ sequence animates the cloth alone: the box is off there and asks for nothing.
    dialog.setPath(dir.filePath(QStringLiteral("cloth.obj")));
    QVERIFY(!box->isEnabled());
    QVERIFY(dialog.options().colliders.empty());
}

void TstEditorBake::cancelledExportLeavesNoFile()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    QTemporaryDir dir;
    app::ExportDialog dialog(bake, session.window.get());
    for (const char* name : {"cancelled.glb", "cancelled.pc2"}) {
        cancelSoon(&dialog, QStringLiteral("exportProgress"));
        QVERIFY(!dialog.exportTo(dir.filePath(QLatin1String(name)), engine::ExportOptions{}));
        QVERIFY(dialog.lastError().isEmpty());  // a cancel is no error
        QVERIFY2(QDir(dir.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 qPrintable(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).join(u',')));
    }
}

void TstEditorBake::exportIntoMissingFolderNamesThePath()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(makeSmall(session));
    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    QTemporaryDir dir;
    app::ExportDialog dialog(bake, session.window.get());
    const QString missing = dir.filePath(QStringLiteral("missing/cloth.glb"));
    QVERIFY(!dialog.exportTo(missing, engine::ExportOptions{}));
    QVERIFY2(dialog.lastError().contains(QDir::toNativeSeparators(missing)), qPrintable(dialog.lastError()));
    QVERIFY(!QFile::exists(missing));
    QTRY_VERIFY(session.window->findChild<QWidget*>(QStringLiteral("errorBox")) != nullptr);

    const QString unknown = dir.filePath(QStringLiteral("cloth.xyz"));
    QVERIFY(!dialog.exportTo(unknown, engine::ExportOptions{}));
    QVERIFY(dialog.lastError().contains(QStringLiteral("cloth.xyz")));
    dialog.setPath(unknown);
    QVERIFY(dialog.expectedSizeText().contains(QStringLiteral(".pc2")));
}

QTEST_MAIN(TstEditorBake)
#include "tst_EditorBake.moc"

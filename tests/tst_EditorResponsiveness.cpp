// A large cloth never freezes the editor (docs/editor.md, "Large cloths"): a
// 2000 × 2000 cloth (4 million particles, seconds a frame on llvmpipe) is asked
// about before it is opened or edited in, with its estimated frame cost; while
// it plays, a menu shortcut's dialog opens within a second, the viewport shows
// the real-time ratio, and Esc pauses at once. Negative controls: the flag is
// not asked about, and playing the large cloth in whole frames (no slices)
// keeps the dialog waiting for seconds.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "engine/io/SceneFile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QWindow>

#include <functional>
#include <limits>

using namespace drape;

namespace {

constexpr int largeSide = 2000;

/// The flag example at `side` × `side`, pinned at its top corners, written into `dir`.
QString writeLargeFlag(const QTemporaryDir& dir, int side)
{
    QFile example(QStringLiteral(":/examples/flag.drape"));
    if (!example.open(QIODevice::ReadOnly))
        return {};
    engine::Scene scene = engine::parseScene(example.readAll().toStdString(), "flag.drape", {});
    scene.cloth.cols = side;
    scene.cloth.rows = side;
    scene.cloth.spacing = 1.9 / side;
    scene.cloth.pins = {{0, 0}, {side - 1, 0}};
    const QString path = dir.filePath(QStringLiteral("large.drape"));
    engine::saveScene(scene, std::filesystem::path(path.toStdString()));
    return path;
}

/// Presses `key` as a user would while the cloth plays: the press falls due at a
/// moment the test does not choose and is handled from the event loop once the
/// slice of substeps in progress ends, as a key from the X server is. Returns
/// the seconds from the moment it fell due until `done` holds, polled from the
/// event loop (also from within a dialog's own): infinity after 30 s, and NaN
/// (which fails any comparison) when `simulation` ran no slice before the press. The
/// window is made active first: with no window manager under Xvfb, nothing
/// gives it the focus back once a dialog closes.
double secondsUntil(QWidget* window, int key, Qt::KeyboardModifiers modifiers, const std::function<bool()>& done,
                    app::SimulationController* simulation)
{
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return std::numeric_limits<double>::infinity();
    constexpr qint64 dueNs = 700'000'000;
    QElapsedTimer clock;
    double seconds = -1.0;
    bool pressed = false;
    // Not vacuous: the cloth ran slices up to the press.
    int slicesBefore = 0;
    const QMetaObject::Connection counting =
        QObject::connect(simulation, &app::SimulationController::sliceDone, [&] { slicesBefore += pressed ? 0 : 1; });
    // Two timers: one does not fire again while its handler waits in a dialog.
    QTimer press, check;
    QObject::connect(&press, &QTimer::timeout, [&] {
        if (pressed || clock.nsecsElapsed() < dueNs)
            return;
        pressed = true;
        QTest::keyClick(window, Qt::Key(key), modifiers);  // returns once a dialog it opened closes
    });
    QObject::connect(&check, &QTimer::timeout, [&] {
        if (pressed && seconds < 0.0 && done())
            seconds = double(clock.nsecsElapsed() - dueNs) * 1e-9;
    });
    clock.start();
    press.start(5);
    check.start(5);
    const bool answered = QTest::qWaitFor([&] { return seconds >= 0.0; }, 30000);
    QObject::disconnect(counting);
    if (slicesBefore < 1)
        return std::numeric_limits<double>::quiet_NaN();  // fails either comparison
    return answered ? seconds : std::numeric_limits<double>::infinity();
}

/// Whether the Open dialog is up and on screen; it is closed again at once.
bool openDialogShown()
{
    auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
    if (!dialog || !dialog->windowHandle() || !dialog->windowHandle()->isExposed())
        return false;
    dialog->reject();
    return true;
}

}  // namespace

class TstEditorResponsiveness : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void smallScenesAreNotAskedAbout();
    void cancelKeepsTheSceneOpen();
    void goOnPausedOpensItPaused();
    void largeGridEditIsAskedAbout();
    void shortcutsAnswerWhileALargeClothPlays();

private:
    QTemporaryDir m_dir;
    QString m_largePath;
};

void TstEditorResponsiveness::init()
{
    if (m_largePath.isEmpty())
        m_largePath = writeLargeFlag(m_dir, largeSide);
    QVERIFY(QFile::exists(m_largePath));
}

void TstEditorResponsiveness::smallScenesAreNotAskedAbout()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->setConfirmSlowScenes(true);
    int asked = 0;
    const auto answers = test::answerFrameCostQuestions(QMessageBox::Cancel, &asked);
    QTemporaryDir dir;
    const QString small = writeLargeFlag(dir, 64);
    QVERIFY(session.window->openFile(small));
    QCOMPARE(session.document()->scene().cloth.cols, 64);
    QCOMPARE(asked, 0);
}

void TstEditorResponsiveness::cancelKeepsTheSceneOpen()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->setConfirmSlowScenes(true);
    int asked = 0;
    const auto answers = test::answerFrameCostQuestions(QMessageBox::Cancel, &asked);
    const engine::Scene before = session.document()->scene();
    QVERIFY(!session.window->openFile(m_largePath));
    QCOMPARE(asked, 1);
    QVERIFY(session.document()->scene() == before);
    QVERIFY(session.window->lastError().isEmpty());  // declined, not failed: no error box
}

void TstEditorResponsiveness::goOnPausedOpensItPaused()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->setConfirmSlowScenes(true);
    session.simulation()->play();
    int asked = 0;
    const auto answers = test::answerFrameCostQuestions(QMessageBox::No, &asked);
    QVERIFY(session.window->openFile(m_largePath));
    QCOMPARE(asked, 1);
    QCOMPARE(session.document()->scene().cloth.cols, largeSide);
    QVERIFY(!session.simulation()->isPlaying());
    QCOMPARE(session.simulation()->frame(), 0);
}

void TstEditorResponsiveness::largeGridEditIsAskedAbout()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->setConfirmSlowScenes(true);
    int asked = 0;
    auto answers = test::answerFrameCostQuestions(QMessageBox::Cancel, &asked);
    auto* columns = session.window->findChild<QSpinBox*>(QStringLiteral("columnsSpin"));
    auto* rows = session.window->findChild<QSpinBox*>(QStringLiteral("rowsSpin"));
    QVERIFY(columns && rows);
    const int colsBefore = session.document()->scene().cloth.cols;

    columns->setValue(colsBefore + 1);  // a little more work: not asked
    QCOMPARE(asked, 0);
    QCOMPARE(session.document()->scene().cloth.cols, colsBefore + 1);

    constexpr int manyRows = 8000;  // 65 × 8000 particles × 40 substeps: over half a second a frame here
    rows->setValue(manyRows);
    QCOMPARE(asked, 1);
    QCOMPARE(session.document()->scene().cloth.rows, 48);
    QCOMPARE(rows->value(), 48);  // the field shows the scene again

    answers = test::answerFrameCostQuestions(QMessageBox::Yes, &asked);
    session.simulation()->play();
    rows->setValue(manyRows);
    QCOMPARE(asked, 2);
    QCOMPARE(session.document()->scene().cloth.rows, manyRows);
    QVERIFY(session.simulation()->isPlaying());
    session.simulation()->pause();
}

void TstEditorResponsiveness::shortcutsAnswerWhileALargeClothPlays()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->setConfirmSlowScenes(true);
    const auto answers = test::answerFrameCostQuestions(QMessageBox::Yes);
    QVERIFY(session.window->openFile(m_largePath));
    app::SimulationController* simulation = session.simulation();

    // Negative control first: whole frames keep the window waiting for seconds.
    simulation->setSliceBudget(std::numeric_limits<double>::infinity());
    simulation->play();
    QTRY_VERIFY_WITH_TIMEOUT(simulation->frame() >= 1, 60000);
    const double wholeFrames = secondsUntil(session.window.get(), Qt::Key_O, Qt::ControlModifier, openDialogShown, simulation);
    qInfo("Open dialog, whole frames: %.2f s (a frame takes %.2f s)", wholeFrames, simulation->lastFrameSeconds());
    QVERIFY2(wholeFrames > 1.0, qPrintable(QString::number(wholeFrames)));

    simulation->setSliceBudget(app::SimulationController::defaultSliceBudgetSeconds);
    const double sliced = secondsUntil(session.window.get(), Qt::Key_O, Qt::ControlModifier, openDialogShown, simulation);
    qInfo("Open dialog, in slices: %.2f s", sliced);
    QVERIFY2(sliced < 1.0, qPrintable(QString::number(sliced)));

    // The viewport shows how far behind real time the cloth is.
    QTRY_VERIFY_WITH_TIMEOUT(simulation->realTimeRatio() > 0.0, 10000);
    const double ratio = simulation->realTimeRatio();
    QVERIFY2(ratio < 0.1, qPrintable(QString::number(ratio)));
    const QString readout = session.window->viewport()->speedReadout();
    QVERIFY2(readout.endsWith(QStringLiteral("× real time")) && readout.startsWith(QStringLiteral("0.0")),
             qPrintable(readout));

    // Esc pauses at once, mid-frame, and nothing more runs after it.
    QVERIFY(simulation->isPlaying());
    const double pausing =
        secondsUntil(session.window.get(), Qt::Key_Escape, Qt::NoModifier, [&] { return !simulation->isPlaying(); }, simulation);
    qInfo("Esc paused after %.2f s", pausing);
    QVERIFY2(pausing < 1.0, qPrintable(QString::number(pausing)));
    QVERIFY(session.window->viewport()->speedReadout().isEmpty());
    const int frame = simulation->frame();
    const double progress = simulation->frameProgress();
    QTest::qWait(1000);
    QCOMPARE(simulation->frame(), frame);
    QCOMPARE(simulation->frameProgress(), progress);

    // Space plays again and pauses again.
    QTest::keyClick(session.window.get(), Qt::Key_Space);
    QVERIFY(simulation->isPlaying());
    const double toggling =
        secondsUntil(session.window.get(), Qt::Key_Space, Qt::NoModifier, [&] { return !simulation->isPlaying(); }, simulation);
    QVERIFY2(toggling < 1.0, qPrintable(QString::number(toggling)));
}

QTEST_MAIN(TstEditorResponsiveness)
#include "tst_EditorResponsiveness.moc"

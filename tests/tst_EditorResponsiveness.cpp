// A large cloth never freezes the editor (docs/editor.md, "Large cloths"): a
// 2000 × 2000 cloth (4 million particles, seconds a frame on llvmpipe) is asked
// about before it is opened or edited in, with its estimated frame cost; while
// it plays, a menu shortcut's dialog opens before another slice of substeps
// runs, mid-frame, the viewport shows the real-time ratio, and Esc pauses at
// once. Nothing here reads a clock: answers are counted in slices. Negative
// controls: the flag is not asked about, and playing the large cloth in whole
// frames (no slices) gives a key no moment inside a frame to be answered in.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "engine/io/SceneFile.h"

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
    scene.cloths[0].cols = side;
    scene.cloths[0].rows = side;
    scene.cloths[0].spacing = 1.9 / side;
    scene.cloths[0].pins = {{0, 0}, {side - 1, 0}};
    const QString path = dir.filePath(QStringLiteral("large.drape"));
    engine::saveScene(scene, std::filesystem::path(path.toStdString()));
    return path;
}

/// What happened to a key pressed while the cloth played (see pressBetweenSlices).
struct KeyAnswer {
    bool midFrame = false;   ///< a slice ended inside a frame, and the key came then
    bool answered = false;   ///< `done` held afterwards, within 60 s
    int slicesBefore = 0;    ///< slices that ran after the key came and before `done` held
};

/// Presses `key` as a user would while the cloth plays: the press is posted to
/// the event loop the moment a slice of substeps ends inside a frame (a key from
/// the X server arrives the same way, at a moment the editor does not choose),
/// and `done` is polled from the event loop (also from within a dialog's own).
/// Counting slices rather than seconds makes the answer the same on any machine:
/// a key waits at most for the slice in progress, and with slices a fraction of
/// a frame, that is a fraction of a frame. With whole frames no slice ends
/// inside a frame, so `midFrame` stays false and a key waits for the frame.
/// The window is made active first: with no window manager under Xvfb, nothing
/// gives it the focus back once a dialog closes.
KeyAnswer pressBetweenSlices(QWidget* window, int key, Qt::KeyboardModifiers modifiers, const std::function<bool()>& done,
                             app::SimulationController* simulation, int framesToWatch)
{
    KeyAnswer answer;
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return answer;
    const int lastFrame = simulation->frame() + framesToWatch;
    bool pressed = false;
    bool answeredNow = false;
    const QMetaObject::Connection counting = QObject::connect(simulation, &app::SimulationController::sliceDone, [&] {
        if (pressed) {
            answer.slicesBefore += answeredNow ? 0 : 1;
            return;
        }
        if (simulation->frameProgress() <= 0.0)
            return;  // on a frame boundary
        pressed = true;
        answer.midFrame = true;
        QMetaObject::invokeMethod(
            window,
            [&, window] { QTest::keyClick(window, Qt::Key(key), modifiers); },  // returns once a dialog it opened closes
            Qt::QueuedConnection);
    });
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, [&] {
        if (pressed && !answeredNow && done())
            answeredNow = true;
    });
    check.start(5);
    answer.answered = QTest::qWaitFor([&] { return answeredNow || (!pressed && simulation->frame() >= lastFrame); }, 60000)
                      && answeredNow;
    QObject::disconnect(counting);
    return answer;
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
    QCOMPARE(session.document()->scene().cloths[0].cols, 64);
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
    QCOMPARE(session.document()->scene().cloths[0].cols, largeSide);
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
    const int colsBefore = session.document()->scene().cloths[0].cols;

    columns->setValue(colsBefore + 1);  // a little more work: not asked
    QCOMPARE(asked, 0);
    QCOMPARE(session.document()->scene().cloths[0].cols, colsBefore + 1);

    constexpr int manyRows = 8000;  // 65 × 8000 particles × 40 substeps: over half a second a frame here
    rows->setValue(manyRows);
    QCOMPARE(asked, 1);
    QCOMPARE(session.document()->scene().cloths[0].rows, 48);
    QCOMPARE(rows->value(), 48);  // the field shows the scene again

    answers = test::answerFrameCostQuestions(QMessageBox::Yes, &asked);
    session.simulation()->play();
    rows->setValue(manyRows);
    QCOMPARE(asked, 2);
    QCOMPARE(session.document()->scene().cloths[0].rows, manyRows);
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

    // Negative control first: in whole frames no slice ends inside a frame, so
    // a key that comes while a frame computes waits for all of it.
    simulation->setSliceBudget(std::numeric_limits<double>::infinity());
    simulation->play();
    QTRY_VERIFY_WITH_TIMEOUT(simulation->frame() >= 1, 60000);
    const KeyAnswer wholeFrames =
        pressBetweenSlices(session.window.get(), Qt::Key_O, Qt::ControlModifier, openDialogShown, simulation, 1);
    QVERIFY(!wholeFrames.midFrame);

    // In slices, the Open dialog's shortcut is answered mid-frame, before
    // another slice runs.
    simulation->setSliceBudget(app::SimulationController::defaultSliceBudgetSeconds);
    const KeyAnswer sliced =
        pressBetweenSlices(session.window.get(), Qt::Key_O, Qt::ControlModifier, openDialogShown, simulation, 1);
    QVERIFY(sliced.midFrame);
    QVERIFY(sliced.answered);
    QCOMPARE(sliced.slicesBefore, 0);

    // The viewport shows how far behind real time the cloth is.
    QTRY_VERIFY_WITH_TIMEOUT(simulation->realTimeRatio() > 0.0, 10000);
    const double ratio = simulation->realTimeRatio();
    QVERIFY2(ratio < 1.0, qPrintable(QString::number(ratio)));
    const QString readout = session.window->viewport()->speedReadout();
    QVERIFY2(readout.endsWith(QStringLiteral("× real time")) && readout.startsWith(QStringLiteral("0.")),
             qPrintable(readout));

    // Esc pauses at once, mid-frame, and nothing more runs after it.
    QVERIFY(simulation->isPlaying());
    const KeyAnswer pausing = pressBetweenSlices(
        session.window.get(), Qt::Key_Escape, Qt::NoModifier, [&] { return !simulation->isPlaying(); }, simulation, 1);
    QVERIFY(pausing.midFrame);
    QVERIFY(pausing.answered);
    QCOMPARE(pausing.slicesBefore, 0);
    QVERIFY(session.window->viewport()->speedReadout().isEmpty());
    const int frame = simulation->frame();
    const double progress = simulation->frameProgress();
    QVERIFY(progress > 0.0);
    QTest::qWait(1000);
    QCOMPARE(simulation->frame(), frame);
    QCOMPARE(simulation->frameProgress(), progress);

    // Space plays again and pauses again.
    QTest::keyClick(session.window.get(), Qt::Key_Space);
    QVERIFY(simulation->isPlaying());
    const KeyAnswer toggling = pressBetweenSlices(
        session.window.get(), Qt::Key_Space, Qt::NoModifier, [&] { return !simulation->isPlaying(); }, simulation, 1);
    QVERIFY(toggling.midFrame);
    QVERIFY(toggling.answered);
    QCOMPARE(toggling.slicesBefore, 0);
}

QTEST_MAIN(TstEditorResponsiveness)
#include "tst_EditorResponsiveness.moc"

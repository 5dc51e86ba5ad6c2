// Play, step and reset in the editor, live edits while playing, structural edits
// that rebuild, both backends, and a divergence that pauses with a message.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"

#include "engine/scene/Stability.h"

using namespace drape;

class TstEditorSimulation : public QObject {
    Q_OBJECT

private slots:
    void playAdvancesFrames();
    void stepAdvancesExactlyOneFrame();
    void resetReturnsToRest();
    void liveStiffnessChangeKeepsPlaying();
    void gridChangeRebuildsAtRest();
    void cpuBackendRunsToo();
    void divergencePausesWithAMessage();
};

void TstEditorSimulation::playAdvancesFrames()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QCOMPARE(session.simulation()->frame(), 0);
    session.simulation()->play();
    QVERIFY(session.simulation()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 3, 20000);
    session.simulation()->pause();
    QVERIFY(!session.simulation()->isPlaying());
}

void TstEditorSimulation::stepAdvancesExactlyOneFrame()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    for (int expected = 1; expected <= 3; ++expected) {
        session.simulation()->stepFrame();  // in slices: done once frameChanged says so
        QTRY_COMPARE(session.simulation()->frame(), expected);
    }
    QVERIFY(!session.simulation()->isPlaying());
}

void TstEditorSimulation::resetReturnsToRest()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    std::vector<glm::vec3> rest, moved, after;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(rest);
    for (int f = 1; f <= 5; ++f) {
        session.simulation()->stepFrame();
        QTRY_COMPARE(session.simulation()->frame(), f);
    }
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(moved);
    QVERIFY(moved != rest);
    session.simulation()->reset();
    QCOMPARE(session.simulation()->frame(), 0);
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(after);
    QVERIFY(after == rest);
}

void TstEditorSimulation::liveStiffnessChangeKeepsPlaying()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 2, 20000);
    const engine::Solver* solver = session.simulation()->solver();
    const int before = session.simulation()->frame();
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].springs.structural *= 0.5;
    QVERIFY(session.document()->edit(QStringLiteral("stiffness"), edited));
    QCOMPARE(session.simulation()->solver(), solver);  // the same solver: not rebuilt
    QVERIFY(session.simulation()->frame() >= before);  // not reset
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() > before + 1, 20000);
    QVERIFY(session.simulation()->isPlaying());
}

void TstEditorSimulation::gridChangeRebuildsAtRest()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.simulation()->stepFrame();
    QTRY_COMPARE(session.simulation()->frame(), 1);
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].cols = 20;
    edited.cloths[0].pins = {{0, 0}, {19, 0}};
    QVERIFY(session.document()->edit(QStringLiteral("columns"), edited));
    QCOMPARE(session.simulation()->frame(), 0);
    std::vector<glm::vec3> x;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    QCOMPARE(x.size(), std::size_t(20 * edited.cloths[0].rows));
}

void TstEditorSimulation::cpuBackendRunsToo()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    engine::Scene edited = session.document()->scene();
    edited.simulation.backend = engine::BackendChoice::Cpu;
    QVERIFY(session.document()->edit(QStringLiteral("backend"), edited));
    QCOMPARE(session.simulation()->backendName(), QStringLiteral("cpu"));
    session.simulation()->stepFrame();
    QTRY_COMPARE(session.simulation()->frame(), 1);
    session.document()->undoStack()->undo();
    QCOMPARE(session.simulation()->backendName(), QStringLiteral("gpu"));
}

void TstEditorSimulation::divergencePausesWithAMessage()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    engine::Scene edited = session.document()->scene();
    edited.simulation.substeps = 2;  // far past the stability limit: the cloth explodes
    QVERIFY(!engine::isTimeStepStable(edited));
    QVERIFY(session.document()->edit(QStringLiteral("substeps"), edited));
    QSignalSpy diverged(session.simulation(), &app::SimulationController::diverged);
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(diverged.count() == 1, 30000);
    QVERIFY(!session.simulation()->isPlaying());
    QCOMPARE(session.simulation()->frame(), 0);
    QVERIFY2(session.window->lastError().contains(QStringLiteral("diverged at frame")), qPrintable(session.window->lastError()));
    std::vector<glm::vec3> x;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    for (const glm::vec3& p : x)
        QVERIFY(std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z));
}

QTEST_MAIN(TstEditorSimulation)
#include "tst_EditorSimulation.moc"

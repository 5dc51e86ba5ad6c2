// The editor survives OpenGL failures (forced with DRAPE_FAIL_SHADER): a solver
// shader the driver rejects sends the simulation to the CPU backend with the
// reason shown, and a rejected drawing shader puts the reason in the viewport
// while the simulation runs on.
#include "tests/support/EditorSession.h"

#include <QStatusBar>

using namespace drape;

class TstEditorGlFailures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { qunsetenv("DRAPE_FAIL_SHADER"); }
    void solverShaderFailureFallsBackToCpu();
    void drawingShaderFailureIsShownInTheView();
};

void TstEditorGlFailures::solverShaderFailureFallsBackToCpu()
{
    qputenv("DRAPE_FAIL_SHADER", "cloth_step.comp");
    test::EditorSession session;
    QVERIFY(session.ready);
    QCOMPARE(session.simulation()->backendName(), QStringLiteral("cpu"));
    QVERIFY(!session.simulation()->gpuAvailable());
    QVERIFY2(session.simulation()->gpuUnavailableReason().contains(QStringLiteral("cloth_step.comp")),
             qPrintable(session.simulation()->gpuUnavailableReason()));
    session.simulation()->stepFrame();
    QTRY_COMPARE(session.simulation()->frame(), 1);
    QVERIFY(session.window->viewport()->renderFailure().isEmpty());
}

void TstEditorGlFailures::drawingShaderFailureIsShownInTheView()
{
    qputenv("DRAPE_FAIL_SHADER", "cloth.vert");
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY2(session.window->viewport()->renderFailure().contains(QStringLiteral("cloth.vert")),
             qPrintable(session.window->viewport()->renderFailure()));
    QCOMPARE(session.simulation()->backendName(), QStringLiteral("gpu"));
    session.simulation()->stepFrame();
    QTRY_COMPARE(session.simulation()->frame(), 1);
    QVERIFY(!session.window->viewport()->grabFramebuffer().isNull());  // draws its message, does not crash
}

QTEST_MAIN(TstEditorGlFailures)
#include "tst_EditorGlFailures.moc"

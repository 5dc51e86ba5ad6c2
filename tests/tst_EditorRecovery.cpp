// Crash safety in the editor: unsaved changes are written to a recovery file
// (on demand, on a timer, on divergence); a later start offers them back; a
// clean exit or a save leaves nothing to recover; a save keeps the old file as
// NAME.drape~.
#include "tests/support/EditorSession.h"

#include "app/RecoveryFile.h"
#include "app/SceneDocument.h"

#include "engine/io/SceneFile.h"

#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace drape;

namespace {

engine::Scene editedCopy(const engine::Scene& scene)
{
    engine::Scene edited = scene;
    edited.cloths[0].springs.flexion = 123.0;
    edited.cloths[0].damping.drag = 2.5;
    return edited;
}

}  // namespace

class TstEditorRecovery : public QObject {
    Q_OBJECT

private slots:
    void init() { app::RecoveryFile::discard(); }
    void unsavedChangesAreOfferedBack();
    void decliningDiscardsTheCopy();
    void timerWritesWhileModified();
    void savingLeavesNothingAndKeepsABackup();
    void divergenceWritesTheCopy();
};

void TstEditorRecovery::unsavedChangesAreOfferedBack()
{
    engine::Scene edited;
    {
        test::EditorSession crashed;
        QVERIFY(crashed.ready);
        edited = editedCopy(crashed.document()->scene());
        QVERIFY(crashed.document()->edit(QStringLiteral("edit"), edited));
        app::RecoveryFile recovery(crashed.document());
        QVERIFY(recovery.saveNow());
        QVERIFY(QFile::exists(app::RecoveryFile::path()));
        // The session ends without a clean close: the copy stays.
    }
    test::EditorSession next;
    QVERIFY(next.ready);
    test::answerNextMessageBox(QMessageBox::Yes);
    next.window->offerRecovery();
    QVERIFY(next.document()->scene() == edited);
    QVERIFY(next.document()->isModified());
    QVERIFY(!QFile::exists(app::RecoveryFile::path()));
}

void TstEditorRecovery::decliningDiscardsTheCopy()
{
    {
        test::EditorSession crashed;
        QVERIFY(crashed.ready);
        QVERIFY(crashed.document()->edit(QStringLiteral("edit"), editedCopy(crashed.document()->scene())));
        QVERIFY(app::RecoveryFile(crashed.document()).saveNow());
    }
    test::EditorSession next;
    QVERIFY(next.ready);
    const engine::Scene before = next.document()->scene();
    test::answerNextMessageBox(QMessageBox::No);
    next.window->offerRecovery();
    QVERIFY(next.document()->scene() == before);
    QVERIFY(!QFile::exists(app::RecoveryFile::path()));
}

void TstEditorRecovery::timerWritesWhileModified()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::RecoveryFile recovery(session.document(), 50);
    QTest::qWait(200);
    QVERIFY(!QFile::exists(app::RecoveryFile::path()));  // nothing unsaved yet
    const engine::Scene edited = editedCopy(session.document()->scene());
    QVERIFY(session.document()->edit(QStringLiteral("edit"), edited));
    QTRY_VERIFY(QFile::exists(app::RecoveryFile::path()));
    const auto recovered = app::RecoveryFile::leftOver();
    QVERIFY(recovered && recovered->scene == edited);
}

void TstEditorRecovery::savingLeavesNothingAndKeepsABackup()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.drape"));
    const engine::Scene first = session.document()->scene();
    QVERIFY(session.window->saveTo(path));
    const engine::Scene second = editedCopy(first);
    QVERIFY(session.document()->edit(QStringLiteral("edit"), second));
    QVERIFY(app::RecoveryFile(session.document()).saveNow());
    QVERIFY(session.window->saveTo(path));
    QVERIFY(!QFile::exists(app::RecoveryFile::path()));
    QVERIFY(engine::loadScene(path.toStdString()) == second);
    QVERIFY(engine::loadScene((path + QLatin1Char('~')).toStdString()) == first);
}

void TstEditorRecovery::divergenceWritesTheCopy()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    engine::Scene exploding = session.document()->scene();
    exploding.simulation.substeps = 2;
    QVERIFY(session.document()->edit(QStringLiteral("substeps"), exploding));
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(!session.window->lastError().isEmpty(), 30000);
    const auto recovered = app::RecoveryFile::leftOver();
    QVERIFY(recovered && recovered->scene == exploding);
}

QTEST_MAIN(TstEditorRecovery)
#include "tst_EditorRecovery.moc"

// The editor's file workflow: open and save through the window round-trips a
// scene; a broken file is refused with the engine's message and the scene kept;
// the title shows the file and the unsaved-changes mark.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"

#include "engine/io/SceneFile.h"

#include <QFile>
#include <QTemporaryDir>

using namespace drape;

class TstEditorFiles : public QObject {
    Q_OBJECT

private slots:
    void saveAndReopen();
    void brokenFileIsRefused();
    void titleShowsFileAndModifiedMark();
    void examplesAreListed();
};

void TstEditorFiles::saveAndReopen()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    engine::Scene edited = session.document()->scene();
    edited.cloth.springs.shear = 777.0;
    edited.simulation.substeps = 44;
    QVERIFY(session.document()->edit(QStringLiteral("edit"), edited));
    const QString path = dir.filePath(QStringLiteral("saved.drape"));
    QVERIFY(session.window->saveTo(path));
    QVERIFY(!session.document()->isModified());

    // The file is the engine's canonical text of the scene, re-read independently.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().toStdString(), engine::serializeScene(edited));
    QVERIFY(engine::loadScene(path.toStdString()) == edited);

    QVERIFY(session.window->openExample(QStringLiteral("curtain.drape")));
    QVERIFY(session.window->openFile(path));
    QVERIFY(session.document()->scene() == edited);
    QCOMPARE(session.document()->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(session.document()->undoStack()->count(), 0);
}

void TstEditorFiles::brokenFileIsRefused()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.drape"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"drape": 1, "cloth": {"cols": -3, "rows": 4, "spacing": 0.1, "particleMass": 0.01}})");
    file.close();

    QVERIFY(!session.window->openFile(path));
    QVERIFY2(session.window->lastError().contains(QStringLiteral("broken.drape: cloth.cols")),
             qPrintable(session.window->lastError()));
    QVERIFY(session.document()->scene() == before);
    // The message is on screen, in a dialog.
    QTRY_VERIFY(session.window->findChild<QWidget*>(QStringLiteral("errorBox")) != nullptr);
}

void TstEditorFiles::titleShowsFileAndModifiedMark()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("title.drape"));
    QVERIFY(session.window->saveTo(path));
    QVERIFY(session.window->windowTitle().contains(QStringLiteral("title.drape")));
    QVERIFY(!session.window->isWindowModified());
    engine::Scene edited = session.document()->scene();
    edited.cloth.damping = 0.05;
    QVERIFY(session.document()->edit(QStringLiteral("edit"), edited));
    QVERIFY(session.window->isWindowModified());
    session.document()->undoStack()->undo();
    QVERIFY(!session.window->isWindowModified());
}

void TstEditorFiles::examplesAreListed()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    for (const char* name : {"flag.drape", "curtain.drape", "sheet.drape"}) {
        QVERIFY2(session.window->openExample(QString::fromLatin1(name)), name);
        QVERIFY(session.document()->filePath().isEmpty());  // an example is saved with Save As
    }
}

QTEST_MAIN(TstEditorFiles)
#include "tst_EditorFiles.moc"

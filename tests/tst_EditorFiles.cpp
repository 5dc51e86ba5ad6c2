// The editor's file workflow: open and save through the window round-trips a
// scene; a broken file is refused with the engine's message and the scene kept;
// the title shows the file and the unsaved-changes mark.
#include "tests/support/EditorSession.h"

#include "app/RecentFiles.h"
#include "app/SceneDocument.h"

#include "engine/io/SceneFile.h"

#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTimer>
#include <QTemporaryDir>

using namespace drape;

class TstEditorFiles : public QObject {
    Q_OBJECT

private slots:
    void saveAndReopen();
    void brokenFileIsRefused();
    void titleShowsFileAndModifiedMark();
    void examplesAreListed();
    void droppedFileOpens();
    void openedFilesAreRecent();
    void closingWithUnsavedChangesAsks();
};

void TstEditorFiles::saveAndReopen()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].springs.shear = 777.0;
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
    edited.cloths[0].damping.drag = 3.0;
    QVERIFY(session.document()->edit(QStringLiteral("edit"), edited));
    QVERIFY(session.window->isWindowModified());
    session.document()->undoStack()->undo();
    QVERIFY(!session.window->isWindowModified());
}

void TstEditorFiles::examplesAreListed()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    for (const char* name : {"flag.drape", "curtain.drape", "sheet.drape", "sphere-drape.drape", "torus-drape.drape",
                             "silk-drape.drape", "denim-drape.drape", "flag-wind.drape"}) {
        QVERIFY2(session.window->openExample(QString::fromLatin1(name)), name);
        QVERIFY(session.document()->filePath().isEmpty());  // an example is saved with Save As
        // Every example runs as it opens: its colliders (the torus's mesh too) prepared, nothing left out.
        const QStringList problems = session.simulation()->colliderProblems();  // one per collider, empty when fine
        QVERIFY2(std::all_of(problems.begin(), problems.end(), [](const QString& p) { return p.isEmpty(); }),
                 qPrintable(problems.join(QStringLiteral("; "))));
    }
    // Each example has its own title in the menu, not its file name.
    const QList<QAction*> actions = session.window->findChildren<QAction*>();
    for (const char* name : {"sphere-drape", "torus-drape", "silk-drape", "denim-drape", "flag-wind"}) {
        const bool titled = std::any_of(actions.begin(), actions.end(), [&](QAction* a) {
            return a->data().toString().startsWith(QLatin1String(name)) && a->text() != QLatin1String(name);
        });
        QVERIFY2(titled, name);
    }
}

void TstEditorFiles::droppedFileOpens()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    engine::Scene scene = session.document()->scene();
    scene.name = "Dropped";
    scene.cloths[0].cols = 12;
    scene.cloths[0].pins = {{0, 0}};
    const QString path = dir.filePath(QStringLiteral("dropped.drape"));
    engine::saveScene(scene, path.toStdString());

    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = session.window->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(session.window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(session.window.get(), &drop);
    QVERIFY(session.document()->scene() == scene);

    // Other files are not taken.
    QMimeData text;
    text.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent other(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    other.setAccepted(false);
    QCoreApplication::sendEvent(session.window.get(), &other);
    QVERIFY(!other.isAccepted());
}

void TstEditorFiles::openedFilesAreRecent()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::RecentFiles::clear();
    QTemporaryDir dir;
    QStringList paths;
    for (const char* name : {"a.drape", "b.drape"}) {
        paths << QFileInfo(dir.filePath(QString::fromLatin1(name))).absoluteFilePath();
        engine::saveScene(session.document()->scene(), paths.back().toStdString());
        QVERIFY(session.window->openFile(paths.back()));
    }
    QCOMPARE(app::RecentFiles::list(), (QStringList{paths[1], paths[0]}));
    QVERIFY(session.window->openFile(paths[0]));
    QCOMPARE(app::RecentFiles::list().front(), paths[0]);
}

void TstEditorFiles::closingWithUnsavedChangesAsks()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    engine::Scene edited = session.document()->scene();
    edited.cloths[0].damping.internal = 0.002;
    QVERIFY(session.document()->edit(QStringLiteral("edit"), edited));
    // Answer the prompt the way a user would: first Cancel (the window stays),
    // then Discard (it closes).
    test::answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!session.window->close());
    QVERIFY(session.window->isVisible());
    test::answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(session.window->close());
}

QTEST_MAIN(TstEditorFiles)
#include "tst_EditorFiles.moc"

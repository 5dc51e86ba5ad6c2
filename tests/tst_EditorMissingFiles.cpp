// A scene whose mesh collider's file is missing (torus-drape.drape copied without
// its meshes/ folder) opens in the editor: the collider is kept as written, left
// out of the simulation, marked in the Colliders panel and the status bar, and can
// be located, one collider or all at once by searching a folder; undo brings the
// missing state back, saving keeps the path as written, and the bake refuses.
#include "tests/support/EditorSession.h"

#include "app/BakeController.h"
#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "app/panels/CollidersPanel.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>

using namespace drape;

namespace {

const QString examples = QStringLiteral(DRAPE_EXAMPLES_DIR);

/// Copies torus-drape.drape into `folder`, with its mesh at meshes/torus.obj when `withMesh`.
QString copyTorusScene(const QString& folder, bool withMesh)
{
    const QString scene = folder + QStringLiteral("/torus-drape.drape");
    if (!QFile::copy(examples + QStringLiteral("/torus-drape.drape"), scene))
        return {};
    if (withMesh && !(QDir(folder).mkpath(QStringLiteral("meshes")) &&
                      QFile::copy(examples + QStringLiteral("/meshes/torus.obj"),
                                  folder + QStringLiteral("/meshes/torus.obj"))))
        return {};
    return scene;
}

QTreeWidgetItem* torusItem(const test::EditorSession& session)
{
    return session.window->findChild<QTreeWidget*>(QStringLiteral("colliderList"))->topLevelItem(1);
}

QLabel* missingStatus(const test::EditorSession& session)
{
    return session.window->findChild<QLabel*>(QStringLiteral("missingFilesStatus"));
}

/// The scene as opened from a copy without its mesh: the torus (collider 1) is missing.
void verifyTorusMissing(const test::EditorSession& session)
{
    QCOMPARE(session.document()->missingColliderFiles(), std::vector<int>{1});
    QVERIFY2(torusItem(session)->text(0).contains(QStringLiteral("(missing)")), qPrintable(torusItem(session)->text(0)));
    QVERIFY2(torusItem(session)->toolTip(0).contains(QStringLiteral("torus.obj")),
             qPrintable(torusItem(session)->toolTip(0)));
    QVERIFY(!missingStatus(session)->isHidden());
    QCOMPARE(missingStatus(session)->text(), QStringLiteral("1 collider file missing"));
    // What the solver is given: the ground plane alone.
    QCOMPARE(engine::usableGeometry(session.document()->colliders()).size(), std::size_t(1));
}

void verifyTorusFound(const test::EditorSession& session)
{
    QVERIFY(session.document()->missingColliderFiles().empty());
    QCOMPARE(torusItem(session)->text(0), QStringLiteral("Torus"));
    QVERIFY(missingStatus(session)->isHidden());
    QCOMPARE(engine::usableGeometry(session.document()->colliders()).size(), std::size_t(2));
    QTRY_VERIFY(session.simulation()->colliderProblems().value(1).isEmpty());
}

}  // namespace

class TstEditorMissingFiles : public QObject {
    Q_OBJECT

private slots:
    void opensWithThePlaceholder();
    void locateRelinksOneCollider();
    void findMissingFilesSearchesAFolder();
    void findMissingFilesSaysWhatIsStillMissing();
    void savingKeepsThePathAsWritten();
    void bakeRefusesAsTheCliDoes();
    void sceneWithItsMeshIsNotMarked();
};

void TstEditorMissingFiles::opensWithThePlaceholder()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    const QString path = copyTorusScene(dir.path(), false);
    QVERIFY(!path.isEmpty());

    QVERIFY2(session.window->openFile(path), qPrintable(session.window->lastError()));
    QCOMPARE(session.document()->scene().name, std::string("Cloth over a torus"));  // not the flag
    QCOMPARE(session.document()->filePath(), QFileInfo(path).absoluteFilePath());
    verifyTorusMissing(session);
    QTRY_VERIFY(!session.simulation()->colliderProblems().value(1).isEmpty());
    QVERIFY(session.simulation()->colliderProblems().value(0).isEmpty());

    // The scene stays editable, and the live view runs without the collider.
    engine::Scene edited = session.document()->scene();
    edited.gravity.y = -5.0;
    QVERIFY(session.document()->edit(QStringLiteral("gravity"), edited));
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 2, 30000);
    session.simulation()->pause();

    // Locate… is offered for the missing collider only.
    auto* locate = session.window->findChild<QAction*>(QStringLiteral("locateColliderAction"));
    session.window->colliderSelection()->select(0);
    QVERIFY(!locate->isEnabled());
    session.window->colliderSelection()->select(1);
    QVERIFY(locate->isEnabled());
    QVERIFY(!session.window->findChild<QToolButton*>(QStringLiteral("locateMeshButton"))->isHidden());
}

void TstEditorMissingFiles::locateRelinksOneCollider()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    const QString path = copyTorusScene(dir.path(), false);
    QVERIFY(session.window->openFile(path));
    const QString moved = elsewhere.filePath(QStringLiteral("torus.obj"));
    QVERIFY(QFile::copy(examples + QStringLiteral("/meshes/torus.obj"), moved));

    app::CollidersPanel* panel = session.window->collidersPanel();
    session.window->colliderSelection()->select(0);
    QVERIFY(!panel->locateMesh(moved));  // the plane has no file to locate
    session.window->colliderSelection()->select(1);
    QVERIFY(!panel->locateMesh(dir.filePath(QStringLiteral("nothing.obj"))));  // refused: cannot be read
    QVERIFY(!panel->message().isEmpty());
    QVERIFY(panel->locateMesh(moved));
    verifyTorusFound(session);
    QCOMPARE(QString::fromStdString(session.document()->scene().colliders[1].meshFile),
             QFileInfo(moved).absoluteFilePath());

    QUndoStack* undo = session.document()->undoStack();
    QCOMPARE(undo->count(), 1);
    undo->undo();
    verifyTorusMissing(session);
    undo->redo();
    verifyTorusFound(session);
}

void TstEditorMissingFiles::findMissingFilesSearchesAFolder()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    QTemporaryDir library;
    const QString path = copyTorusScene(dir.path(), false);
    QVERIFY(session.window->openFile(path));
    // Deep in the folder searched, beside a namesake that is no mesh in a folder sorted after it.
    QVERIFY(QDir(library.path()).mkpath(QStringLiteral("assets/meshes")));
    QVERIFY(QDir(library.path()).mkpath(QStringLiteral("broken")));
    const QString found = library.filePath(QStringLiteral("assets/meshes/torus.obj"));
    QVERIFY(QFile::copy(examples + QStringLiteral("/meshes/torus.obj"), found));
    QFile junk(library.filePath(QStringLiteral("broken/torus.obj")));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("not a mesh\n");
    junk.close();

    const QString message = session.window->findMissingFiles(library.path());
    QVERIFY2(message.contains(QStringLiteral("Found 1 of 1")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("Still missing")), qPrintable(message));
    verifyTorusFound(session);
    QCOMPARE(QString::fromStdString(session.document()->scene().colliders[1].meshFile),
             QFileInfo(found).absoluteFilePath());
    QTRY_VERIFY(session.window->findChild<QWidget*>(QStringLiteral("findMissingFilesBox")) != nullptr);

    QUndoStack* undo = session.document()->undoStack();
    QCOMPARE(undo->count(), 1);  // one undo step for every file found
    undo->undo();
    verifyTorusMissing(session);
}

void TstEditorMissingFiles::findMissingFilesSaysWhatIsStillMissing()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    QTemporaryDir empty;
    QVERIFY(session.window->openFile(copyTorusScene(dir.path(), false)));

    const QString message = session.window->findMissingFiles(empty.path());
    QVERIFY2(message.contains(QStringLiteral("Found 0 of 1")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Still missing: torus.obj")), qPrintable(message));
    QCOMPARE(session.document()->undoStack()->count(), 0);
    verifyTorusMissing(session);
}

void TstEditorMissingFiles::savingKeepsThePathAsWritten()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    QVERIFY(session.window->openFile(copyTorusScene(dir.path(), false)));
    const QString saved = dir.filePath(QStringLiteral("saved.drape"));
    QVERIFY(session.window->saveTo(saved));

    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject torus = QJsonDocument::fromJson(file.readAll()).object()["colliders"].toArray()[1].toObject();
    QCOMPARE(torus["file"].toString(), QStringLiteral("meshes/torus.obj"));  // relative to the scene, as read

    // Reopened, it is still the same placeholder.
    QVERIFY(session.window->openFile(saved));
    verifyTorusMissing(session);
}

void TstEditorMissingFiles::bakeRefusesAsTheCliDoes()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    QVERIFY(session.window->openFile(copyTorusScene(dir.path(), false)));

    app::BakeController* bake = session.window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Failed);
    // drape-cli's words: the collider, its key, and that the file is not found.
    const QString error = bake->lastError();
    QVERIFY2(error.contains(QStringLiteral("colliders[1] (\"Torus\").file: mesh file not found")), qPrintable(error));
    QVERIFY(bake->cache() == nullptr);
}

void TstEditorMissingFiles::sceneWithItsMeshIsNotMarked()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTemporaryDir dir;
    const QString path = copyTorusScene(dir.path(), true);
    QVERIFY(!path.isEmpty());
    QVERIFY(session.window->openFile(path));
    verifyTorusFound(session);
    QVERIFY(torusItem(session)->toolTip(0).isEmpty());
    QVERIFY(!session.window->findChild<QAction*>(QStringLiteral("findMissingFilesAction"))->isEnabled());
}

QTEST_MAIN(TstEditorMissingFiles)
#include "tst_EditorMissingFiles.moc"

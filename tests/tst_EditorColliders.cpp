// The Colliders panel and what follows from it: each type added with its
// defaults, duplicate / rename / edit / remove with exact undo and redo, the
// limits refused with a message, meshes imported through the file dialog,
// selection shared by the list and the viewport (a click on a collider selects
// it), live collider edits that do not restart the cloth, a broken mesh that is
// reported while the cloth goes on, and meshes beside a scene in the Qt resources.
#include "tests/support/EditorSession.h"

#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "app/ViewportPicking.h"
#include "app/panels/CollidersPanel.h"

#include "engine/scene/Limits.h"

#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace drape;
using engine::ColliderShape;

Q_DECLARE_METATYPE(engine::ColliderShape)

namespace {

/// A closed mesh for imports: tests/data/meshes/sphere.obj when it is there,
/// else an octahedron written into `dir`.
QString meshFile(const QTemporaryDir& dir)
{
    const QString shared = QStringLiteral(DRAPE_TEST_DATA_DIR "/meshes/sphere.obj");
    if (QFile::exists(shared))
        return shared;
    const QString own = QStringLiteral(DRAPE_TEST_DATA_DIR "/resourcescene/meshes/octahedron.obj");
    const QString path = dir.filePath(QStringLiteral("octahedron.obj"));
    QFile::copy(own, path);
    return path;
}

QAction* action(const test::EditorSession& session, const char* name)
{
    return session.window->findChild<QAction*>(QString::fromLatin1(name));
}

template <typename T>
T* widget(const test::EditorSession& session, const char* name)
{
    return session.window->collidersPanel()->findChild<T*>(QString::fromLatin1(name));
}

/// Picks `file` in the mesh file dialog the panel has just opened.
bool answerMeshDialog(const test::EditorSession& session, const QString& file)
{
    // An earlier dialog may still wait for its deferred deletion, hidden.
    for (QFileDialog* dialog :
         session.window->collidersPanel()->findChildren<QFileDialog*>(QStringLiteral("meshFileDialog"))) {
        if (!dialog->isVisible())
            continue;
        dialog->selectFile(file);
        static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept() is protected
        return true;
    }
    return false;
}

/// Where a world point shows in the viewport, logical pixels.
QPoint onScreen(const app::Viewport& viewport, const glm::dvec3& point)
{
    const app::ScreenMapping screen(viewport.camera(), viewport.size());
    return screen.project(point).value_or(QPointF(-1, -1)).toPoint();
}

engine::ColliderSpec sphereAt(const glm::dvec3& position, const std::string& name)
{
    engine::ColliderSpec c;
    c.name = name;
    c.shape = ColliderShape::Sphere;
    c.radius = 0.2;
    c.position = position;
    return c;
}

}  // namespace

class TstEditorColliders : public QObject {
    Q_OBJECT

private slots:
    void addsEachTypeWithDefaults_data();
    void addsEachTypeWithDefaults();
    void duplicateRenameEditRemoveUndoExactly();
    void refusesPastTheLimits();
    void replacesAMeshThroughTheDialog();
    void listAndViewportShareTheSelection();
    void clickingEmptySpaceClearsTheSelection();
    void liveEditWhilePlayingKeepsTheFrame();
    void brokenMeshIsReportedAndTheClothGoesOn();
    void resourceSceneFindsItsMeshes();
};

void TstEditorColliders::addsEachTypeWithDefaults_data()
{
    QTest::addColumn<ColliderShape>("shape");
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<QString>("undoText");
    QTest::newRow("plane") << ColliderShape::Plane << "addPlaneAction" << "Add plane collider";
    QTest::newRow("sphere") << ColliderShape::Sphere << "addSphereAction" << "Add sphere collider";
    QTest::newRow("box") << ColliderShape::Box << "addBoxAction" << "Add box collider";
    QTest::newRow("capsule") << ColliderShape::Capsule << "addCapsuleAction" << "Add capsule collider";
    QTest::newRow("mesh") << ColliderShape::Mesh << "addMeshAction" << "Add mesh collider";
}

void TstEditorColliders::addsEachTypeWithDefaults()
{
    QFETCH(ColliderShape, shape);
    QFETCH(QString, actionName);
    QFETCH(QString, undoText);
    QTemporaryDir dir;
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    QVERIFY(before.colliders.empty());

    action(session, qPrintable(actionName))->trigger();
    const QString mesh = meshFile(dir);
    if (shape == ColliderShape::Mesh)
        QVERIFY(answerMeshDialog(session, mesh));
    const engine::Scene after = session.document()->scene();
    QCOMPARE(after.colliders.size(), 1u);
    const engine::ColliderSpec& c = after.colliders.front();
    QCOMPARE(c.shape, shape);
    QCOMPARE(c.friction, 0.3);
    QCOMPARE(c.thickness, 0.01);
    const double clothBottom = engine::restPosition(before.cloths[0], {0, before.cloths[0].rows - 1}).y;
    switch (shape) {
    case ColliderShape::Plane:
        QCOMPARE(c.name, std::string("Plane"));
        QCOMPARE(c.position.y, 0.0);
        break;
    case ColliderShape::Sphere:
        QCOMPARE(c.name, std::string("Sphere"));
        QCOMPARE(c.radius, 0.3);
        QVERIFY(c.position.y + c.radius < clothBottom);  // under the cloth, not in it
        QVERIFY(c.position.y + c.radius > clothBottom - 0.2);
        break;
    case ColliderShape::Box:
        QCOMPARE(c.name, std::string("Box"));
        QVERIFY(c.position.y + c.halfExtents.y < clothBottom);
        break;
    case ColliderShape::Capsule:
        QCOMPARE(c.name, std::string("Capsule"));
        QVERIFY(c.position.y + c.radius < clothBottom);
        break;
    case ColliderShape::Mesh:
        QCOMPARE(QString::fromStdString(c.name), QFileInfo(mesh).completeBaseName());
        QCOMPARE(QString::fromStdString(c.meshFile), QFileInfo(mesh).absoluteFilePath());
        QCOMPARE(c.scale, 1.0);
        break;
    }
    // Selected in the list and the editor, and one undo step.
    QCOMPARE(session.window->colliderSelection()->index(), 0);
    QCOMPARE(widget<QTreeWidget>(session, "colliderList")->topLevelItem(0)->text(1).isEmpty(), false);
    QCOMPARE(widget<QLineEdit>(session, "colliderNameEdit")->text(), QString::fromStdString(c.name));
    QUndoStack* undo = session.document()->undoStack();
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), undoText);
    // The solver took it without trouble.
    QVERIFY(session.simulation()->colliderProblems().value(0).isEmpty());
    undo->undo();
    QVERIFY(session.document()->scene() == before);
    QCOMPARE(session.window->colliderSelection()->index(), -1);
    undo->redo();
    QVERIFY(session.document()->scene() == after);
}

void TstEditorColliders::duplicateRenameEditRemoveUndoExactly()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QUndoStack* undo = session.document()->undoStack();
    std::vector<engine::Scene> scenes{session.document()->scene()};
    const auto stepped = [&] {
        scenes.push_back(session.document()->scene());
        return undo->count() == int(scenes.size()) - 1;
    };

    action(session, "addSphereAction")->trigger();
    QVERIFY(stepped());
    action(session, "duplicateColliderAction")->trigger();
    QVERIFY(stepped());
    const auto& colliders = session.document()->scene().colliders;
    QCOMPARE(colliders.size(), 2u);
    QCOMPARE(colliders[1].name, std::string("Sphere 2"));
    QCOMPARE(colliders[1].radius, colliders[0].radius);
    QCOMPARE(session.window->colliderSelection()->index(), 1);

    auto* name = widget<QLineEdit>(session, "colliderNameEdit");
    name->setText(QStringLiteral("Ball"));
    Q_EMIT name->editingFinished();
    QVERIFY(stepped());
    QCOMPARE(session.document()->scene().colliders[1].name, std::string("Ball"));
    QCOMPARE(widget<QTreeWidget>(session, "colliderList")->topLevelItem(1)->text(0), QStringLiteral("Ball"));

    // Two values of one field merge into one step (a held arrow, a drag).
    auto* radius = widget<QDoubleSpinBox>(session, "colliderRadiusSpin");
    QVERIFY(radius->isVisibleTo(session.window->collidersPanel()));
    QVERIFY(!widget<QWidget>(session, "colliderScaleSpin")->isVisibleTo(session.window->collidersPanel()));
    radius->setValue(0.4);
    radius->setValue(0.45);
    QVERIFY(stepped());
    QCOMPARE(session.document()->scene().colliders[1].radius, 0.45);
    widget<QDoubleSpinBox>(session, "colliderThicknessSpin")->setValue(5.0);  // millimetres
    QVERIFY(stepped());
    QCOMPARE(session.document()->scene().colliders[1].thickness, 0.005);
    widget<QDoubleSpinBox>(session, "colliderPositionYSpin")->setValue(0.25);
    QVERIFY(stepped());
    widget<QDoubleSpinBox>(session, "colliderRotationZSpin")->setValue(45.0);
    QVERIFY(stepped());
    widget<QDoubleSpinBox>(session, "colliderFrictionSpin")->setValue(0.8);
    QVERIFY(stepped());
    QCOMPARE(session.document()->scene().colliders[1].friction, 0.8);

    // The same field of another collider is its own step.
    session.window->colliderSelection()->select(0);
    QCOMPARE(widget<QTreeWidget>(session, "colliderList")->currentItem()->text(0), QStringLiteral("Sphere"));
    QCOMPARE(radius->value(), 0.3);
    radius->setValue(0.35);
    QVERIFY(stepped());

    action(session, "removeColliderAction")->trigger();
    QVERIFY(stepped());
    QCOMPARE(session.document()->scene().colliders.size(), 1u);
    QCOMPARE(session.document()->scene().colliders[0].name, std::string("Ball"));
    QCOMPARE(session.window->colliderSelection()->index(), 0);

    for (int step = int(scenes.size()) - 2; step >= 0; --step) {
        undo->undo();
        QVERIFY2(session.document()->scene() == scenes[std::size_t(step)], qPrintable(QString::number(step)));
    }
    for (std::size_t step = 1; step < scenes.size(); ++step) {
        undo->redo();
        QVERIFY2(session.document()->scene() == scenes[step], qPrintable(QString::number(step)));
    }
}

void TstEditorColliders::refusesPastTheLimits()
{
    QTemporaryDir dir;
    test::EditorSession session;
    QVERIFY(session.ready);
    app::CollidersPanel* panel = session.window->collidersPanel();
    const QString mesh = meshFile(dir);

    engine::Scene scene = session.document()->scene();
    for (int n = 0; n < engine::limits::maxMeshColliders; ++n) {
        engine::ColliderSpec c;
        c.name = "Mesh " + std::to_string(n);
        c.shape = ColliderShape::Mesh;
        c.meshFile = QFileInfo(mesh).absoluteFilePath().toStdString();
        c.position = {double(n), -5.0, 0.0};
        scene.colliders.push_back(c);
    }
    QVERIFY(session.document()->edit(QStringLiteral("meshes"), scene));
    QVERIFY(!action(session, "addMeshAction")->isEnabled());
    QVERIFY(action(session, "addSphereAction")->isEnabled());
    QVERIFY(panel->message().contains(QStringLiteral("at most 8 mesh colliders")));
    session.window->colliderSelection()->select(0);
    QVERIFY(!action(session, "duplicateColliderAction")->isEnabled());
    QVERIFY(!panel->addCollider(ColliderShape::Mesh, mesh));
    QCOMPARE(session.document()->scene().colliders.size(), std::size_t(engine::limits::maxMeshColliders));

    while (scene.colliders.size() < std::size_t(engine::limits::maxColliders))
        scene.colliders.push_back(sphereAt({0.0, -5.0, double(scene.colliders.size())}, "Ball"));
    QVERIFY(session.document()->edit(QStringLiteral("spheres"), scene));
    for (const char* name : {"addPlaneAction", "addSphereAction", "addBoxAction", "addCapsuleAction", "addMeshAction"})
        QVERIFY2(!action(session, name)->isEnabled(), name);
    QVERIFY(panel->message().contains(QStringLiteral("at most 32 colliders")));
    QVERIFY(action(session, "addSphereAction")->toolTip().contains(QStringLiteral("at most 32 colliders")));
    QVERIFY(!panel->addCollider(ColliderShape::Sphere));
    QCOMPARE(session.document()->scene().colliders.size(), std::size_t(engine::limits::maxColliders));

    // One fewer: adding works again and the message goes.
    session.window->colliderSelection()->select(engine::limits::maxColliders - 1);
    action(session, "removeColliderAction")->trigger();
    QVERIFY(action(session, "addSphereAction")->isEnabled());
    QVERIFY(!panel->message().contains(QStringLiteral("at most 32 colliders")));

    // A file that is no mesh is refused with the loader's reason.
    QFile garbage(dir.filePath(QStringLiteral("garbage.obj")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("this is not a mesh\n");
    garbage.close();
    scene = session.document()->scene();
    scene.colliders.resize(2);
    QVERIFY(session.document()->edit(QStringLiteral("fewer"), scene));
    QVERIFY(!panel->addCollider(ColliderShape::Mesh, garbage.fileName()));
    QVERIFY2(panel->message().contains(QStringLiteral("garbage.obj")), qPrintable(panel->message()));
    QCOMPARE(session.document()->scene().colliders.size(), 2u);
}

void TstEditorColliders::replacesAMeshThroughTheDialog()
{
    QTemporaryDir dir;
    test::EditorSession session;
    QVERIFY(session.ready);
    const QString first = meshFile(dir);
    const QString second = dir.filePath(QStringLiteral("other.obj"));
    QVERIFY(QFile::copy(QStringLiteral(DRAPE_TEST_DATA_DIR "/resourcescene/meshes/octahedron.obj"), second));

    action(session, "addMeshAction")->trigger();
    QVERIFY(answerMeshDialog(session, first));
    auto* panel = session.window->collidersPanel();
    QVERIFY(widget<QWidget>(session, "colliderScaleSpin")->isVisibleTo(panel));
    QVERIFY(widget<QWidget>(session, "colliderResolutionSpin")->isVisibleTo(panel));
    QVERIFY(!widget<QWidget>(session, "colliderRadiusSpin")->isVisibleTo(panel));
    QCOMPARE(widget<QLabel>(session, "colliderMeshFileLabel")->text(), QFileInfo(first).fileName());

    widget<QPushButton>(session, "replaceMeshButton")->click();
    QVERIFY(answerMeshDialog(session, second));
    QCOMPARE(QString::fromStdString(session.document()->scene().colliders[0].meshFile), second);
    QCOMPARE(widget<QLabel>(session, "colliderMeshFileLabel")->text(), QStringLiteral("other.obj"));
    QCOMPARE(session.document()->undoStack()->count(), 2);
    widget<QSpinBox>(session, "colliderResolutionSpin")->setValue(32);
    QCOMPARE(session.document()->scene().colliders[0].sdfResolution, 32);
    QVERIFY(session.simulation()->colliderProblems().value(0).isEmpty());
    session.document()->undoStack()->undo();
    session.document()->undoStack()->undo();
    QCOMPARE(QString::fromStdString(session.document()->scene().colliders[0].meshFile),
             QFileInfo(first).absoluteFilePath());
}

void TstEditorColliders::listAndViewportShareTheSelection()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    app::ColliderSelection* selection = session.window->colliderSelection();
    auto* list = widget<QTreeWidget>(session, "colliderList");
    // Two spheres in front of the cloth, towards the camera, where nothing covers them.
    engine::Scene scene = session.document()->scene();
    const glm::dvec3 eye(viewport->camera().eye());
    const glm::dvec3 target(viewport->camera().target());
    const glm::dvec3 right = glm::normalize(glm::cross(target - eye, glm::dvec3(0, 1, 0)));
    const glm::dvec3 near = eye + 0.6 * (target - eye);
    scene.colliders = {sphereAt(near - 0.35 * right, "Left"), sphereAt(near + 0.35 * right, "Right")};
    QVERIFY(session.document()->edit(QStringLiteral("spheres"), scene));
    QCOMPARE(selection->index(), -1);

    // List → selection → the viewport's highlight.
    const QPoint right2 = onScreen(*viewport, scene.colliders[1].position);
    QVERIFY(viewport->rect().contains(right2));
    const QColor before = viewport->grabFramebuffer().pixelColor(right2);
    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(selection->index(), 1);
    const QColor highlighted = viewport->grabFramebuffer().pixelColor(right2);
    QVERIFY2(highlighted.blue() - highlighted.red() > before.blue() - before.red() + 40,
             qPrintable(QStringLiteral("%1 then %2").arg(before.name(), highlighted.name())));

    // A click on a collider in the viewport → the selection and the list.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onScreen(*viewport, scene.colliders[0].position));
    QCOMPARE(selection->index(), 0);
    QCOMPARE(list->currentItem(), list->topLevelItem(0));
    QCOMPARE(widget<QLineEdit>(session, "colliderNameEdit")->text(), QStringLiteral("Left"));

    // Undoing the colliders away leaves no stale selection.
    session.document()->undoStack()->undo();
    QCOMPARE(selection->index(), -1);
    QCOMPARE(list->topLevelItemCount(), 0);
}

void TstEditorColliders::clickingEmptySpaceClearsTheSelection()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    engine::Scene scene = session.document()->scene();
    scene.colliders = {sphereAt({0.0, 0.2, 0.0}, "Ball")};
    QVERIFY(session.document()->edit(QStringLiteral("sphere"), scene));
    session.window->colliderSelection()->select(0);
    // The top-left corner looks past everything at the sky.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(session.window->colliderSelection()->index(), -1);
    QVERIFY(!widget<QWidget>(session, "colliderEditor")->isVisibleTo(session.window->collidersPanel()));

    // A drag is an orbit, not a click: the selection stays.
    session.window->colliderSelection()->select(0);
    const glm::vec3 eye = viewport->camera().eye();
    const QPoint start(3, 3);
    QTest::mousePress(viewport, Qt::LeftButton, {}, start);
    QMouseEvent move(QEvent::MouseMove, start + QPoint(40, 10), viewport->mapToGlobal(start + QPoint(40, 10)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, start + QPoint(40, 10));
    QVERIFY(glm::length(viewport->camera().eye() - eye) > 1e-3f);
    QCOMPARE(session.window->colliderSelection()->index(), 0);
}

void TstEditorColliders::liveEditWhilePlayingKeepsTheFrame()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    action(session, "addSphereAction")->trigger();
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 3, 30000);
    const engine::Solver* solver = session.simulation()->solver();
    const int before = session.simulation()->frame();
    widget<QDoubleSpinBox>(session, "colliderRadiusSpin")->setValue(0.5);
    QCOMPARE(session.document()->scene().colliders[0].radius, 0.5);
    QCOMPARE(session.simulation()->solver(), solver);  // not rebuilt
    QVERIFY(session.simulation()->frame() >= before);  // not reset
    QVERIFY(session.simulation()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() > before + 2, 30000);
    session.simulation()->pause();
}

void TstEditorColliders::brokenMeshIsReportedAndTheClothGoesOn()
{
    QTemporaryDir dir;
    test::EditorSession session;
    QVERIFY(session.ready);
    QFile broken(dir.filePath(QStringLiteral("broken.obj")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("v 0 0 0\nthis is no mesh at all\n");
    broken.close();

    engine::Scene scene = session.document()->scene();
    engine::ColliderSpec mesh;
    mesh.name = "Statue";
    mesh.shape = ColliderShape::Mesh;
    mesh.meshFile = broken.fileName().toStdString();
    scene.colliders = {sphereAt({0.0, 0.2, 0.0}, "Ball"), mesh};
    QSignalSpy problem(session.simulation(), &app::SimulationController::colliderProblem);
    QVERIFY(session.document()->edit(QStringLiteral("broken mesh"), scene));
    QCOMPARE(problem.count(), 1);
    const QString message = problem.front().front().toString();
    QVERIFY2(message.contains(QStringLiteral("Statue")) && message.contains(QStringLiteral("broken.obj")),
             qPrintable(message));
    QCOMPARE(session.window->lastError(), message);
    QVERIFY(session.simulation()->colliderProblems().value(0).isEmpty());
    QVERIFY(!session.simulation()->colliderProblems().value(1).isEmpty());
    QVERIFY(widget<QTreeWidget>(session, "colliderList")->topLevelItem(1)->toolTip(0).contains(QStringLiteral("Statue")));

    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 3, 30000);
    QVERIFY(session.simulation()->isPlaying());

    // A rebuild (new pins) reports it again and still runs.
    scene = session.document()->scene();
    scene.cloths[0].pins = {{0, 0}};
    QVERIFY(session.document()->edit(QStringLiteral("pins"), scene));
    QCOMPARE(problem.count(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 2, 30000);
    session.simulation()->pause();
}

void TstEditorColliders::resourceSceneFindsItsMeshes()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY2(session.window->openFile(QStringLiteral(":/testscenes/mesh_collider.drape")),
             qPrintable(session.window->lastError()));
    const auto& colliders = session.document()->scene().colliders;
    QCOMPARE(colliders.size(), 1u);
    const QString copied = QString::fromStdString(colliders[0].meshFile);
    QVERIFY2(QFileInfo(copied).isAbsolute() && !copied.startsWith(u':'), qPrintable(copied));
    QVERIFY2(copied.startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)), qPrintable(copied));
    QFile resource(QStringLiteral(":/testscenes/meshes/octahedron.obj"));
    QVERIFY(resource.open(QIODevice::ReadOnly));
    const QByteArray bytes = resource.readAll();
    QFile copy(copied);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), bytes);
    copy.close();
    QVERIFY(session.simulation()->colliderProblems().value(0).isEmpty());
    QVERIFY(session.document()->filePath().isEmpty());  // an example is not a file to save over

    // A copy that was changed is put right on the next load.
    QVERIFY(copy.open(QIODevice::WriteOnly | QIODevice::Truncate));
    copy.write("changed");
    copy.close();
    QVERIFY(session.window->openFile(QStringLiteral(":/testscenes/mesh_collider.drape")));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), bytes);
}

QTEST_MAIN(TstEditorColliders)
#include "tst_EditorColliders.moc"

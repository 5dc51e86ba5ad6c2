// File ▸ Import Cloth Mesh… (docs/editor.md, "Cloth from a mesh"): one undo
// step turns the cloth into the mesh, pinned where the file is painted red; the
// Cloth panel shows its file and counts and disables the grid's fields; the
// cloth plays, the pin brush paints on it, a bad file is refused with its
// reason, and the scene saves and reopens with the mesh beside it.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/ViewportPicking.h"
#include "app/panels/ClothPanel.h"
#include "app/panels/PinsPanel.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

#include <glm/geometric.hpp>

#include <set>

using namespace drape;

namespace {

constexpr int side = 12;   // particles along each side of the test sheet

/// A 12 × 12 sheet of quads, 1 m wide, lying flat at y = 2 in the x-z plane,
/// as an ASCII PLY with its back row (z = 0) painted pure red.
QByteArray hangingSheet()
{
    QByteArray ply = "ply\nformat ascii 1.0\nelement vertex " + QByteArray::number(side * side) +
                     "\nproperty float x\nproperty float y\nproperty float z\nproperty uchar red\nproperty uchar green\n"
                     "property uchar blue\nelement face " + QByteArray::number((side - 1) * (side - 1)) +
                     "\nproperty list uchar int vertex_indices\nend_header\n";
    for (int j = 0; j < side; ++j)
        for (int i = 0; i < side; ++i)
            ply += QByteArray::number(-0.5 + double(i) / (side - 1)) + " 2 " + QByteArray::number(double(j) / (side - 1)) +
                   (j == 0 ? " 255 0 0\n" : " 200 200 200\n");
    for (int j = 0; j + 1 < side; ++j)
        for (int i = 0; i + 1 < side; ++i) {
            const int p = j * side + i;
            ply += "4 " + QByteArray::number(p) + " " + QByteArray::number(p + side) + " " +
                   QByteArray::number(p + side + 1) + " " + QByteArray::number(p + 1) + "\n";
        }
    return ply;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

std::set<int> pinIndices(const engine::ClothSpec& cloth)
{
    std::set<int> pins;
    for (const engine::GridCoord& pin : cloth.pins)
        pins.insert(engine::particleIndex(cloth, pin));
    return pins;
}

std::vector<glm::vec3> positions(test::EditorSession& session)
{
    std::vector<glm::vec3> x;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    return x;
}

}  // namespace

class TstEditorMeshCloth : public QObject {
    Q_OBJECT

private slots:
    void importIsOneStepAndShowsTheMesh();
    void importedClothPlaysWithItsPins();
    void brushPaintsPinsOnAMesh();
    void badFileIsRefusedWithItsReason();
    void savedSceneReopensWithItsMesh();

private:
    QTemporaryDir m_folder;
    QString sheetPath() const { return m_folder.filePath(QStringLiteral("sheet.ply")); }
    void init() { QVERIFY(writeFile(sheetPath(), hangingSheet())); }
};

void TstEditorMeshCloth::importIsOneStepAndShowsTheMesh()
{
    init();
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    QVERIFY(session.window->importClothMesh(sheetPath()));
    QUndoStack* undo = session.document()->undoStack();
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), QStringLiteral("Import cloth mesh sheet.ply"));
    const engine::ClothSpec& cloth = session.document()->scene().cloths[0];
    QVERIFY(cloth.isMesh());
    QCOMPARE(cloth.particleCount(), side * side);
    QCOMPARE(int(cloth.pins.size()), side);   // the red back row

    auto* panel = session.window->findChild<app::ClothPanel*>();
    QVERIFY(panel);
    const QString shape = panel->findChild<QLabel*>(QStringLiteral("shapeLabel"))->text();
    QVERIFY2(shape.contains(QStringLiteral("sheet.ply")) && shape.contains(QStringLiteral("144 particles")) &&
                 shape.contains(QStringLiteral("242 triangles")),
             qPrintable(shape));
    for (const char* grid : {"columnsSpin", "rowsSpin", "spacingSpin"})
        QVERIFY2(!panel->findChild<QWidget*>(QString::fromLatin1(grid))->isEnabled(), grid);
    QVERIFY(!panel->findChild<QComboBox*>(QStringLiteral("placementCombo"))->isEnabled());
    auto* pins = session.window->pinsPanel();
    QVERIFY(!pins->findChild<QPushButton*>(QStringLiteral("pinTopEdgeButton"))->isEnabled());
    QVERIFY(pins->findChild<QPushButton*>(QStringLiteral("clearPinsButton"))->isEnabled());

    undo->undo();
    QVERIFY(session.document()->scene() == before);
    QVERIFY(panel->findChild<QWidget*>(QStringLiteral("columnsSpin"))->isEnabled());
    undo->redo();
    QVERIFY(session.document()->scene().cloths[0].isMesh());
}

// The solver is rebuilt for the mesh: it swings down under gravity, and its
// pinned back row stays where the file put it.
void TstEditorMeshCloth::importedClothPlaysWithItsPins()
{
    init();
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(session.window->importClothMesh(sheetPath()));
    QTRY_VERIFY(session.simulation()->solver() != nullptr);
    const std::vector<glm::vec3> rest = positions(session);
    QCOMPARE(int(rest.size()), side * side);
    for (int f = 1; f <= 6; ++f) {
        session.simulation()->stepFrame();
        QTRY_COMPARE_WITH_TIMEOUT(session.simulation()->frame(), f, 20000);
    }
    const std::vector<glm::vec3> moved = positions(session);
    const engine::ClothSpec& cloth = session.document()->scene().cloths[0];
    const std::set<int> pinned = pinIndices(cloth);
    float fell = 0.0f;
    for (std::size_t p = 0; p < moved.size(); ++p) {
        if (pinned.count(int(p)))
            QCOMPARE(moved[p], rest[p]);
        else
            fell = std::max(fell, rest[p].y - moved[p].y);
    }
    QVERIFY2(fell > 0.01f, qPrintable(QString::number(fell)));
    QVERIFY(!session.window->viewport()->grabFramebuffer().isNull());
}

void TstEditorMeshCloth::brushPaintsPinsOnAMesh()
{
    init();
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(session.window->importClothMesh(sheetPath()));
    app::Viewport* viewport = session.window->viewport();
    viewport->frameAll();
    const engine::ClothSpec cloth = session.document()->scene().cloths[0];
    const std::set<int> before = pinIndices(cloth);
    session.window->paintPinsAction()->trigger();
    session.window->pinsPanel()->findChild<QSpinBox*>(QStringLiteral("pinBrushRadiusSpin"))->setValue(6);

    // A stroke from the particle nearest the sheet's left middle to its right middle.
    const app::ScreenMapping screen(viewport->camera(), viewport->size());
    const auto nearestTo = [&](const glm::dvec3& point) {
        int best = 0;
        for (int p = 0; p < cloth.particleCount(); ++p)
            if (glm::length(engine::restPosition(cloth, {p, 0}) - point) <
                glm::length(engine::restPosition(cloth, {best, 0}) - point))
                best = p;
        return best;
    };
    const int left = nearestTo({-0.5, 2.0, 0.5}), right = nearestTo({0.5, 2.0, 0.5});
    const QPoint from = screen.project(engine::restPosition(cloth, {left, 0}))->toPoint();
    const QPoint to = screen.project(engine::restPosition(cloth, {right, 0}))->toPoint();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    for (int s = 1; s <= 10; ++s) {
        const QPoint at = from + (to - from) * s / 10;
        QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);

    QCOMPARE(session.document()->undoStack()->text(session.document()->undoStack()->count() - 1),
             QStringLiteral("Paint pins"));
    const std::set<int> after = pinIndices(session.document()->scene().cloths[0]);
    QVERIFY(after.count(left) && after.count(right));
    QVERIFY2(after.size() >= before.size() + side - 2, qPrintable(QString::number(after.size())));
    for (int pin : after)   // only the middle rows were under the brush, besides the file's back row
        QVERIFY(before.count(pin) || std::abs(engine::restPosition(cloth, {pin, 0}).z - 0.5) < 0.1);
}

void TstEditorMeshCloth::badFileIsRefusedWithItsReason()
{
    init();
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    const QString broken = m_folder.filePath(QStringLiteral("broken.obj"));
    QVERIFY(writeFile(broken, "v 0 0 0\nv 1 0 0\nl 1 2\n"));   // a line, no faces
    QVERIFY(!session.window->importClothMesh(broken));
    QVERIFY2(session.window->lastError().contains(QStringLiteral("broken.obj")), qPrintable(session.window->lastError()));
    QVERIFY(session.document()->scene() == before);
    QCOMPARE(session.document()->undoStack()->count(), 0);
}

void TstEditorMeshCloth::savedSceneReopensWithItsMesh()
{
    init();
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(session.window->importClothMesh(sheetPath()));
    const QString scenePath = m_folder.filePath(QStringLiteral("sheet.drape"));
    QVERIFY(session.window->saveTo(scenePath));
    QFile saved(scenePath);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains(R"("file": "sheet.ply")"));
    const engine::Scene scene = session.document()->scene();
    QVERIFY(session.window->openFile(scenePath));
    QVERIFY(session.document()->scene() == scene);
}

QTEST_MAIN(TstEditorMeshCloth)
#include "tst_EditorMeshCloth.moc"

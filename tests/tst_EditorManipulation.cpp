// Direct manipulation in the viewport: grabbing the playing cloth (the held
// particle follows the cursor in the plane facing the camera, and is free again
// on release) on both backends, and the pin brush (a stroke pins the particles
// under it as one undo step; Ctrl+stroke unpins).
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/ViewportPicking.h"
#include "app/panels/PinsPanel.h"

#include <QSpinBox>

#include <glm/geometric.hpp>

#include <algorithm>
#include <set>

using namespace drape;

namespace {

std::vector<glm::vec3> positionsOf(test::EditorSession& session)
{
    std::vector<glm::vec3> x;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    return x;
}

/// Moves the mouse over `viewport` with `buttons` held, in `steps` even steps from `from` to `to`.
void drag(QWidget* viewport, QPoint from, QPoint to, int steps, Qt::MouseButtons buttons,
          Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    for (int s = 1; s <= steps; ++s) {
        const QPoint at = from + (to - from) * s / steps;
        QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton, buttons, modifiers);
        QCoreApplication::sendEvent(viewport, &move);
    }
}

/// Pixel distance from `p` to the polyline through `points`.
double distanceToStroke(QPointF p, const std::vector<QPointF>& points)
{
    double best = std::hypot(p.x() - points.front().x(), p.y() - points.front().y());
    for (std::size_t n = 0; n + 1 < points.size(); ++n) {
        const QPointF a = points[n], b = points[n + 1], ab = b - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
        const QPointF q = a + t * ab;
        best = std::min(best, std::hypot(p.x() - q.x(), p.y() - q.y()));
    }
    return best;
}

std::set<int> pinIndices(const engine::ClothSpec& cloth)
{
    std::set<int> out;
    for (const engine::GridCoord& pin : cloth.pins)
        out.insert(engine::particleIndex(cloth, pin));
    return out;
}

}  // namespace

class TstEditorManipulation : public QObject {
    Q_OBJECT

private slots:
    void grabFollowsTheCursor_data();
    void grabFollowsTheCursor();
    void grabOnlyWhilePlaying();
    void brushPaintsPinsAsOneStep();
    void brushSizeKeys();
};

void TstEditorManipulation::grabFollowsTheCursor_data()
{
    QTest::addColumn<bool>("cpu");
    QTest::newRow("gpu") << false;
    QTest::newRow("cpu") << true;
}

void TstEditorManipulation::grabFollowsTheCursor()
{
    QFETCH(bool, cpu);
    test::EditorSession session;
    QVERIFY(session.ready);
    if (cpu) {
        engine::Scene scene = session.document()->scene();
        scene.simulation.backend = engine::BackendChoice::Cpu;
        QVERIFY(session.document()->edit(QStringLiteral("backend"), scene));
    }
    QCOMPARE(session.simulation()->backendName(), cpu ? QStringLiteral("cpu") : QStringLiteral("gpu"));
    app::Viewport* viewport = session.window->viewport();
    const engine::ClothSpec cloth = session.document()->scene().cloths[0];

    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 2, 30000);
    // The middle of the bottom edge: free, and in plain view.
    const int chosen = engine::particleIndex(cloth, {cloth.cols / 2, cloth.rows - 1});
    const app::ScreenMapping screen(viewport->camera(), viewport->size());
    const QPoint press = screen.project(glm::dvec3(positionsOf(session)[std::size_t(chosen)]))->toPoint();
    QTest::mousePress(viewport, Qt::LeftButton, {}, press);
    QVERIFY(session.simulation()->grab().has_value());
    const int grabbed = session.simulation()->grab()->particle;
    const glm::dvec3 held(positionsOf(session)[std::size_t(grabbed)]);
    QVERIFY(std::hypot(screen.project(held)->x() - press.x(), screen.project(held)->y() - press.y()) <=
            app::Viewport::grabRadiusPixels + 2.0);

    // Drag up and to the side: the target is where the cursor's ray meets the
    // plane through the particle facing the camera.
    const QPoint release = press + QPoint(70, -50);
    drag(viewport, press, release, 7, Qt::LeftButton);
    const glm::dvec3 target =
        *app::intersectPlane(screen.rayThrough(release), glm::dvec3(session.simulation()->grab()->target),
                             screen.forward());
    QVERIFY(glm::length(session.simulation()->grab()->target - target) < 1e-6);
    QVERIFY(std::abs(glm::dot(target - held, screen.forward())) < 0.05);  // the plane facing the camera
    QVERIFY(glm::length(target - held) > 0.1);
    QTRY_VERIFY_WITH_TIMEOUT(glm::length(glm::dvec3(positionsOf(session)[std::size_t(grabbed)]) - target) < 0.01,
                             30000);

    QTest::mouseRelease(viewport, Qt::LeftButton, {}, release);
    QVERIFY(!session.simulation()->grab().has_value());
    // Free again: it swings away from where it was held.
    QTRY_VERIFY_WITH_TIMEOUT(glm::length(glm::dvec3(positionsOf(session)[std::size_t(grabbed)]) - target) > 0.03,
                             30000);
    session.simulation()->pause();
}

void TstEditorManipulation::grabOnlyWhilePlaying()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    const engine::ClothSpec cloth = session.document()->scene().cloths[0];
    const app::ScreenMapping screen(viewport->camera(), viewport->size());
    const glm::dvec3 particle = engine::restPosition(cloth, {cloth.cols / 2, cloth.rows / 2});
    const QPoint press = screen.project(particle)->toPoint();
    const glm::vec3 eye = viewport->camera().eye();
    // Paused: a left drag on the cloth orbits.
    QTest::mousePress(viewport, Qt::LeftButton, {}, press);
    QVERIFY(!session.simulation()->grab().has_value());
    drag(viewport, press, press + QPoint(50, 0), 3, Qt::LeftButton);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, press + QPoint(50, 0));
    QVERIFY(glm::length(viewport->camera().eye() - eye) > 1e-3f);

    // Playing: pausing in the middle of a grab lets go.
    session.simulation()->play();
    const app::ScreenMapping turned(viewport->camera(), viewport->size());
    const QPoint onCloth = turned.project(glm::dvec3(positionsOf(session)[std::size_t(
                                             engine::particleIndex(cloth, {cloth.cols / 2, cloth.rows / 2}))]))
                               ->toPoint();
    QTest::mousePress(viewport, Qt::LeftButton, {}, onCloth);
    QVERIFY(session.simulation()->grab().has_value());
    session.simulation()->pause();
    QVERIFY(!session.simulation()->grab().has_value());
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, onCloth);
}

void TstEditorManipulation::brushPaintsPinsAsOneStep()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    const engine::ClothSpec cloth = session.document()->scene().cloths[0];
    const std::set<int> startPins = pinIndices(cloth);
    QUndoStack* undo = session.document()->undoStack();

    session.window->paintPinsAction()->trigger();
    QVERIFY(viewport->isPaintingPins());
    auto* brush = session.window->pinsPanel()->findChild<QSpinBox*>(QStringLiteral("pinBrushRadiusSpin"));
    brush->setValue(8);
    QCOMPARE(viewport->pinBrushRadius(), 8);

    // A stroke across the middle row, from column 10 to column 50.
    const app::ScreenMapping screen(viewport->camera(), viewport->size());
    const auto pixelOf = [&](int i, int j) { return screen.project(engine::restPosition(cloth, {i, j}))->toPoint(); };
    const int row = cloth.rows / 2;
    const QPoint from = pixelOf(10, row), to = pixelOf(50, row);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    drag(viewport, from, to, 12, Qt::LeftButton);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);

    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), QStringLiteral("Paint pins"));
    const std::set<int> painted = pinIndices(session.document()->scene().cloths[0]);
    std::vector<QPointF> stroke;
    for (int s = 0; s <= 12; ++s)
        stroke.push_back(from + (to - from) * s / 12);
    int surelyIn = 0;
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i) {
            const int p = engine::particleIndex(cloth, {i, j});
            const double d = distanceToStroke(*screen.project(engine::restPosition(cloth, {i, j})), stroke);
            if (d < 8.0 - 1.0) {
                QVERIFY2(painted.count(p), qPrintable(QStringLiteral("(%1, %2) not pinned").arg(i).arg(j)));
                ++surelyIn;
            } else if (d > 8.0 + 1.0 && !startPins.count(p)) {
                QVERIFY2(!painted.count(p), qPrintable(QStringLiteral("(%1, %2) pinned").arg(i).arg(j)));
            }
        }
    for (int i = 10; i <= 50; ++i)
        QVERIFY(painted.count(engine::particleIndex(cloth, {i, row})));
    QVERIFY(surelyIn >= 41);
    for (int pin : startPins)
        QVERIFY(painted.count(pin));
    QCOMPARE(session.simulation()->frame(), 0);  // new pins: the cloth restarts at rest

    // Ctrl+stroke unpins, as its own step.
    const QPoint eraseFrom = pixelOf(25, row), eraseTo = pixelOf(35, row);
    QTest::mousePress(viewport, Qt::LeftButton, Qt::ControlModifier, eraseFrom);
    drag(viewport, eraseFrom, eraseTo, 5, Qt::LeftButton, Qt::ControlModifier);
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ControlModifier, eraseTo);
    QCOMPARE(undo->count(), 2);
    const std::set<int> erased = pinIndices(session.document()->scene().cloths[0]);
    for (int i = 25; i <= 35; ++i)
        QVERIFY(!erased.count(engine::particleIndex(cloth, {i, row})));
    for (int i : {10, 15, 45, 50})
        QVERIFY(erased.count(engine::particleIndex(cloth, {i, row})));

    // One undo takes back the whole unpin stroke, the next the whole paint stroke.
    undo->undo();
    QVERIFY(pinIndices(session.document()->scene().cloths[0]) == painted);
    undo->undo();
    QVERIFY(session.document()->scene().cloths[0] == cloth);

    // The tool off: the left button orbits again.
    session.window->paintPinsAction()->trigger();
    QVERIFY(!viewport->isPaintingPins());
}

void TstEditorManipulation::brushSizeKeys()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    auto* brush = session.window->pinsPanel()->findChild<QSpinBox*>(QStringLiteral("pinBrushRadiusSpin"));
    const int start = viewport->pinBrushRadius();
    QTest::keyClick(viewport, Qt::Key_BracketRight);
    QVERIFY(viewport->pinBrushRadius() > start);
    QCOMPARE(brush->value(), viewport->pinBrushRadius());
    QTest::keyClick(viewport, Qt::Key_BracketLeft);
    QTest::keyClick(viewport, Qt::Key_BracketLeft);
    QVERIFY(viewport->pinBrushRadius() < start);
    QCOMPARE(brush->value(), viewport->pinBrushRadius());
    session.window->paintPinsAction()->trigger();
    QTest::keyClick(viewport, Qt::Key_Escape);
    QVERIFY(!viewport->isPaintingPins());
    QVERIFY(!session.window->paintPinsAction()->isChecked());
}

QTEST_MAIN(TstEditorManipulation)
#include "tst_EditorManipulation.moc"

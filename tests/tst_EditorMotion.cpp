// Keyed colliders in the editor (docs/editor.md, "Moving colliders"): K keys the
// selected collider at the frame on show, an edit of a keyed collider's pose
// keys it at that frame (a still one's just moves it), the pose fields follow
// the frame, the timeline's strip moves a key by dragging it, Alt+K deletes the
// key on show, the interpolation is chosen, every step undoes exactly, the
// automatic substeps say when a fast collider raised them, and the examples
// that move open and play.
#include "tests/support/EditorSession.h"

#include "app/ColliderSelection.h"
#include "app/KeyStrip.h"
#include "app/SceneDocument.h"
#include "app/Viewport.h"
#include "app/panels/CollidersPanel.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/Stability.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTemporaryDir>

#include <glm/geometric.hpp>

using namespace drape;

namespace {

QAction* action(const test::EditorSession& session, const char* name)
{
    return session.window->findChild<QAction*>(QString::fromLatin1(name));
}

template <typename T>
T* widget(const test::EditorSession& session, const char* name)
{
    return session.window->collidersPanel()->findChild<T*>(QString::fromLatin1(name));
}

const engine::ColliderSpec& firstCollider(const test::EditorSession& session)
{
    return session.document()->scene().colliders.front();
}

/// Steps the live cloth until the view shows `frame`.
bool stepTo(const test::EditorSession& session, int frame)
{
    while (session.simulation()->frame() < frame)
        session.simulation()->stepFrame();
    return session.window->collidersPanel()->currentFrame() == frame;
}

}  // namespace

class TstEditorMotion : public QObject {
    Q_OBJECT

private slots:
    void keysAreSetEditedAndDeletedAtTheFrameOnShow();
    void stillColliderEditGivesNoKey();
    void fastCollidersRaiseTheAutomaticSubsteps();
    void movingExamplesOpenAndPlay_data();
    void movingExamplesOpenAndPlay();
};

void TstEditorMotion::keysAreSetEditedAndDeletedAtTheFrameOnShow()
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
    QVERIFY(!action(session, "deleteKeyAction")->isEnabled());
    auto* x = widget<QDoubleSpinBox>(session, "colliderPositionXSpin");
    const double start = x->value();

    action(session, "setKeyAction")->trigger();  // K at frame 0
    QVERIFY(stepped());
    QCOMPARE(firstCollider(session).motion.keys.size(), 1u);
    QCOMPARE(firstCollider(session).motion.keys[0].frame, 0);
    QVERIFY(action(session, "deleteKeyAction")->isEnabled());
    QCOMPARE(widget<QLabel>(session, "colliderKeysLabel")->text(), QStringLiteral("One key, at frame 0"));

    // At frame 6 an edit of the pose keys it there (auto-key); frame 0's key stays.
    QVERIFY(stepTo(session, 6));
    QVERIFY(!action(session, "deleteKeyAction")->isEnabled());
    x->setValue(start + 1.0);
    QVERIFY(stepped());
    const engine::KeyedTransform& motion = firstCollider(session).motion;
    QCOMPARE(motion.keys.size(), 2u);
    QCOMPARE(motion.keys[1].frame, 6);
    QCOMPARE(motion.keys[1].position.x, start + 1.0);
    QCOMPARE(motion.keys[0].position.x, start);
    QCOMPARE(firstCollider(session).position.x, start);  // written as the pose at frame 0

    // Back at frame 3 the fields show the pose between the keys: smooth, halfway.
    session.simulation()->reset();
    QVERIFY(stepTo(session, 3));
    QCOMPARE(x->value(), start + 0.5);
    // Linear interpolation is one more step.
    widget<QComboBox>(session, "interpolationBox")->setCurrentIndex(1);
    QVERIFY(stepped());
    QCOMPARE(firstCollider(session).motion.interpolation, engine::KeyInterpolation::Linear);

    // The timeline's strip shows the keys; dragging one moves it, as one step.
    auto* strip = session.window->findChild<app::KeyStrip*>(QStringLiteral("keyStrip"));
    QVERIFY(strip && strip->isVisible());
    const auto drag = [&](int from, int to) {
        const int y = strip->height() / 2;
        QTest::mousePress(strip, Qt::LeftButton, {}, QPoint(strip->xOf(from), y));
        QTest::mouseMove(strip, QPoint((strip->xOf(from) + strip->xOf(to)) / 2, y));
        QTest::mouseRelease(strip, Qt::LeftButton, {}, QPoint(strip->xOf(to), y));
    };
    QCOMPARE(strip->frameAt(strip->xOf(20)), 20);
    drag(6, 20);
    QVERIFY(stepped());
    QCOMPARE(firstCollider(session).motion.keys[1].frame, 20);
    QCOMPARE(firstCollider(session).motion.keys[1].position.x, start + 1.0);
    drag(100, 120);  // no key there: nothing moves
    QCOMPARE(undo->count(), int(scenes.size()) - 1);
    drag(20, 0);  // onto the other key: refused
    QCOMPARE(undo->count(), int(scenes.size()) - 1);
    drag(20, 6);
    QVERIFY(stepped());

    // Alt+K deletes the key on show only.
    QVERIFY(stepTo(session, 6));
    QVERIFY(action(session, "deleteKeyAction")->isEnabled());
    action(session, "deleteKeyAction")->trigger();
    QVERIFY(stepped());
    QCOMPARE(firstCollider(session).motion.keys.size(), 1u);
    QCOMPARE(firstCollider(session).motion.keys[0].frame, 0);

    for (int step = int(scenes.size()) - 2; step >= 0; --step) {
        undo->undo();
        QVERIFY2(session.document()->scene() == scenes[std::size_t(step)], qPrintable(QString::number(step)));
    }
    for (std::size_t step = 1; step < scenes.size(); ++step) {
        undo->redo();
        QVERIFY2(session.document()->scene() == scenes[step], qPrintable(QString::number(step)));
    }
}

void TstEditorMotion::stillColliderEditGivesNoKey()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    action(session, "addSphereAction")->trigger();
    QVERIFY(stepTo(session, 4));
    auto* x = widget<QDoubleSpinBox>(session, "colliderPositionXSpin");
    x->setValue(x->value() + 0.25);
    QVERIFY(!firstCollider(session).motion.animated());
    QCOMPARE(firstCollider(session).position.x, x->value());
    QCOMPARE(widget<QLabel>(session, "colliderKeysLabel")->text(), QStringLiteral("Still"));
    QVERIFY(!widget<QComboBox>(session, "interpolationBox")->isEnabled());
}

// A box keyed to cross 30 m in one frame asks for more steps than the flag's
// stability (31, from the bound for folds); the Springs panel's line under the readout says why. The
// control: the same move over 100 frames leaves stability's count and line.
void TstEditorMotion::fastCollidersRaiseTheAutomaticSubsteps()
{
    QTemporaryDir dir;
    for (const int frames : {1, 100}) {
        test::EditorSession session;
        QVERIFY(session.ready);
        engine::Scene scene = session.document()->scene();
        scene.simulation.autoSubsteps = true;
        engine::ColliderSpec box;
        box.name = "Fast box";
        box.shape = engine::ColliderShape::Box;
        box.halfExtents = {0.2, 0.2, 0.2};
        box.position = {0.0, -3.0, 0.0};
        box.motion = {{{0, {0.0, -3.0, 0.0}, {}}, {frames, {30.0, -3.0, 0.0}, {}}},
                      engine::KeyInterpolation::Linear};
        scene.colliders = {box};
        const QString path = dir.filePath(QString("fast-%1.drape").arg(frames));
        engine::saveScene(scene, std::filesystem::path(path.toStdString()));
        QVERIFY(session.window->openFile(path));
        const int substeps = session.document()->scene().simulation.substeps;
        const QString line = session.window->findChild<QLabel*>(QStringLiteral("stabilityLabel"))->text();
        if (frames == 1) {
            QCOMPARE(substeps, 143);  // 30 m a frame over 0.01 + 0.2 m a step: 142.9
            QVERIFY2(line.contains(QStringLiteral("keyed collider")), qPrintable(line));
        } else {
            QCOMPARE(substeps, engine::automaticSubsteps(session.document()->scene()));
            QVERIFY2(line.contains(QStringLiteral("within")), qPrintable(line));
        }
    }
}

void TstEditorMotion::movingExamplesOpenAndPlay_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("curtain drawn open") << "curtain-drawn.drape";
    QTest::newRow("tablecloth pulled off") << "tablecloth-pull.drape";
    QTest::newRow("flag carried along") << "flag-carried.drape";
}

// Each opens from the Examples menu's resources with its keys, its pin groups
// counted in the Pins panel, and plays: its last pin group's first particle,
// held, leaves its place at frame 0 once the keys start (all three start by
// frame 30).
void TstEditorMotion::movingExamplesOpenAndPlay()
{
    QFETCH(QString, example);
    test::EditorSession session;
    QVERIFY(session.ready);
    QVERIFY(session.window->openExample(example));
    const engine::ClothSpec& cloth = session.document()->scene().cloths[0];
    QVERIFY(!cloth.pinGroups.empty() && cloth.pinGroups.back().motion.animated());
    // The Pins panel counts the groups' particles on their own line (without groups
    // there is none: tst_EditorPanels reads the count alone).
    const auto grouped = engine::heldParticles(cloth).size() - cloth.pins.size();
    const QString count = session.window->findChild<QLabel*>(QStringLiteral("pinCountLabel"))->text();
    QVERIFY2(count.endsWith(QString("\n%1 more held by pin groups that follow their keys").arg(grouped)),
             qPrintable(count));
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->solver() != nullptr, 30000);
    const auto held = std::size_t(engine::particleIndex(cloth, cloth.pinGroups.back().particles.front()));
    std::vector<glm::vec3> start, later;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(start);
    QVERIFY(stepTo(session, 40));
    QCOMPARE(session.window->viewport()->shownFrame(), 40);
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(later);
    const double moved = glm::length(glm::dvec3(later[held] - start[held]));
    QVERIFY2(moved > 0.01, qPrintable(QString::number(moved)));
}

QTEST_MAIN(TstEditorMotion)
#include "tst_EditorMotion.moc"

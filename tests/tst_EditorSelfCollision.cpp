// Self-collision in the editor: the Self-collision panel's check box adds and
// removes cloth.selfCollision with a thickness the scene allows, its thickness
// (in millimetres) and friction land in their fields, a thickness past 1.5
// spacings is refused, and undo gives back the exact scenes; in a shown editor
// (under Xvfb) View ▸ Collision Thickness draws discs over the cloth only when
// it has self-collision, and turning it on moves the cloth to the CPU backend,
// which runs it faster than the software renderer the tests draw with.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/panels/SelfCollisionPanel.h"

#include "engine/sim/CpuSolver.h"

#include <QtTest>
#include <QtWidgets>

#include <cmath>
#include <memory>

using namespace drape;

namespace {

/// Pixels whose colour differs by more than 30 in some channel.
int changedPixels(const QImage& a, const QImage& b)
{
    int changed = 0;
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            if (std::abs(p.red() - q.red()) > 30 || std::abs(p.green() - q.green()) > 30 ||
                std::abs(p.blue() - q.blue()) > 30)
                ++changed;
        }
    return changed;
}

}  // namespace

class TstEditorSelfCollision : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        doc = std::make_unique<app::SceneDocument>();
        panel = new app::SelfCollisionPanel(doc.get());
        doc->replace(engine::Scene{}, {});
    }
    void cleanup()
    {
        delete panel;
        doc.reset();
    }

    void namesAndStartState()
    {
        QCOMPARE(panel->objectName(), QString("selfCollisionPanel"));
        QCOMPARE(panel->windowTitle(), QString("Self-collision"));
        QVERIFY(!check()->isChecked());
        QVERIFY(!spin("selfCollisionThicknessSpin")->isEnabled());
        // Greyed out, it shows what turning it on brings: one spacing.
        QCOMPARE(spin("selfCollisionThicknessSpin")->value(), 30.0);
    }

    void checkBoxAddsAndRemovesIt()
    {
        check()->click();
        QVERIFY(doc->scene().cloths[0].selfCollision);
        QCOMPARE(doc->scene().cloths[0].selfCollision->thickness, doc->scene().cloths[0].spacing);
        QCOMPARE(doc->scene().cloths[0].selfCollision->friction, 0.2);
        QVERIFY(spin("selfCollisionThicknessSpin")->isEnabled());
        spin("selfCollisionThicknessSpin")->setValue(25.0);
        spin("selfCollisionFrictionSpin")->setValue(0.5);
        QCOMPARE(*doc->scene().cloths[0].selfCollision, (engine::SelfCollisionSpec{0.025, 0.5}));
        check()->click();
        QVERIFY(!doc->scene().cloths[0].selfCollision);
        QVERIFY(!spin("selfCollisionThicknessSpin")->isEnabled());
        // On again: the settings it had come back.
        check()->click();
        QCOMPARE(*doc->scene().cloths[0].selfCollision, (engine::SelfCollisionSpec{0.025, 0.5}));
        QCOMPARE(doc->undoStack()->count(), 5);
        for (int k = 0; k < 5; ++k)
            doc->undoStack()->undo();
        QCOMPARE(doc->scene(), engine::Scene{});
        QVERIFY(!check()->isChecked());
    }

    void tooThickIsRefused()
    {
        check()->click();
        spin("selfCollisionThicknessSpin")->setValue(40.0);
        QCOMPARE(doc->scene().cloths[0].selfCollision->thickness, 0.04);
        // 1.5 spacings is 45 mm: 60 is refused and the field shows the scene's value again.
        spin("selfCollisionThicknessSpin")->setValue(60.0);
        QCOMPARE(doc->scene().cloths[0].selfCollision->thickness, 0.04);
        QCOMPARE(spin("selfCollisionThicknessSpin")->value(), 40.0);
    }

    void fineClothTurnsOnWithinItsSpacing()
    {
        engine::Scene fine;
        fine.cloths[0].spacing = 0.01;
        doc->replace(fine, {});
        check()->click();
        QVERIFY(doc->scene().cloths[0].selfCollision);
        QCOMPARE(doc->scene().cloths[0].selfCollision->thickness, 0.01);
    }

    void thicknessShowsInTheViewport()
    {
        test::EditorSession session;
        QVERIFY(session.ready);
        app::Viewport* viewport = session.window->viewport();
        auto* action = session.window->findChild<QAction*>(QStringLiteral("collisionThicknessAction"));
        QVERIFY(action && action->isCheckable() && !action->isChecked());
        const auto toggledChange = [&] {
            const QImage off = viewport->grabFramebuffer();
            action->trigger();
            const QImage on = viewport->grabFramebuffer();
            action->trigger();
            return changedPixels(off, on);
        };
        // The flag has no self-collision: the action draws nothing.
        QCOMPARE(toggledChange(), 0);

        auto* check = session.window->findChild<QCheckBox*>(QStringLiteral("selfCollisionCheck"));
        QVERIFY(check);
        check->click();
        QVERIFY(session.document()->scene().cloths[0].selfCollision);
        QTRY_VERIFY_WITH_TIMEOUT(dynamic_cast<const engine::CpuSolver*>(session.simulation()->solver()) != nullptr,
                                 10000);
        const int changed = toggledChange();
        qInfo("%d pixels change with the thickness drawn", changed);
        QVERIFY2(changed > 2000, qPrintable(QString::number(changed)));
    }

private:
    QCheckBox* check() const { return panel->findChild<QCheckBox*>("selfCollisionCheck"); }
    QDoubleSpinBox* spin(const char* name) const { return panel->findChild<QDoubleSpinBox*>(name); }

    std::unique_ptr<app::SceneDocument> doc;
    app::SelfCollisionPanel* panel = nullptr;
};

QTEST_MAIN(TstEditorSelfCollision)
#include "tst_EditorSelfCollision.moc"

// The docks stay as the user leaves them (docs/editor.md, "Layout"): selecting
// a collider, which shows its fields in the Colliders panel, resizes no other
// dock; the layout comes back on the next start; Window ▸ Reset Layout brings
// back the default one. Under Xvfb.
#include "tests/support/EditorSession.h"

#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "engine/scene/Collider.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QtTest>

#include <map>

using namespace drape;

namespace {

/// Every shown dock's geometry in the window, by object name (a tab behind another
/// counts as not shown: Qt moves those about off screen).
std::map<QString, QRect> dockGeometries(const app::MainWindow& window)
{
    std::map<QString, QRect> geometries;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        geometries[dock->objectName()] =
            dock->isVisible() && !dock->visibleRegion().isEmpty() ? dock->geometry() : QRect();
    return geometries;
}

QAction* actionNamed(const app::MainWindow& window, const char* name)
{
    return window.findChild<QAction*>(QLatin1String(name));
}

}  // namespace

class TstEditorLayout : public QObject {
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }
    void selectingAColliderResizesNoOtherDock();
    void theLayoutComesBackOnTheNextStart();
    void resetLayoutBringsBackTheDefault();
};

void TstEditorLayout::selectingAColliderResizesNoOtherDock()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    engine::Scene scene = session.document()->scene();
    engine::ColliderSpec capsule;
    capsule.name = "Pole";
    capsule.shape = engine::ColliderShape::Capsule;
    scene.colliders = {capsule};
    QVERIFY(session.document()->edit(QStringLiteral("pole"), scene));
    auto* colliders = session.window->findChild<QDockWidget*>(QStringLiteral("collidersPanel"));
    QVERIFY(colliders);
    colliders->raise();
    QTest::qWait(100);
    const std::map<QString, QRect> before = dockGeometries(*session.window);
    QVERIFY(before.at(QStringLiteral("clothPanel")).height() > 150);

    // Selecting shows the collider's fields, many rows taller than the list alone.
    session.window->colliderSelection()->select(0);
    QTest::qWait(100);
    QCoreApplication::processEvents();
    const std::map<QString, QRect> after = dockGeometries(*session.window);
    for (const auto& [name, geometry] : before)
        QVERIFY2(after.at(name) == geometry, qPrintable(QString("%1 moved from %2,%3 %4×%5 to %6,%7 %8×%9")
                                                           .arg(name)
                                                           .arg(geometry.x())
                                                           .arg(geometry.y())
                                                           .arg(geometry.width())
                                                           .arg(geometry.height())
                                                           .arg(after.at(name).x())
                                                           .arg(after.at(name).y())
                                                           .arg(after.at(name).width())
                                                           .arg(after.at(name).height())));
}

void TstEditorLayout::theLayoutComesBackOnTheNextStart()
{
    QRect clothBefore;
    {
        test::EditorSession session;
        QVERIFY(session.ready);
        session.window->findChild<QDockWidget*>(QStringLiteral("historyPanel"))->close();
        auto* air = session.window->findChild<QDockWidget*>(QStringLiteral("airPanel"));
        session.window->addDockWidget(Qt::RightDockWidgetArea, air);  // out of its tabs, to the right
        QTest::qWait(100);
        clothBefore = session.window->findChild<QDockWidget*>(QStringLiteral("clothPanel"))->geometry();
        QVERIFY(session.window->close());
    }
    test::EditorSession next;
    QVERIFY(next.ready);
    QTest::qWait(100);
    QVERIFY(!next.window->findChild<QDockWidget*>(QStringLiteral("historyPanel"))->isVisible());
    auto* air = next.window->findChild<QDockWidget*>(QStringLiteral("airPanel"));
    QCOMPARE(next.window->dockWidgetArea(air), Qt::RightDockWidgetArea);
    QVERIFY(next.window->tabifiedDockWidgets(air).isEmpty());
    QCOMPARE(next.window->findChild<QDockWidget*>(QStringLiteral("clothPanel"))->geometry(), clothBefore);
}

void TstEditorLayout::resetLayoutBringsBackTheDefault()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QTest::qWait(100);
    const std::map<QString, QRect> defaults = dockGeometries(*session.window);
    auto* history = session.window->findChild<QDockWidget*>(QStringLiteral("historyPanel"));
    auto* air = session.window->findChild<QDockWidget*>(QStringLiteral("airPanel"));
    history->close();
    air->setFloating(true);
    session.window->addDockWidget(Qt::RightDockWidgetArea,
                                  session.window->findChild<QDockWidget*>(QStringLiteral("clothPanel")));
    QTest::qWait(100);
    QVERIFY(dockGeometries(*session.window) != defaults);  // the negative control: it did change

    QAction* reset = actionNamed(*session.window, "resetLayoutAction");
    QVERIFY(reset);
    reset->trigger();
    QTest::qWait(200);
    QVERIFY(!air->isFloating());
    QCOMPARE(session.window->dockWidgetArea(session.window->findChild<QDockWidget*>(QStringLiteral("clothPanel"))),
             Qt::LeftDockWidgetArea);
    QVERIFY(session.window->tabifiedDockWidgets(history).contains(
        session.window->findChild<QDockWidget*>(QStringLiteral("simulationPanel"))));
    QVERIFY(session.window->tabifiedDockWidgets(air).contains(
        session.window->findChild<QDockWidget*>(QStringLiteral("collidersPanel"))));
    const std::map<QString, QRect> after = dockGeometries(*session.window);
    for (const auto& [name, geometry] : defaults)
        QVERIFY2(after.at(name) == geometry, qPrintable(QString("%1 at %2,%3 %4×%5 instead of %6,%7 %8×%9")
                                                           .arg(name)
                                                           .arg(after.at(name).x())
                                                           .arg(after.at(name).y())
                                                           .arg(after.at(name).width())
                                                           .arg(after.at(name).height())
                                                           .arg(geometry.x())
                                                           .arg(geometry.y())
                                                           .arg(geometry.width())
                                                           .arg(geometry.height())));
}

QTEST_MAIN(TstEditorLayout)
#include "tst_EditorLayout.moc"

// The Outliner: a scene's cloths and colliders in one tree; selecting a cloth
// makes the panels edit it (and only it), the settings the cloths share follow
// the edited one, cloths are added, renamed and removed as undo steps with the
// limits refused, and colliders are selected, renamed and removed from it in
// step with the Colliders panel and the viewport.
#include "tests/support/EditorSession.h"

#include "app/BakeController.h"
#include "app/ClothDefaults.h"
#include "app/ColliderSelection.h"
#include "app/ExportDialog.h"
#include "app/SceneDocument.h"
#include "app/panels/OutlinerPanel.h"

#include "engine/scene/ClothMetrics.h"
#include "engine/scene/Limits.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace drape;

namespace {

QStringList childNames(const QTreeWidgetItem* group)
{
    QStringList names;
    for (int n = 0; n < group->childCount(); ++n)
        names << group->child(n)->text(0);
    return names;
}

/// `count` small cloths side by side, each of its own name.
engine::Scene manyCloths(int count)
{
    engine::Scene scene;
    scene.cloths.clear();
    for (int k = 0; k < count; ++k) {
        engine::ClothSpec cloth;
        cloth.name = "Cloth " + std::to_string(k + 1);
        cloth.cols = 4;
        cloth.rows = 4;
        cloth.pins = {{0, 0}};
        cloth.origin = {0.2 * k, 1.0, 0.0};
        scene.cloths.push_back(cloth);
    }
    return scene;
}

}  // namespace

class TstEditorOutliner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void listsTheClothsAndColliders();
    void selectingAClothMakesThePanelsEditIt();
    void sharedSettingsFollowTheEditedCloth();
    void addRenameAndRemoveCloths();
    void aSceneKeepsItsLastCloth();
    void refusesTheClothPastTheLimit();
    void collidersAreSelectedRenamedAndRemoved();
    void singleMeshExportsTakeTheActiveCloth();

private:
    QTreeWidgetItem* group(int n) const { return m_tree->topLevelItem(n); }
    void select(int groupIndex, int child) { m_tree->setCurrentItem(group(groupIndex)->child(child)); }
    /// Whether the Outliner's tab is the one in front of its dock area (a dock
    /// behind another tab counts as visible, but nothing of it is on screen).
    bool inFront() const { return !m_tree->visibleRegion().isEmpty(); }
    template <typename T>
    T* find(const char* name) const
    {
        return m_session->window->findChild<T*>(QString::fromLatin1(name));
    }

    std::unique_ptr<test::EditorSession> m_session;
    app::SceneDocument* m_document = nullptr;
    app::OutlinerPanel* m_outliner = nullptr;
    QTreeWidget* m_tree = nullptr;
    bool m_shownForOneCloth = false;
};

void TstEditorOutliner::init()
{
    m_session = std::make_unique<test::EditorSession>();
    QVERIFY(m_session->ready);
    m_document = m_session->document();
    m_outliner = m_session->window->outlinerPanel();
    m_tree = m_outliner->findChild<QTreeWidget*>(QStringLiteral("outlinerTree"));
    QVERIFY(m_tree);
    m_shownForOneCloth = inFront();  // the session opens the flag
    QVERIFY(m_session->window->openExample(QStringLiteral("two-sheets.drape")));
}

void TstEditorOutliner::cleanup()
{
    m_session.reset();
}

// Both sheets and both colliders are listed by name, the first sheet is the one
// edited, and a scene of several cloths opens with the Outliner in view.
void TstEditorOutliner::listsTheClothsAndColliders()
{
    QCOMPARE(childNames(group(0)), (QStringList{"Sheet", "Throw"}));
    QCOMPARE(childNames(group(1)), (QStringList{"Floor", "Bed"}));
    QCOMPARE(m_document->activeCloth(), 0);
    QVERIFY(group(0)->child(0)->font(0).bold());
    QVERIFY(!group(0)->child(1)->font(0).bold());
    QVERIFY(inFront());
    QVERIFY(!m_shownForOneCloth);  // control: the flag, one cloth, keeps the Pins panel in front
    QVERIFY(m_session->window->openExample(QStringLiteral("flag.drape")));
    QCOMPARE(childNames(group(0)), (QStringList{"Cloth"}));
    QCOMPARE(childNames(group(1)), QStringList{});
}

// Selecting the throw shows its 30 columns; editing them changes the throw and
// leaves the sheet's 40; undo gives the 30 back; the sheet shows its own again.
void TstEditorOutliner::selectingAClothMakesThePanelsEditIt()
{
    auto* columns = find<QSpinBox>("columnsSpin");
    QCOMPARE(columns->value(), 40);
    select(0, 1);
    QCOMPARE(m_document->activeCloth(), 1);
    QVERIFY(group(0)->child(1)->font(0).bold());
    QCOMPARE(columns->value(), 30);
    columns->setValue(20);
    QCOMPARE(m_document->scene().cloths[1].cols, 20);
    QCOMPARE(m_document->scene().cloths[0].cols, 40);
    m_document->undoStack()->undo();
    QCOMPARE(m_document->scene().cloths[1].cols, 30);
    QCOMPARE(columns->value(), 30);
    select(0, 0);
    QCOMPARE(columns->value(), 40);
}

// Damping is one for the cloths stepped together: set on the throw, both have it.
void TstEditorOutliner::sharedSettingsFollowTheEditedCloth()
{
    select(0, 1);
    auto* damping = find<QDoubleSpinBox>("dampingSpin");
    const double before = m_document->scene().cloths[0].damping.internal;
    damping->setValue(before * 1000.0 + 7.0);  // shown in ms
    const double after = m_document->scene().cloths[1].damping.internal;
    QVERIFY(std::abs(after - before) > 1e-3);
    QCOMPARE(m_document->scene().cloths[0].damping.internal, after);
}

// Add Cloth puts a named cloth above the others and makes it the edited one; a
// taken name is refused and a new one trimmed; Remove takes it away; each is one
// undo step, and undoing them all gives the example back.
void TstEditorOutliner::addRenameAndRemoveCloths()
{
    const engine::Scene original = m_document->scene();
    QVERIFY(m_outliner->addCloth());
    const engine::Scene& scene = m_document->scene();
    QCOMPARE(scene.cloths.size(), std::size_t(3));
    QCOMPARE(scene.cloths[2].name, std::string("Cloth"));
    QCOMPARE(m_document->activeCloth(), 2);
    QCOMPARE(m_tree->currentItem(), group(0)->child(2));
    const double othersTop = engine::restBounds(original).second.y;
    QVERIFY(engine::restBounds(scene.cloths[2]).first.y >= othersTop + app::newClothGap - 1e-9);
    QCOMPARE(scene.cloths[2].damping, scene.cloths[0].damping);
    QVERIFY(QTest::qWaitFor([this] { return m_session->simulation()->solver() != nullptr; }, 10000));

    QVERIFY(!m_outliner->renameSelected(QStringLiteral("Sheet")));
    QCOMPARE(m_document->scene().cloths[2].name, std::string("Cloth"));
    QCOMPARE(group(0)->child(2)->text(0), QStringLiteral("Cloth"));
    QVERIFY(m_outliner->renameSelected(QStringLiteral("  Blanket ")));
    QCOMPARE(m_document->scene().cloths[2].name, std::string("Blanket"));
    QCOMPARE(childNames(group(0)), (QStringList{"Sheet", "Throw", "Blanket"}));

    select(0, 1);
    QVERIFY(m_outliner->removeSelected());
    QCOMPARE(childNames(group(0)), (QStringList{"Sheet", "Blanket"}));
    QCOMPARE(m_document->activeCloth(), 1);
    QCOMPARE(m_document->undoStack()->count(), 3);
    while (m_document->undoStack()->canUndo())
        m_document->undoStack()->undo();
    QCOMPARE(m_document->scene(), original);
    QCOMPARE(childNames(group(0)), (QStringList{"Sheet", "Throw"}));
}

// Removing cloths stops at the last one: its Remove is greyed out and refused.
void TstEditorOutliner::aSceneKeepsItsLastCloth()
{
    auto* remove = m_outliner->findChild<QAction*>(QStringLiteral("removeOutlinerAction"));
    select(0, 1);
    QVERIFY(remove->isEnabled());
    QVERIFY(m_outliner->removeSelected());
    select(0, 0);
    QVERIFY(!remove->isEnabled());
    QVERIFY(!m_outliner->removeSelected());
    QCOMPARE(m_document->scene().cloths.size(), std::size_t(1));
}

// At the limit on cloths Add Cloth is refused with a message; one below it adds.
void TstEditorOutliner::refusesTheClothPastTheLimit()
{
    auto* add = m_outliner->findChild<QAction*>(QStringLiteral("addClothAction"));
    m_document->replace(manyCloths(int(engine::limits::maxCloths) - 1), {});
    QVERIFY(add->isEnabled());
    QVERIFY(m_outliner->message().isEmpty());
    QVERIFY(m_outliner->addCloth());
    QCOMPARE(m_document->scene().cloths.size(), engine::limits::maxCloths);
    QVERIFY(!add->isEnabled());
    QVERIFY(m_outliner->message().contains(QString::number(engine::limits::maxCloths)));
    QVERIFY(!m_outliner->addCloth());
    QCOMPARE(m_document->scene().cloths.size(), engine::limits::maxCloths);
}

// A collider chosen in the Outliner is the Colliders panel's and the viewport's
// selection, and one selected there is current here; rename and remove act on it.
void TstEditorOutliner::collidersAreSelectedRenamedAndRemoved()
{
    app::ColliderSelection* selection = m_session->window->colliderSelection();
    select(1, 1);
    QCOMPARE(selection->index(), 1);
    selection->select(0);
    QCOMPARE(m_tree->currentItem(), group(1)->child(0));
    QVERIFY(m_outliner->renameSelected(QStringLiteral("Ground")));
    QCOMPARE(m_document->scene().colliders[0].name, std::string("Ground"));
    QVERIFY(m_outliner->removeSelected());
    QCOMPARE(childNames(group(1)), (QStringList{"Bed"}));
    QCOMPARE(selection->index(), 0);
    QCOMPARE(m_document->scene().cloths.size(), std::size_t(2));  // the cloths stay
    // Selecting a cloth leaves no collider selected.
    select(0, 1);
    QCOMPARE(selection->index(), -1);
    QCOMPARE(m_document->activeCloth(), 1);
}

// From a bake of both sheets, a PC2 cache (one mesh) holds the cloth the export
// dialog is given, the throw's 900 particles or the sheet's 1600; a glTF takes both.
void TstEditorOutliner::singleMeshExportsTakeTheActiveCloth()
{
    constexpr int frames = 3;
    engine::Scene shorter = m_document->scene();
    shorter.simulation.frames = frames;
    QVERIFY(m_document->edit(QStringLiteral("shorter"), shorter));
    app::BakeController* bake = m_session->window->bakeController();
    QCOMPARE(bake->bake(), app::BakeController::Result::Baked);
    QTemporaryDir dir;
    app::ExportDialog dialog(bake, m_session->window.get());
    const QString pc2 = dir.filePath(QStringLiteral("cloth.pc2"));
    dialog.setPath(pc2);
    for (const auto& [cloth, particles] : {std::pair{std::size_t(1), 30 * 30}, std::pair{std::size_t(0), 40 * 40}}) {
        dialog.setSingleMeshCloth(cloth);
        QCOMPARE(dialog.options().cloth, std::optional(cloth));
        QVERIFY(dialog.exportTo(pc2, dialog.options()));
        QFile file(pc2);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.size(), qint64(32 + frames * particles * 12));
    }
    dialog.setPath(dir.filePath(QStringLiteral("cloths.glb")));
    QVERIFY(!dialog.options().cloth.has_value());
}

QTEST_MAIN(TstEditorOutliner)
#include "tst_EditorOutliner.moc"

// Declared panel fields (app/panels/FieldRows.h, SceneField.h) without a panel:
// the widget a declaration makes, the undo step an edit pushes and which edits
// merge (by the widget's object name, and per collider), silent refreshes,
// read-only and hidden fields.
#include "app/ColliderDefaults.h"
#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "app/panels/FieldRows.h"

#include <QtTest>
#include <QtWidgets>

#include <memory>

using namespace drape;

namespace {

const app::SceneField spacing{.name = "spacingSpin", .minimum = 1.0, .maximum = 100.0, .decimals = 1,
                              .scale = 100.0, .label = "Spacing (cm)", .toolTip = "Rest distance.",
                              .toolTipNote = "Restarts.", .undoText = "Change spacing",
                              .get = [](const engine::Scene& s, int) { return s.cloths[0].spacing; },
                              .set = [](engine::Scene& s, int, double value) { s.cloths[0].spacing = value; }};

const app::SceneField frames{.name = "framesSpin", .kind = app::FieldKind::Integer, .minimum = 1, .maximum = 500,
                             .label = "Frames", .undoText = "Change frames",
                             .get = [](const engine::Scene& s, int) { return double(s.simulation.frames); },
                             .set = [](engine::Scene& s, int, double value) { s.simulation.frames = int(value); },
                             .editable = [](const engine::Scene& s) { return !s.simulation.autoSubsteps; }};

const app::SceneField gravity{.name = "gravity", .kind = app::FieldKind::Vector, .minimum = -100.0,
                              .maximum = 100.0, .decimals = 2, .label = "Gravity", .undoText = "Change gravity",
                              .get = [](const engine::Scene& s, int axis) { return s.gravity[axis]; },
                              .set = [](engine::Scene& s, int axis, double value) { s.gravity[axis] = value; }};

const app::ColliderField radius{
    .name = "radiusSpin", .minimum = 0.01, .maximum = 10.0, .decimals = 2, .label = "Radius",
    .undoText = "Change collider", .get = [](const engine::ColliderSpec& c, int) { return c.radius; },
    .set = [](engine::ColliderSpec& c, int, double value) { c.radius = value; },
    .shown = [](const engine::ColliderSpec& c) { return c.shape == engine::ColliderShape::Sphere; }};

}  // namespace

class TstFieldRows : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void makesTheDeclaredWidgets();
    void anEditIsOneUndoStepInTheStoredUnit();
    void editsOfOneWidgetMergeAndOthersDoNot();
    void colliderFieldsMergePerCollider();
    void refreshesSilently();
    void readOnlyFieldsAreGreyedAndRefused();
    void hiddenRowsFollowTheTarget();
    void retranslateSetsLabelAndTooltip();

private:
    template <typename Spin>
    Spin* spin(const char* name) const { return m_panel->findChild<Spin*>(QLatin1String(name)); }

    std::unique_ptr<app::SceneDocument> m_document;
    std::unique_ptr<app::ColliderSelection> m_selection;
    std::unique_ptr<QWidget> m_panel;
    QFormLayout* m_form = nullptr;
    std::unique_ptr<app::FieldRows> m_rows;
};

void TstFieldRows::init()
{
    m_document = std::make_unique<app::SceneDocument>();
    engine::Scene scene;
    scene.colliders = {app::newCollider(engine::ColliderShape::Sphere, "Sphere", scene),
                       app::newCollider(engine::ColliderShape::Sphere, "Sphere 2", scene),
                       app::newCollider(engine::ColliderShape::Box, "Box", scene)};
    m_document->replace(scene, {});
    m_selection = std::make_unique<app::ColliderSelection>(m_document.get());
    m_panel = std::make_unique<QWidget>();
    m_form = new QFormLayout(m_panel.get());
    m_rows = std::make_unique<app::FieldRows>(
        m_panel.get(), m_document.get(),
        [this](const QString& text, const engine::Scene& after, const QString& key) {
            m_document->edit(text, after, key);
        });
    m_rows->add(m_panel.get(), m_form, spacing);
    m_rows->add(m_panel.get(), m_form, frames);
    m_rows->add(m_panel.get(), m_form, gravity);
    m_rows->add(m_panel.get(), m_form, radius, m_selection.get());
    m_rows->retranslate();
    m_rows->refresh(m_document->scene());
}

void TstFieldRows::cleanup()
{
    m_rows.reset();
    m_panel.reset();
    m_selection.reset();
    m_document.reset();
}

void TstFieldRows::makesTheDeclaredWidgets()
{
    auto* spacingSpin = spin<QDoubleSpinBox>("spacingSpin");
    QVERIFY(spacingSpin);
    QCOMPARE(spacingSpin->decimals(), 1);
    QCOMPARE(spacingSpin->minimum(), 1.0);
    QCOMPARE(spacingSpin->maximum(), 100.0);
    QCOMPARE(spacingSpin->value(), engine::ClothSpec{}.spacing * 100.0);  // shown in the declared unit
    QVERIFY(!spacingSpin->keyboardTracking());  // commits only a finished number
    auto* framesSpin = spin<QSpinBox>("framesSpin");
    QVERIFY(framesSpin);
    QCOMPARE(framesSpin->maximum(), 500);
    for (const char* axis : {"gravityXSpin", "gravityYSpin", "gravityZSpin"})
        QVERIFY2(spin<QDoubleSpinBox>(axis), axis);
    QCOMPARE(spin<QDoubleSpinBox>("gravityYSpin")->value(), engine::Scene{}.gravity.y);
}

void TstFieldRows::anEditIsOneUndoStepInTheStoredUnit()
{
    spin<QDoubleSpinBox>("spacingSpin")->setValue(5.0);
    QCOMPARE(m_document->scene().cloths[0].spacing, 0.05);
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(m_document->undoStack()->undoText(), QStringLiteral("Change spacing"));
}

void TstFieldRows::editsOfOneWidgetMergeAndOthersDoNot()
{
    QUndoStack* stack = m_document->undoStack();
    spin<QDoubleSpinBox>("spacingSpin")->setValue(5.0);
    spin<QDoubleSpinBox>("spacingSpin")->setValue(6.0);
    QCOMPARE(stack->count(), 1);  // a held arrow: one step
    spin<QSpinBox>("framesSpin")->setValue(100);
    QCOMPARE(stack->count(), 2);
    spin<QDoubleSpinBox>("gravityXSpin")->setValue(1.0);
    spin<QDoubleSpinBox>("gravityYSpin")->setValue(-5.0);
    QCOMPARE(stack->count(), 4);  // each axis is a field of its own
    spin<QDoubleSpinBox>("spacingSpin")->setValue(7.0);
    QCOMPARE(stack->count(), 5);  // merges only while consecutive
    stack->undo();
    QCOMPARE(m_document->scene().cloths[0].spacing, 0.06);
}

void TstFieldRows::colliderFieldsMergePerCollider()
{
    QUndoStack* stack = m_document->undoStack();
    m_selection->select(0);
    m_rows->refresh(m_document->scene());
    auto* radiusSpin = spin<QDoubleSpinBox>("radiusSpin");
    radiusSpin->setValue(0.5);
    radiusSpin->setValue(0.6);
    QCOMPARE(stack->count(), 1);
    m_selection->select(1);
    m_rows->refresh(m_document->scene());
    radiusSpin->setValue(0.7);
    QCOMPARE(stack->count(), 2);  // the same field of another collider
    QCOMPARE(m_document->scene().colliders[0].radius, 0.6);
    QCOMPARE(m_document->scene().colliders[1].radius, 0.7);
    m_selection->select(-1);
    radiusSpin->setValue(0.8);
    QCOMPARE(stack->count(), 2);  // no collider selected: nothing to edit
}

void TstFieldRows::refreshesSilently()
{
    engine::Scene after = m_document->scene();
    after.cloths[0].spacing = 0.08;
    QVERIFY(m_document->edit(QStringLiteral("outside"), after));
    m_rows->refresh(m_document->scene());
    QCOMPARE(spin<QDoubleSpinBox>("spacingSpin")->value(), 8.0);
    QCOMPARE(m_document->undoStack()->count(), 1);  // the refresh pushed nothing
}

void TstFieldRows::readOnlyFieldsAreGreyedAndRefused()
{
    engine::Scene after = m_document->scene();
    after.simulation.autoSubsteps = true;
    QVERIFY(m_document->edit(QStringLiteral("auto"), after));
    m_rows->refresh(m_document->scene());
    auto* framesSpin = spin<QSpinBox>("framesSpin");
    QVERIFY(!framesSpin->isEnabled());
    const int before = framesSpin->value();
    framesSpin->setValue(before + 1);
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(framesSpin->value(), before);  // shows the scene's value again
}

void TstFieldRows::hiddenRowsFollowTheTarget()
{
    m_panel->show();
    QWidget* radiusSpin = spin<QDoubleSpinBox>("radiusSpin");
    m_selection->select(0);
    m_rows->refresh(m_document->scene());
    QVERIFY(radiusSpin->isVisible());
    m_selection->select(2);  // the box
    m_rows->refresh(m_document->scene());
    QVERIFY(!radiusSpin->isVisible());
}

void TstFieldRows::retranslateSetsLabelAndTooltip()
{
    QWidget* spacingSpin = spin<QDoubleSpinBox>("spacingSpin");
    const auto* label = qobject_cast<QLabel*>(m_form->labelForField(spacingSpin));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("Spacing (cm)"));
    QCOMPARE(spacingSpin->toolTip(), QStringLiteral("Rest distance. Restarts."));
    QCOMPARE(spin<QDoubleSpinBox>("gravityXSpin")->parentWidget()->toolTip(), QString());
}

QTEST_MAIN(TstFieldRows)
#include "tst_FieldRows.moc"

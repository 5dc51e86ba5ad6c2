// The editor's side of materials, stability and strain limiting, panel by panel
// (no window): the Cloth panel's material combo and physical values set the
// cloth's material and the derived mass and springs (engine::particleMassFor,
// springsFor); the Springs panel's automatic substeps, stability readout and
// strain limits; the Simulation panel mirrors the automatic mode. Every edit
// undoes and redoes exactly.
#include "app/SceneDocument.h"
#include "app/SimulationController.h"
#include "app/panels/ClothPanel.h"
#include "app/panels/SimulationPanel.h"
#include "app/panels/SpringsPanel.h"
#include "engine/scene/Material.h"
#include "engine/scene/Stability.h"

#include <QtTest>
#include <QtWidgets>

#include <cmath>

using namespace drape;

namespace {

bool closeTo(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

QString ms(double seconds)
{
    return QLocale().toString(seconds * 1000.0, 'g', 3);
}

}  // namespace

class TstEditorMaterials : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void names();
    void presetSetsMaterialAndDerivedValues_data();
    void presetSetsMaterialAndDerivedValues();
    void editingAValueMakesCustomPhysical();
    void bendingTakesScientificNotation();
    void backToRawKeepsDerivedValues();
    void customFromRawKeepsTheCloth();
    void unusableMaterialIsRefused();
    void automaticSubstepsFollowEveryChange();
    void readoutMatchesTheBound();
    void manualModeStillWarns();
    void strainLimitControls();
    void heatMapScaleIsAViewSetting();
    void languageChangePushesNothing();

private:
    template <typename T>
    T* find(const char* name) const
    {
        for (QWidget* panel : std::initializer_list<QWidget*>{cloth, springs, simp})
            if (T* widget = panel->findChild<T*>(name))
                return widget;
        return nullptr;
    }
    void chooseMaterial(const QString& text)
    {
        auto* combo = find<QComboBox>("materialCombo");
        const int row = combo->findText(text);
        QVERIFY2(row >= 0, qPrintable(text));
        combo->setCurrentIndex(row);
    }

    std::unique_ptr<app::SceneDocument> doc;
    std::unique_ptr<app::SimulationController> sim;
    app::ClothPanel* cloth = nullptr;
    app::SpringsPanel* springs = nullptr;
    app::SimulationPanel* simp = nullptr;
};

void TstEditorMaterials::init()
{
    doc = std::make_unique<app::SceneDocument>();
    sim = std::make_unique<app::SimulationController>(doc.get());
    cloth = new app::ClothPanel(doc.get());
    springs = new app::SpringsPanel(doc.get());
    simp = new app::SimulationPanel(doc.get(), sim.get());
    doc->replace(engine::Scene{}, {});
}

void TstEditorMaterials::cleanup()
{
    delete cloth;
    delete springs;
    delete simp;
    sim.reset();
    doc.reset();
}

void TstEditorMaterials::names()
{
    for (auto n : {"materialGroup", "materialCombo", "arealDensitySpin", "stretchSpin", "shearModulusSpin",
                   "bendingSpin"})
        QVERIFY2(cloth->findChild<QWidget*>(n), n);
    for (auto n : {"stabilityGroup", "autoSubstepsCheck", "stableTimeStepLabel", "timeStepLabel",
                   "stabilityMarginLabel", "strainLimitsGroup", "structuralLimitCheck", "structuralLimitSpin",
                   "shearLimitCheck", "shearLimitSpin", "flexionLimitCheck", "flexionLimitSpin",
                   "strainIterationsSpin", "heatMapScaleSpin"})
        QVERIFY2(springs->findChild<QWidget*>(n), n);
    QVERIFY(simp->findChild<QCheckBox*>("substepsAutoCheck"));
    auto* combo = find<QComboBox>("materialCombo");
    QCOMPARE(combo->count(), int(engine::materialPresets().size()) + 2);
    QCOMPARE(combo->itemText(0), QString("Custom (per-spring values)"));
    QCOMPARE(combo->itemText(combo->count() - 1), QString("Custom (physical units)"));
    // A raw cloth: its physical values are read-only, the mass and springs editable.
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(!find<QDoubleSpinBox>("stretchSpin")->isEnabled());
    QVERIFY(find<QDoubleSpinBox>("particleMassSpin")->isEnabled());
    QVERIFY(find<QDoubleSpinBox>("structuralSpin")->isEnabled());
}

void TstEditorMaterials::presetSetsMaterialAndDerivedValues_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("preset");
    for (auto [title, preset] : std::initializer_list<std::pair<const char*, const char*>>{
             {"Silk", "silk"}, {"Cotton", "cotton"}, {"Denim", "denim"}, {"Leather", "leather"},
             {"Canvas", "canvas"}, {"Rubber", "rubber"}})
        QTest::newRow(preset) << QString(title) << QString(preset);
}

void TstEditorMaterials::presetSetsMaterialAndDerivedValues()
{
    QFETCH(QString, title);
    QFETCH(QString, preset);
    chooseMaterial(title);
    const engine::MaterialSpec* expected = engine::findMaterialPreset(preset.toStdString());
    QVERIFY(expected);
    const engine::ClothSpec& c = doc->scene().cloths[0];
    QVERIFY(c.material);
    QCOMPARE(*c.material, *expected);
    QCOMPARE(c.particleMass, engine::particleMassFor(*expected, c));
    QCOMPARE(c.springs, engine::springsFor(*expected));
    QCOMPARE(doc->undoStack()->count(), 1);

    // The physical values are shown and editable; the derived ones shown, read-only.
    QCOMPARE(find<QDoubleSpinBox>("arealDensitySpin")->value(), expected->arealDensity * 1000.0);
    QCOMPARE(find<QDoubleSpinBox>("stretchSpin")->value(), expected->stretch);
    QCOMPARE(find<QDoubleSpinBox>("shearModulusSpin")->value(), expected->shear);
    QCOMPARE(find<QDoubleSpinBox>("bendingSpin")->value(), expected->bending);
    QVERIFY(find<QDoubleSpinBox>("stretchSpin")->isEnabled());
    auto* mass = find<QDoubleSpinBox>("particleMassSpin");
    QVERIFY(!mass->isEnabled());
    QVERIFY(std::abs(mass->value() - c.particleMass * 1000.0) <= 0.0005);
    for (auto [name, value] : std::initializer_list<std::pair<const char*, double>>{
             {"structuralSpin", c.springs.structural}, {"shearSpin", c.springs.shear},
             {"flexionSpin", c.springs.flexion}}) {
        auto* spin = find<QDoubleSpinBox>(name);
        QVERIFY2(!spin->isEnabled(), name);
        QVERIFY2(std::abs(spin->value() - value) <= 0.0005, name);
        QVERIFY2(spin->toolTip().contains("Set by the material"), name);
    }
    doc->undoStack()->undo();
    QCOMPARE(doc->scene(), engine::Scene{});
    QCOMPARE(find<QComboBox>("materialCombo")->currentIndex(), 0);
}

void TstEditorMaterials::editingAValueMakesCustomPhysical()
{
    chooseMaterial("Denim");
    const engine::Scene denim = doc->scene();
    find<QDoubleSpinBox>("stretchSpin")->setValue(4500.0);
    find<QDoubleSpinBox>("stretchSpin")->setValue(5000.0);  // a drag: one undo step
    const engine::ClothSpec& c = doc->scene().cloths[0];
    QVERIFY(c.material);
    QCOMPARE(c.material->preset, std::string());
    QCOMPARE(c.material->stretch, 5000.0);
    QCOMPARE(c.material->arealDensity, 0.4);
    QCOMPARE(c.material->shear, 60.0);
    QCOMPARE(c.material->bending, 1e-4);
    QCOMPARE(c.springs, engine::springsFor(*c.material));
    QCOMPARE(find<QComboBox>("materialCombo")->currentText(), QString("Custom (physical units)"));
    QCOMPARE(doc->undoStack()->count(), 2);

    find<QDoubleSpinBox>("arealDensitySpin")->setValue(250.0);  // g/m²
    QCOMPARE(doc->scene().cloths[0].material->arealDensity, 0.25);
    QCOMPARE(doc->scene().cloths[0].particleMass, engine::particleMassFor(*doc->scene().cloths[0].material, c));
    find<QDoubleSpinBox>("shearModulusSpin")->setValue(800.0);
    QCOMPARE(doc->scene().cloths[0].material->shear, 800.0);
    const engine::Scene edited = doc->scene();

    for (int k = 0; k < 3; ++k)
        doc->undoStack()->undo();
    QCOMPARE(doc->scene(), denim);
    QCOMPARE(find<QComboBox>("materialCombo")->currentText(), QString("Denim"));
    for (int k = 0; k < 3; ++k)
        doc->undoStack()->redo();
    QCOMPARE(doc->scene(), edited);
}

void TstEditorMaterials::bendingTakesScientificNotation()
{
    chooseMaterial("Cotton");
    auto* bending = find<QDoubleSpinBox>("bendingSpin");
    QCOMPARE(bending->text(), QString("8e-06"));
    bending->setFocus();
    bending->selectAll();
    QTest::keyClicks(bending, "3.5e-5");
    QTest::keyClick(bending, Qt::Key_Return);
    QCOMPARE(doc->scene().cloths[0].material->bending, 3.5e-5);
    QCOMPARE(bending->text(), QString("3.5e-05"));
    // The arrows step through 1, 2, 5 × 10ⁿ.
    bending->stepBy(1);
    QCOMPARE(doc->scene().cloths[0].material->bending, 5e-5);
    bending->stepBy(-2);
    QCOMPARE(doc->scene().cloths[0].material->bending, 1e-5);
    // Not a number: nothing changes.
    bending->selectAll();
    QTest::keyClicks(bending, "abc");
    QTest::keyClick(bending, Qt::Key_Return);
    QCOMPARE(doc->scene().cloths[0].material->bending, 1e-5);
}

void TstEditorMaterials::backToRawKeepsDerivedValues()
{
    chooseMaterial("Cotton");
    const engine::ClothSpec derived = doc->scene().cloths[0];
    find<QComboBox>("materialCombo")->setCurrentIndex(0);
    const engine::ClothSpec& c = doc->scene().cloths[0];
    QVERIFY(!c.material);
    QCOMPARE(c.particleMass, derived.particleMass);
    QCOMPARE(c.springs, derived.springs);
    QVERIFY(find<QDoubleSpinBox>("particleMassSpin")->isEnabled());
    QVERIFY(find<QDoubleSpinBox>("structuralSpin")->isEnabled());
    QVERIFY(!find<QDoubleSpinBox>("stretchSpin")->isEnabled());
    // Raw values are edited as before.
    find<QDoubleSpinBox>("structuralSpin")->setValue(900.0);
    QCOMPARE(doc->scene().cloths[0].springs.structural, 900.0);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->scene().cloths[0], derived);
    QCOMPARE(find<QComboBox>("materialCombo")->currentText(), QString("Cotton"));
}

void TstEditorMaterials::customFromRawKeepsTheCloth()
{
    const engine::ClothSpec raw = doc->scene().cloths[0];
    chooseMaterial("Custom (physical units)");
    const engine::ClothSpec& c = doc->scene().cloths[0];
    QVERIFY(c.material);
    QCOMPARE(c.material->preset, std::string());
    // The equivalent material keeps the mass, the shear and the grid's in-plane
    // stiffness C₁₁; the flexion springs' share of C₁₁ moves to the structural ones.
    QVERIFY(closeTo(c.particleMass, raw.particleMass));
    QVERIFY(closeTo(c.springs.structural + c.springs.shear + 4.0 * c.springs.flexion,
                    raw.springs.structural + raw.springs.shear + 4.0 * raw.springs.flexion));
    QVERIFY(closeTo(c.springs.shear, raw.springs.shear));
    QCOMPARE(c.springs.flexion, 0.0);
    QCOMPARE(c.bending, raw.bending);
    QVERIFY(find<QDoubleSpinBox>("stretchSpin")->isEnabled());
}

void TstEditorMaterials::unusableMaterialIsRefused()
{
    chooseMaterial("Silk");
    const engine::Scene silk = doc->scene();
    QSignalSpy refused(doc.get(), &app::SceneDocument::editRefused);
    // A material's moduli hold along perpendicular threads only.
    engine::Scene skewed = silk;
    skewed.cloths[0].vAxis = {0.5, -std::sqrt(0.75), 0.0};
    QVERIFY(!doc->edit(QStringLiteral("skew"), skewed));
    QCOMPARE(refused.count(), 1);
    const QString reason = refused.front().front().toString();
    QVERIFY2(reason.contains("at 90°"), qPrintable(reason));
    QCOMPARE(doc->scene(), silk);
}

void TstEditorMaterials::automaticSubstepsFollowEveryChange()
{
    auto* autoCheck = find<QCheckBox>("autoSubstepsCheck");
    auto* mirror = find<QCheckBox>("substepsAutoCheck");
    auto* substepsSpin = find<QSpinBox>("substepsSpin");
    QVERIFY(!autoCheck->isChecked());
    QVERIFY(substepsSpin->isEnabled());
    autoCheck->click();
    const engine::Scene& s = doc->scene();
    QVERIFY(s.simulation.autoSubsteps);
    QCOMPARE(s.simulation.substeps, engine::automaticSubsteps(s.cloths[0], 60));
    QVERIFY(mirror->isChecked());
    QVERIFY(!substepsSpin->isEnabled());
    QCOMPARE(substepsSpin->value(), s.simulation.substeps);

    const int rawSubsteps = s.simulation.substeps;
    chooseMaterial("Denim");
    QCOMPARE(s.simulation.substeps, engine::automaticSubsteps(s.cloths[0], 60));
    QVERIFY(s.simulation.substeps != rawSubsteps);
    const int denim60 = s.simulation.substeps;
    find<QSpinBox>("fpsSpin")->setValue(30);
    QCOMPARE(s.simulation.substeps, engine::automaticSubsteps(s.cloths[0], 30));
    QVERIFY(s.simulation.substeps > denim60);
    find<QDoubleSpinBox>("arealDensitySpin")->setValue(1600.0);  // four times the mass: half the substeps
    QCOMPARE(s.simulation.substeps, engine::automaticSubsteps(s.cloths[0], 30));
    QCOMPARE(substepsSpin->value(), s.simulation.substeps);
    QVERIFY(engine::isTimeStepStable(s));

    // The Simulation panel's check box is the same switch.
    const int kept = s.simulation.substeps;
    mirror->click();
    QVERIFY(!s.simulation.autoSubsteps);
    QVERIFY(!autoCheck->isChecked());
    QCOMPARE(s.simulation.substeps, kept);
    QVERIFY(substepsSpin->isEnabled());

    const engine::Scene last = s;
    const int steps = doc->undoStack()->count();
    for (int k = 0; k < steps; ++k)
        doc->undoStack()->undo();
    QCOMPARE(doc->scene(), engine::Scene{});
    for (int k = 0; k < steps; ++k)
        doc->undoStack()->redo();
    QCOMPARE(doc->scene(), last);
}

void TstEditorMaterials::readoutMatchesTheBound()
{
    const auto check = [this] {
        const engine::Scene& s = doc->scene();
        const double bound = engine::stableTimeStepLimit(s.cloths[0]);
        const double dt = s.simulation.timeStep();
        QCOMPARE(find<QLabel>("stableTimeStepLabel")->text(), QString("below %1 ms").arg(ms(bound)));
        QVERIFY2(find<QLabel>("timeStepLabel")->text().startsWith(ms(dt) + " ms"),
                 qPrintable(find<QLabel>("timeStepLabel")->text()));
        QVERIFY(find<QLabel>("timeStepLabel")->text().contains(QString::number(s.simulation.substeps)));
        QCOMPARE(find<QLabel>("stabilityMarginLabel")->text(),
                 QString("%1% of the bound").arg(QLocale().toString(dt / bound * 100.0, 'g', 3)));
    };
    check();
    find<QSpinBox>("substepsSpin")->setValue(80);
    check();
    chooseMaterial("Leather");
    check();
    find<QCheckBox>("autoSubstepsCheck")->click();
    check();
    // Automatic: within 80% of the bound for folds, which the line names, never the warning.
    const engine::Scene& s = doc->scene();
    const double folded = engine::stableTimeStepLimit(s.cloths[0], engine::SpringDirections::Any);
    QVERIFY(s.simulation.timeStep() <= engine::autoSubstepsSafety * folded);
    QVERIFY(!springs->findChild<QWidget*>("stabilityWarning")->isVisibleTo(springs));
    const QString line = find<QLabel>("stabilityLabel")->text();
    QVERIFY2(line.startsWith("Automatic") && line.contains(ms(folded) + " ms"), qPrintable(line));
}

void TstEditorMaterials::manualModeStillWarns()
{
    auto* warning = springs->findChild<QWidget*>("stabilityWarning");
    find<QCheckBox>("autoSubstepsCheck")->click();
    find<QDoubleSpinBox>("structuralSpin")->setValue(1.0e6);  // raw stiffness: the substeps follow
    QVERIFY(!warning->isVisibleTo(springs));
    QVERIFY(engine::isTimeStepStable(doc->scene()));
    find<QCheckBox>("autoSubstepsCheck")->click();
    find<QSpinBox>("substepsSpin")->setValue(40);
    QVERIFY(warning->isVisibleTo(springs));
    auto* button = springs->findChild<QPushButton*>("useStableSubstepsButton");
    QVERIFY(button->isVisibleTo(springs));
    button->click();
    QVERIFY(engine::isTimeStepStable(doc->scene()));
    QVERIFY(!warning->isVisibleTo(springs));
}

void TstEditorMaterials::strainLimitControls()
{
    auto* structural = find<QCheckBox>("structuralLimitCheck");
    auto* structuralSpin = find<QDoubleSpinBox>("structuralLimitSpin");
    auto* iterations = find<QSpinBox>("strainIterationsSpin");
    QVERIFY(!structuralSpin->isEnabled());
    QVERIFY(!iterations->isEnabled());
    structural->click();
    QCOMPARE(doc->scene().cloths[0].strainLimits.structural, 0.1);  // ticked: 10% to start with
    QVERIFY(structuralSpin->isEnabled());
    QVERIFY(iterations->isEnabled());
    structuralSpin->setValue(12.0);
    structuralSpin->setValue(15.0);
    QCOMPARE(doc->scene().cloths[0].strainLimits.structural, 0.15);
    QCOMPARE(doc->undoStack()->count(), 2);
    find<QCheckBox>("shearLimitCheck")->click();
    find<QDoubleSpinBox>("shearLimitSpin")->setValue(25.0);
    find<QCheckBox>("flexionLimitCheck")->click();
    iterations->setValue(8);
    engine::StrainLimits expected;
    expected.structural = 0.15;
    expected.shear = 0.25;
    expected.flexion = 0.1;
    expected.iterations = 8;
    QCOMPARE(doc->scene().cloths[0].strainLimits, expected);
    structural->click();
    QCOMPARE(doc->scene().cloths[0].strainLimits.structural, 0.0);
    QVERIFY(!structuralSpin->isEnabled());
    QCOMPARE(structuralSpin->value(), 15.0);  // ticking it again brings 15% back
    const engine::Scene last = doc->scene();
    const int steps = doc->undoStack()->count();
    for (int k = 0; k < steps; ++k)
        doc->undoStack()->undo();
    QCOMPARE(doc->scene(), engine::Scene{});
    QVERIFY(!structural->isChecked());
    for (int k = 0; k < steps; ++k)
        doc->undoStack()->redo();
    QCOMPARE(doc->scene(), last);
}

void TstEditorMaterials::heatMapScaleIsAViewSetting()
{
    auto* scale = find<QDoubleSpinBox>("heatMapScaleSpin");
    QCOMPARE(scale->text(), QString("Auto"));
    QCOMPARE(springs->heatMapScale(), 0.0);
    QSignalSpy changed(springs, &app::SpringsPanel::heatMapScaleChanged);
    scale->setValue(5.0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.front().front().toDouble(), 0.05);
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(doc->scene(), engine::Scene{});
}

void TstEditorMaterials::languageChangePushesNothing()
{
    chooseMaterial("Rubber");
    QEvent e(QEvent::LanguageChange);
    for (QWidget* panel : std::initializer_list<QWidget*>{cloth, springs, simp})
        QCoreApplication::sendEvent(panel, &e);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(find<QComboBox>("materialCombo")->currentText(), QString("Rubber"));
}

QTEST_MAIN(TstEditorMaterials)
#include "tst_EditorMaterials.moc"

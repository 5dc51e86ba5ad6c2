// Each dock panel edits the scene only through the undo stack: an edit changes
// the scene, undo gives back the exact old scene, redo the exact new one; a
// spin-box drag is one undo step; refused edits snap back.
#include "app/SceneDocument.h"
#include "app/SimulationController.h"
#include "app/panels/ClothPanel.h"
#include "app/panels/PinsPanel.h"
#include "app/panels/SimulationPanel.h"
#include "app/panels/SpringsPanel.h"
#include "engine/scene/Stability.h"

#include <QtTest>
#include <QtWidgets>

using namespace drape;

class TstEditorPanels : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        doc = std::make_unique<app::SceneDocument>();
        sim = std::make_unique<app::SimulationController>(doc.get());
        cloth = new app::ClothPanel(doc.get());
        springs = new app::SpringsPanel(doc.get());
        pins = new app::PinsPanel(doc.get());
        simp = new app::SimulationPanel(doc.get(), sim.get());
        doc->replace(engine::Scene{}, {});
    }
    void cleanup()
    {
        delete cloth; delete springs; delete pins; delete simp;
        sim.reset(); doc.reset();
    }
    void names()
    {
        QCOMPARE(cloth->objectName(), "clothPanel");
        QCOMPARE(cloth->windowTitle(), "Cloth");
        for (auto n : {"columnsSpin", "rowsSpin", "spacingSpin", "sizeLabel", "placementCombo", "originXSpin",
                       "originYSpin", "originZSpin", "particleMassSpin", "totalMassLabel", "arealDensityLabel"})
            QVERIFY2(cloth->findChild<QWidget*>(n), n);
        for (auto n : {"structuralSpin", "shearSpin", "flexionSpin", "dampingSpin", "gravityXSpin", "gravityYSpin",
                       "gravityZSpin", "stabilityLabel", "stabilityWarning", "stabilityWarningLabel",
                       "useStableSubstepsButton"})
            QVERIFY2(springs->findChild<QWidget*>(n), n);
        for (auto n : {"clearPinsButton", "pinTopEdgeButton", "pinTopCornersButton", "pinAllCornersButton",
                       "pinLeftEdgeButton", "pinCentreButton", "pinCountLabel"})
            QVERIFY2(pins->findChild<QWidget*>(n), n);
        for (auto n : {"playButton", "stepButton", "resetButton", "fpsSpin", "substepsSpin", "framesSpin",
                       "backendCombo", "gpuUnavailableLabel", "backendInUseLabel", "frameLabel", "timeLabel",
                       "frameCostLabel"})
            QVERIFY2(simp->findChild<QWidget*>(n), n);
    }
    void columnsDropPinsAndUndo()
    {
        auto* spin = cloth->findChild<QSpinBox*>("columnsSpin");
        QCOMPARE(spin->value(), 64);
        spin->setValue(30);
        spin->setValue(20);
        QCOMPARE(doc->scene().cloths[0].cols, 20);
        QCOMPARE(doc->scene().cloths[0].pins.size(), 1u);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(cloth->findChild<QLabel*>("sizeLabel")->text(), QString("0.57 m × 1.41 m"));
        doc->undoStack()->undo();
        QCOMPARE(doc->scene(), engine::Scene{});
        QCOMPARE(spin->value(), 64);
        doc->undoStack()->redo();
        QCOMPARE(doc->scene().cloths[0].cols, 20);
        QCOMPARE(spin->value(), 20);
    }
    void refusedEditReverts()
    {
        auto* cols = cloth->findChild<QSpinBox*>("columnsSpin");
        auto* rows = cloth->findChild<QSpinBox*>("rowsSpin");
        QSignalSpy refused(doc.get(), &app::SceneDocument::editRefused);
        cols->setValue(1);
        QCOMPARE(doc->scene().cloths[0].cols, 1);
        rows->setValue(1);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(rows->value(), 48);
        QCOMPARE(cloth->findChild<QLabel*>("arealDensityLabel")->text(), QString("—"));
    }
    void massGramsAndPlacement()
    {
        cloth->findChild<QDoubleSpinBox*>("particleMassSpin")->setValue(2.5);
        QCOMPARE(doc->scene().cloths[0].particleMass, 0.0025);
        auto* combo = cloth->findChild<QComboBox*>("placementCombo");
        QCOMPARE(combo->currentIndex(), 0);
        auto* list = qobject_cast<QListView*>(combo->view());
        QVERIFY(list->isRowHidden(2));
        combo->setCurrentIndex(1);
        QCOMPARE(doc->scene().cloths[0].vAxis, glm::dvec3(0, 0, 1));
        engine::Scene s = doc->scene();
        s.cloths[0].vAxis = {0, 0, -1};
        QVERIFY(doc->edit("x", s));
        QCOMPARE(combo->currentIndex(), 2);
        QCOMPARE(combo->currentText(), QString("Custom"));
        QVERIFY(!list->isRowHidden(2));
        combo->setCurrentIndex(2);  // not an edit
        QCOMPARE(doc->scene().cloths[0].vAxis, glm::dvec3(0, 0, -1));
        combo->setCurrentIndex(0);
        QCOMPARE(doc->scene().cloths[0].vAxis, glm::dvec3(0, -1, 0));
        cloth->findChild<QDoubleSpinBox*>("originYSpin")->setValue(1.5);
        QCOMPARE(doc->scene().cloths[0].origin.y, 1.5);
    }
    void stabilityWarning()
    {
        auto* warning = springs->findChild<QWidget*>("stabilityWarning");
        QVERIFY(!warning->isVisibleTo(springs));
        springs->findChild<QDoubleSpinBox*>("structuralSpin")->setValue(100000);
        QVERIFY(warning->isVisibleTo(springs));
        auto* button = springs->findChild<QPushButton*>("useStableSubstepsButton");
        const int before = doc->undoStack()->count();
        button->click();
        QVERIFY(engine::isTimeStepStable(doc->scene()));
        QCOMPARE(doc->scene().simulation.substeps, engine::minimumStableSubsteps(doc->scene().cloths[0], 60));
        QCOMPARE(simp->findChild<QSpinBox*>("substepsSpin")->value(), doc->scene().simulation.substeps);
        QVERIFY(!warning->isVisibleTo(springs));
        QCOMPARE(doc->undoStack()->count(), before + 1);
        doc->undoStack()->undo();
        QVERIFY(warning->isVisibleTo(springs));
        springs->findChild<QDoubleSpinBox*>("structuralSpin")->setValue(1.0e7);
        cloth->findChild<QDoubleSpinBox*>("particleMassSpin")->setValue(0.001);
        springs->findChild<QDoubleSpinBox*>("dampingSpin")->setValue(0.5);
        QCOMPARE(doc->scene().cloths[0].damping.internal, 0.0005);
        springs->findChild<QDoubleSpinBox*>("dragSpin")->setValue(2.0);
        QCOMPARE(doc->scene().cloths[0].damping.drag, 2.0);
        springs->findChild<QDoubleSpinBox*>("gravityYSpin")->setValue(-1.62);
        QCOMPARE(doc->scene().gravity.y, -1.62);
    }
    void pinsButtons()
    {
        auto* count = pins->findChild<QLabel*>("pinCountLabel");
        QCOMPARE(count->text(), QString("2 pinned of 3072"));
        pins->findChild<QPushButton*>("pinTopEdgeButton")->click();
        QCOMPARE(count->text(), QString("64 pinned of 3072"));
        QCOMPARE(doc->undoStack()->text(doc->undoStack()->count() - 1), QString("Pin top edge"));
        pins->findChild<QPushButton*>("clearPinsButton")->click();
        QCOMPARE(count->text(), QString("0 pinned of 3072"));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        QCOMPARE(count->text(), QString("64 pinned of 3072"));
        pins->findChild<QPushButton*>("pinCentreButton")->click();
        QCOMPARE(doc->scene().cloths[0].pins.size(), 1u);
    }
    void simulationPanel()
    {
        auto* combo = simp->findChild<QComboBox*>("backendCombo");
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        QVERIFY(!(model->item(1)->flags() & Qt::ItemIsEnabled));
        QVERIFY(simp->findChild<QLabel*>("gpuUnavailableLabel")->isVisibleTo(simp));
        combo->setCurrentIndex(2);
        QCOMPARE(doc->scene().simulation.backend, engine::BackendChoice::Cpu);
        simp->findChild<QSpinBox*>("fpsSpin")->setValue(30);
        QCOMPARE(doc->scene().simulation.fps, 30);
        simp->findChild<QSpinBox*>("framesSpin")->setValue(10);
        QCOMPARE(doc->scene().simulation.frames, 10);
        auto* play = simp->findChild<QPushButton*>("playButton");
        play->click();  // no solver without GL: stays paused
        QVERIFY(!play->isChecked());
        QCOMPARE(play->text(), QString("Play"));
        QCOMPARE(simp->findChild<QLabel*>("frameLabel")->text(), QString("0"));
    }
    // Every numeric field of every panel: edit → undo → redo gives back the
    // exact scenes, and a drag over several values is one undo step.
    void everyFieldUndoesExactly_data()
    {
        QTest::addColumn<QString>("widget");
        QTest::addColumn<double>("first");
        QTest::addColumn<double>("second");
        for (auto [name, a, b] : std::initializer_list<std::tuple<const char*, double, double>>{
                 {"columnsSpin", 40, 41}, {"rowsSpin", 30, 29}, {"spacingSpin", 0.05, 0.06},
                 {"originXSpin", 0.5, 0.75}, {"originYSpin", 3.0, 3.5}, {"originZSpin", -1.0, -1.25},
                 {"particleMassSpin", 3.0, 4.0}, {"structuralSpin", 1200, 1100}, {"shearSpin", 900, 800},
                 {"flexionSpin", 100, 50}, {"dampingSpin", 0.02, 0.03}, {"gravityXSpin", 1.0, 2.0},
                 {"gravityYSpin", -5.0, -4.0}, {"gravityZSpin", 0.5, 0.25}, {"fpsSpin", 30, 24},
                 {"substepsSpin", 50, 60}, {"framesSpin", 100, 120}})
            QTest::newRow(name) << QString::fromLatin1(name) << a << b;
    }
    void everyFieldUndoesExactly()
    {
        QFETCH(QString, widget);
        QFETCH(double, first);
        QFETCH(double, second);
        QAbstractSpinBox* box = nullptr;
        for (QWidget* panel : std::initializer_list<QWidget*>{cloth, springs, pins, simp})
            if (!box)
                box = panel->findChild<QAbstractSpinBox*>(widget);
        QVERIFY(box);
        const engine::Scene before = doc->scene();
        const auto set = [box](double value) {
            if (auto* spin = qobject_cast<QSpinBox*>(box))
                spin->setValue(int(value));
            else
                qobject_cast<QDoubleSpinBox*>(box)->setValue(value);
        };
        set(first);
        set(second);
        const engine::Scene after = doc->scene();
        QVERIFY(!(after == before));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QVERIFY(doc->scene() == before);
        doc->undoStack()->redo();
        QVERIFY(doc->scene() == after);
    }
    void languageChange()
    {
        QEvent e(QEvent::LanguageChange);
        QCoreApplication::sendEvent(cloth, &e);
        QCoreApplication::sendEvent(springs, &e);
        QCoreApplication::sendEvent(pins, &e);
        QCoreApplication::sendEvent(simp, &e);
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(cloth->findChild<QComboBox*>("placementCombo")->itemText(0), QString("Hanging"));
    }

private:
    std::unique_ptr<app::SceneDocument> doc;
    std::unique_ptr<app::SimulationController> sim;
    app::ClothPanel* cloth = nullptr;
    app::SpringsPanel* springs = nullptr;
    app::PinsPanel* pins = nullptr;
    app::SimulationPanel* simp = nullptr;
};

QTEST_MAIN(TstEditorPanels)
#include "tst_EditorPanels.moc"

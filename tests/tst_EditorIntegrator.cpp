// The integrator in the editor: the Simulation panel's Integrator combo sets
// simulation.integrator (one undo step; undo gives Verlet back) and its
// Iterations per step (shown only for the implicit integrator) sets
// simulation.iterations, a live change; the Springs panel's stability group
// shows the explicit bound under Verlet and hides it under the implicit
// integrator, which has none, for the running solver's last step instead: its
// iterations and residual, on both backends, following a change of iterations
// while the cloth plays.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/SimulationController.h"
#include "app/panels/SimulationPanel.h"
#include "app/panels/SpringsPanel.h"

#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"

#include <QtTest>
#include <QtWidgets>

#include <cmath>
#include <memory>

using namespace drape;

Q_DECLARE_METATYPE(engine::BackendChoice)
Q_DECLARE_METATYPE(engine::SceneChange)

namespace {

/// The flag, made small so that implicit frames take moments on either backend.
engine::Scene smallImplicitFlag(const engine::Scene& flag, engine::BackendChoice backend)
{
    engine::Scene edited = flag;
    edited.cloths[0].cols = 16;
    edited.cloths[0].rows = 12;
    edited.cloths[0].pins = {{0, 0}, {15, 0}};
    edited.simulation.backend = backend;
    edited.simulation.substeps = 1;  // the implicit integrator needs no more
    return edited;
}

}  // namespace

class TstEditorIntegrator : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        doc = std::make_unique<app::SceneDocument>();
        sim = std::make_unique<app::SimulationController>(doc.get());  // no GL: no solver
        springs = new app::SpringsPanel(doc.get(), sim.get());
        simp = new app::SimulationPanel(doc.get(), sim.get());
        doc->replace(engine::Scene{}, {});
    }
    void cleanup()
    {
        delete springs;
        delete simp;
        sim.reset();
        doc.reset();
    }

    void comboPicksTheIntegratorAndUndoes()
    {
        auto* combo = simp->findChild<QComboBox*>("integratorCombo");
        QVERIFY(combo);
        QCOMPARE(combo->count(), 2);
        QCOMPARE(combo->itemText(0), QString("Verlet"));
        QCOMPARE(combo->itemText(1), QString("Implicit"));
        QCOMPARE(combo->currentIndex(), 0);
        QCOMPARE(doc->scene().simulation.integrator, engine::Integrator::Verlet);

        QSignalSpy changed(doc.get(), &app::SceneDocument::sceneChanged);
        combo->setCurrentIndex(1);
        QCOMPARE(doc->scene().simulation.integrator, engine::Integrator::Implicit);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<engine::SceneChange>(), engine::SceneChange::Rebuild);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->undoStack()->text(0), QString("Change integrator"));

        doc->undoStack()->undo();
        QCOMPARE(doc->scene(), engine::Scene{});
        QCOMPARE(doc->scene().simulation.integrator, engine::Integrator::Verlet);
        QCOMPARE(combo->currentIndex(), 0);
        doc->undoStack()->redo();
        QCOMPARE(doc->scene().simulation.integrator, engine::Integrator::Implicit);
        QCOMPARE(combo->currentIndex(), 1);
    }

    void iterationsAreShownForImplicitAndEditLive()
    {
        auto* spin = simp->findChild<QSpinBox*>("iterationsSpin");
        QVERIFY(spin);
        QCOMPARE(spin->value(), 10);
        QCOMPARE(spin->maximum(), engine::limits::maxIterations);
        QVERIFY(!spin->isVisibleTo(simp));  // Verlet has no iterations
        simp->findChild<QComboBox*>("integratorCombo")->setCurrentIndex(1);
        QVERIFY(spin->isVisibleTo(simp));
        const engine::Scene implicit = doc->scene();

        QSignalSpy changed(doc.get(), &app::SceneDocument::sceneChanged);
        spin->setValue(12);
        spin->setValue(8);  // a drag: one undo step
        QCOMPARE(doc->scene().simulation.iterations, 8);
        QCOMPARE(changed.count(), 2);
        for (const QList<QVariant>& change : changed)
            QCOMPARE(change.at(0).value<engine::SceneChange>(), engine::SceneChange::Live);
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(doc->undoStack()->text(1), QString("Change iterations"));
        doc->undoStack()->undo();
        QCOMPARE(doc->scene(), implicit);
        QCOMPARE(spin->value(), 10);
        doc->undoStack()->redo();
        QCOMPARE(doc->scene().simulation.iterations, 8);
        // Zero iterations cannot be typed: the spin box stops at one.
        spin->setValue(0);
        QCOMPARE(doc->scene().simulation.iterations, 1);
    }

    void automaticSubstepsAreOneUnderImplicit()
    {
        simp->findChild<QComboBox*>("integratorCombo")->setCurrentIndex(1);
        springs->findChild<QCheckBox*>("autoSubstepsCheck")->click();
        QVERIFY(doc->scene().simulation.autoSubsteps);
        QCOMPARE(doc->scene().simulation.substeps, 1);
        QVERIFY(!springs->findChild<QCheckBox*>("autoSubstepsCheck")->toolTip().contains("%"));
        // Back to Verlet, the automatic substeps come from the bound again, as does the tooltip.
        simp->findChild<QComboBox*>("integratorCombo")->setCurrentIndex(0);
        QCOMPARE(doc->scene().simulation.substeps, engine::automaticSubsteps(doc->scene().cloths[0], 60));
        QVERIFY(springs->findChild<QCheckBox*>("autoSubstepsCheck")->toolTip().contains("80%"));
    }

    void explicitReadoutHiddenUnderImplicit()
    {
        auto* combo = simp->findChild<QComboBox*>("integratorCombo");
        auto* explicitReadout = springs->findChild<QWidget*>("explicitStabilityReadout");
        auto* implicitReadout = springs->findChild<QWidget*>("implicitReadout");
        auto* warning = springs->findChild<QWidget*>("stabilityWarning");
        QVERIFY(explicitReadout && implicitReadout && warning);
        const auto shown = [this](const char* name) {
            return springs->findChild<QWidget*>(name)->isVisibleTo(springs);
        };
        // Stiff enough that Verlet at 40 substeps is past the bound: the red banner shows.
        springs->findChild<QDoubleSpinBox*>("structuralSpin")->setValue(100000);
        QVERIFY(!engine::isTimeStepStable(doc->scene()));

        // Negative control: under Verlet the bound, the time step, the margin and the banner show.
        for (const char* name : {"stableTimeStepLabel", "timeStepLabel", "stabilityMarginLabel", "stabilityLabel",
                                 "stabilityWarning"})
            QVERIFY2(shown(name), name);
        QVERIFY(!shown("implicitReadout"));
        QVERIFY(springs->findChild<QLabel*>("stableTimeStepLabel")->text().contains("ms"));

        combo->setCurrentIndex(1);
        for (const char* name : {"explicitStabilityReadout", "stableTimeStepLabel", "timeStepLabel",
                                 "stabilityMarginLabel", "stabilityLabel", "stabilityWarning",
                                 "useStableSubstepsButton"})
            QVERIFY2(!shown(name), name);
        for (const char* name :
             {"implicitReadout", "implicitLabel", "implicitIterationsLabel", "implicitResidualLabel"})
            QVERIFY2(shown(name), name);
        // No solver here (no OpenGL context): nothing to report.
        QCOMPARE(springs->findChild<QLabel*>("implicitIterationsLabel")->text(), QString("—"));
        QCOMPARE(springs->findChild<QLabel*>("implicitResidualLabel")->text(), QString("—"));

        doc->undoStack()->undo();
        QCOMPARE(doc->scene().simulation.integrator, engine::Integrator::Verlet);
        QVERIFY(shown("explicitStabilityReadout"));
        QVERIFY(shown("stabilityWarning"));
        QVERIFY(!shown("implicitReadout"));
    }

    void readoutFollowsTheRunningSolver_data()
    {
        QTest::addColumn<engine::BackendChoice>("backend");
        QTest::addColumn<QString>("runsOn");
        QTest::newRow("cpu") << engine::BackendChoice::Cpu << QString("cpu");
        // The GPU when the context has compute (llvmpipe under Xvfb does), else the CPU.
        QTest::newRow("auto") << engine::BackendChoice::Auto << QString();
    }
    void readoutFollowsTheRunningSolver()
    {
        QFETCH(engine::BackendChoice, backend);
        QFETCH(QString, runsOn);
        test::EditorSession session;
        QVERIFY(session.ready);
        app::SimulationController* simulation = session.simulation();
        QVERIFY(session.document()->edit(QStringLiteral("small"),
                                         smallImplicitFlag(session.document()->scene(), backend)));
        if (!runsOn.isEmpty())
            QCOMPARE(simulation->backendName(), runsOn);
        qInfo("running on %s", qPrintable(simulation->backendName()));

        auto* combo = session.window->findChild<QComboBox*>("integratorCombo");
        auto* springsPanel = session.window->findChild<app::SpringsPanel*>("springsPanel");
        QVERIFY(combo && springsPanel && springsPanel->isVisible());
        auto* explicitReadout = springsPanel->findChild<QWidget*>("explicitStabilityReadout");
        auto* implicitReadout = springsPanel->findChild<QWidget*>("implicitReadout");
        auto* iterations = springsPanel->findChild<QLabel*>("implicitIterationsLabel");
        auto* residual = springsPanel->findChild<QLabel*>("implicitResidualLabel");
        QVERIFY(explicitReadout && implicitReadout && iterations && residual);

        // Negative control: Verlet plays with the explicit readout and reports nothing implicit.
        simulation->stepFrame();
        QTRY_COMPARE(simulation->frame(), 1);
        QVERIFY(explicitReadout->isVisible());
        QVERIFY(!implicitReadout->isVisible());
        QVERIFY(!simulation->implicitReport());

        combo->setCurrentIndex(1);
        QCOMPARE(session.document()->scene().simulation.integrator, engine::Integrator::Implicit);
        QCOMPARE(simulation->frame(), 0);  // rebuilt at rest
        QVERIFY(!explicitReadout->isVisible());
        QVERIFY(implicitReadout->isVisible());
        QTRY_COMPARE(iterations->text(), QString("—"));  // no step yet

        // While it plays, the readout is read at most every implicitReadoutIntervalMs,
        // however many frames go by: the residual's text changes no more often.
        simulation->play();
        QElapsedTimer clock;
        clock.start();
        int changes = 0;
        QString last = residual->text();
        while (clock.elapsed() < 1500 || simulation->frame() < 5) {
            QTest::qWait(5);
            if (residual->text() != last) {
                last = residual->text();
                ++changes;
            }
            QVERIFY(clock.elapsed() < 30000);
        }
        simulation->pause();
        const qint64 elapsed = clock.elapsed();
        qInfo("%d frames in %lld ms, the residual shown changed %d times", simulation->frame(), elapsed, changes);
        QVERIFY(changes >= 1);
        QVERIFY2(changes <= elapsed / app::SpringsPanel::implicitReadoutIntervalMs + 1,
                 qPrintable(QString::number(changes)));
        // The readout reads at most every implicitReadoutIntervalMs: the last frame shows within one.
        QTRY_COMPARE_WITH_TIMEOUT(iterations->text(), QString("10"), 5000);
        const auto shownResidual = [residual] {
            bool ok = false;
            const double value = QLocale().toDouble(residual->text(), &ok);
            return ok && std::isfinite(value) && value >= 0.0 ? value : -1.0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(shownResidual() >= 0.0, 5000);
        const std::optional<engine::ImplicitReport> report = simulation->implicitReport();
        QVERIFY(report);
        QCOMPARE(report->iterations, 10);
        qInfo("after frame %d: %s iterations, residual %s (the solver's: %g)", simulation->frame(),
              qPrintable(iterations->text()), qPrintable(residual->text()), report->residual);
        QVERIFY2(report->residual < 1.0, qPrintable(residual->text()));  // the iterations made progress

        // Fewer iterations, set while it runs: the next steps run that many, and the readout says so.
        auto* spin = session.window->findChild<QSpinBox*>("iterationsSpin");
        QVERIFY(spin && spin->isVisible());
        spin->setValue(7);
        QCOMPARE(session.document()->scene().simulation.iterations, 7);
        const int frame = simulation->frame();
        QVERIFY(frame > 0);  // a live change: no reset
        simulation->play();
        QTRY_VERIFY_WITH_TIMEOUT(simulation->frame() >= frame + 3, 30000);
        simulation->pause();
        QTRY_COMPARE_WITH_TIMEOUT(iterations->text(), QString("7"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(shownResidual() >= 0.0, 5000);

        // Reset: no step since, nothing to report.
        simulation->reset();
        QTRY_COMPARE_WITH_TIMEOUT(iterations->text(), QString("—"), 5000);
        QCOMPARE(residual->text(), QString("—"));

        // Undo the iterations and the integrator: Verlet and its readout are back.
        session.document()->undoStack()->undo();
        QCOMPARE(session.document()->scene().simulation.iterations, 10);
        session.document()->undoStack()->undo();
        QCOMPARE(session.document()->scene().simulation.integrator, engine::Integrator::Verlet);
        QCOMPARE(combo->currentIndex(), 0);
        QVERIFY(explicitReadout->isVisible());
        QVERIFY(!implicitReadout->isVisible());
    }

private:
    std::unique_ptr<app::SceneDocument> doc;
    std::unique_ptr<app::SimulationController> sim;
    app::SpringsPanel* springs = nullptr;
    app::SimulationPanel* simp = nullptr;
};

QTEST_MAIN(TstEditorIntegrator)
#include "tst_EditorIntegrator.moc"

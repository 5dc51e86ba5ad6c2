// The Air panel (no window): its check box adds and removes scene.air, the wind
// is set as a speed and a direction (azimuth from +x towards +z, elevation above
// the ground plane) and each value lands in its field; drags merge into one undo
// step and undo / redo give back the exact scenes.
#include "app/SceneDocument.h"
#include "app/panels/AirPanel.h"

#include <QtTest>
#include <QtWidgets>

#include <glm/geometric.hpp>

#include <cmath>

using namespace drape;

namespace {

bool near(const glm::dvec3& a, const glm::dvec3& b)
{
    return glm::length(a - b) <= 1e-9 * std::max(1.0, glm::length(b));
}

}  // namespace

class TstEditorAir : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        doc = std::make_unique<app::SceneDocument>();
        panel = new app::AirPanel(doc.get());
        doc->replace(engine::Scene{}, {});
    }
    void cleanup()
    {
        delete panel;
        doc.reset();
    }

    void namesAndStartState()
    {
        QCOMPARE(panel->objectName(), QString("airPanel"));
        QCOMPARE(panel->windowTitle(), QString("Air"));
        for (auto n : {"airCheck", "windSpeedSpin", "windAzimuthSpin", "windElevationSpin", "windVectorLabel",
                       "turbulenceSpin", "airSeedSpin", "airDensitySpin", "dragCoefficientSpin"})
            QVERIFY2(panel->findChild<QWidget*>(n), n);
        QVERIFY(!check()->isChecked());
        QVERIFY(!spin("windSpeedSpin")->isEnabled());
    }

    void checkBoxAddsAndRemovesAir()
    {
        check()->click();
        QVERIFY(doc->scene().air);
        QCOMPARE(*doc->scene().air, engine::AirSpec{});
        QVERIFY(spin("windSpeedSpin")->isEnabled());
        QCOMPARE(spin("airDensitySpin")->value(), 1.2);
        spin("airDensitySpin")->setValue(1.0);
        check()->click();
        QVERIFY(!doc->scene().air);
        QVERIFY(!spin("airDensitySpin")->isEnabled());
        // On again: the air it had comes back.
        check()->click();
        QCOMPARE(doc->scene().air->density, 1.0);
        QCOMPARE(doc->undoStack()->count(), 4);
        doc->undoStack()->undo();
        QVERIFY(!doc->scene().air);
        QVERIFY(!check()->isChecked());
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->scene(), engine::Scene{});
    }

    void windFromSpeedAndDirection()
    {
        check()->click();
        // Still air has no direction: the angles wait for a speed.
        spin("windAzimuthSpin")->setValue(90.0);
        QCOMPARE(doc->scene().air->wind, glm::dvec3(0.0));
        spin("windSpeedSpin")->setValue(10.0);
        QCOMPARE(doc->scene().air->wind, glm::dvec3(0.0, 0.0, 10.0));
        QCOMPARE(panel->findChild<QLabel*>("windVectorLabel")->text(), QString("0, 0, 10 m/s"));
        spin("windElevationSpin")->setValue(30.0);
        QVERIFY(near(doc->scene().air->wind, {0.0, 5.0, 10.0 * std::cos(M_PI / 6.0)}));
        spin("windAzimuthSpin")->setValue(0.0);
        QVERIFY(near(doc->scene().air->wind, {10.0 * std::cos(M_PI / 6.0), 5.0, 0.0}));
        spin("windElevationSpin")->setValue(0.0);
        spin("windAzimuthSpin")->setValue(-90.0);
        QVERIFY(near(doc->scene().air->wind, {0.0, 0.0, -10.0}));
        spin("windAzimuthSpin")->setValue(180.0);
        QVERIFY(near(doc->scene().air->wind, {-10.0, 0.0, 0.0}));
    }

    void speedKeepsTheDirectionExactly()
    {
        engine::Scene s;
        s.air = engine::AirSpec{};
        s.air->wind = {6.0, 0.0, 3.0};
        doc->replace(s, {});
        QCOMPARE(spin("windSpeedSpin")->value(), 6.71);
        QCOMPARE(spin("windAzimuthSpin")->value(), 26.6);
        QCOMPARE(spin("windElevationSpin")->value(), 0.0);
        spin("windSpeedSpin")->setValue(13.0);
        spin("windSpeedSpin")->setValue(12.0);
        const glm::dvec3 wind = doc->scene().air->wind;
        QVERIFY(std::abs(glm::length(wind) - 12.0) < 1e-12);
        QCOMPARE(wind.y, 0.0);
        QVERIFY(std::abs(wind.x - 2.0 * wind.z) < 1e-12);
        QCOMPARE(doc->undoStack()->count(), 1);  // one drag, one step
        // Editing other values leaves the wind exactly as it is.
        spin("turbulenceSpin")->setValue(50.0);
        QCOMPARE(doc->scene().air->wind, wind);
        QCOMPARE(doc->scene().air->turbulence, 0.5);
    }

    void eachValueLandsInItsField()
    {
        check()->click();
        spin("turbulenceSpin")->setValue(30.0);
        spin("airSeedSpin")->setValue(4000000000.0);
        spin("airDensitySpin")->setValue(0.9);
        spin("dragCoefficientSpin")->setValue(1.5);
        spin("windSpeedSpin")->setValue(7.0);
        engine::AirSpec expected;
        expected.turbulence = 0.3;
        expected.seed = 4000000000u;
        expected.density = 0.9;
        expected.drag = 1.5;
        expected.wind = {7.0, 0.0, 0.0};
        QCOMPARE(*doc->scene().air, expected);
        const engine::Scene last = doc->scene();
        const int steps = doc->undoStack()->count();
        QCOMPARE(steps, 6);
        for (int k = 0; k < steps; ++k)
            doc->undoStack()->undo();
        QCOMPARE(doc->scene(), engine::Scene{});
        for (int k = 0; k < steps; ++k)
            doc->undoStack()->redo();
        QCOMPARE(doc->scene(), last);
        QCOMPARE(spin("airSeedSpin")->value(), 4000000000.0);
    }

    void languageChangePushesNothing()
    {
        check()->click();
        QEvent e(QEvent::LanguageChange);
        QCoreApplication::sendEvent(panel, &e);
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(check()->isChecked());
    }

private:
    QCheckBox* check() const { return panel->findChild<QCheckBox*>("airCheck"); }
    QDoubleSpinBox* spin(const char* name) const { return panel->findChild<QDoubleSpinBox*>(name); }

    std::unique_ptr<app::SceneDocument> doc;
    app::AirPanel* panel = nullptr;
};

QTEST_MAIN(TstEditorAir)
#include "tst_EditorAir.moc"

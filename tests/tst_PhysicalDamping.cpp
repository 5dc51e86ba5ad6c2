// Damping in physical units (docs/physics.md, "Damping"), both backends: internal
// damping leaves a falling cloth's acceleration at g and gives a single spring the
// damping ratio β ω / 2, and the motion does not depend on the time step. Each
// check also runs the version 1 per-step damping, which must fail it.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/Stability.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace drape;

namespace {

constexpr double gravity = 9.81;

void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

/// A cols × rows sheet 0.05 m apart hanging in the x–y plane from y = top, of
/// 0.2 kg/m², soft in shear, with bending and internal damping β: free, it falls edge-on.
engine::Scene sheet(int cols, int rows, double top, double internal, int substeps)
{
    engine::Scene scene = test::bareScene(cols, rows);
    scene.cloths[0].spacing = 0.05;
    scene.cloths[0].origin = {0.0, top, 0.0};
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].particleMass = 0.2 * 0.05 * 0.05;
    scene.cloths[0].springs = {300.0, 10.0, 0.0};
    scene.cloths[0].bending = 1e-5;
    scene.cloths[0].damping = {internal, 0.0};
    scene.gravity = {0.0, -gravity, 0.0};
    scene.simulation.substeps = substeps;
    return scene;
}

/// The centre's acceleration from its heights at 0, T and 2T (T = 0.25 s): the
/// second difference, exact for Verlet under a constant force.
double fallAcceleration(const engine::Scene& scene, const std::string& backend)
{
    const auto solver = test::makeSolver(scene, backend);
    const int framesPerQuarter = scene.simulation.fps / 4;
    std::array<double, 3> height{test::centreOfMass(scene.cloths[0], test::positionsOf(*solver)).y, 0.0, 0.0};
    for (int k = 1; k <= 2; ++k) {
        for (int f = 0; f < framesPerQuarter; ++f)
            solver->advanceFrame();
        height[std::size_t(k)] = test::centreOfMass(scene.cloths[0], test::positionsOf(*solver)).y;
    }
    const double quarter = double(framesPerQuarter) / double(scene.simulation.fps);
    return -(height[2] - 2.0 * height[1] + height[0]) / (quarter * quarter);
}

}  // namespace

class TstPhysicalDamping : public QObject {
    Q_OBJECT

private slots:
    void fallsAtG_data();
    void fallsAtG();
    void springDecaysAtItsDampingRatio_data() { addBackendRows(); }
    void springDecaysAtItsDampingRatio();
    void flagDoesNotDependOnTheTimeStep_data() { addBackendRows(); }
    void flagDoesNotDependOnTheTimeStep();
};

void TstPhysicalDamping::fallsAtG_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("substeps");
    for (const char* backend : {"cpu", "gpu"})
        for (int substeps : {60, 180})
            QTest::addRow("%s, %d substeps", backend, substeps) << backend << substeps;
}

// Internal damping acts on how fast the springs and the bending deform, never on
// the cloth's motion as a whole: over 0.5 s the centre falls at g within 0.1%.
void TstPhysicalDamping::fallsAtG()
{
    QFETCH(QString, backend);
    QFETCH(int, substeps);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const engine::Scene scene = sheet(12, 12, 3.0, 5e-4, substeps);
    QVERIFY(engine::isTimeStepStable(scene));
    const double a = fallAcceleration(scene, backend.toStdString());
    qInfo("falls at %.6f m/s² (g = %.2f)", a, gravity);
    QVERIFY2(std::abs(a - gravity) < 1e-3 * gravity, qPrintable(QString("falls at %1 m/s²").arg(a)));

    // Version 1's damping, 0.01 of the velocity per step, holds it back.
    engine::Scene perStep = scene;
    perStep.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};
    const double held = fallAcceleration(perStep, backend.toStdString());
    qInfo("with 0.01 per step: %.6f m/s²", held);
    QVERIFY2(std::abs(held - gravity) > 0.1 * gravity, qPrintable(QString("falls at %1 m/s²").arg(held)));
}

// One spring, top end pinned, the other end of mass m hanging from it, released
// at rest length: it rings at ω = √(k/m), and internal damping β gives it the
// damping ratio ζ = β ω / 2 (a dashpot c = β k). The logarithmic decrement over
// n periods, ln(A₀/Aₙ)/n = 2πζ/√(1 − ζ²), returns ζ within 2%.
void TstPhysicalDamping::springDecaysAtItsDampingRatio()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const double mass = 0.1, k = 40.0, zeta = 0.05;
    const double omega = std::sqrt(k / mass);
    engine::Scene scene = test::bareScene(2, 1);
    scene.cloths[0].spacing = 0.5;
    scene.cloths[0].uAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].vAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].particleMass = 2.0 * mass;  // an end particle carries half of it
    scene.cloths[0].springs.structural = k;
    scene.cloths[0].damping = {2.0 * zeta / omega, 0.0};
    scene.cloths[0].pins = {{0, 0}};
    scene.gravity = {0.0, -gravity, 0.0};
    scene.simulation.fps = 1000;
    scene.simulation.substeps = 2;
    const auto solver = test::makeSolver(scene, backend.toStdString());
    const double equilibrium = mass * gravity / k;
    // The peaks of the offset from equilibrium, one a period.
    std::vector<double> peaks;
    double before = -equilibrium, current = -equilibrium;
    for (int frame = 1; frame <= 2000; ++frame) {
        solver->advanceFrame();
        const auto x = test::positionsOf(*solver);
        const double next = double(x[0].y) - double(x[1].y) - scene.cloths[0].spacing - equilibrium;
        if (current > before && current >= next && current > 0.0)
            peaks.push_back(current);
        before = current;
        current = next;
    }
    QVERIFY2(peaks.size() >= 4, qPrintable(QString("%1 peaks").arg(peaks.size())));
    const double periods = double(peaks.size() - 1);
    const double decrement = std::log(peaks.front() / peaks.back()) / periods;
    const double measured = decrement / std::sqrt(4.0 * std::numbers::pi * std::numbers::pi + decrement * decrement);
    qInfo("damping ratio %.5f from %d periods (β ω / 2 = %.5f)", measured, int(periods), zeta);
    QVERIFY2(std::abs(measured - zeta) < 0.02 * zeta, qPrintable(QString("damping ratio %1").arg(measured)));
}

// A flag hanging from its top edge, swinging under a slanted gravity:
// its frame at 1 s at 40 and at 80 substeps differs by under 1% of its width.
// Version 1's per-step damping removes twice as much at 80 substeps and fails.
void TstPhysicalDamping::flagDoesNotDependOnTheTimeStep()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const auto flag = [](int substeps) {
        engine::Scene scene = sheet(24, 16, 2.0, 2e-4, substeps);
        for (int i = 0; i < 24; ++i)
            scene.cloths[0].pins.push_back({i, 0});
        scene.gravity.z = -3.0;
        return scene;
    };
    const double width = 23 * 0.05;
    const auto frameAt1s = [&](const engine::Scene& scene) {
        const auto solver = test::makeSolver(scene, backend.toStdString());
        for (int f = 0; f < scene.simulation.fps; ++f)
            solver->advanceFrame();
        return test::positionsOf(*solver);
    };
    QVERIFY(engine::isTimeStepStable(flag(40)));
    const double difference = test::largestDifference(frameAt1s(flag(40)), frameAt1s(flag(80)));
    qInfo("40 against 80 substeps: %.3g m, %.3f%% of the width", difference, 100.0 * difference / width);
    QVERIFY2(difference < 0.01 * width, qPrintable(QString("differs by %1 m").arg(difference)));

    engine::Scene coarse = flag(40), fine = flag(80);
    coarse.cloths[0].damping = {0.0, 0.01 / coarse.simulation.timeStep()};
    fine.cloths[0].damping = {0.0, 0.01 / fine.simulation.timeStep()};
    const double perStep = test::largestDifference(frameAt1s(coarse), frameAt1s(fine));
    qInfo("with 0.01 per step: %.3g m", perStep);
    QVERIFY(perStep > 0.01 * width);
}

QTEST_GUILESS_MAIN(TstPhysicalDamping)
#include "tst_PhysicalDamping.moc"

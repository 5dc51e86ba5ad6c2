// The implicit integrator (docs/physics.md, "Integrators"): backward Euler by
// projective dynamics, the CPU's direct solve and the GPU's multigrid
// iterations, against closed forms and against each other.
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Material.h"
#include "engine/sim/Solver.h"
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include <QtTest>

#include <cmath>
#include <numbers>
#include <vector>

using namespace drape;
using namespace drape::test;
using engine::Integrator;

namespace {

constexpr double g = 9.81;

/// A vertical rope of n particles, 0.1 m apart, pinned at the top, springs only.
engine::Scene rope(int n, double k, double mass)
{
    engine::Scene scene = bareScene(1, n);
    scene.cloths[0].origin = {0.0, 2.0, 0.0};
    scene.cloths[0].particleMass = mass;
    scene.cloths[0].springs = {k, 0.0, 0.0};
    scene.cloths[0].pins = {{0, 0}};
    scene.gravity = {0.0, -g, 0.0};
    scene.simulation.integrator = Integrator::Implicit;
    return scene;
}

/// A 16 × 16 sheet of `preset`, 5 cm apart, hanging from its two top corners.
engine::Scene hangingSheet(const engine::MaterialSpec& preset)
{
    engine::Scene scene = bareScene(16, 16);
    scene.cloths[0].spacing = 0.05;
    scene.cloths[0].origin = {-0.375, 1.5, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};  // starts flat, so it swings down
    scene.cloths[0].material = preset;
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    scene.gravity = {0.0, -g, 0.0};
    engine::applyMaterial(scene.cloths[0]);
    scene.simulation.integrator = Integrator::Implicit;
    return scene;
}

double largestCoordinate(const std::vector<glm::vec3>& x)
{
    double largest = 0.0;
    for (const glm::vec3& p : x)
        largest = std::max({largest, double(std::abs(p.x)), double(std::abs(p.y)), double(std::abs(p.z))});
    return largest;
}

bool gpuOrSkip()
{
    std::string reason;
    if (ensureGpuContext(reason))
        return true;
    if (runningInCi())
        qFatal("no GPU context under CI: %s", reason.c_str());
    return false;
}

}  // namespace

class TstImplicit : public QObject {
    Q_OBJECT
private slots:
    void hangingRopeRestsAtItsExactEquilibrium_data();
    void hangingRopeRestsAtItsExactEquilibrium();
    void verletCannotTakeTheSameStep();
    void springPeriodAndDecayAreBackwardEulers();
    void stableAtOneStepPerFrame_data();
    void stableAtOneStepPerFrame();
    void gpuIterationsConvergeToTheDirectSolve();
    void gpuMatchesCpuOverOneSecond();
    void gpuFallsStablyAtFineSpacing_data();
    void gpuFallsStablyAtFineSpacing();
    void gpuRebuildsForEveryInputOfTheSystem_data();
    void gpuRebuildsForEveryInputOfTheSystem();
};

void TstImplicit::hangingRopeRestsAtItsExactEquilibrium_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << QStringLiteral("cpu");
    QTest::newRow("gpu") << QStringLiteral("gpu");
}

// Spring i (between particles i and i + 1) holds the mass below it: it is
// longer than 0.1 m by g × that mass / k. A static state is backward
// Euler's fixed point, so the rope must come to rest there exactly.
void TstImplicit::hangingRopeRestsAtItsExactEquilibrium()
{
    QFETCH(QString, backend);
    if (backend == "gpu" && !gpuOrSkip())
        QSKIP("no OpenGL 4.3 context here");
    const int n = 10;
    const double k = 200.0, mass = 0.05;
    engine::Scene scene = rope(n, k, mass);
    scene.simulation.iterations = backend == "gpu" ? 400 : 20;
    scene.cloths[0].damping.drag = 2.0;  // settles in the 10 s
    auto solver = makeSolver(scene, backend.toStdString());
    for (int frame = 0; frame < 600; ++frame)
        solver->advanceFrame();
    const std::vector<glm::vec3> x = positionsOf(*solver);
    // Masses are lumped by length: the rope's last particle carries half of one.
    const std::vector<double> share = engine::gridTopology(scene.cloths[0]).massShare;
    QCOMPARE(share.back(), 0.5);
    double expected = 2.0, worst = 0.0, below = 0.0;
    for (int i = n - 1; i > 0; --i)
        below += share[std::size_t(i)];
    for (int i = 0; i < n; ++i) {
        worst = std::max(worst, std::abs(double(x[std::size_t(i)].y) - expected));
        expected -= 0.1 + mass * g * below / k;
        if (i + 1 < n)
            below -= share[std::size_t(i + 1)];
    }
    qInfo("largest distance from the closed-form equilibrium: %.3g m", worst);
    QVERIFY2(worst < 2e-6, qPrintable(QString::number(worst)));
    // The control: the unstretched rope is far from it (the check can fail).
    QVERIFY(mass * g * double(n - 1) / k > 1000.0 * 2e-6);
}

// The rope's step dt = 1/60 is beyond Verlet's bound: the same scene explicit diverges.
void TstImplicit::verletCannotTakeTheSameStep()
{
    engine::Scene scene = rope(10, 20000.0, 0.001);
    scene.simulation.integrator = Integrator::Verlet;
    auto verlet = makeSolver(scene, "cpu");
    for (int frame = 0; frame < 60; ++frame)
        verlet->advanceFrame();
    QVERIFY(verlet->findDivergence().has_value() || largestCoordinate(positionsOf(*verlet)) > 100.0);
    scene.simulation.integrator = Integrator::Implicit;
    auto implicit = makeSolver(scene, "cpu");
    for (int frame = 0; frame < 60; ++frame)
        implicit->advanceFrame();
    QVERIFY(!implicit->findDivergence());
    QVERIFY(largestCoordinate(positionsOf(*implicit)) < 3.0);
}

// One spring, one free particle of mass m, no gravity: backward Euler turns the
// mode e^(iωt) into a step factor 1/(1 + iωh), so each step turns the phase by
// atan(ωh) and keeps 1/√(1 + ω²h²) of the amplitude. The period is
// 2π h / atan(ωh) instead of 2π/ω, and a period keeps (1 + ω²h²)^(−T/2h).
void TstImplicit::springPeriodAndDecayAreBackwardEulers()
{
    const double k = 50.0, mass = 0.25, h = 1.0 / 60.0;
    engine::Scene scene = rope(2, k, mass);
    scene.gravity = {0.0, 0.0, 0.0};
    scene.simulation.iterations = 1;  // one spring along a fixed line: linear, one iteration is exact
    // The grab pulls the free particle 5 cm below its rest in one step, then lets
    // go: it swings from there with that step's speed, a mix of both phases.
    auto solver = makeSolver(scene, "cpu");
    engine::Grab pull{1, {0.0, 2.0 - 0.15, 0.0}, 1.0};
    solver->setGrab(pull);
    solver->advanceFrame();
    solver->setGrab(std::nullopt);
    std::vector<double> displacement;
    for (int frame = 0; frame < 600; ++frame) {
        displacement.push_back(double(positionsOf(*solver)[1].y) - (2.0 - 0.1));
        solver->advanceFrame();
    }
    std::vector<double> crossings;  // upward zero crossings, in steps, interpolated
    for (std::size_t s = 1; s < displacement.size(); ++s) {
        if (displacement[s - 1] < 0.0 && displacement[s] >= 0.0)
            crossings.push_back(double(s - 1) + displacement[s - 1] / (displacement[s - 1] - displacement[s]));
    }
    QVERIFY2(crossings.size() >= 4, qPrintable(QString::number(crossings.size())));
    // The free particle is the rope's end: it carries half a particle's mass.
    const double omega = std::sqrt(k / (mass * engine::gridTopology(scene.cloths[0]).massShare[1]));
    const double period = (crossings.back() - crossings.front()) / double(crossings.size() - 1) * h;
    const double expectedPeriod = 2.0 * std::numbers::pi * h / std::atan(omega * h);
    const double physicalPeriod = 2.0 * std::numbers::pi / omega;
    qInfo("period %.5f s: backward Euler's %.5f s, the spring's 2π√(m/k) %.5f s", period, expectedPeriod,
          physicalPeriod);
    QVERIFY(std::abs(period - expectedPeriod) < 1e-2 * expectedPeriod);
    // The control: the discrete period differs from the physical one by more than the tolerance.
    QVERIFY(std::abs(expectedPeriod - physicalPeriod) > 2e-2 * physicalPeriod);
    // Decay: the amplitude one period later, by the largest |displacement| in consecutive periods.
    const int stepsPerPeriod = int(std::lround(expectedPeriod / h));
    const auto peakIn = [&](std::size_t from) {
        double peak = 0.0;
        for (std::size_t s = from; s < from + std::size_t(stepsPerPeriod) && s < displacement.size(); ++s)
            peak = std::max(peak, std::abs(displacement[s]));
        return peak;
    };
    const std::size_t first = std::size_t(std::ceil(crossings.front()));
    const double decay = peakIn(first + std::size_t(stepsPerPeriod)) / peakIn(first);
    const double expectedDecay = std::pow(1.0 + omega * omega * h * h, -expectedPeriod / (2.0 * h));
    qInfo("amplitude kept per period %.4f: backward Euler's %.4f", decay, expectedDecay);
    QVERIFY2(std::abs(decay - expectedDecay) < 0.03, qPrintable(QString::number(decay)));
}

void TstImplicit::stableAtOneStepPerFrame_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("factor");
    for (const engine::MaterialSpec& preset : engine::materialPresets()) {
        QTest::newRow(preset.preset.c_str()) << QString::fromStdString(preset.preset) << 1.0;
        QTest::newRow((preset.preset + " x10").c_str()) << QString::fromStdString(preset.preset) << 10.0;
    }
}

// dt = 1/60, one step a frame, every preset and ten times its stiffness: a
// second of swinging never diverges, and the cloth hangs within its own size of
// the pins. Verlet at the same step diverges on each of them (the control).
void TstImplicit::stableAtOneStepPerFrame()
{
    QFETCH(QString, preset);
    QFETCH(double, factor);
    engine::Scene scene = hangingSheet(*engine::findMaterialPreset(preset.toStdString()));
    scene.cloths[0].material.reset();
    scene.cloths[0].springs.structural *= factor;
    scene.cloths[0].springs.shear *= factor;
    scene.cloths[0].bending *= factor;
    auto solver = makeSolver(scene, "cpu");
    for (int frame = 0; frame < 60; ++frame)
        solver->advanceFrame();
    QVERIFY(!solver->findDivergence());
    QVERIFY(largestCoordinate(positionsOf(*solver)) < 3.0);
    scene.simulation.integrator = Integrator::Verlet;
    auto verlet = makeSolver(scene, "cpu");
    for (int frame = 0; frame < 60; ++frame)
        verlet->advanceFrame();
    QVERIFY(verlet->findDivergence().has_value() || largestCoordinate(positionsOf(*verlet)) > 3.0);
}

// Three steps of a swinging sheet: the GPU's iterations approach the CPU's
// direct solve, converged by 2000 local-global iterations, as they grow
// (docs/physics.md gives the curve). Here the GPU's global step is exact (the
// sheet is smaller than the multigrid's coarsest level), so the curve is the
// local-global iteration's own convergence.
void TstImplicit::gpuIterationsConvergeToTheDirectSolve()
{
    if (!gpuOrSkip())
        QSKIP("no OpenGL 4.3 context here");
    engine::Scene scene = hangingSheet(*engine::findMaterialPreset("cotton"));
    // Two frames of falling first, so that the step starts stretched and moving.
    scene.simulation.iterations = 2000;
    auto reference = makeSolver(scene, "cpu");
    for (int frame = 0; frame < 3; ++frame)
        reference->advanceFrame();
    const std::vector<glm::vec3> converged = positionsOf(*reference);
    const double size = 0.75;
    std::vector<double> errors;
    for (int iterations : {5, 20, 80, 320, 1280}) {
        scene.simulation.iterations = iterations;
        auto gpu = makeSolver(scene, "gpu");
        for (int frame = 0; frame < 3; ++frame)
            gpu->advanceFrame();
        errors.push_back(largestDifference(positionsOf(*gpu), converged) / size);
        qInfo("%4d iterations: largest difference from the direct solve %.3g of the size", iterations,
              errors.back());
    }
    for (std::size_t i = 1; i < errors.size(); ++i)
        QVERIFY2(errors[i] < errors[i - 1] * 1.05, qPrintable(QString::number(i)));
    QVERIFY(errors.back() < 1e-3);
    QVERIFY(errors.front() > 10.0 * errors.back());  // few iterations are far: the curve can fail
}

// A heavy, soft sheet (1 kg/m², 100 N/m: a felt) draping from two corners for
// one second, tilted so that it swings: GPU and CPU stay within 1e-3 of its
// size. Its iterations converge within the 200 given (the CPU's 200 and 2000
// agree to 1e-6), so the two backends' results are backward Euler's on both:
// the test is of the GPU's arithmetic, not of its convergence, which the curve
// above covers for stiff cloth.
void TstImplicit::gpuMatchesCpuOverOneSecond()
{
    if (!gpuOrSkip())
        QSKIP("no OpenGL 4.3 context here");
    engine::Scene scene = bareScene(16, 16);
    scene.cloths[0].spacing = 0.1;
    scene.cloths[0].origin = {-0.75, 1.5, 0.0};
    scene.cloths[0].vAxis = {0.0, -0.6, 0.8};
    scene.cloths[0].particleMass = 0.01;
    scene.cloths[0].springs = {100.0, 50.0, 0.0};
    scene.cloths[0].bending = 1e-3;
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    scene.gravity = {0.0, -g, 0.0};
    scene.simulation.integrator = Integrator::Implicit;
    scene.simulation.iterations = 200;
    const double size = 1.5;
    const auto largestOverASecond = [&](const engine::Scene& gpuScene) {
        auto cpu = makeSolver(scene, "cpu");
        auto gpu = makeSolver(gpuScene, "gpu");
        double largest = 0.0;
        for (int frame = 0; frame < 60; ++frame) {
            cpu->advanceFrame();
            gpu->advanceFrame();
            largest = std::max(largest, largestDifference(positionsOf(*cpu), positionsOf(*gpu)) / size);
        }
        return largest;
    };
    const double difference = largestOverASecond(scene);
    qInfo("largest GPU-CPU difference over 1 s: %.3g of the size", difference);
    QVERIFY2(difference < 1e-3, qPrintable(QString::number(difference)));
    // The control: 20 GPU iterations are too few, and the check sees it.
    engine::Scene few = scene;
    few.simulation.iterations = 20;
    QVERIFY(largestOverASecond(few) > 1e-3);
}

void TstImplicit::gpuFallsStablyAtFineSpacing_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("iterations");
    for (const char* preset : {"silk", "cotton", "denim"})
        for (int iterations : {5, 20})
            QTest::newRow((std::string(preset) + " " + std::to_string(iterations)).c_str())
                << QString::fromLatin1(preset) << iterations;
}

// A 32 × 32 sheet 12 mm apart, free, falls for two seconds at one step a
// frame: its whole-cloth mode, which no pin holds, is the one the global step's
// iterations find hardest (its eigenvalue is the inertia alone, 1e-4 of the
// diagonal's). The GPU's iterations stay stable and the centre falls as
// backward Euler's does, y_n = y_0 − g h² n (n + 1) / 2 (internal forces sum
// to zero), within 1% at 5 iterations a step.
void TstImplicit::gpuFallsStablyAtFineSpacing()
{
    QFETCH(QString, preset);
    QFETCH(int, iterations);
    if (!gpuOrSkip())
        QSKIP("no OpenGL 4.3 context here");
    engine::Scene scene = bareScene(32, 32);
    scene.cloths[0].spacing = 0.012;
    scene.cloths[0].origin = {-0.186, 1.5, -0.186};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].material = *engine::findMaterialPreset(preset.toStdString());
    scene.cloths[0].pins.clear();
    scene.gravity = {0.0, -g, 0.0};
    engine::applyMaterial(scene.cloths[0]);
    scene.simulation.integrator = Integrator::Implicit;
    scene.simulation.iterations = iterations;
    auto gpu = makeSolver(scene, "gpu");
    const double start = centreOfMass(scene.cloths[0], positionsOf(*gpu)).y;
    constexpr int frames = 120;
    for (int frame = 0; frame < frames; ++frame) {
        gpu->advanceFrame();
        const std::optional<std::string> divergence = gpu->findDivergence();
        QVERIFY2(!divergence, divergence ? divergence->c_str() : "");
    }
    const double h = 1.0 / 60.0;
    const double fallen = start - centreOfMass(scene.cloths[0], positionsOf(*gpu)).y;
    const double expected = g * h * h * frames * (frames + 1) / 2.0;
    qInfo("centre fell %.4f m, backward Euler %.4f m", fallen, expected);
    QVERIFY2(std::abs(fallen - expected) < 0.01 * expected, qPrintable(QString::number(fallen)));
}

QTEST_GUILESS_MAIN(TstImplicit)
#include "tst_Implicit.moc"

void TstImplicit::gpuRebuildsForEveryInputOfTheSystem_data()
{
    QTest::addColumn<QString>("input");
    for (const char* input : {"springs", "bending", "particle mass", "drag", "substeps", "gravity"})
        QTest::newRow(input) << input;
}

// The GPU builds its system and multigrid once per set of the inputs they
// depend on and keeps them while those are the same. A solver made with one
// set and switched to another before its first step must then step exactly as
// one made with the other; the control, the solver left as made, must not.
void TstImplicit::gpuRebuildsForEveryInputOfTheSystem()
{
    if (!gpuOrSkip())
        QSKIP("no OpenGL 4.3 context here");
    QFETCH(QString, input);
    const engine::Scene before = hangingSheet(*engine::findMaterialPreset("cotton"));
    engine::Scene after = before;
    engine::ClothSpec& cloth = after.cloths[0];
    if (input == "springs")
        cloth.springs.structural *= 2.0;
    else if (input == "bending")
        cloth.bending = 10.0 * cloth.bending + 1e-4;
    else if (input == "particle mass")
        cloth.particleMass *= 2.0;
    else if (input == "drag")
        cloth.damping.drag += 0.5;
    else if (input == "substeps")
        after.simulation.substeps += 1;
    else
        after.gravity *= 0.5;
    const auto framesOf = [](engine::Solver& solver) {
        std::vector<std::vector<glm::vec3>> frames;
        for (int frame = 0; frame < 20; ++frame) {
            solver.advanceFrame();
            frames.push_back(positionsOf(solver));
        }
        return frames;
    };
    const auto madeAfter = makeSolver(after, "gpu");
    const auto switched = makeSolver(before, "gpu");
    switched->setLiveParameters(engine::LiveParameters::fromScene(after));
    const auto madeBefore = makeSolver(before, "gpu");
    const auto expected = framesOf(*madeAfter);
    QVERIFY(framesOf(*switched) == expected);
    QVERIFY(framesOf(*madeBefore) != expected);
}

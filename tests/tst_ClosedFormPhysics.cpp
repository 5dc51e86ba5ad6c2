// Both backends against closed-form answers of the physics contract
// (docs/architecture.md): free fall (with and without damping), a single
// spring's period and equilibrium, a hanging rope's stretch, and pins that
// never move.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace drape;

namespace {

constexpr double gravity = 9.81;
constexpr double floatEpsilon = std::numeric_limits<float>::epsilon();

void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

}  // namespace

class TstClosedFormPhysics : public QObject {
    Q_OBJECT

private slots:
    void freeFall_data();
    void freeFall();
    void singleSpring_data() { addBackendRows(); }
    void singleSpring();
    void hangingRope_data() { addBackendRows(); }
    void hangingRope();
    void pinsNeverMove_data() { addBackendRows(); }
    void pinsNeverMove();
};

void TstClosedFormPhysics::freeFall_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<double>("damping");
    for (const char* backend : {"cpu", "gpu"})
        for (double d : {0.0, 0.02})
            QTest::addRow("%s, d = %g", backend, d) << backend << d;
}

// No springs: x_{n+1} - x_n = (1 - d)(x_n - x_{n-1}) + g dt², from rest. With r = 1 - d:
//   d = 0: x_n = x0 + g dt² n(n+1)/2
//   d > 0: x_n = x0 + g dt² (n - r(1 - r^n)/(1 - r)) / (1 - r)
void TstClosedFormPhysics::freeFall()
{
    QFETCH(QString, backend);
    QFETCH(double, damping);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    engine::Scene scene = test::bareScene(2, 2);
    scene.cloths[0].origin = {0.5, 3.0, -0.25};
    scene.cloths[0].damping = {0.0, damping / scene.simulation.timeStep()};  // a velocity loss of d per step
    scene.gravity = {0.0, -gravity, 0.0};
    const auto solver = test::makeSolver(scene, backend.toStdString());
    const double dt = scene.simulation.timeStep();
    const double r = 1.0 - damping;
    for (int n = 1; n <= 120; ++n) {
        solver->advanceFrame();
        const double steps = damping == 0.0 ? n * (n + 1) / 2.0 : (n - r * (1.0 - std::pow(r, n)) / (1.0 - r)) / (1.0 - r);
        const double drop = gravity * dt * dt * steps;
        const auto x = test::positionsOf(*solver);
        // Float round-off: each step adds a few roundings of numbers of this size.
        const double tolerance = 4.0 * floatEpsilon * n * (3.0 + drop);
        for (int p = 0; p < 4; ++p) {
            const glm::dvec3 rest = engine::restPosition(scene.cloths[0], {p % 2, p / 2});
            QVERIFY2(std::abs(double(x[p].y) - (rest.y - drop)) <= tolerance,
                     qPrintable(QString("step %1, particle %2: y = %3, expected %4").arg(n).arg(p).arg(x[p].y, 0, 'g', 9).arg(rest.y - drop, 0, 'g', 9)));
            QCOMPARE(x[p].x, float(rest.x));
            QCOMPARE(x[p].z, float(rest.z));
        }
    }
}

// A 2×1 grid hanging along -y, top end pinned: one spring, one moving mass (an
// end particle carries half the inner mass), released at rest length. It oscillates about L0 + mg/k with period 2π√(m/k).
void TstClosedFormPhysics::singleSpring()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const double mass = 0.1, k = 40.0, restLength = 0.5;
    engine::Scene scene = test::bareScene(2, 1);
    scene.cloths[0].spacing = restLength;
    scene.cloths[0].uAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].vAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].particleMass = 2.0 * mass;
    scene.cloths[0].springs.structural = k;
    scene.cloths[0].pins = {{0, 0}};
    scene.gravity = {0.0, -gravity, 0.0};
    // dt = 1 ms: small against the period, large enough that float32 keeps the
    // acceleration term (a·dt² ≈ 1e-5 m) well above the round-off of the positions.
    scene.simulation.fps = 500;
    scene.simulation.substeps = 2;
    const auto solver = test::makeSolver(scene, backend.toStdString());

    const double equilibrium = mass * gravity / k;
    std::vector<double> upCrossings;
    double previous = -equilibrium, lowest = 1e9, highest = -1e9;
    for (int frame = 1; frame <= 1000; ++frame) {
        solver->advanceFrame();
        const auto x = test::positionsOf(*solver);
        const double extension = double(x[0].y) - double(x[1].y) - restLength;
        lowest = std::min(lowest, extension);
        highest = std::max(highest, extension);
        const double offset = extension - equilibrium;
        if (previous < 0.0 && offset >= 0.0)
            upCrossings.push_back((frame - 1 + previous / (previous - offset)) / double(scene.simulation.fps));
        previous = offset;
    }
    QVERIFY(upCrossings.size() >= 5);
    const double period = (upCrossings.back() - upCrossings.front()) / double(upCrossings.size() - 1);
    const double expectedPeriod = 2.0 * M_PI * std::sqrt(mass / k);
    QVERIFY2(std::abs(period - expectedPeriod) <= 0.005 * expectedPeriod,
             qPrintable(QString("period %1 s, expected %2 s").arg(period).arg(expectedPeriod)));
    const double centre = 0.5 * (lowest + highest);
    qInfo("period %.6f s (expected %.6f), centre %.6f m (expected %.6f)", period, expectedPeriod, centre, equilibrium);
    QVERIFY2(std::abs(centre - equilibrium) <= 0.005 * equilibrium,
             qPrintable(QString("oscillates about %1 m, expected %2 m").arg(centre).arg(equilibrium)));
}

// A 1×n rope hanging from its pinned top, structural springs only, damped until
// still: the spring below particle i carries the particles under it, n − 2 − i
// inner ones and the bottom end's half mass.
void TstClosedFormPhysics::hangingRope()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const int n = 10;
    const double mass = 0.05, k = 500.0;
    engine::Scene scene = test::bareScene(1, n);
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].particleMass = mass;
    scene.cloths[0].springs.structural = k;
    scene.cloths[0].pins = {{0, 0}};
    scene.gravity = {0.0, -gravity, 0.0};
    scene.simulation.substeps = 20;
    scene.cloths[0].damping = {0.0, 0.02 / scene.simulation.timeStep()};  // a velocity loss of 0.02 per step
    const auto solver = test::makeSolver(scene, backend.toStdString());
    for (int frame = 0; frame < 240; ++frame)
        solver->advanceFrame();
    const auto x = test::positionsOf(*solver);
    for (int i = 0; i + 1 < n; ++i) {
        const double stretch = double(x[i].y) - double(x[i + 1].y) - scene.cloths[0].spacing;
        const double expected = (n - 1.5 - i) * mass * gravity / k;
        QVERIFY2(std::abs(stretch - expected) <= 0.01 * expected,
                 qPrintable(QString("spring below %1 stretches %2 m, expected %3 m").arg(i).arg(stretch).arg(expected)));
    }
}

void TstClosedFormPhysics::pinsNeverMove()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    engine::Scene scene = test::bareScene(16, 12);
    scene.cloths[0].spacing = 0.05;
    scene.cloths[0].origin = {-0.4, 1.5, 0.2};
    scene.cloths[0].particleMass = 0.01;
    scene.cloths[0].springs = {800.0, 400.0, 100.0};
    scene.cloths[0].pins = {{0, 0}, {7, 0}, {15, 0}, {15, 11}, {4, 6}};
    scene.gravity = {2.0, -9.81, 1.0};
    scene.simulation.substeps = 20;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    const auto solver = test::makeSolver(scene, backend.toStdString());
    const auto rest = test::positionsOf(*solver);
    for (int frame = 0; frame < 60; ++frame) {
        solver->advanceFrame();
        const auto x = test::positionsOf(*solver);
        for (const engine::GridCoord& pin : scene.cloths[0].pins) {
            const std::size_t p = std::size_t(engine::particleIndex(scene.cloths[0], pin));
            QCOMPARE(x[p], glm::vec3(engine::restPosition(scene.cloths[0], pin)));
        }
    }
    // The rest of the cloth did move: the test is not passing on a frozen solver.
    QVERIFY(test::largestDifference(test::positionsOf(*solver), rest) > 0.05);
}

QTEST_GUILESS_MAIN(TstClosedFormPhysics)
#include "tst_ClosedFormPhysics.moc"

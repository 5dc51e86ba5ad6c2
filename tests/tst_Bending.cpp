// Bending that means what B says at any resolution (docs/physics.md, "Bending"),
// both backends: a clamped strip's small deflection against beam theory, and its
// Peirce bending length at large deflection. The article's flexion springs of
// the same nominal stiffness B / h² must fail the first check.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/Stability.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace drape;

namespace {

constexpr double gravity = 9.81;
constexpr double density = 0.1;  // kg/m²
constexpr int width = 5;         // particles across the strip

/// A horizontal strip in the x–y plane, `length` m beyond its clamp, `cells` grid
/// cells along that length, gravity along −z. The clamp pins the first two
/// columns, at x = −h/2 ∓ h/2: with the bending's second differences a clamp of
/// two pinned columns acts at their midpoint, x = 0 (its discrete beam's
/// deflection is that of a beam of length L + h/2 otherwise).
engine::Scene cantilever(double length, int cells, double bending, double stretch)
{
    const double h = length / (double(cells) + 0.5);
    engine::Scene scene = test::bareScene(cells + 2, width);
    scene.cloths[0].spacing = h;
    scene.cloths[0].origin = {-1.5 * h, 0.0, 1.0};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 1.0, 0.0};
    scene.cloths[0].particleMass = density * h * h;
    scene.cloths[0].springs = {stretch, 0.01 * stretch, 0.0};
    scene.cloths[0].bending = bending;
    for (int j = 0; j < width; ++j)
        scene.cloths[0].pins.insert(scene.cloths[0].pins.end(), {{0, j}, {1, j}});
    scene.gravity = {0.0, 0.0, -gravity};
    return scene;
}

/// Runs the strip until still (a drag near critical for its first mode) and
/// returns its free end's mean drop (m) and the chord's angle below the horizontal
/// from the clamp at x = 0 to the free end (degrees).
std::pair<double, double> settle(engine::Scene scene, double seconds, double drag, const std::string& backend)
{
    scene.cloths[0].damping = {0.0, drag};
    scene.simulation.fps = 60;
    scene.simulation.autoSubsteps = true;
    scene.simulation.substeps = engine::automaticSubsteps(scene.cloths[0], scene.simulation.fps);
    const auto solver = test::makeSolver(scene, backend);
    for (int f = 0; f < int(seconds * scene.simulation.fps); ++f)
        solver->advanceFrame();
    const auto x = test::positionsOf(*solver);
    double drop = 0.0, along = 0.0;
    for (int j = 0; j < width; ++j) {
        const glm::vec3 tip = x[std::size_t(engine::particleIndex(scene.cloths[0], {scene.cloths[0].cols - 1, j}))];
        drop += (1.0 - double(tip.z)) / width;
        along += double(tip.x) / width;
    }
    return {drop, std::atan2(drop, along) * 180.0 / std::numbers::pi};
}

void addRows()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("cells");
    for (const char* backend : {"cpu", "gpu"})
        for (int cells : {10, 20})
            QTest::addRow("%s, %d cells", backend, cells) << backend << cells;
}

}  // namespace

class TstBending : public QObject {
    Q_OBJECT

private slots:
    void cantileverDeflection_data() { addRows(); }
    void cantileverDeflection();
    void peirceBendingLength_data() { addRows(); }
    void peirceBendingLength();
};

// Small deflection of a cantilever under its own weight w = ρ_A g per area:
// δ = w L⁴ / (8 B), within 5% at both resolutions.
void TstBending::cantileverDeflection()
{
    QFETCH(QString, backend);
    QFETCH(int, cells);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const double length = 1.0, bending = 2.5;
    const double expected = density * gravity * std::pow(length, 4) / (8.0 * bending);  // 4.9 cm
    const double firstMode = 3.516 * std::sqrt(bending / (density * std::pow(length, 4)));
    const auto [drop, angle] =
        settle(cantilever(length, cells, bending, 1000.0), 2.0, 2.0 * firstMode, backend.toStdString());
    qInfo("tip drops %.5f m, w L^4 / 8B = %.5f m (%+.2f%%)", drop, expected, 100.0 * (drop / expected - 1.0));
    QVERIFY2(std::abs(drop - expected) < 0.05 * expected, qPrintable(QString("drops %1 m").arg(drop)));

    // The same B as flexion springs of stiffness B / h²: it is not a plate's bending.
    engine::Scene flexion = cantilever(length, cells, 0.0, 1000.0);
    flexion.cloths[0].springs.flexion = bending / (flexion.cloths[0].spacing * flexion.cloths[0].spacing);
    const double springDrop = settle(flexion, 2.0, 2.0 * firstMode, backend.toStdString()).first;
    qInfo("with flexion springs: %.5f m", springDrop);
    QVERIFY(std::abs(springDrop - expected) > 0.5 * expected);
}

// Peirce's cantilever (ASTM D1388): an overhang l whose chord droops 41.5° gives
// the bending length c = l (cos(θ/2) / (8 tan θ))^(1/3) ≈ l / 2, and c = (B/w)^(1/3).
// An overhang of 2 (B/w)^(1/3) must give back c within 5%.
void TstBending::peirceBendingLength()
{
    QFETCH(QString, backend);
    QFETCH(int, cells);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const double bending = 1e-3;
    const double c = std::cbrt(bending / (density * gravity));
    const double overhang = 2.0 * c;
    const double firstMode = 3.516 * std::sqrt(bending / (density * std::pow(overhang, 4)));
    const auto [drop, angle] =
        settle(cantilever(overhang, cells, bending, 200.0), 3.0, 2.0 * firstMode, backend.toStdString());
    const double theta = angle * std::numbers::pi / 180.0;
    const double measured = overhang * std::cbrt(std::cos(0.5 * theta) / (8.0 * std::tan(theta)));
    qInfo("overhang %.4f m droops %.2f°: bending length %.5f m, (B/w)^(1/3) = %.5f m (%+.2f%%)", overhang, angle,
          measured, c, 100.0 * (measured / c - 1.0));
    QVERIFY2(std::abs(measured - c) < 0.05 * c, qPrintable(QString("bending length %1 m").arg(measured)));
}

QTEST_GUILESS_MAIN(TstBending)
#include "tst_Bending.moc"

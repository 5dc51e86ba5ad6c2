// The GPU backend (float32) against the CPU reference (double) on cloths with
// parameters inside the stability bound: the largest difference over 1 s of
// simulated time stays below 1e-3 of the cloth's size.
// The cases hang or sag under tension. A cloth that swings out of its plane
// and crumples is chaotic: there a round-off difference grows about twofold per
// frame (measured: 6e-7 m at frame 8, 1.3e-3 m at frame 22), whatever the
// precision, so such a run compares no implementation with another.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/Stability.h"

#include <QtTest>

#include <cmath>

using namespace drape;

class TstGpuCpuParity : public QObject {
    Q_OBJECT

private slots:
    void parity_data();
    void parity();
    void farFromTheOrigin();
};

void TstGpuCpuParity::parity_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("pins");
    QTest::addColumn<bool>("damped");  // internal damping and bending instead of a drag
    QTest::newRow("32x32 pinned at two corners") << 32 << 32 << "corners" << false;
    QTest::newRow("37x53 pinned along the top edge") << 37 << 53 << "top" << false;
    QTest::newRow("24x24 lying flat, four corners") << 24 << 24 << "flat" << false;
    QTest::newRow("1x64 rope") << 1 << 64 << "corners" << false;
    QTest::newRow("2x1 single spring") << 2 << 1 << "first" << false;
    QTest::newRow("37x53 top edge, internal damping, bending") << 37 << 53 << "top" << true;
    QTest::newRow("32x32 two corners, internal damping, bending") << 32 << 32 << "corners" << true;
    QTest::newRow("1x64 rope, internal damping, bending") << 1 << 64 << "corners" << true;
}

void TstGpuCpuParity::parity()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(QString, pins);
    QFETCH(bool, damped);
    DRAPE_REQUIRE_GPU();
    engine::Scene scene = test::bareScene(cols, rows);
    scene.cloths[0].spacing = 0.03;
    scene.cloths[0].origin = {-0.5, 2.0, 0.1};
    scene.cloths[0].particleMass = 0.002;
    scene.cloths[0].springs = {1500.0, 1000.0, 500.0};
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.fps = 60;
    scene.simulation.substeps = 40;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    if (damped) {
        scene.cloths[0].damping = {1e-4, 0.0};
        scene.cloths[0].bending = 1e-5;
    }
    if (pins == "corners")
        scene.cloths[0].pins = cols > 1 ? std::vector<engine::GridCoord>{{0, 0}, {cols - 1, 0}} : std::vector<engine::GridCoord>{{0, 0}};
    else if (pins == "first")
        scene.cloths[0].pins = {{0, 0}};
    else if (pins == "flat") {
        scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
        scene.cloths[0].pins = {{0, 0}, {cols - 1, 0}, {0, rows - 1}, {cols - 1, rows - 1}};
    }
    else
        for (int i = 0; i < cols; ++i)
            scene.cloths[0].pins.push_back({i, 0});
    QVERIFY(engine::isTimeStepStable(scene));

    const auto cpu = test::makeSolver(scene, "cpu");
    const auto gpu = test::makeSolver(scene, "gpu");
    const double size = scene.cloths[0].spacing * std::max(cols - 1, rows - 1);
    const double bound = 1e-3 * size;
    double largest = 0.0;
    for (int frame = 1; frame <= scene.simulation.fps; ++frame) {
        cpu->advanceFrame();
        gpu->advanceFrame();
        const double difference = test::largestDifference(test::positionsOf(*cpu), test::positionsOf(*gpu));
        QVERIFY2(difference < bound, qPrintable(QString("frame %1: GPU and CPU differ by %2 m, bound %3 m")
                                                    .arg(frame).arg(difference).arg(bound)));
        largest = std::max(largest, difference);
    }
    qInfo("largest GPU-CPU difference over 1 s: %.3g m (%.3g of the cloth's size)", largest, largest / size);
}

// The same scene 1000 m from the origin must move the same way relative to
// where it is: the GPU keeps its state relative to the cloth, so float's
// spacing at 1000 m (6e-5 m) touches only the positions it hands back. Against
// the CPU at the origin, within 1e-4 of the cloth's size over 1 s.
void TstGpuCpuParity::farFromTheOrigin()
{
    DRAPE_REQUIRE_GPU();
    const auto scene = [](const glm::dvec3& offset) {
        engine::Scene s = test::bareScene(37, 53);
        s.cloths[0].spacing = 0.03;
        s.cloths[0].origin = glm::dvec3(-0.5, 2.0, 0.1) + offset;
        s.cloths[0].particleMass = 0.002;
        s.cloths[0].springs = {1500.0, 1000.0, 0.0};
        s.cloths[0].bending = 1e-5;
        s.cloths[0].damping = {3e-5, 0.0};
        for (int i = 0; i < 37; ++i)
            s.cloths[0].pins.push_back({i, 0});
        s.gravity = {0.0, -9.81, 0.0};
        s.simulation.substeps = 40;
        return s;
    };
    const glm::dvec3 offset(1000.0, 0.0, -600.0);
    const engine::Scene near = scene(glm::dvec3(0.0)), far = scene(offset);
    const auto cpu = test::makeSolver(near, "cpu");
    const auto gpu = test::makeSolver(far, "gpu");
    const double size = 0.03 * 52;
    double largest = 0.0;
    for (int frame = 1; frame <= near.simulation.fps; ++frame) {
        cpu->advanceFrame();
        gpu->advanceFrame();
        const std::vector<glm::vec3> reference = test::positionsOf(*cpu), moved = test::positionsOf(*gpu);
        for (std::size_t p = 0; p < reference.size(); ++p)
            largest = std::max(largest, glm::length(glm::dvec3(moved[p]) - offset - glm::dvec3(reference[p])));
    }
    qInfo("1000 m away, largest difference over 1 s: %.3g m (%.3g of the cloth's size)", largest, largest / size);
    QVERIFY2(largest < 1e-4 * size, qPrintable(QString("%1 m").arg(largest)));
}

QTEST_GUILESS_MAIN(TstGpuCpuParity)
#include "tst_GpuCpuParity.moc"

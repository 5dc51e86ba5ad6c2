// Every GPU step kernel against the CPU reference and against each other:
// cloth_step.comp (1 step per pass) in each state format, and
// cloth_step_blocked.comp at several steps per pass,
// over 100 steps, on odd grid sizes and with pins on the borders of the
// 16 x 16 storage tiles and of the blocked kernel's output tiles (48 - 4K cells).
// The kernels do the same float32 arithmetic in the same order, so they agree to
// round-off; the CPU reference (double) agrees to float precision.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/bench/KernelBenchmark.h"
#include "engine/scene/Stability.h"
#include "engine/sim/GpuSolver.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace drape;

namespace {

constexpr int stepsCompared = 100;
constexpr int substepsPerFrame = 20;  // 5 frames; K = 3 and 11 leave a remainder for cloth_step.comp

/// Each kernel and format compared with cloth_step.comp on the vec4 state in storage buffers.
const engine::GpuKernelChoice baseline{1, engine::GpuStateFormat::Vec4Buffers};
const engine::GpuKernelChoice variants[] = {
    {1, engine::GpuStateFormat::Vec4Images}, {1, engine::GpuStateFormat::Planar},
    {2, engine::GpuStateFormat::Vec4Buffers}, {3, engine::GpuStateFormat::Vec4Buffers},
    {4, engine::GpuStateFormat::Vec4Buffers}, {4, engine::GpuStateFormat::Vec4Images},
    {4, engine::GpuStateFormat::Planar}, {11, engine::GpuStateFormat::Vec4Buffers},
};

/// A cloth inside the stability bound (dt = 1/2400 s), hanging under gravity.
engine::Scene kernelScene(int cols, int rows, const std::vector<engine::GridCoord>& pins)
{
    engine::Scene scene = test::bareScene(cols, rows);
    scene.cloths[0].spacing = 0.03;
    scene.cloths[0].origin = {-0.5, 2.0, 0.1};
    scene.cloths[0].particleMass = 0.002;
    scene.cloths[0].springs = {1500.0, 1000.0, 500.0};
    scene.cloths[0].pins = pins;
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.fps = 120;
    scene.simulation.substeps = substepsPerFrame;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    return scene;
}

/// Pins along the top edge and on every column and row that borders a storage
/// tile (16) or a blocked output tile (40, 36, 32, 4 for K = 2, 3, 4, 11).
std::vector<engine::GridCoord> borderPins(int cols, int rows)
{
    std::vector<engine::GridCoord> pins;
    for (int i = 0; i < cols; i += 3)
        pins.push_back({i, 0});
    for (const int edge : {4, 15, 16, 31, 32, 35, 36, 39, 40, 47, 48})
        for (const int other : {8, 20, 33}) {
            if (edge < cols && other < rows)
                pins.push_back({edge, other});
            if (other < cols && edge < rows)
                pins.push_back({other, edge});
        }
    std::sort(pins.begin(), pins.end(), [](auto a, auto b) { return std::tie(a.j, a.i) < std::tie(b.j, b.i); });
    pins.erase(std::unique(pins.begin(), pins.end()), pins.end());
    return pins;
}

std::vector<glm::vec3> run(engine::Solver& solver)
{
    for (int frame = 0; frame < stepsCompared / substepsPerFrame; ++frame)
        solver.advanceFrame();
    return test::positionsOf(solver);
}

}  // namespace

class TstGpuKernels : public QObject {
    Q_OBJECT

private slots:
    void kernels_data();
    void kernels();
    void everyFeatureInEveryFormat();
    void pickPerDeviceAndGrid();
    void divergenceReadBackInEveryFormat();
    void benchCopiesDoTheirWork();
};

void TstGpuKernels::kernels_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("pins");
    QTest::newRow("37x53, top edge") << 37 << 53 << "top";
    QTest::newRow("1x64 rope") << 1 << 64 << "top";
    QTest::newRow("2x1 single spring") << 2 << 1 << "first";
    QTest::newRow("61x50, pins on tile borders") << 61 << 50 << "borders";
}

void TstGpuKernels::kernels()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(QString, pins);
    DRAPE_REQUIRE_GPU();
    std::vector<engine::GridCoord> pinned;
    if (pins == "borders")
        pinned = borderPins(cols, rows);
    else if (pins == "first")
        pinned = {{0, 0}};
    else
        for (int i = 0; i < cols; ++i)
            pinned.push_back({i, 0});
    const engine::Scene scene = kernelScene(cols, rows, pinned);
    QVERIFY(engine::isTimeStepStable(scene));

    const auto cpu = test::makeSolver(scene, "cpu");
    const std::vector<glm::vec3> reference = run(*cpu);
    engine::GpuSolver oneStep(scene, test::colliderGeometry(scene), baseline);
    const std::vector<glm::vec3> single = run(oneStep);

    // Round-off scales with the coordinates (about 2 m here, where a float's last
    // bit is 2.4e-7 m). Measured on llvmpipe: the GPU kernels differ from the
    // double CPU reference by 2 to 3 such bits and not at all from each other;
    // the bounds allow about 80 and 8 bits, far below any physical difference
    // (the cloth moves centimetres in 100 steps).
    double scale = 0.0;
    for (const glm::vec3& x : reference)
        scale = std::max({scale, double(std::abs(x.x)), double(std::abs(x.y)), double(std::abs(x.z))});
    const double cpuBound = 1e-5 * scale, kernelBound = 1e-6 * scale;
    const double cpuDifference = test::largestDifference(reference, single);
    QVERIFY2(cpuDifference < cpuBound, qPrintable(QString("cloth_step.comp and the CPU differ by %1 m").arg(cpuDifference)));
    double largest = 0.0;
    for (const engine::GpuKernelChoice& choice : variants) {
        engine::GpuSolver variant(scene, test::colliderGeometry(scene), choice);
        const QString name = QString::fromStdString(variant.kernelName());
        QCOMPARE(variant.stepsPerPass(), choice.stepsPerPass);
        QCOMPARE(variant.stateFormat(), *choice.format);
        const std::vector<glm::vec3> positions = run(variant);
        const double difference = test::largestDifference(single, positions);
        qInfo("%s: %.3g m", qPrintable(name), difference);
        QVERIFY2(difference < kernelBound, qPrintable(QString("%1 and the baseline differ by %2 m").arg(name).arg(difference)));
        QVERIFY2(test::largestDifference(reference, positions) < cpuBound, qPrintable(name));
        for (const engine::GridCoord& pin : pinned) {
            const std::size_t p = std::size_t(pin.j) * std::size_t(cols) + std::size_t(pin.i);
            QCOMPARE(positions[p], glm::vec3(engine::restPosition(scene.cloths[0], pin)));
        }
        largest = std::max(largest, difference);
    }
    qInfo("CPU vs cloth_step.comp: %.3g m; other kernels and formats vs cloth_step.comp: at most %.3g m", cpuDifference,
          largest);
}

// Contacts, air with gusts, strain limiting, a grab and a change of substeps go
// through the state accessors of each format (shaders/cloth_state.glsl) and the
// grab kernel: every format gives the same cloth.
void TstGpuKernels::everyFeatureInEveryFormat()
{
    DRAPE_REQUIRE_GPU();
    engine::Scene scene = kernelScene(40, 30, {{0, 0}, {13, 0}, {26, 0}, {39, 0}});
    engine::ColliderSpec ball;
    ball.shape = engine::ColliderShape::Sphere;
    ball.position = engine::restPosition(scene.cloths[0], {20, 20}) + glm::dvec3(0.0, -0.2, 0.05);
    ball.radius = 0.15;
    scene.colliders = {ball};
    scene.air = engine::AirSpec{{1.0, 0.0, 3.0}, 0.5, 7};
    scene.cloths[0].strainLimits = {0.05, 0.1, 0.0, 4};
    const int grabbed = 29 * 40 + 5;  // bottom row
    const glm::dvec3 target = engine::restPosition(scene.cloths[0], {5, 29}) + glm::dvec3(0.0, 0.0, 0.15);

    const auto run = [&](const engine::GpuKernelChoice& choice) {
        engine::GpuSolver solver(scene, test::colliderGeometry(scene), choice);
        solver.setGrab(engine::Grab::of(scene.cloths[0], grabbed, target));
        solver.advanceFrame();
        solver.advanceFrame();
        engine::LiveParameters live = engine::LiveParameters::fromScene(scene);
        live.substeps = 30;  // rescales v once
        solver.setLiveParameters(live);
        solver.advanceFrame();
        return test::positionsOf(solver);
    };
    const std::vector<glm::vec3> reference = run(baseline);
    // The grab pulls its particle 0.1 spacing a step toward the target: its 100 steps could cover 0.3 m.
    const glm::vec3 held = reference[std::size_t(grabbed)];
    QVERIFY2(glm::distance(glm::dvec3(held), target) < 0.01, qPrintable(QString("grabbed particle at z = %1").arg(held.z)));
    for (const engine::GpuStateFormat format : {engine::GpuStateFormat::Vec4Images, engine::GpuStateFormat::Planar}) {
        const double difference = test::largestDifference(reference, run({1, format}));
        QVERIFY2(difference < 1e-6, qPrintable(QString("format %1: differs by %2 m").arg(int(format)).arg(difference)));
    }
}

// The solver's pick: images on a software renderer; on a GPU the vec4 state in
// storage buffers up to about 3300², the planar state above; what the caller
// forces is kept, and steps per pass are brought into range.
void TstGpuKernels::pickPerDeviceAndGrid()
{
    using engine::GpuSolver;
    using engine::GpuStateFormat;
    const std::size_t small = 3072 * 3072, large = 3584 * 3584;
    QCOMPARE(*GpuSolver::pick({}, true, large).format, GpuStateFormat::Vec4Images);
    QCOMPARE(*GpuSolver::pick({}, false, small).format, GpuStateFormat::Vec4Buffers);
    QCOMPARE(*GpuSolver::pick({}, false, large).format, GpuStateFormat::Planar);
    QCOMPARE(*GpuSolver::pick({1, GpuStateFormat::Planar}, true, 64).format, GpuStateFormat::Planar);
    QCOMPARE(GpuSolver::pick({}, false, small).stepsPerPass, 1);
    QCOMPARE(GpuSolver::pick({99, std::nullopt}, false, small).stepsPerPass, GpuSolver::maxStepsPerPass);
}

// Past the stability limit the solver names the particle that diverged from its
// x and v read back from the state: every format stores the same state, so
// every format gives the same words.
void TstGpuKernels::divergenceReadBackInEveryFormat()
{
    DRAPE_REQUIRE_GPU();
    engine::Scene scene = kernelScene(20, 18, {{0, 0}, {19, 0}});
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps) / 3;
    const auto firstReason = [&](engine::GpuStateFormat format) -> std::string {
        engine::GpuSolver solver(scene, {}, {1, format});
        for (int frame = 0; frame < 240; ++frame) {
            solver.advanceFrame();
            if (const auto reason = solver.findDivergence())
                return *reason;
        }
        return "no divergence";
    };
    const std::string expected = firstReason(engine::GpuStateFormat::Vec4Buffers);
    qInfo("%s", expected.c_str());
    QVERIFY2(expected.starts_with("particle ("), expected.c_str());
    for (const engine::GpuStateFormat format : {engine::GpuStateFormat::Vec4Images, engine::GpuStateFormat::Planar})
        QCOMPARE(firstReason(format), expected);
}

// drape-cli bench's copy kernels, whose faster one is the roofline, each compute
// x_next = 2 x - x_prev (w from x) for every particle of a grid that leaves the
// 16 x 16 tiles part empty, in every storage: a copy that skipped work would
// set the roofline too high. 2 x is exact and the subtraction rounds once,
// so the GPU gives the float result to the bit.
void TstGpuKernels::benchCopiesDoTheirWork()
{
    DRAPE_REQUIRE_GPU();
    const int cols = 37, rows = 53;
    std::vector<glm::vec4> previous, current, expected;
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i) {
            const glm::vec4 p(0.25f * float(i) - 3.0f, 0.1f * float(j), float(i * j) / 7.0f, 1.0f);
            const glm::vec4 x(p.x + 0.01f * float(j), p.y - 1.0f / float(i + 3), p.z + 0.5f, (i + j) % 3 ? 1.0f : 0.0f);
            previous.push_back(p);
            current.push_back(x);
            expected.emplace_back(2.0f * glm::vec3(x) - glm::vec3(p), x.w);
        }
    using engine::CopyStorage;
    for (const auto& [storage, name] :
         {std::pair{CopyStorage::TiledBuffers, "copy"}, std::pair{CopyStorage::RowMajorBuffers, "copy-rowmajor"},
          std::pair{CopyStorage::Images, "copy-images"}, std::pair{CopyStorage::TiledImageBuffers, "copy-imagebuffer"}}) {
        const std::vector<glm::vec4> next = engine::copyStep(storage, cols, rows, previous, current);
        QCOMPARE(next.size(), expected.size());
        for (std::size_t p = 0; p < next.size(); ++p)
            QVERIFY2(next[p] == expected[p], qPrintable(QString("%1: particle %2 is (%3, %4, %5, %6)")
                                                            .arg(name)
                                                            .arg(p)
                                                            .arg(next[p].x)
                                                            .arg(next[p].y)
                                                            .arg(next[p].z)
                                                            .arg(next[p].w)));
    }
}

QTEST_GUILESS_MAIN(TstGpuKernels)
#include "tst_GpuKernels.moc"

// The stability bound of docs/architecture.md (dt < 2 / sqrt(2·Σk / m)) and what happens
// past it: a bake that diverges stops with the frame named, and no non-finite
// or runaway frame ever reaches the sink.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/Stability.h"
#include "engine/sim/Bake.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/DivergenceCheck.h"

#include <QtTest>

#include <cmath>

using namespace drape;

namespace {

/// Keeps every frame it is given.
class RecordingSink final : public engine::FrameSink {
public:
    void addFrame(std::span<const glm::vec3> positions) override { frames.emplace_back(positions.begin(), positions.end()); }
    void finish() override { finished = true; }
    std::vector<std::vector<glm::vec3>> frames;
    bool finished = false;
};

bool allFinite(const std::vector<glm::vec3>& frame)
{
    return std::all_of(frame.begin(), frame.end(), [](const glm::vec3& x) {
        return std::isfinite(x.x) && std::isfinite(x.y) && std::isfinite(x.z);
    });
}

}  // namespace

class TstStability : public QObject {
    Q_OBJECT

private slots:
    void limit_data();
    void limit();
    void minimumSubsteps();
    void stableSceneDoesNotDiverge();
    void unstableSceneStopsAtTheFrame();
    void particleDivergence_data();
    void particleDivergence();
    void solverFindsDivergence_data();
    void solverFindsDivergence();
};

void TstStability::limit_data()
{
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("mass");
    QTest::addColumn<double>("springSum");
    // Interior particle: 4 structural + 4 shear + 4 flexion springs at 1500/1000/500 N/m.
    QTest::newRow("64x48, the design's flag") << 64 << 48 << 0.002 << 12000.0;
    QTest::newRow("seed values, m = 1") << 32 << 32 << 1.0 << 12000.0;
    QTest::newRow("4x4: one flexion per axis") << 4 << 4 << 1.0 << 4 * 1500.0 + 4 * 1000.0 + 2 * 500.0;
    QTest::newRow("1x10 rope") << 1 << 10 << 1.0 << 2 * 1500.0 + 2 * 500.0;
    QTest::newRow("2x1 single spring") << 2 << 1 << 1.0 << 1500.0;
}

void TstStability::limit()
{
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(double, mass);
    QFETCH(double, springSum);
    engine::ClothSpec cloth;
    cloth.cols = cols;
    cloth.rows = rows;
    cloth.particleMass = mass;
    cloth.springs = {1500.0, 1000.0, 500.0};
    QCOMPARE(engine::largestSpringStiffnessSum(cloth), springSum);
    QCOMPARE(engine::stableTimeStepLimit(cloth), 2.0 / std::sqrt(2.0 * springSum / mass));
}

void TstStability::minimumSubsteps()
{
    engine::ClothSpec flag;  // docs/architecture.md: about 5.8e-4 s, so 60 fps needs at least 29 substeps
    QVERIFY(std::abs(engine::stableTimeStepLimit(flag) - 5.7735e-4) < 1e-7);
    QCOMPARE(engine::minimumStableSubsteps(flag, 60), 29);
    engine::Scene scene;
    scene.simulation.substeps = 29;
    QVERIFY(engine::isTimeStepStable(scene));
    scene.simulation.substeps = 28;
    QVERIFY(!engine::isTimeStepStable(scene));

    engine::ClothSpec noSprings;
    noSprings.springs = {0.0, 0.0, 0.0};
    QVERIFY(std::isinf(engine::stableTimeStepLimit(noSprings)));
    QCOMPARE(engine::minimumStableSubsteps(noSprings, 60), 1);
}

void TstStability::stableSceneDoesNotDiverge()
{
    engine::Scene scene;
    scene.cloth.cols = scene.cloth.rows = 16;
    scene.cloth.pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloth, scene.simulation.fps);
    engine::CpuSolver solver(scene, test::colliderGeometry(scene));
    RecordingSink sink;
    engine::bake(solver, scene, 60, sink);
    QCOMPARE(sink.frames.size(), std::size_t(60));
    QVERIFY(sink.finished);
}

void TstStability::unstableSceneStopsAtTheFrame()
{
    engine::Scene scene;
    scene.cloth.cols = scene.cloth.rows = 16;
    scene.cloth.pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloth, scene.simulation.fps) / 3;
    engine::CpuSolver solver(scene, test::colliderGeometry(scene));
    RecordingSink sink;
    try {
        engine::bake(solver, scene, 240, sink);
        QFAIL("a bake at a third of the stable substeps did not diverge");
    } catch (const engine::DivergenceError& e) {
        QCOMPARE(std::size_t(e.frame()), sink.frames.size());
        QVERIFY(e.frame() > 0);
        const QString message = e.what();
        QVERIFY2(message.contains(QString("diverged at frame %1").arg(e.frame())), e.what());
        QVERIFY2(message.contains("use at least 29 substeps"), e.what());
    }
    QVERIFY(!sink.finished);
    for (const auto& frame : sink.frames)
        QVERIFY(allFinite(frame));
}

void TstStability::particleDivergence_data()
{
    QTest::addColumn<double>("y");
    QTest::addColumn<double>("stepY");
    QTest::addColumn<QString>("expected");
    QTest::newRow("sane") << 1.0 << 0.01 << "";
    QTest::newRow("not a number") << double(NAN) << 0.0 << "non-finite";
    QTest::newRow("infinite step") << 0.0 << double(INFINITY) << "non-finite";
    QTest::newRow("far away") << 2.0e6 << 0.0 << "from the origin";
    QTest::newRow("too fast") << 0.0 << 2.0 << "m/s";
}

void TstStability::particleDivergence()
{
    QFETCH(double, y);
    QFETCH(double, stepY);
    QFETCH(QString, expected);
    engine::ClothSpec cloth;
    cloth.cols = 3;
    cloth.rows = 2;
    const auto reason = engine::particleDivergence(cloth, 4, {0.0, y, 0.0}, {0.0, stepY, 0.0}, 1e-4);
    if (expected.isEmpty()) {
        QVERIFY(!reason);
        return;
    }
    QVERIFY(reason);
    QVERIFY2(QString::fromStdString(*reason).contains("particle (1, 1)"), reason->c_str());
    QVERIFY2(QString::fromStdString(*reason).contains(expected), reason->c_str());
}

void TstStability::solverFindsDivergence_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

// Past the limit both backends blow up; each reports it from its own state, and
// every frame it did not report is finite.
void TstStability::solverFindsDivergence()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    engine::Scene scene;
    scene.cloth.cols = scene.cloth.rows = 16;
    scene.cloth.pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloth, scene.simulation.fps) / 3;
    const auto solver = test::makeSolver(scene, backend.toStdString());
    QVERIFY(!solver->findDivergence());
    for (int frame = 1; frame <= 240; ++frame) {
        solver->advanceFrame();
        if (const auto reason = solver->findDivergence()) {
            QVERIFY2(QString::fromStdString(*reason).startsWith("particle ("), reason->c_str());
            return;
        }
        QVERIFY2(allFinite(test::positionsOf(*solver)), qPrintable(QString("frame %1 is not finite").arg(frame)));
    }
    QFAIL("the solver never reported the divergence");
}

QTEST_GUILESS_MAIN(TstStability)
#include "tst_Stability.moc"

// The stability bound of docs/physics.md ("Stability": λ dt² + 2 μ dt < 4 with the
// largest eigenvalue of the scene's springs and bending), checked against closed
// forms and against the time step at which scenes really diverge, and what happens
// past it: a bake that diverges stops with the frame named, and no non-finite
// or runaway frame ever reaches the sink.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/Material.h"
#include "engine/scene/Stability.h"
#include "engine/sim/Bake.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/DivergenceCheck.h"

#include <QtTest>
#include <glm/geometric.hpp>

#include <cmath>
#include <optional>

Q_DECLARE_METATYPE(drape::engine::Scene)

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
    void eigenvalueOfOneSpring();
    void eigenvalueOfOneHinge();
    void boundIsTheDampedModesRoot();
    void boundAgainstDivergence_data();
    void boundAgainstDivergence();
    void foldedBoundOfAStructuralGrid();
    void foldedBoundAgainstDivergence();
    void stableSceneDoesNotDiverge_data();
    void stableSceneDoesNotDiverge();
    void unstableSceneStopsAtTheFrame_data();
    void unstableSceneStopsAtTheFrame();
    void particleDivergence_data();
    void particleDivergence();
    void solverFindsDivergence_data();
    void solverFindsDivergence();
};

void TstStability::eigenvalueOfOneSpring()
{
    // Two particles of ½ m each (the ends of a 2 × 1 grid carry half an inner particle's mass): λ = k / μ, μ = m / 4.
    engine::ClothSpec cloth = test::bareScene(2, 1).cloths[0];
    cloth.springs = {1500.0, 0.0, 0.0};
    const double exact = 1500.0 / 0.25;
    QVERIFY(std::abs(engine::largestStiffnessEigenvalue(cloth) / (exact * engine::stabilityMargin) - 1.0) < 1e-9);
}

void TstStability::eigenvalueOfOneHinge()
{
    // Bending alone on three particles: E = ½ b |x0 + x2 − 2 x1|², b = B / h², M = (m/2, m, m/2),
    // so M⁻¹Q has rank one and λ = b dᵀM⁻¹d = b (2 + 4 + 2) / m.
    engine::ClothSpec cloth = test::bareScene(3, 1).cloths[0];
    cloth.bending = 1e-3;
    const double b = cloth.bending / (cloth.spacing * cloth.spacing);
    const double exact = 8.0 * b / cloth.particleMass;
    QVERIFY(std::abs(engine::largestStiffnessEigenvalue(cloth) / (exact * engine::stabilityMargin) - 1.0) < 1e-9);
}

void TstStability::boundIsTheDampedModesRoot()
{
    engine::ClothSpec cloth = test::bareScene(2, 1).cloths[0];
    cloth.springs = {1500.0, 0.0, 0.0};
    cloth.damping = {2e-4, 3.0};
    const double lambda = engine::largestStiffnessEigenvalue(cloth);
    const double dt = engine::stableTimeStepLimit(cloth);
    const double mu = cloth.damping.internal * lambda + cloth.damping.drag;
    QVERIFY(std::abs(lambda * dt * dt + 2.0 * mu * dt - 4.0) < 1e-9);
    cloth.damping = {0.0, 0.0};
    QVERIFY(std::abs(engine::stableTimeStepLimit(cloth) - 2.0 / std::sqrt(lambda)) < 1e-12);
    cloth.springs = {0.0, 0.0, 0.0};
    QVERIFY(std::isinf(engine::stableTimeStepLimit(cloth)));
    QCOMPARE(engine::minimumStableSubsteps(cloth, 60), 1);
}

void TstStability::boundAgainstDivergence_data()
{
    QTest::addColumn<engine::Scene>("scene");
    const auto hanging = [](int cols, int rows, double internal) {
        engine::Scene scene = test::bareScene(cols, rows);
        scene.cloths[0].spacing = 0.03;
        scene.cloths[0].particleMass = 0.002;
        scene.cloths[0].springs = {1500.0, 1000.0, 500.0};
        scene.cloths[0].damping = {internal, 0.0};
        scene.cloths[0].pins = {{0, 0}};
        if (cols > 1)
            scene.cloths[0].pins.push_back({cols - 1, 0});
        scene.gravity = {2.0, -9.81, 1.0};
        return scene;
    };
    QTest::newRow("rope 1 x 32") << hanging(1, 32, 0.0);
    QTest::newRow("rope 1 x 32, internal damping") << hanging(1, 32, 2e-4);
    QTest::newRow("grid 20 x 20") << hanging(20, 20, 0.0);
    QTest::newRow("grid 20 x 20, internal damping") << hanging(20, 20, 2e-4);
    engine::Scene cotton = hanging(12, 12, 1e-4);
    cotton.cloths[0].material = *engine::findMaterialPreset("cotton");
    cotton.cloths[0].bending = 0.0;
    engine::applyMaterial(cotton.cloths[0]);
    QTest::newRow("cotton 12 x 12") << cotton;
}

namespace {

/// True when the scene run at dt = 1 / stepsPerSecond for `seconds` diverges.
bool divergesAt(engine::Scene scene, int stepsPerSecond, int seconds = 2)
{
    scene.simulation.fps = 1;
    scene.simulation.substeps = stepsPerSecond;
    engine::CpuSolver solver(scene, {});
    for (int second = 0; second < seconds; ++second) {
        solver.advanceFrame();
        if (solver.findDivergence() || !allFinite(test::positionsOf(solver)))
            return true;
    }
    return false;
}

/// The shortest dt = 1/N seen to diverge over `seconds`, by bisection between
/// twice and half the bound; nullopt, with the reason in `failure`, when twice
/// the bound holds or half of it diverges (the search would have no ends).
std::optional<double> divergenceThreshold(const engine::Scene& scene, double bound, int seconds, QString& failure)
{
    int unstable = std::max(1, int(0.5 / bound));   // dt = 2 × the bound
    int stable = int(std::ceil(2.0 / bound));        // dt = ½ the bound
    if (!divergesAt(scene, unstable, seconds)) {
        failure = "twice the bound does not diverge: the search has no upper end";
        return std::nullopt;
    }
    if (divergesAt(scene, stable, seconds)) {
        failure = "half the bound diverges";
        return std::nullopt;
    }
    while (stable - unstable > 1) {
        const int middle = (stable + unstable) / 2;
        (divergesAt(scene, middle, seconds) ? unstable : stable) = middle;
    }
    return 1.0 / double(unstable);
}

}  // namespace

// The bound against the time step at which the scene really diverges, found by
// bisection over dt = 1/N: it must lie within 70–100% of it (safe, not wasteful).
void TstStability::boundAgainstDivergence()
{
    QFETCH(engine::Scene, scene);
    const double bound = engine::stableTimeStepLimit(scene.cloths[0]);
    QString failure;
    const std::optional<double> threshold = divergenceThreshold(scene, bound, 2, failure);
    QVERIFY2(threshold, qPrintable(failure));
    const double ratio = bound / *threshold;
    qInfo("bound %.4g s, divergence from %.4g s: %.3f of it", bound, *threshold, ratio);
    QVERIFY2(ratio >= 0.7 && ratio <= 1.0, qPrintable(QString("bound / threshold = %1").arg(ratio)));
}

// A grid of structural springs alone: at rest a mode along the threads meets
// only the springs along it, λ = 4k/m (each border's halved springs carry its
// halved masses); with every spring in every direction the checkerboard meets
// all four, λ = 8k/m, the graph Laplacian's largest.
void TstStability::foldedBoundOfAStructuralGrid()
{
    engine::ClothSpec cloth = test::bareScene(24, 24).cloths[0];
    cloth.springs = {100.0, 0.0, 0.0};
    cloth.particleMass = 0.01;
    const double rest = engine::largestStiffnessEigenvalue(cloth) / engine::stabilityMargin;
    const double folded = engine::largestStiffnessEigenvalue(cloth, engine::SpringDirections::Any) / engine::stabilityMargin;
    qInfo("λ at rest %.6g, folded %.6g (1/s²)", rest, folded);
    QVERIFY2(std::abs(rest / 4e4 - 1.0) < 1e-3, qPrintable(QString::number(rest)));
    QVERIFY2(std::abs(folded / 8e4 - 1.0) < 1e-3, qPrintable(QString::number(folded)));
}

namespace {

/// An 8 × 8 sheet of structural springs alone, pinned along its first row, under
/// gravity along that row. With no shear stiffness its columns swing down like
/// ropes until they hang along the row, where every spring points the same way:
/// the folded state the rest bound does not cover.
engine::Scene collapsingSheet()
{
    engine::Scene scene = test::bareScene(8, 8);
    scene.cloths[0].springs = {100.0, 0.0, 0.0};
    scene.cloths[0].particleMass = 0.01;
    scene.cloths[0].damping = {0.0, 1.0};
    for (int i = 0; i < 8; ++i)
        scene.cloths[0].pins.push_back({i, 0});
    scene.gravity = 9.81 * glm::normalize(scene.cloths[0].uAxis);
    return scene;
}

}  // namespace

// The collapsing sheet diverges 10% under the bound at rest (the negative
// control), and the bound for any direction lies within 70–100% of the time
// step at which it really diverges, found by bisection as above over 4 s.
void TstStability::foldedBoundAgainstDivergence()
{
    const engine::Scene scene = collapsingSheet();
    const double rest = engine::stableTimeStepLimit(scene.cloths[0]);
    const double bound = engine::stableTimeStepLimit(scene.cloths[0], engine::SpringDirections::Any);
    QVERIFY2(divergesAt(scene, int(std::ceil(1.0 / (0.9 * rest))), 4),
             "the sheet does not diverge under the rest bound: the test shows nothing");
    QString failure;
    const std::optional<double> threshold = divergenceThreshold(scene, bound, 4, failure);
    QVERIFY2(threshold, qPrintable(failure));
    const double ratio = bound / *threshold;
    qInfo("bound at rest %.4g s, for any direction %.4g s, divergence from %.4g s: %.3f of it", rest, bound,
          *threshold, ratio);
    QVERIFY2(ratio >= 0.7 && ratio <= 1.0, qPrintable(QString("bound / threshold = %1").arg(ratio)));
    QVERIFY(!divergesAt(scene, int(std::ceil(1.0 / (engine::autoSubstepsSafety * bound))), 4));
}

void TstStability::stableSceneDoesNotDiverge_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

// A bake reads frame f back while frame f + 1 steps (GpuFrameReadback.h): the
// frames it writes are still exactly those read one at a time after each frame.
void TstStability::stableSceneDoesNotDiverge()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    engine::Scene scene;
    scene.cloths[0].cols = scene.cloths[0].rows = 16;
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps);
    RecordingSink sink;
    engine::bake(*test::makeSolver(scene, backend.toStdString()), scene, 60, sink);
    QCOMPARE(sink.frames.size(), std::size_t(60));
    QVERIFY(sink.finished);
    const auto oneByOne = test::makeSolver(scene, backend.toStdString());
    for (std::size_t frame = 0; frame < sink.frames.size(); ++frame) {
        if (frame > 0)
            oneByOne->advanceFrame();
        QVERIFY2(sink.frames[frame] == test::positionsOf(*oneByOne), qPrintable(QString("frame %1").arg(frame)));
    }
    QVERIFY(sink.frames.front() != sink.frames.back());
}

void TstStability::unstableSceneStopsAtTheFrame_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

// The bake names the frame that a check after every frame first finds
// diverged, though it checks frame f only once frame f + 1 is on its way.
void TstStability::unstableSceneStopsAtTheFrame()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    engine::Scene scene;
    scene.cloths[0].cols = scene.cloths[0].rows = 16;
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps) / 3;
    int firstDiverged = -1;
    const auto probe = test::makeSolver(scene, backend.toStdString());
    for (int frame = 1; frame < 240 && firstDiverged < 0; ++frame) {
        probe->advanceFrame();
        if (probe->findDivergence())
            firstDiverged = frame;
    }
    QVERIFY2(firstDiverged > 0, "a third of the stable substeps did not diverge in 240 frames");
    RecordingSink sink;
    try {
        engine::bake(*test::makeSolver(scene, backend.toStdString()), scene, 240, sink);
        QFAIL("a bake at a third of the stable substeps did not diverge");
    } catch (const engine::DivergenceError& e) {
        QCOMPARE(e.frame(), firstDiverged);
        QCOMPARE(std::size_t(e.frame()), sink.frames.size());
        const QString message = e.what();
        QVERIFY2(message.contains(QString("diverged at frame %1").arg(e.frame())), e.what());
        QVERIFY2(message.contains(QString("use at least %1 substeps")
                                      .arg(engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps))),
                 e.what());
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
    scene.cloths[0].cols = scene.cloths[0].rows = 16;
    scene.cloths[0].pins = {{0, 0}, {15, 0}};
    scene.simulation.substeps = engine::minimumStableSubsteps(scene.cloths[0], scene.simulation.fps) / 3;
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

// Scenes that move (docs/colliders.md, "Moving colliders" and "Pin groups";
// docs/scene-format.md, "motion"): keys and their curves in closed form, pin
// groups that follow their keys exactly, colliders that carry the cloth by
// friction, a swept collider that does not tunnel at its documented speed
// limit, and the file format, each on both backends where a solver runs.
#include "engine/collide/ColliderGeometry.h"
#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ColliderSpeedLimit.h"
#include "engine/scene/Keyframes.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/scene/SceneChange.h"
#include "engine/sim/Solver.h"
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include <QtTest>

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

using namespace drape;
using engine::KeyInterpolation;
using engine::TransformKey;

namespace {

constexpr double g = 9.81;

void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("implicit");
    QTest::newRow("cpu verlet") << "cpu" << false;
    QTest::newRow("gpu verlet") << "gpu" << false;
    QTest::newRow("cpu implicit") << "cpu" << true;
    QTest::newRow("gpu implicit") << "gpu" << true;
}

std::unique_ptr<engine::Solver> solverFor(const engine::Scene& scene, const QString& backend)
{
    if (backend == "gpu") {
        std::string reason;
        if (!test::ensureGpuContext(reason)) {
            if (test::runningInCi())
                qFatal("no GPU context under CI: %s", reason.c_str());
            return nullptr;
        }
    }
    return test::makeSolver(scene, backend.toStdString());
}

#define SOLVER_OR_SKIP(name, scene, backend)                                  \
    const auto name = solverFor(scene, backend);                              \
    if (!name)                                                                \
        QSKIP("no OpenGL 4.3 compute context for the GPU backend");

/// A 12 × 8 sheet, 5 cm apart, hanging in the xy plane, with light springs;
/// its top row is the pin group "Rail", keyed to slide 0.6 m along x and turn
/// 40° about y over frames 0 to 30 (`keyed`), or unkeyed.
engine::Scene railScene(bool keyed, bool implicit)
{
    engine::Scene scene = test::bareScene(12, 8);
    scene.cloths[0].spacing = 0.05;
    scene.cloths[0].origin = {-0.275, 1.0, 0.0};
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].particleMass = 0.002;
    scene.cloths[0].springs = {40.0, 20.0, 0.0};
    scene.cloths[0].damping = {0.0, 0.5};
    scene.gravity = {0.0, -g, 0.0};
    scene.simulation.substeps = implicit ? 1 : 20;
    scene.simulation.integrator = implicit ? engine::Integrator::Implicit : engine::Integrator::Verlet;
    engine::PinGroup rail;
    rail.name = "Rail";
    for (int i = 0; i < 12; ++i)
        rail.particles.push_back({i, 0});
    if (keyed)
        rail.motion = {{{0, {0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}, {30, {0.6, 0.0, 0.0}, {0.0, 40.0, 0.0}}},
                       KeyInterpolation::Smooth};
    scene.cloths[0].pinGroups = {rail};
    return scene;
}

/// Where the rail's particle i should be at `frame`, worked out here from the
/// keys' curve: smoothstep between the two keys (poseAt's closed form for two
/// keys), a turn about y through the rail's centre.
glm::dvec3 expectedRailParticle(int i, double frame)
{
    const double s = std::clamp(frame / 30.0, 0.0, 1.0);
    const double ease = 3.0 * s * s - 2.0 * s * s * s;
    const double angle = 40.0 * ease * std::numbers::pi / 180.0;
    const double offset = -0.275 + 0.05 * i - 0.0;  // rest x less the pivot's (the rail's centre is x = 0)
    // R_y(θ) takes (x, 0, 0) to (x cos θ, 0, −x sin θ).
    return {0.6 * ease + offset * std::cos(angle), 1.0, -offset * std::sin(angle)};
}

double largestRailError(const std::vector<glm::vec3>& x, int cols, double frame)
{
    double largest = 0.0;
    for (int i = 0; i < cols; ++i)
        largest = std::max(largest, glm::length(glm::dvec3(x[std::size_t(i)]) - expectedRailParticle(i, frame)));
    return largest;
}

/// The mean of the x coordinates.
double meanX(const std::vector<glm::vec3>& x)
{
    double sum = 0.0;
    for (const glm::vec3& p : x)
        sum += p.x;
    return sum / double(x.size());
}

/// An 8 × 8 sheet, 4 cm apart, lying flat on the ground plane, which slides
/// along x at `speed` m/s (keys at frames 0 and 600, linear) with friction μ.
engine::Scene slidingGroundScene(double speed, double mu, bool implicit)
{
    engine::Scene scene = test::bareScene(8, 8);
    scene.cloths[0].spacing = 0.04;
    scene.cloths[0].origin = {-0.14, 0.01, -0.14};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].particleMass = 0.001;
    scene.cloths[0].springs = {20.0, 10.0, 0.0};
    scene.gravity = {0.0, -g, 0.0};
    scene.simulation.substeps = implicit ? 1 : 10;
    scene.simulation.integrator = implicit ? engine::Integrator::Implicit : engine::Integrator::Verlet;
    engine::ColliderSpec ground;
    ground.name = "Belt";
    ground.shape = engine::ColliderShape::Plane;
    ground.thickness = 0.01;
    ground.friction = mu;
    ground.motion = {{{0, {0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}, {600, {speed * 10.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}},
                     KeyInterpolation::Linear};
    scene.colliders = {ground};
    return scene;
}

/// The turn about +y from `a` to `b`, radians, as one angle for the whole cloth:
/// atan2 of the summed cross and dot products of each particle's xz position.
double turnAboutY(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b)
{
    double cross = 0.0, dot = 0.0;
    for (std::size_t p = 0; p < a.size(); ++p) {
        cross += double(a[p].z) * b[p].x - double(a[p].x) * b[p].z;
        dot += double(a[p].x) * b[p].x + double(a[p].z) * b[p].z;
    }
    return std::atan2(cross, dot);
}

/// A 10 × 10 sheet, 3 cm apart, resting across the top of a sphere of radius
/// 0.3 m at the origin, off its axis so that it has an xz position to turn;
/// the sphere turns about +y at `degreesPerSecond` (linear keys), μ = 1.
engine::Scene turntableScene(double degreesPerSecond, bool implicit)
{
    engine::Scene scene = test::bareScene(10, 10);
    scene.cloths[0].spacing = 0.03;
    scene.cloths[0].origin = {-0.03, 0.31, -0.135};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].particleMass = 0.001;
    scene.cloths[0].springs = {20.0, 10.0, 5.0};
    scene.cloths[0].damping = {0.0, 0.5};
    scene.gravity = {0.0, -g, 0.0};
    scene.simulation.substeps = implicit ? 1 : 10;
    scene.simulation.integrator = implicit ? engine::Integrator::Implicit : engine::Integrator::Verlet;
    engine::ColliderSpec ball;
    ball.name = "Turntable";
    ball.shape = engine::ColliderShape::Sphere;
    ball.radius = 0.3;
    ball.thickness = 0.01;
    ball.friction = 1.0;
    ball.motion = {{{0, {0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}, {600, {0.0, 0.0, 0.0}, {0.0, degreesPerSecond * 10.0, 0.0}}},
                   KeyInterpolation::Linear};
    scene.colliders = {ball};
    return scene;
}

/// A 6 × 6 weightless sheet at y = 0 and a thin plate (2 mm thick) below it,
/// rising through it at `metresPerStep` each step (60 fps, 10 substeps).
engine::Scene risingPlateScene(double metresPerStep)
{
    engine::Scene scene = test::bareScene(6, 6);
    scene.cloths[0].spacing = 0.04;
    scene.cloths[0].origin = {-0.1, 0.0, -0.1};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].particleMass = 0.001;
    scene.cloths[0].springs = {5.0, 0.0, 0.0};
    scene.gravity = {0.0, 0.0, 0.0};
    scene.simulation.substeps = 10;
    engine::ColliderSpec plate;
    plate.name = "Plate";
    plate.shape = engine::ColliderShape::Box;
    plate.halfExtents = {0.5, 0.001, 0.5};
    plate.thickness = 0.01;
    plate.friction = 0.0;
    const double perFrame = metresPerStep * 10.0;
    plate.motion = {{{0, {0.0, -0.1, 0.0}, {0.0, 0.0, 0.0}}, {10, {0.0, -0.1 + 10.0 * perFrame, 0.0}, {0.0, 0.0, 0.0}}},
                    KeyInterpolation::Linear};
    scene.colliders = {plate};
    return scene;
}

/// How many particles ended below the plate's middle.
int belowPlate(const std::vector<glm::vec3>& x, double plateY)
{
    int below = 0;
    for (const glm::vec3& p : x)
        below += double(p.y) < plateY ? 1 : 0;
    return below;
}

std::string sceneText(const engine::Scene& scene)
{
    return engine::serializeScene(scene);
}

/// The message parsing `json` fails with, or "" when it parses.
QString refusal(const std::string& json)
{
    try {
        engine::parseScene(json, "moving.drape");
    } catch (const engine::SceneError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TstSceneMotion : public QObject {
    Q_OBJECT
private slots:
    void linearKeysInterpolateStraight();
    void smoothKeysFollowTheirHermiteCurve();
    void setKeyKeepsFrameOrder();
    void pinGroupFollowsItsKeysAtEveryFrame_data() { addBackendRows(); }
    void pinGroupFollowsItsKeysAtEveryFrame();
    void movingGroundCarriesTheClothByFriction_data() { addBackendRows(); }
    void movingGroundCarriesTheClothByFriction();
    void turningSphereCarriesTheClothRound_data() { addBackendRows(); }
    void turningSphereCarriesTheClothRound();
    void plateRisingAtItsLimitNeverTunnels_data();
    void plateRisingAtItsLimitNeverTunnels();
    void autoSubstepsFollowTheFastestCollider();
    void keysAndPinGroupsRoundTrip();
    void olderVersionsLoadAndSaveAsTheCurrentOne();
    void badKeysAreRefusedByName_data();
    void badKeysAreRefusedByName();
    void pinGroupsRebuildAndCollidersKeysApplyLive();
};

void TstSceneMotion::linearKeysInterpolateStraight()
{
    const engine::KeyedTransform t{{{10, {1.0, 2.0, 3.0}, {0.0, 0.0, 0.0}}, {20, {3.0, 2.0, -1.0}, {0.0, 90.0, 0.0}}},
                                   KeyInterpolation::Linear};
    const engine::TransformPose quarter = engine::poseAt(t, 12.5);
    QCOMPARE(quarter.position.x, 1.5);
    QCOMPARE(quarter.position.z, 2.0);
    QCOMPARE(quarter.rotation.y, 22.5);
    // Held before the first key and after the last.
    QCOMPARE(engine::poseAt(t, 0.0).position.x, 1.0);
    QCOMPARE(engine::poseAt(t, 99.0).rotation.y, 90.0);
    // One key: a pose for every frame.
    const engine::KeyedTransform one{{{5, {7.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}}, KeyInterpolation::Smooth};
    QCOMPARE(engine::poseAt(one, 100.0).position.x, 7.0);
}

void TstSceneMotion::smoothKeysFollowTheirHermiteCurve()
{
    // Two keys: slope 0 at both, so the curve is the smoothstep 3s² − 2s³.
    const engine::KeyedTransform two{{{0, {0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}, {8, {4.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}},
                                     KeyInterpolation::Smooth};
    QVERIFY(std::abs(engine::poseAt(two, 2.0).position.x - 4.0 * (3.0 / 16.0 - 2.0 / 64.0)) < 1e-12);
    QVERIFY(std::abs(engine::poseAt(two, 4.0).position.x - 2.0) < 1e-12);
    // Three keys at 0, 10, 30 with x = 0, 10, 10: the inner slope is (10 − 0) / 30
    // per frame; at frame 5 (s = ½, h = 10) the Hermite sum is
    // ½·0 + ⅛·10·0 + ½·10 − ⅛·10·(1/3).
    const engine::KeyedTransform three{{{0, {0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}},
                                        {10, {10.0, 0.0, 0.0}, {0.0, 0.0, 0.0}},
                                        {30, {10.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}},
                                       KeyInterpolation::Smooth};
    QVERIFY(std::abs(engine::poseAt(three, 5.0).position.x - (5.0 - 10.0 / 24.0)) < 1e-12);
    // It passes through every key.
    QCOMPARE(engine::poseAt(three, 10.0).position.x, 10.0);
    // The control: linear keys give the straight line's 5 there.
    engine::KeyedTransform linear = three;
    linear.interpolation = KeyInterpolation::Linear;
    QCOMPARE(engine::poseAt(linear, 5.0).position.x, 5.0);
}

void TstSceneMotion::setKeyKeepsFrameOrder()
{
    engine::KeyedTransform t;
    engine::setKey(t, {20, {2.0, 0.0, 0.0}, {}});
    engine::setKey(t, {0, {0.0, 0.0, 0.0}, {}});
    engine::setKey(t, {10, {1.0, 0.0, 0.0}, {}});
    engine::setKey(t, {10, {5.0, 0.0, 0.0}, {}});  // replaces the key at frame 10
    QCOMPARE(int(t.keys.size()), 3);
    QCOMPARE(t.keys[0].frame, 0);
    QCOMPARE(t.keys[1].frame, 10);
    QCOMPARE(t.keys[1].position.x, 5.0);
    QCOMPARE(t.keys[2].frame, 20);
}

void TstSceneMotion::pinGroupFollowsItsKeysAtEveryFrame()
{
    QFETCH(QString, backend);
    QFETCH(bool, implicit);
    // Positions are read as floats: the CPU's exact places round to within 1e-7 m here.
    const double tolerance = backend == "gpu" ? 2e-6 : 2e-7;
    SOLVER_OR_SKIP(solver, railScene(true, implicit), backend);
    double largest = 0.0;
    std::vector<glm::vec3> x = test::positionsOf(*solver);
    largest = largestRailError(x, 12, 0.0);
    for (int frame = 1; frame <= 40; ++frame) {
        solver->advanceFrame();
        x = test::positionsOf(*solver);
        largest = std::max(largest, largestRailError(x, 12, double(frame)));
    }
    qInfo("largest distance of a rail particle from its keyed place: %.3g m", largest);
    QVERIFY2(largest < tolerance, qPrintable(QString::number(largest)));
    // The cloth below follows the rail: its free particles moved with it.
    QVERIFY2(meanX(x) > 0.3, qPrintable(QString::number(meanX(x))));

    // Negative control: the same group without keys stays at rest, far from the path.
    SOLVER_OR_SKIP(still, railScene(false, implicit), backend);
    for (int frame = 1; frame <= 30; ++frame)
        still->advanceFrame();
    const double stillError = largestRailError(test::positionsOf(*still), 12, 30.0);
    QVERIFY2(stillError > 0.5, qPrintable(QString::number(stillError)));
}

void TstSceneMotion::movingGroundCarriesTheClothByFriction()
{
    QFETCH(QString, backend);
    QFETCH(bool, implicit);
    constexpr double speed = 0.5;
    const auto velocityAfterOneSecond = [&](double mu) -> std::optional<double> {
        const auto solver = solverFor(slidingGroundScene(speed, mu, implicit), backend);
        if (!solver)
            return std::nullopt;
        for (int frame = 0; frame < 59; ++frame)
            solver->advanceFrame();
        const double before = meanX(test::positionsOf(*solver));
        solver->advanceFrame();
        return (meanX(test::positionsOf(*solver)) - before) * 60.0;
    };
    const std::optional<double> gripped = velocityAfterOneSecond(0.5);
    if (!gripped)
        QSKIP("no OpenGL 4.3 compute context for the GPU backend");
    qInfo("cloth on a belt at %.2f m/s, μ = 0.5: %.4f m/s after 1 s", speed, *gripped);
    QVERIFY2(std::abs(*gripped - speed) < 0.01 * speed, qPrintable(QString::number(*gripped)));
    // Without friction the belt slides under the cloth, which stays behind.
    const double slipping = *velocityAfterOneSecond(0.0);
    qInfo("the same with μ = 0: %.4f m/s", slipping);
    QVERIFY2(std::abs(slipping) < 0.01 * speed, qPrintable(QString::number(slipping)));
}

void TstSceneMotion::turningSphereCarriesTheClothRound()
{
    QFETCH(QString, backend);
    QFETCH(bool, implicit);
    constexpr double degreesPerSecond = 90.0;
    SOLVER_OR_SKIP(solver, turntableScene(degreesPerSecond, implicit), backend);
    // Settle for a quarter second, then measure the turn over one second.
    for (int frame = 0; frame < 15; ++frame)
        solver->advanceFrame();
    const std::vector<glm::vec3> before = test::positionsOf(*solver);
    for (int frame = 0; frame < 60; ++frame)
        solver->advanceFrame();
    const double turned = turnAboutY(before, test::positionsOf(*solver)) * 180.0 / std::numbers::pi;
    // The sphere's own turn, measured the same way on a point it carries: R_y(θ)(1, 0, 0) = (cos θ, 0, −sin θ).
    const double theta = degreesPerSecond * std::numbers::pi / 180.0;
    const double sphere = turnAboutY({glm::vec3(1.0f, 0.0f, 0.0f)},
                                     {glm::vec3(float(std::cos(theta)), 0.0f, float(-std::sin(theta)))}) *
                          180.0 / std::numbers::pi;
    qInfo("sphere turned %.1f°, the cloth on it %.1f°", sphere, turned);
    QVERIFY2(turned > 0.8 * sphere && turned < 1.05 * sphere, qPrintable(QString::number(turned)));

    // The control: a sphere that stands still leaves the cloth where it settled.
    SOLVER_OR_SKIP(still, turntableScene(0.0, implicit), backend);
    for (int frame = 0; frame < 15; ++frame)
        still->advanceFrame();
    const std::vector<glm::vec3> settled = test::positionsOf(*still);
    for (int frame = 0; frame < 60; ++frame)
        still->advanceFrame();
    const double stillTurn = turnAboutY(settled, test::positionsOf(*still)) * 180.0 / std::numbers::pi;
    QVERIFY2(std::abs(stillTurn) < 1.0, qPrintable(QString::number(stillTurn)));
}

void TstSceneMotion::plateRisingAtItsLimitNeverTunnels_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<double>("stepsOfThickness");
    QTest::addColumn<bool>("autoSubsteps");
    QTest::addColumn<bool>("tunnels");
    for (const char* backend : {"cpu", "gpu"}) {
        QTest::addRow("%s, thickness per step", backend) << backend << 1.0 << false << false;
        QTest::addRow("%s, 4 × thickness per step (control)", backend) << backend << 4.0 << false << true;
        QTest::addRow("%s, 4 × as fast, automatic substeps", backend) << backend << 4.0 << true << false;
    }
}

void TstSceneMotion::plateRisingAtItsLimitNeverTunnels()
{
    QFETCH(QString, backend);
    QFETCH(double, stepsOfThickness);
    QFETCH(bool, autoSubsteps);
    QFETCH(bool, tunnels);
    const double perStep = 0.01 * stepsOfThickness;
    engine::Scene scene = risingPlateScene(perStep);
    if (autoSubsteps) {
        // 0.4 m a frame against a limit of thickness + half the plate, 0.011 m: 37 steps.
        scene.simulation.autoSubsteps = true;
        engine::deriveSceneValues(scene);
        QCOMPARE(scene.simulation.substeps, 37);
    }
    SOLVER_OR_SKIP(solver, scene, backend);
    int largestBelow = 0;
    for (int frame = 1; frame <= 10; ++frame) {
        solver->advanceFrame();
        const double plateY = engine::poseAt(scene.colliders[0].motion, double(frame)).position.y;
        if (plateY > 0.0)  // once the plate is above where the sheet lay
            largestBelow = std::max(largestBelow, belowPlate(test::positionsOf(*solver), plateY));
    }
    qInfo("particles below the plate: %d of 36", largestBelow);
    if (tunnels)
        QVERIFY2(largestBelow > 0, "the control should tunnel: the limit would then not be needed");
    else
        QCOMPARE(largestBelow, 0);
}

// motionSubsteps against closed forms: a straight move at constant speed, the
// smoothstep's peak speed of 1.5 × its mean, a turning box's corners, and the
// shapes that set no limit (a plane, a sphere turning in place).
void TstSceneMotion::autoSubstepsFollowTheFastestCollider()
{
    engine::Scene scene = test::bareScene(4, 4);
    QCOMPARE(engine::motionSubsteps(scene), 1);  // nothing keyed
    engine::ColliderSpec box;
    box.shape = engine::ColliderShape::Box;
    box.halfExtents = {0.3, 0.05, 0.4};
    box.thickness = 0.01;
    QCOMPARE(engine::stepLimit(box), 0.06);
    // 0.3 m a frame, linear: 0.3 / 0.06 = 5 steps.
    box.motion = {{{0, {0.0, 0.0, 0.0}, {}}, {10, {3.0, 0.0, 0.0}, {}}}, KeyInterpolation::Linear};
    scene.colliders = {box};
    QCOMPARE(engine::motionSubsteps(scene), 5);
    // Smooth between two keys: 3s² − 2s³ peaks at 1.5 × the mean speed, 0.45 m a frame:
    // 7.5 steps, of which the sampled curve sees a hair less than the peak.
    box.motion.interpolation = KeyInterpolation::Smooth;
    scene.colliders = {box};
    QCOMPARE(engine::motionSubsteps(scene), 8);
    // Turning 90° in 10 frames about its centre: its corners, 0.5 m out, move
    // 0.5 · π/20 = 0.0785 m a frame: 1.31, so 2 steps.
    box.motion = {{{0, {}, {0.0, 0.0, 0.0}}, {10, {}, {0.0, 90.0, 0.0}}}, KeyInterpolation::Linear};
    scene.colliders = {box};
    QCOMPARE(engine::motionSubsteps(scene), 2);
    // A sphere turning in place and a plane sliding along set no limit.
    engine::ColliderSpec sphere;
    sphere.motion = {{{0, {}, {0.0, 0.0, 0.0}}, {10, {}, {0.0, 900.0, 0.0}}}, KeyInterpolation::Linear};
    engine::ColliderSpec plane;
    plane.shape = engine::ColliderShape::Plane;
    plane.motion = {{{0, {0.0, 0.0, 0.0}, {}}, {1, {0.0, 50.0, 0.0}, {}}}, KeyInterpolation::Linear};
    scene.colliders = {sphere, plane};
    QCOMPARE(engine::motionSubsteps(scene), 1);
    // The automatic substeps take the larger of stability's and the motion's.
    scene.colliders = {box};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    const int withTurn = scene.simulation.substeps;
    box.motion.keys[1].frame = 1;  // the same turn in one frame: 13.1, so 14 steps
    scene.colliders = {box};
    engine::deriveSceneValues(scene);
    QCOMPARE(scene.simulation.substeps, std::max(withTurn, 14));
    scene.simulation.integrator = engine::Integrator::Implicit;
    engine::deriveSceneValues(scene);
    QCOMPARE(scene.simulation.substeps, 14);
}

void TstSceneMotion::keysAndPinGroupsRoundTrip()
{
    engine::Scene scene = railScene(true, false);
    scene.colliders = slidingGroundScene(0.5, 0.3, false).colliders;
    scene.colliders[0].motion.keys.push_back({700, {9.0, 1.0, 0.0}, {10.0, 20.0, 30.0}});
    const std::string text = sceneText(scene);
    QVERIFY(text.find("\"drape\": 4") != std::string::npos);
    const engine::Scene read = engine::parseScene(text, "moving.drape");
    QVERIFY(read == scene);
    QCOMPARE(int(read.cloths[0].pinGroups.size()), 1);
    QCOMPARE(read.cloths[0].pinGroups[0].name, std::string("Rail"));
    QCOMPARE(read.colliders[0].motion.interpolation, KeyInterpolation::Linear);
    QCOMPARE(read.colliders[0].motion.keys[2].rotation.z, 30.0);
    // A scene without keys writes none of the new keys.
    const std::string still = sceneText(test::bareScene(4, 4));
    QVERIFY(still.find("motion") == std::string::npos && still.find("pinGroups") == std::string::npos);
}

void TstSceneMotion::olderVersionsLoadAndSaveAsTheCurrentOne()
{
    const std::string version2 = R"({"drape": 2, "name": "old",
        "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "pins": [[0, 0]]},
        "colliders": [{"type": "sphere", "radius": 0.2}]})";
    const engine::Scene scene = engine::parseScene(version2, "old.drape");
    QVERIFY(scene.cloths[0].pinGroups.empty());
    QVERIFY(!scene.colliders[0].motion.animated());
    QVERIFY(sceneText(scene).find("\"drape\": " + std::to_string(engine::sceneFormatVersion)) != std::string::npos);
    QCOMPARE(engine::sceneFormatVersion, 4);
    const std::string version1 = R"({"drape": 1, "name": "older",
        "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "damping": 0.01}})";
    QVERIFY(engine::parseScene(version1, "older.drape").cloths[0].pinGroups.empty());
}

void TstSceneMotion::badKeysAreRefusedByName_data()
{
    QTest::addColumn<QString>("cloth");
    QTest::addColumn<QString>("collider");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("version");
    const QString grid = R"("cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "pins": [[0, 0]])";
    const QString sphere = R"("type": "sphere", "radius": 0.2)";
    QTest::newRow("frames out of order")
        << grid << sphere + R"(, "motion": {"keys": [{"frame": 10}, {"frame": 5}]})"
        << "colliders[0].motion.keys[1].frame: expected a frame after the previous key's (10), got 5" << 3;
    QTest::newRow("two keys at one frame")
        << grid << sphere + R"(, "motion": {"keys": [{"frame": 3}, {"frame": 3}]})"
        << "colliders[0].motion.keys[1].frame: expected a frame after the previous key's (3)" << 3;
    QTest::newRow("no keys") << grid << sphere + R"(, "motion": {"keys": []})"
                             << "colliders[0].motion.keys: expected at least one key" << 3;
    QTest::newRow("unknown interpolation")
        << grid << sphere + R"(, "motion": {"interpolation": "bouncy", "keys": [{"frame": 0}]})"
        << "colliders[0].motion.interpolation: expected \"linear\" or \"smooth\", got \"bouncy\"" << 3;
    QTest::newRow("negative frame") << grid << sphere + R"(, "motion": {"keys": [{"frame": -1}]})"
                                    << "colliders[0].motion.keys[0].frame" << 3;
    QTest::newRow("unknown key field")
        << grid << sphere + R"(, "motion": {"keys": [{"frame": 0, "scale": 2}]})"
        << "colliders[0].motion.keys[0]" << 3;
    QTest::newRow("pin group particle already a pin")
        << grid + R"(, "pinGroups": [{"name": "Top", "particles": [[1, 0], [0, 0]]}])" << sphere
        << "cloth.pinGroups[0] (\"Top\").particles[1]: particle [0,0] is already held" << 3;
    QTest::newRow("pin group particle outside the grid")
        << grid + R"(, "pinGroups": [{"particles": [[4, 0]]}])" << sphere
        << "cloth.pinGroups[0].particles[0]: particle [4,0] is outside the 4 × 3 grid" << 3;
    QTest::newRow("empty pin group") << grid + R"(, "pinGroups": [{"particles": []}])" << sphere
                                     << "cloth.pinGroups[0].particles: expected at least one particle" << 3;
    QTest::newRow("keys in a version 2 file")
        << grid << sphere + R"(, "motion": {"keys": [{"frame": 0}]})"
        << "colliders[0].motion: not in version 2 files (keys came in version 3)" << 2;
    QTest::newRow("pin groups in a version 2 file")
        << grid + R"(, "pinGroups": [{"particles": [[1, 0]]}])" << sphere
        << "cloth.pinGroups: not in version 2 files (pin groups came in version 3)" << 2;
}

void TstSceneMotion::badKeysAreRefusedByName()
{
    QFETCH(QString, cloth);
    QFETCH(QString, collider);
    QFETCH(QString, expected);
    QFETCH(int, version);
    const QString json = R"({"drape": )" + QString::number(version) + R"(, "name": "moving", "cloth": {)" + cloth + R"(}, "colliders": [{)" + collider +
                         "}]}";
    const QString message = refusal(json.toStdString());
    QVERIFY2(message.startsWith("moving.drape: ") && message.contains(expected), qPrintable(message));
}

void TstSceneMotion::pinGroupsRebuildAndCollidersKeysApplyLive()
{
    const engine::Scene before = railScene(true, false);
    engine::Scene after = before;
    after.cloths[0].pinGroups[0].motion.keys[1].position.x = 0.9;
    QCOMPARE(engine::classifyChange(before, after), engine::SceneChange::Rebuild);
    engine::Scene withBelt = before;
    withBelt.colliders = slidingGroundScene(0.5, 0.3, false).colliders;
    engine::Scene fasterBelt = withBelt;
    fasterBelt.colliders[0].motion.keys[1].position.x = 9.0;
    QCOMPARE(engine::classifyChange(withBelt, fasterBelt), engine::SceneChange::Live);
}

QTEST_MAIN(TstSceneMotion)
#include "tst_SceneMotion.moc"

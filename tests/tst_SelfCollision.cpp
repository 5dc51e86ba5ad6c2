// Self-collision on both backends (docs/physics.md, "Self-collision"),
// checked from the positions alone, with geometry written here and in
// tests/support/CrossingCheck:
// - no two particles that are not grid neighbours (of one cell: more than 1
//   apart in i or j) come closer than 0.9 × the thickness;
// - no particle crosses a triangle of the cloth (each grid cell split along its
//   (0, 0)–(1, 1) diagonal) between consecutive checks: the particle and the
//   triangle's corners move linearly between them, and a crossing is a sign
//   change of the coplanarity cubic det[b − a, c − a, p − a](t) at a root where
//   the point lies inside the triangle (Provot 1997; Bridson et al. 2002);
// on a sheet that slumps onto the ground and folds over itself, and a long
// strip that piles up on the ground in layers (a grid, and the same particles
// as a surface of triangles), checked every 5 substeps
// (checkedSubsteps says why). The same scenes without self-collision fail both
// checks (the negative control), and a bake is the same to the bit however it
// is run.
#include "tests/support/CrossingCheck.h"
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/ClothSurface.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/SelfCollisionExclusion.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuMeshSolver.h"

#include <QtTest>

#include <glm/geometric.hpp>
#include <glm/vector_relational.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

using namespace drape;

namespace {

constexpr double thickness = 0.02;

/// A cloth of cols × rows particles 2 cm apart on soft springs, over a ground
/// plane with friction, its self-collision `thickness` thick when `selfCollision`.
engine::Scene clothOverGround(int cols, int rows, glm::dvec3 origin, glm::dvec3 vAxis, bool selfCollision)
{
    engine::Scene scene = test::bareScene(cols, rows);
    scene.cloths[0].spacing = 0.02;
    scene.cloths[0].origin = origin;
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = glm::normalize(vAxis);
    scene.cloths[0].particleMass = 0.001;
    scene.cloths[0].springs = {1000.0, 500.0, 100.0};
    scene.cloths[0].damping = {3e-5, 0.0};
    if (selfCollision)
        scene.cloths[0].selfCollision = engine::SelfCollisionSpec{thickness, 0.2};
    engine::ColliderSpec ground;
    ground.name = "Ground";
    ground.shape = engine::ColliderShape::Plane;
    ground.thickness = 0.005;
    ground.friction = 0.5;
    scene.colliders = {ground};
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.substeps = 40;
    return scene;
}

/// 48 × 48 particles (0.94 m square) let go 6° from upright, its lower edge 3 cm
/// above the ground: it slumps onto the ground and folds over itself, again and again.
engine::Scene slantedSheet(bool selfCollision)
{
    const double tilt = 0.1;   // radians
    return clothOverGround(48, 48, {-0.47, 0.03 + 0.94 * std::cos(tilt), 0.0}, {0.0, -std::cos(tilt), std::sin(tilt)},
                           selfCollision);
}

/// 6 × 120 particles (2.4 m long), hanging nearly upright with its lower end 3 cm
/// above the ground: it buckles and piles up on the ground in layers.
engine::Scene fallingStrip(bool selfCollision)
{
    return clothOverGround(6, 120, {-0.05, 2.41, 0.0}, {0.0, -1.0, 0.08}, selfCollision);
}

using Positions = std::vector<glm::dvec3>;
using test::crossings;
using test::gridTriangles;
using test::Triangle;

Positions positionsOf(const engine::Solver& solver)
{
    const std::vector<glm::vec3> x = test::positionsOf(solver);
    return Positions(x.begin(), x.end());
}

/// Particles of one grid cell.
bool gridNeighbours(const engine::ClothSpec& cloth, int p, int q)
{
    return std::abs(p % cloth.cols - q % cloth.cols) <= 1 && std::abs(p / cloth.cols - q / cloth.cols) <= 1;
}

/// The cell of a point in a grid of cells of side `cell`, as one key.
std::uint64_t cellKey(const glm::dvec3& x, double cell, glm::ivec3 offset = glm::ivec3(0))
{
    const auto c = [&](int a) { return std::uint64_t(std::int64_t(std::floor(x[a] / cell)) + offset[a]); };
    return (c(0) * 73856093u) ^ (c(1) * 19349663u) ^ (c(2) * 83492791u);
}

/// The distance between the closest two particles that are not grid neighbours,
/// or `reach` when none is closer: each particle against those in the 27 cells of
/// side `reach` around it, from a sorted list of (cell, particle) of the test's own.
double closestApproach(const engine::ClothSpec& cloth, const Positions& x, double reach)
{
    std::vector<std::pair<std::uint64_t, int>> cells;
    for (std::size_t p = 0; p < x.size(); ++p)
        cells.emplace_back(cellKey(x[p], reach), int(p));
    std::sort(cells.begin(), cells.end());
    double closest = reach;
    for (std::size_t p = 0; p < x.size(); ++p)
        for (int dz = -1; dz <= 1; ++dz)
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const std::uint64_t key = cellKey(x[p], reach, {dx, dy, dz});
                    for (auto it = std::lower_bound(cells.begin(), cells.end(), std::pair{key, -1});
                         it != cells.end() && it->first == key; ++it)
                        if (it->second != int(p) && !gridNeighbours(cloth, int(p), it->second))
                            closest = std::min(closest, glm::length(x[p] - x[std::size_t(it->second)]));
                }
    return closest;
}

struct Verdict {
    double closest = 1e300;   ///< m: the closest approach of non-neighbours at any check, at most the thickness
    int crossings = 0;        ///< particle–triangle crossings over all slices
    int firstCrossingFrame = -1;
    Positions last;           ///< the positions at the last frame
};

/// Substeps between checks: within a frame the motion is not linear (a falling
/// edge whips round a row of particles by more than 90° in a frame at 4 m/s,
/// which a straight path from frame to frame would take through its neighbours),
/// so the crossing check follows the motion in slices of 5 substeps (1/480 s).
constexpr int checkedSubsteps = 5;

/// The solver of `backend` ("cpu" or "gpu") for `scene`'s grid, or for the same
/// particles as a surface of the triangles gridTriangles gives (membranes instead
/// of springs: any topology).
std::unique_ptr<engine::Solver> makeSolver(const engine::Scene& scene, bool triangles, const std::string& backend)
{
    if (!triangles)
        return test::makeSolver(scene, backend);
    engine::ClothSurface surface;
    surface.rest = engine::gridSurface(scene.cloths[0]).rest;
    for (const Triangle& t : gridTriangles(scene.cloths[0])) {
        engine::SurfaceFace face;
        face.particle = {std::uint32_t(t[0]), std::uint32_t(t[1]), std::uint32_t(t[2]), 0};
        surface.faces.push_back(face);
    }
    const double cell = scene.cloths[0].spacing * scene.cloths[0].spacing;
    engine::ClothTopology topology = engine::surfaceTopology(surface, cell, {}, scene.cloths[0].uAxis);
    if (backend == "gpu")
        return std::make_unique<engine::GpuMeshSolver>(scene, test::colliderGeometry(scene), std::move(topology));
    return std::make_unique<engine::CpuSolver>(scene, test::colliderGeometry(scene), std::move(topology));
}

/// Runs `scene` (on triangles when `triangles`) for `frames` frames, checking after
/// every slice of checkedSubsteps (every frame among them) and the motion over each slice.
Verdict run(const engine::Scene& scene, int frames, bool triangles, const std::string& backend)
{
    const auto solver = makeSolver(scene, triangles, backend);
    const std::vector<Triangle> faces = gridTriangles(scene.cloths[0]);
    Verdict verdict;
    Positions before = positionsOf(*solver);
    while (solver->frame() < frames - 1) {
        solver->advanceSubsteps(checkedSubsteps);
        const Positions after = positionsOf(*solver);
        verdict.closest = std::min(verdict.closest, closestApproach(scene.cloths[0], after, thickness));
        const int crossed = crossings(faces, before, after, 2.0 * scene.cloths[0].spacing);
        if (crossed > 0 && verdict.firstCrossingFrame < 0)
            verdict.firstCrossingFrame = solver->frame();
        verdict.crossings += crossed;
        before = after;
    }
    verdict.last = before;
    return verdict;
}

/// The height of the highest particle, m: how high a pile has grown.
double highest(const Positions& x)
{
    double top = -1e300;
    for (const glm::dvec3& p : x)
        top = std::max(top, p.y);
    return top;
}

}  // namespace

class TstSelfCollision : public QObject {
    Q_OBJECT

private slots:
    void crossingCheckFindsACrossing();
    void ignoresOnlyParticlesSharingAFace();
    void scenes_data();
    void scenes();
    void bakeDependsOnTheSceneAlone();
};

// The cubic's check on motions whose answer is known: a point through a still
// triangle, beside it, and a triangle sweeping over a still point.
void TstSelfCollision::crossingCheckFindsACrossing()
{
    const std::vector<Triangle> triangle{{1, 2, 3}};
    const Positions corners{{0, 0, 0}, {0, 0, 0}, {1, 0, 0}, {0, 0, 1}};
    Positions before = corners, after = corners;
    before[0] = {0.2, 0.5, 0.2};
    after[0] = {0.2, -0.5, 0.2};
    QCOMPARE(crossings(triangle, before, after, 0.5), 1);
    before[0].x = after[0].x = 0.9;   // beside the hypotenuse
    QCOMPARE(crossings(triangle, before, after, 0.5), 0);
    before[0] = after[0] = {0.2, 0.1, 0.2};
    for (std::size_t c = 1; c < 4; ++c)
        after[c] = corners[c] + glm::dvec3(0.0, 0.3, 0.0);
    QCOMPARE(crossings(triangle, before, after, 0.5), 1);
    after[0] = {0.2, 0.5, 0.2};   // the point keeps ahead of it
    QCOMPARE(crossings(triangle, before, after, 0.5), 0);
}

// On a grid a particle ignores the 3 × 3 block around it (not its flexion
// springs' ends); on a rope, which has no faces, the particles beside it.
void TstSelfCollision::ignoresOnlyParticlesSharingAFace()
{
    const engine::Scene grid = slantedSheet(true);
    const engine::SelfCollisionExclusion exclusion = engine::selfCollisionExclusion(engine::clothTopology(grid.cloths[0]));
    const int cols = grid.cloths[0].cols;
    for (int p : {0, cols + 1, 5 * cols + 7, grid.cloths[0].particleCount() - 1}) {
        std::vector<std::uint32_t> block;
        for (int q = 0; q < grid.cloths[0].particleCount(); ++q)
            if (q != p && gridNeighbours(grid.cloths[0], p, q))
                block.push_back(std::uint32_t(q));
        const std::span<const std::uint32_t> ignored = exclusion.of(std::size_t(p));
        QCOMPARE(std::vector<std::uint32_t>(ignored.begin(), ignored.end()), block);
    }
    engine::Scene rope = test::bareScene(1, 6);
    rope.cloths[0].springs = {100.0, 100.0, 100.0};
    const engine::SelfCollisionExclusion ropeExclusion =
        engine::selfCollisionExclusion(engine::clothTopology(rope.cloths[0]));
    const std::span<const std::uint32_t> beside = ropeExclusion.of(2);
    QCOMPARE(std::vector<std::uint32_t>(beside.begin(), beside.end()), (std::vector<std::uint32_t>{1, 3}));
}

void TstSelfCollision::scenes_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("frames");
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("implicit");
    for (const QString &backend : {QStringLiteral("cpu"), QStringLiteral("gpu")}) {
        const QByteArray on = " on the " + backend.toUtf8();
        QTest::newRow(("48 x 48 sheet folding on the ground" + on).constData()) << 0 << 60 << backend << false;
        QTest::newRow(("strip piling up in layers" + on).constData()) << 1 << 60 << backend << false;
        QTest::newRow(("strip of triangles piling up in layers" + on).constData()) << 2 << 60 << backend << false;
        // The implicit integrator hands its result to the same passes (docs/physics.md, "Integrators").
        QTest::newRow(("48 x 48 sheet folding, implicit," + on).constData()) << 0 << 60 << backend << true;
    }
}

// With self-collision the checks hold at every slice and the cloth ends in a
// pile more than three thicknesses high; without it the same scene fails both
// checks, so neither passes for want of contact.
void TstSelfCollision::scenes()
{
    QFETCH(int, which);
    QFETCH(int, frames);
    QFETCH(QString, backend);
    QFETCH(bool, implicit);
    if (backend == QStringLiteral("gpu"))
        DRAPE_REQUIRE_GPU();
    const auto scene = [which, implicit](bool on) {
        engine::Scene s = which == 0 ? slantedSheet(on) : fallingStrip(on);
        if (implicit) {
            s.simulation.integrator = engine::Integrator::Implicit;
            s.simulation.iterations = 3;
            s.simulation.substeps = 10;  // stable at any step; ten keep the crossing check's slices short
        }
        return s;
    };
    const bool triangles = which == 2;
    const Verdict with = run(scene(true), frames, triangles, backend.toStdString());
    qInfo("with self-collision: closest %.5f m (thickness %.3f m), %d crossings, highest particle at the end %.3f m",
          with.closest, thickness, with.crossings, highest(with.last));
    QVERIFY2(with.closest >= 0.9 * thickness, qPrintable(QString::number(with.closest)));
    QVERIFY2(with.crossings == 0, qPrintable(QStringLiteral("%1 crossings, the first at frame %2")
                                                 .arg(with.crossings)
                                                 .arg(with.firstCrossingFrame)));
    // Layers on layers: the cloth folded onto itself rather than lying flat.
    QVERIFY2(highest(with.last) > 3.0 * thickness, qPrintable(QString::number(highest(with.last))));
    const Verdict without = run(scene(false), frames, triangles, backend.toStdString());
    qInfo("without: closest %.5f m, %d crossings (the first at frame %d)", without.closest, without.crossings,
          without.firstCrossingFrame);
    QVERIFY2(without.closest < 0.5 * thickness, qPrintable(QString::number(without.closest)));
    QVERIFY2(without.crossings > 0, "the cloth did not cross itself without self-collision");
}

void TstSelfCollision::bakeDependsOnTheSceneAlone()
{
    const engine::Scene scene = slantedSheet(true);
    const auto whole = test::makeSolver(scene, "cpu");
    const auto sliced = test::makeSolver(scene, "cpu");
    for (int f = 0; f < 30; ++f) {
        whole->advanceFrame();
        while (sliced->frame() == f)
            sliced->advanceSubsteps(7);
    }
    const std::vector<glm::vec3> a = test::positionsOf(*whole), b = test::positionsOf(*sliced);
    QVERIFY(std::memcmp(a.data(), b.data(), a.size() * sizeof(glm::vec3)) == 0);
    QVERIFY(highest(positionsOf(*whole)) < 0.7);   // it has fallen: the bake moved
}

QTEST_GUILESS_MAIN(TstSelfCollision)
#include "tst_SelfCollision.moc"

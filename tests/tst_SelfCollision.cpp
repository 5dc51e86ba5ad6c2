// Self-collision on both backends (docs/physics.md, "Self-collision"),
// checked from the positions alone, with geometry written here:
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
    scene.cloth.spacing = 0.02;
    scene.cloth.origin = origin;
    scene.cloth.uAxis = {1.0, 0.0, 0.0};
    scene.cloth.vAxis = glm::normalize(vAxis);
    scene.cloth.particleMass = 0.001;
    scene.cloth.springs = {1000.0, 500.0, 100.0};
    scene.cloth.damping = {3e-5, 0.0};
    if (selfCollision)
        scene.cloth.selfCollision = engine::SelfCollisionSpec{thickness, 0.2};
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

using Triangle = std::array<int, 3>;

/// Each cell's two triangles, split along its (i, j)–(i + 1, j + 1) diagonal.
std::vector<Triangle> gridTriangles(const engine::ClothSpec& cloth)
{
    std::vector<Triangle> triangles;
    for (int j = 0; j + 1 < cloth.rows; ++j)
        for (int i = 0; i + 1 < cloth.cols; ++i) {
            const int p = j * cloth.cols + i;
            triangles.push_back({p, p + 1, p + cloth.cols + 1});
            triangles.push_back({p, p + cloth.cols + 1, p + cloth.cols});
        }
    return triangles;
}

/// f(t) = det[b − a, c − a, p − a] for corners and point moving linearly from
/// *0 at t = 0 to *1 at t = 1, as the coefficients of c₀ + c₁ t + c₂ t² + c₃ t³.
std::array<double, 4> coplanarityCubic(const std::array<glm::dvec3, 4>& at0, const std::array<glm::dvec3, 4>& at1)
{
    // at[0] is the point, at[1..3] the corners a, b, c.
    const glm::dvec3 e1 = at0[2] - at0[1], e2 = at0[3] - at0[1], w = at0[0] - at0[1];
    const glm::dvec3 de1 = (at1[2] - at1[1]) - e1, de2 = (at1[3] - at1[1]) - e2, dw = (at1[0] - at1[1]) - w;
    const glm::dvec3 n0 = glm::cross(e1, e2);
    const glm::dvec3 n1 = glm::cross(e1, de2) + glm::cross(de1, e2);
    const glm::dvec3 n2 = glm::cross(de1, de2);
    return {glm::dot(n0, w), glm::dot(n0, dw) + glm::dot(n1, w), glm::dot(n1, dw) + glm::dot(n2, w), glm::dot(n2, dw)};
}

double evaluate(const std::array<double, 4>& c, double t)
{
    return ((c[3] * t + c[2]) * t + c[1]) * t + c[0];
}

/// The times in (0, 1] where the cubic changes sign: between the roots of its
/// derivative it is monotone, so each piece holds at most one, found by bisection.
std::vector<double> signChanges(const std::array<double, 4>& c)
{
    std::vector<double> bounds{0.0, 1.0};
    const double a = 3.0 * c[3], b = 2.0 * c[2], d = c[1];
    if (a != 0.0) {
        const double disc = b * b - 4.0 * a * d;
        if (disc > 0.0)
            for (double s : {-1.0, 1.0})
                if (const double r = (-b + s * std::sqrt(disc)) / (2.0 * a); r > 0.0 && r < 1.0)
                    bounds.push_back(r);
    } else if (b != 0.0 && -d / b > 0.0 && -d / b < 1.0) {
        bounds.push_back(-d / b);
    }
    std::sort(bounds.begin(), bounds.end());
    std::vector<double> roots;
    for (std::size_t k = 0; k + 1 < bounds.size(); ++k) {
        double lo = bounds[k], hi = bounds[k + 1];
        const double flo = evaluate(c, lo);
        if (flo == 0.0 || flo * evaluate(c, hi) >= 0.0)
            continue;
        for (int it = 0; it < 60; ++it) {
            const double mid = 0.5 * (lo + hi);
            (evaluate(c, mid) * flo > 0.0 ? lo : hi) = mid;
        }
        roots.push_back(0.5 * (lo + hi));
    }
    return roots;
}

/// Whether p lies inside triangle abc (all three in one plane), by barycentric coordinates.
bool inside(const glm::dvec3& p, const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& c)
{
    const glm::dvec3 n = glm::cross(b - a, c - a);
    const double area2 = glm::dot(n, n);
    if (area2 == 0.0)
        return false;
    const double u = glm::dot(glm::cross(c - b, p - b), n) / area2;
    const double v = glm::dot(glm::cross(a - c, p - c), n) / area2;
    return u >= 0.0 && v >= 0.0 && u + v <= 1.0;
}

/// How many (particle, triangle) pairs cross from frame `x0` to `x1`, the
/// particle not a corner of the triangle. Triangles are put in the cells of a
/// hash grid that their swept boxes touch; each particle's swept box reads its cells.
int crossings(const std::vector<Triangle>& triangles, const Positions& x0, const Positions& x1, double cell)
{
    const auto cellOf = [cell](double v) { return std::int64_t(std::floor(v / cell)); };
    const auto key = [](std::int64_t i, std::int64_t j, std::int64_t k) {
        return (std::uint64_t(i) * 73856093u) ^ (std::uint64_t(j) * 19349663u) ^ (std::uint64_t(k) * 83492791u);
    };
    const auto sweptBox = [&](std::initializer_list<int> particles, glm::dvec3& lo, glm::dvec3& hi) {
        lo = glm::dvec3(1e300), hi = glm::dvec3(-1e300);
        for (int p : particles)
            for (const Positions* x : {&x0, &x1}) {
                lo = glm::min(lo, (*x)[std::size_t(p)]);
                hi = glm::max(hi, (*x)[std::size_t(p)]);
            }
    };
    std::vector<std::pair<std::uint64_t, int>> cells;   // (cell key, triangle), sorted by key
    std::vector<std::pair<glm::dvec3, glm::dvec3>> boxes(triangles.size());
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        auto& [lo, hi] = boxes[t];
        sweptBox({triangles[t][0], triangles[t][1], triangles[t][2]}, lo, hi);
        for (std::int64_t i = cellOf(lo.x); i <= cellOf(hi.x); ++i)
            for (std::int64_t j = cellOf(lo.y); j <= cellOf(hi.y); ++j)
                for (std::int64_t k = cellOf(lo.z); k <= cellOf(hi.z); ++k)
                    cells.emplace_back(key(i, j, k), int(t));
    }
    std::sort(cells.begin(), cells.end());
    int count = 0;
    std::vector<int> seen(triangles.size(), -1);
    for (int p = 0; p < int(x0.size()); ++p) {
        glm::dvec3 lo, hi;
        sweptBox({p}, lo, hi);
        for (std::int64_t i = cellOf(lo.x); i <= cellOf(hi.x); ++i)
            for (std::int64_t j = cellOf(lo.y); j <= cellOf(hi.y); ++j)
                for (std::int64_t k = cellOf(lo.z); k <= cellOf(hi.z); ++k) {
                    const std::uint64_t cellKey = key(i, j, k);
                    const auto first = std::lower_bound(cells.begin(), cells.end(), std::pair{cellKey, -1});
                    for (auto it = first; it != cells.end() && it->first == cellKey; ++it) {
                        const Triangle& tri = triangles[std::size_t(it->second)];
                        if (seen[std::size_t(it->second)] == p || tri[0] == p || tri[1] == p || tri[2] == p)
                            continue;
                        seen[std::size_t(it->second)] = p;
                        const auto& [triangleLo, triangleHi] = boxes[std::size_t(it->second)];
                        if (glm::any(glm::lessThan(hi, triangleLo)) || glm::any(glm::greaterThan(lo, triangleHi)))
                            continue;   // the swept boxes do not meet

                        const std::array<glm::dvec3, 4> at0{x0[std::size_t(p)], x0[std::size_t(tri[0])],
                                                            x0[std::size_t(tri[1])], x0[std::size_t(tri[2])]};
                        const std::array<glm::dvec3, 4> at1{x1[std::size_t(p)], x1[std::size_t(tri[0])],
                                                            x1[std::size_t(tri[1])], x1[std::size_t(tri[2])]};
                        for (double t : signChanges(coplanarityCubic(at0, at1))) {
                            std::array<glm::dvec3, 4> at;
                            for (std::size_t c = 0; c < 4; ++c)
                                at[c] = at0[c] + t * (at1[c] - at0[c]);
                            if (inside(at[0], at[1], at[2], at[3])) {
                                ++count;
                                break;
                            }
                        }
                    }
                }
    }
    return count;
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
    surface.rest = engine::gridSurface(scene.cloth).rest;
    for (const Triangle& t : gridTriangles(scene.cloth)) {
        engine::SurfaceFace face;
        face.particle = {std::uint32_t(t[0]), std::uint32_t(t[1]), std::uint32_t(t[2]), 0};
        surface.faces.push_back(face);
    }
    const double cell = scene.cloth.spacing * scene.cloth.spacing;
    engine::ClothTopology topology = engine::surfaceTopology(surface, cell, {}, scene.cloth.uAxis);
    if (backend == "gpu")
        return std::make_unique<engine::GpuMeshSolver>(scene, test::colliderGeometry(scene), std::move(topology));
    return std::make_unique<engine::CpuSolver>(scene, test::colliderGeometry(scene), std::move(topology));
}

/// Runs `scene` (on triangles when `triangles`) for `frames` frames, checking after
/// every slice of checkedSubsteps (every frame among them) and the motion over each slice.
Verdict run(const engine::Scene& scene, int frames, bool triangles, const std::string& backend)
{
    const auto solver = makeSolver(scene, triangles, backend);
    const std::vector<Triangle> faces = gridTriangles(scene.cloth);
    Verdict verdict;
    Positions before = positionsOf(*solver);
    while (solver->frame() < frames - 1) {
        solver->advanceSubsteps(checkedSubsteps);
        const Positions after = positionsOf(*solver);
        verdict.closest = std::min(verdict.closest, closestApproach(scene.cloth, after, thickness));
        const int crossed = crossings(faces, before, after, 2.0 * scene.cloth.spacing);
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
    const engine::SelfCollisionExclusion exclusion = engine::selfCollisionExclusion(engine::clothTopology(grid.cloth));
    const int cols = grid.cloth.cols;
    for (int p : {0, cols + 1, 5 * cols + 7, grid.cloth.particleCount() - 1}) {
        std::vector<std::uint32_t> block;
        for (int q = 0; q < grid.cloth.particleCount(); ++q)
            if (q != p && gridNeighbours(grid.cloth, p, q))
                block.push_back(std::uint32_t(q));
        const std::span<const std::uint32_t> ignored = exclusion.of(std::size_t(p));
        QCOMPARE(std::vector<std::uint32_t>(ignored.begin(), ignored.end()), block);
    }
    engine::Scene rope = test::bareScene(1, 6);
    rope.cloth.springs = {100.0, 100.0, 100.0};
    const engine::SelfCollisionExclusion ropeExclusion =
        engine::selfCollisionExclusion(engine::clothTopology(rope.cloth));
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
            s.simulation.iterations = 10;
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

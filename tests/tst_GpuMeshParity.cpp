// GpuMeshSolver (float32, compute shaders) against CpuSolver (double) on the
// same mesh topology (docs/physics.md, "Cloth from a mesh"): an irregular
// triangle disc with a quad piece beside it, pinned at its rim and draped over
// a sphere in gusty air; a grid-shaped mesh with a strain limit and a change
// of substeps on the way; a control that shows the comparison can fail; and a
// topology numbered against its locality, with a grab, whose pins stay at
// rest and whose positions come back in the user's order; the step's stage
// of each workgroup's neighbours, and a hub too well connected for it. The bound is
// tst_GpuCpuParity's: 1e-3 of the cloth's size at every frame.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/ClothSurface.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Stability.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuMeshLayout.h"
#include "engine/sim/GpuMeshSolver.h"

#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <numeric>
#include <optional>

using namespace drape;

namespace {

engine::SurfaceFace face(std::uint32_t a, std::uint32_t b, std::uint32_t c)
{
    engine::SurfaceFace f;
    f.particle = {a, b, c, 0};
    return f;
}

/// A horizontal disc of `rings` rings around `centre`, ring k of 6k points
/// `spacing` apart in radius, each point moved by up to 0.15 of a spacing along
/// the ring and across it; neighbouring rings joined by triangles in the order
/// of their angles, counter-clockwise seen from above.
void addDisc(engine::ClothSurface& surface, const glm::dvec3& centre, int rings, double spacing)
{
    const auto first = std::uint32_t(surface.rest.size());
    const auto place = [&](double radius, double angle) {
        surface.rest.push_back(centre + glm::dvec3(radius * std::cos(angle), 0.0, -radius * std::sin(angle)));
    };
    place(0.0, 0.0);
    std::vector<std::vector<std::uint32_t>> ring{{first}};
    std::vector<std::vector<double>> angle{{0.0}};
    for (int k = 1; k <= rings; ++k) {
        ring.emplace_back();
        angle.emplace_back();
        const int count = 6 * k;
        for (int i = 0; i < count; ++i) {
            const auto p = std::uint32_t(surface.rest.size());
            const double a = 2.0 * std::numbers::pi * (i + 0.15 * test::jitter(p, 0)) / count;
            place(spacing * (k + 0.15 * test::jitter(p, 1)), a);
            ring.back().push_back(p);
            angle.back().push_back(a);
        }
    }
    for (std::size_t k = 0; k + 1 < ring.size(); ++k) {
        const auto& inner = ring[k];
        const auto& outer = ring[k + 1];
        // Unwrapped angles: index i of a ring of m points is point i mod m, 2π further on each turn.
        const auto angleOf = [&](std::size_t r, std::size_t i) {
            const std::size_t m = ring[r].size();
            return angle[r][i % m] + 2.0 * std::numbers::pi * double(i / m);
        };
        std::size_t i = 0, j = 0;
        while (j < outer.size() || (inner.size() > 1 && i < inner.size())) {
            const bool advanceOuter = inner.size() == 1 || i == inner.size() ||
                                      (j < outer.size() && angleOf(k + 1, j + 1) < angleOf(k, i + 1));
            const std::uint32_t a = inner[i % inner.size()], b = outer[j % outer.size()];
            if (advanceOuter) {
                surface.faces.push_back(face(a, b, outer[(j + 1) % outer.size()]));
                ++j;
            } else {
                surface.faces.push_back(face(a, b, inner[(i + 1) % inner.size()]));
                ++i;
            }
        }
    }
}

/// An n × n piece of quads `spacing` apart, hanging in the x–y plane from
/// `topLeft`, its corners moved by up to 0.02 of a spacing (they keep their
/// lattice springs); returns its two top corners.
std::array<std::uint32_t, 2> addQuadPiece(engine::ClothSurface& surface, const glm::dvec3& topLeft, int n,
                                          double spacing)
{
    const auto first = std::uint32_t(surface.rest.size());
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            const auto p = std::uint32_t(surface.rest.size());
            const glm::dvec3 offset(i + 0.02 * test::jitter(p, 0), -j + 0.02 * test::jitter(p, 1), 0.0);
            surface.rest.push_back(topLeft + spacing * offset);
        }
    const auto at = [&](int i, int j) { return first + std::uint32_t(j * n + i); };
    for (int j = 0; j + 1 < n; ++j)
        for (int i = 0; i + 1 < n; ++i) {
            engine::SurfaceFace quad;
            quad.corners = 4;
            quad.particle = {at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)};
            surface.faces.push_back(quad);
        }
    return {at(0, 0), at(n - 1, 0)};
}

/// A horizontal fan of `rim` triangles around a hub at `centre`, its rim a circle of `radius`.
void addFan(engine::ClothSurface& surface, const glm::dvec3& centre, int rim, double radius)
{
    const auto hub = std::uint32_t(surface.rest.size());
    surface.rest.push_back(centre);
    for (int i = 0; i < rim; ++i) {
        const double a = 2.0 * std::numbers::pi * i / rim;
        surface.rest.push_back(centre + glm::dvec3(radius * std::cos(a), 0.0, -radius * std::sin(a)));
    }
    for (int i = 0; i < rim; ++i)
        surface.faces.push_back(face(hub, hub + 1 + std::uint32_t(i), hub + 1 + std::uint32_t((i + 1) % rim)));
}

/// The far particle (solver index) that staged word `word` of entry e of solver
/// particle i names, through its chunk's stage in `layout.tables`, with
/// `unstagedField` the chunk word of the list beside for the unstaged.
std::uint32_t stagedFar(const engine::GpuMeshLayout& layout, std::uint32_t word, std::size_t e, std::size_t i,
                        std::size_t unstagedField)
{
    constexpr std::size_t chunk = engine::GpuMeshLayout::chunkSize;
    const std::uint32_t* table = &layout.tables[i / chunk * engine::GpuMeshLayout::chunkWords];
    const std::uint32_t place = word & engine::GpuMeshLayout::stageMask;
    if (place == engine::GpuMeshLayout::stageMask)
        return layout.tables[table[unstagedField] + e * chunk + i % chunk];
    if (place < chunk)
        return std::uint32_t(i / chunk * chunk + place);
    return layout.tables[table[8] + place - chunk];
}

constexpr double discSpacing = 0.05;
/// The first particle of the disc's outer ring (ring 6 of 36 points).
constexpr std::uint32_t rimStart = 1 + 3 * 5 * 6;

/// The disc of 6 rings (127 particles, radius 0.3 m) pinned at three rim
/// particles, and an 8 × 8 piece of quads beside it pinned at its top corners.
engine::ClothSurface discAndQuads()
{
    engine::ClothSurface surface;
    addDisc(surface, {0.0, 1.0, 0.0}, 6, discSpacing);
    surface.pins = {rimStart, rimStart + 12, rimStart + 24};
    const auto corners = addQuadPiece(surface, {0.45, 1.1, 0.0}, 8, 0.04);
    surface.pins.insert(surface.pins.end(), corners.begin(), corners.end());
    return surface;
}

/// `surface` with particle p renumbered perm[p].
engine::ClothSurface renumbered(const engine::ClothSurface& surface, const std::vector<std::uint32_t>& perm)
{
    engine::ClothSurface out = surface;
    for (std::size_t p = 0; p < surface.rest.size(); ++p)
        out.rest[perm[p]] = surface.rest[p];
    for (engine::SurfaceFace& f : out.faces)
        for (std::size_t c = 0; c < f.corners; ++c)
            f.particle[c] = perm[f.particle[c]];
    for (std::uint32_t& pin : out.pins)
        pin = perm[pin];
    std::sort(out.pins.begin(), out.pins.end());
    return out;
}

engine::ClothTopology topologyOf(const engine::ClothSurface& surface, double referenceArea)
{
    return engine::surfaceTopology(surface, referenceArea, surface.pins, {1.0, 0.0, 0.0});
}

/// Cotton-like settings for cloth of `spacing`, with internal damping, hinge
/// bending, gusty air and substeps inside the topology's stability bound.
engine::Scene meshScene(const engine::ClothTopology& topology, double spacing)
{
    engine::Scene scene = test::bareScene(int(topology.particleCount()), 1);
    scene.cloths[0].spacing = spacing;
    scene.cloths[0].particleMass = 0.15 * spacing * spacing;
    scene.cloths[0].springs = {400.0, 80.0, 0.0};
    scene.cloths[0].bending = 2e-5;
    scene.cloths[0].damping = {2e-4, 0.2};
    scene.gravity = {0.3, -9.81, 0.2};
    scene.air = engine::AirSpec{{0.5, 0.0, 0.3}, 0.3, 5};
    scene.simulation.fps = 60;
    scene.simulation.substeps = engine::automaticSubsteps(scene.cloths[0], topology, scene.simulation.fps);
    return scene;
}

/// A 12 × 9 grid of 0.0625 m as a mesh (gridSurface through surfaceTopology:
/// lattice springs and hinges, no plate bending), pinned at its top corners.
engine::ClothTopology gridShapedTopology()
{
    engine::ClothSpec grid = test::bareScene(12, 9).cloths[0];
    grid.spacing = 0.0625;
    grid.origin = {-0.375, 1.0, 0.25};
    const std::vector<std::uint32_t> pins{0, 11};
    return engine::surfaceTopology(engine::gridSurface(grid), grid.spacing * grid.spacing, pins, grid.uAxis);
}

/// meshScene for the grid-shaped mesh, with a structural strain limit of 0.2%.
engine::Scene gridShapedScene(const engine::ClothTopology& topology)
{
    engine::Scene scene = meshScene(topology, 0.0625);
    scene.cloths[0].strainLimits.structural = 0.002;
    scene.cloths[0].strainLimits.iterations = 4;
    return scene;
}

/// A sphere of radius 0.2 m whose top is 0.02 m below the disc's centre: the
/// disc drapes over it, its contact 0.01 m thick.
std::vector<engine::ColliderGeometry> sphereUnderTheDisc(engine::Scene& scene)
{
    engine::ColliderSpec sphere;
    sphere.shape = engine::ColliderShape::Sphere;
    sphere.position = {0.0, 0.78, 0.0};
    sphere.radius = 0.2;
    sphere.thickness = 0.01;
    sphere.friction = 0.3;
    scene.colliders = {sphere};
    return test::colliderGeometry(scene);
}

double sizeOf(const std::vector<glm::dvec3>& rest)
{
    glm::dvec3 low = rest.front(), high = rest.front();
    for (const glm::dvec3& x : rest) {
        low = glm::min(low, x);
        high = glm::max(high, x);
    }
    const glm::dvec3 size = high - low;
    return std::max({size.x, size.y, size.z});
}

/// The largest GPU–CPU difference at any of `frames` frames; fails at the first
/// frame past `bound` unless `mayExceed`, and checks that the pins stay exactly at rest.
double largestDifference(engine::Solver& cpu, engine::Solver& gpu, const engine::ClothTopology& topology, int frames,
                         double bound, bool mayExceed = false)
{
    double largest = 0.0;
    for (int frame = 1; frame <= frames; ++frame) {
        cpu.advanceFrame();
        gpu.advanceFrame();
        const std::vector<glm::vec3> reference = test::positionsOf(cpu), moved = test::positionsOf(gpu);
        const double difference = test::largestDifference(reference, moved);
        largest = std::max(largest, difference);
        if (!mayExceed && !(difference < bound)) {
            QTest::qFail(qPrintable(QString("frame %1: GPU and CPU differ by %2 m, bound %3 m")
                                        .arg(frame).arg(difference).arg(bound)),
                         __FILE__, __LINE__);
            return largest;
        }
        for (std::size_t p = 0; p < topology.particleCount(); ++p)
            if (topology.pinned[p] && moved[p] != glm::vec3(topology.rest[p])) {
                QTest::qFail(
                    qPrintable(QString("frame %1: pinned particle %2 left its rest position").arg(frame).arg(p)),
                    __FILE__, __LINE__);
                return largest;
            }
    }
    return largest;
}

/// How far the cloth moved from rest at its farthest particle.
double largestMove(const engine::Solver& solver, const engine::ClothTopology& topology)
{
    return test::largestDifference(test::positionsOf(solver),
                                   std::vector<glm::vec3>(topology.rest.begin(), topology.rest.end()));
}

}  // namespace

class TstGpuMeshParity : public QObject {
    Q_OBJECT

private slots:
    void irregularDiscOverASphere_data();
    void irregularDiscOverASphere();
    void gridShapedMesh();
    void parityCheckCanFail_data();
    void parityCheckCanFail();
    void scrambledOrderPinsAndGrab();
    void curvedRestShapeRunsTheHinges();
    void stageNamesEveryFarParticle();
    void hubBeyondTheStage();
};

void TstGpuMeshParity::irregularDiscOverASphere_data()
{
    QTest::addColumn<int>("format");  // -1: the device's pick (vec4 through images on llvmpipe)
    QTest::newRow("picked state format") << -1;
    QTest::newRow("vec4 state in storage buffers") << int(engine::GpuStateFormat::Vec4Buffers);
    QTest::newRow("planar state") << int(engine::GpuStateFormat::Planar);
}

// The disc of irregular triangles (membranes, hinges) and the quad piece
// (lattice springs, hinges of both splits) in one topology, 0.3 s, in each
// state format.
void TstGpuMeshParity::irregularDiscOverASphere()
{
    QFETCH(int, format);
    DRAPE_REQUIRE_GPU();
    const engine::ClothTopology topology = topologyOf(discAndQuads(), discSpacing * discSpacing);
    QVERIFY(!topology.membranes.empty() && !topology.hinges.empty());
    QVERIFY(std::any_of(topology.springs.begin(), topology.springs.end(),
                        [](const engine::TopologySpring& s) { return s.weight[0] > 0.0; }));
    engine::Scene scene = meshScene(topology, discSpacing);
    const auto colliders = sphereUnderTheDisc(scene);
    engine::CpuSolver cpu(scene, colliders, topology);
    engine::GpuMeshSolver gpu(scene, colliders, topology,
                              format < 0 ? std::nullopt : std::optional(engine::GpuStateFormat(format)));
    const double size = sizeOf(topology.rest);
    const double largest = largestDifference(cpu, gpu, topology, 18, 1e-3 * size);
    if (QTest::currentTestFailed())
        return;
    double nearest = INFINITY;
    for (const glm::vec3& x : test::positionsOf(gpu))
        nearest = std::min(nearest, glm::length(glm::dvec3(x) - scene.colliders[0].position));
    qInfo("%d substeps; largest GPU-CPU difference over 0.3 s: %.3g m (%.3g of the cloth's size); nearest particle "
          "%.4g m from the sphere's centre",
          scene.simulation.substeps, largest, largest / size, nearest);
    // Not vacuous: the disc lies on the sphere (radius and thickness 0.21 m).
    QVERIFY2(nearest < 0.212, qPrintable(QString::number(nearest)));
}

// The grid-shaped mesh with its strain limit; after 15 frames the substeps and
// the stiffness change live on both. 0.5 s.
void TstGpuMeshParity::gridShapedMesh()
{
    DRAPE_REQUIRE_GPU();
    const engine::ClothTopology topology = gridShapedTopology();
    QVERIFY(!topology.gridSize);
    const engine::Scene scene = gridShapedScene(topology);
    engine::CpuSolver cpu(scene, {}, topology);
    engine::GpuMeshSolver gpu(scene, {}, topology);
    const double size = sizeOf(topology.rest);
    double largest = largestDifference(cpu, gpu, topology, 15, 1e-3 * size);
    if (QTest::currentTestFailed())
        return;
    engine::LiveParameters live = engine::LiveParameters::fromScene(scene);
    live.substeps = scene.simulation.substeps * 3 / 2;
    live.springs.structural *= 1.5;
    cpu.setLiveParameters(live);
    gpu.setLiveParameters(live);
    largest = std::max(largest, largestDifference(cpu, gpu, topology, 15, 1e-3 * size));
    if (QTest::currentTestFailed())
        return;
    const double moved = largestMove(cpu, topology);
    qInfo("%d then %d substeps; largest GPU-CPU difference over 0.5 s: %.3g m (%.3g of the cloth's size); moved %.3g m",
          scene.simulation.substeps, live.substeps, largest, largest / size, moved);
    QVERIFY(moved > 0.01);
    // Not vacuous: the limit holds the longest structural spring.
    const std::vector<glm::vec3> x = test::positionsOf(gpu);
    double strain = 0.0;
    for (const engine::TopologySpring& spring : topology.springs)
        if (spring.type == engine::SpringType::Structural)
            strain = std::max(strain, glm::length(glm::dvec3(x[spring.a] - x[spring.b])) / spring.restLength - 1.0);
    qInfo("largest structural strain %.4g, limit %.4g", strain, scene.cloths[0].strainLimits.structural);
    QVERIFY(strain > 0.8 * scene.cloths[0].strainLimits.structural);
}

void TstGpuMeshParity::parityCheckCanFail_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("no bending on the GPU") << "bending";
    QTest::newRow("membranes' shear 20% stiffer on the GPU") << "shear";
    QTest::newRow("grid-shaped mesh, no strain limit on the GPU") << "strain";
}

// irregularDiscOverASphere (gridShapedMesh for the strain limit) with one term
// changed on the GPU only: the same comparison must then exceed its bound.
void TstGpuMeshParity::parityCheckCanFail()
{
    QFETCH(QString, change);
    DRAPE_REQUIRE_GPU();
    const bool grid = change == "strain";
    const engine::ClothTopology topology =
        grid ? gridShapedTopology() : topologyOf(discAndQuads(), discSpacing * discSpacing);
    engine::Scene scene = grid ? gridShapedScene(topology) : meshScene(topology, discSpacing);
    const auto colliders = grid ? std::vector<engine::ColliderGeometry>{} : sphereUnderTheDisc(scene);
    engine::Scene changed = scene;
    if (change == "bending")
        changed.cloths[0].bending = 0.0;
    else if (change == "shear")
        changed.cloths[0].springs.shear *= 1.2;
    else
        changed.cloths[0].strainLimits = {};
    engine::CpuSolver cpu(scene, colliders, topology);
    engine::GpuMeshSolver gpu(changed, colliders, topology);
    const double size = sizeOf(topology.rest);
    const double largest = largestDifference(cpu, gpu, topology, grid ? 15 : 18, 1e-3 * size, true);
    if (QTest::currentTestFailed())
        return;
    qInfo("%s: largest difference %.3g m, %.3g times the bound", qPrintable(change), largest, largest / (1e-3 * size));
    QVERIFY2(largest > 1e-3 * size, qPrintable(QString::number(largest)));
}

// The disc and quads numbered p → 37 p mod n, against any locality, and a
// grab on the disc's centre: CPU and GPU step the same user particles, the
// pins stay exactly at rest, and the solver's own order is not the user's.
void TstGpuMeshParity::scrambledOrderPinsAndGrab()
{
    DRAPE_REQUIRE_GPU();
    const engine::ClothSurface plain = discAndQuads();
    const std::size_t n = plain.rest.size();
    QCOMPARE(std::gcd(n, std::size_t(37)), std::size_t(1));
    std::vector<std::uint32_t> perm(n);
    for (std::size_t p = 0; p < n; ++p)
        perm[p] = std::uint32_t(37 * p % n);
    const engine::ClothTopology topology = topologyOf(renumbered(plain, perm), discSpacing * discSpacing);
    const engine::GpuMeshLayout layout = engine::gpuMeshLayout(topology);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i)
        kept += layout.userOf[i] == i ? 1 : 0;
    QVERIFY2(kept < n / 10, qPrintable(QString("%1 of %2 particles kept their index").arg(kept).arg(n)));

    engine::Scene scene = meshScene(topology, discSpacing);
    const auto colliders = sphereUnderTheDisc(scene);
    engine::CpuSolver cpu(scene, colliders, topology);
    engine::GpuMeshSolver gpu(scene, colliders, topology);
    QVERIFY(gpu.drawablePositionBuffer() != 0);
    const int held = int(perm[rimStart + 6]);
    const glm::dvec3 from = topology.rest[std::size_t(held)];
    const glm::dvec3 target = from + 0.3 * (from - glm::dvec3(0.0, 1.0, 0.0)) + glm::dvec3(0.0, 0.02, 0.0);
    const engine::Grab grab{held, target, 2e-4};
    cpu.setGrab(grab);
    gpu.setGrab(grab);
    const double size = sizeOf(topology.rest);
    const double largest = largestDifference(cpu, gpu, topology, 12, 1e-3 * size);
    if (QTest::currentTestFailed())
        return;
    const glm::dvec3 reached(test::positionsOf(gpu)[std::size_t(held)]);
    qInfo("largest GPU-CPU difference over 0.2 s, numbered against locality: %.3g m (%.3g of the size); the held "
          "particle is %.3g m from its target",
          largest, largest / size, glm::length(reached - target));
    QVERIFY(glm::length(reached - target) < 1e-4);
    QVERIFY(gpu.findDivergence() == std::nullopt);

    gpu.reset();
    const std::vector<glm::vec3> atRest = test::positionsOf(gpu);
    for (std::size_t p = 0; p < n; ++p)
        QVERIFY(atRest[p] == glm::vec3(topology.rest[p]));
}

// A rest shape modelled curved keeps the hinge pass (its rest curvature turns
// with each hinge, which no fixed matrix does); a flat one gathers the rows of Q
// in the step (GpuMeshLayout::linearBending), the path every other test here runs.
void TstGpuMeshParity::curvedRestShapeRunsTheHinges()
{
    DRAPE_REQUIRE_GPU();
    // A quarter cylinder of radius 0.2 m, 10 × 8 quads, its axis along z, pinned along one straight edge.
    engine::ClothSurface surface;
    constexpr int around = 11, along = 9;
    constexpr double radius = 0.2, length = 0.3;
    for (int j = 0; j < along; ++j)
        for (int i = 0; i < around; ++i) {
            const double a = 0.5 * std::numbers::pi * i / (around - 1);
            surface.rest.push_back({radius * std::cos(a), 1.0 + radius * std::sin(a), length * j / (along - 1)});
        }
    for (int j = 0; j + 1 < along; ++j)
        for (int i = 0; i + 1 < around; ++i) {
            engine::SurfaceFace quad;
            quad.corners = 4;
            const std::uint32_t p = std::uint32_t(j * around + i);
            quad.particle = {p, p + around, p + around + 1, p + 1};
            surface.faces.push_back(quad);
        }
    const double spacing = 0.5 * std::numbers::pi * radius / (around - 1);
    std::vector<std::uint32_t> pins;
    for (int j = 0; j < along; ++j)
        pins.push_back(std::uint32_t(j * around));
    const engine::ClothTopology curved = engine::surfaceTopology(surface, spacing * spacing, pins, {0.0, 0.0, 1.0});
    QVERIFY(!engine::gpuMeshLayout(curved).linearBending);
    QVERIFY(engine::gpuMeshLayout(topologyOf(discAndQuads(), discSpacing * discSpacing)).linearBending);
    engine::Scene scene = meshScene(curved, spacing);
    scene.cloths[0].bending = 5e-4;   // stiff enough that the rest curvature carries the shape
    scene.simulation.substeps = engine::automaticSubsteps(scene.cloths[0], curved, scene.simulation.fps);
    engine::CpuSolver cpu(scene, {}, curved);
    engine::GpuMeshSolver gpu(scene, {}, curved);
    const double size = sizeOf(curved.rest);
    const double largest = largestDifference(cpu, gpu, curved, 15, 1e-3 * size);
    if (QTest::currentTestFailed())
        return;
    qInfo("curved rest shape, %d substeps: largest GPU-CPU difference over 0.25 s %.3g m (%.3g of its size); moved %.3g m",
          scene.simulation.substeps, largest, largest / size, largestMove(cpu, curved));
    QVERIFY(largestMove(cpu, curved) > 1e-3);
}

// The step reads each far particle through its workgroup's stage
// (GpuMeshLayout::endStaged): decoded through the chunk table, every spring end
// and bending entry names the particle the topology joins it to, and carries
// its value (a bending weight to 13 significant bits, a spring's through its
// chunk's palette). A disc of 12 rings fills two chunks with a
// halo each; a fan of 1100 triangles has a hub joined to more rim particles than
// a stage holds (no GPU needed).
void TstGpuMeshParity::stageNamesEveryFarParticle()
{
    engine::ClothSurface disc, fan;
    addDisc(disc, {0.0, 1.0, 0.0}, 12, discSpacing);
    addFan(fan, {0.0, 1.0, 0.0}, 1100, 0.3);
    std::size_t halos = 0, unstaged = 0;
    for (const engine::ClothSurface* surface : {&disc, &fan}) {
        const engine::ClothTopology topology = topologyOf(*surface, discSpacing * discSpacing);
        const engine::GpuMeshLayout layout = engine::gpuMeshLayout(topology);
        QVERIFY(layout.linearBending && layout.chunkCount() > 1);
        QVERIFY(layout.stagedMax <= engine::GpuMeshLayout::maxStaged);
        constexpr std::size_t chunk = engine::GpuMeshLayout::chunkSize;
        for (std::size_t c = 0; c < layout.chunkCount(); ++c) {
            const std::uint32_t* table = &layout.tables[c * engine::GpuMeshLayout::chunkWords];
            halos += table[9];
            for (std::size_t i = c * chunk; i < std::min((c + 1) * chunk, layout.particleCount()); ++i) {
                for (std::size_t e = 0; e < table[1]; ++e) {
                    const std::size_t at = table[0] + e * chunk + i % chunk;
                    unstaged += (layout.endStaged[at] & engine::GpuMeshLayout::stageMask) ==
                                engine::GpuMeshLayout::stageMask;
                    QCOMPARE(stagedFar(layout, layout.endStaged[at], e, i, 10), layout.endOther[at]);
                    // The word the step reads: the same place, and a palette entry of the spring's values.
                    const std::uint32_t word = layout.tables[table[12] + e * chunk + i % chunk];
                    QCOMPARE(word & engine::GpuMeshLayout::stageMask, layout.endStaged[at]);
                    const std::uint32_t entry = table[13] + (word >> engine::GpuMeshLayout::stageBits);
                    QVERIFY(entry < (c + 1 < layout.chunkCount() ? table[13 + engine::GpuMeshLayout::chunkWords]
                                                                 : layout.paletteSpring.size()));
                    if (layout.endSpring[at] != engine::GpuMeshLayout::noSpring) {
                        const engine::TopologySpring& named = topology.springs[layout.paletteSpring[entry]];
                        const engine::TopologySpring& spring = topology.springs[layout.endSpring[at]];
                        QVERIFY(named.restLength == spring.restLength && named.weight == spring.weight);
                    }
                }
                // The rows against Q from the hinges, entry by entry (the rows list the far particles in order).
                std::vector<std::pair<std::uint32_t, double>> row;
                for (std::size_t e = 0; e < table[7]; ++e) {
                    const std::uint32_t word = layout.tables[table[6] + e * chunk + i % chunk];
                    const std::uint32_t far = stagedFar(layout, word, e, i, 11);
                    const double weight = std::bit_cast<float>(word & ~engine::GpuMeshLayout::stageMask);
                    if (far != i)
                        row.emplace_back(far, weight);
                    else
                        QCOMPARE(weight, 0.0);
                }
                std::vector<std::pair<std::uint32_t, double>> expected;
                for (const engine::BendingHinge& hinge : topology.hinges)
                    for (std::size_t r = 0; r < 4; ++r)
                        if (layout.solverOf[hinge.particle[r]] == i)
                            for (std::size_t t = 0; t < 4; ++t)
                                if (t != r) {
                                    const std::uint32_t q = layout.solverOf[hinge.particle[t]];
                                    const double w = hinge.coefficient * hinge.weight[r] * hinge.weight[t];
                                    const auto found = std::find_if(expected.begin(), expected.end(),
                                                                    [q](const auto& entry) { return entry.first == q; });
                                    if (found == expected.end())
                                        expected.emplace_back(q, w);
                                    else
                                        found->second += w;
                                }
                std::sort(expected.begin(), expected.end());
                QCOMPARE(row.size(), expected.size());
                for (std::size_t k = 0; k < row.size(); ++k) {
                    QCOMPARE(row[k].first, expected[k].first);
                    QVERIFY2(std::abs(row[k].second - expected[k].second) <= 6.2e-5 * std::abs(expected[k].second),
                             qPrintable(QString("%1 against %2").arg(row[k].second).arg(expected[k].second)));
                }
            }
        }
    }
    qInfo("%zu halo particles in all; %zu spring ends beyond the stage", halos, unstaged);
    // A regular grid's chunk needs a handful of palette entries.
    const engine::GpuMeshLayout grid = engine::gpuMeshLayout(gridShapedTopology());
    qInfo("grid-shaped mesh: %zu palette entries for %zu spring ends", grid.paletteSpring.size(), grid.endStaged.size());
    QVERIFY(grid.paletteSpring.size() <= 12);
    // Not vacuous: both the halos and the lists beside them were read.
    QVERIFY(halos > 0 && unstaged > 0);
}

// The fan's hub is joined to 1000 rim particles, more than its workgroup's
// stage holds: the step reads those beyond it from the state. The rim pinned,
// the hub sags under gravity; GPU and CPU agree over 0.1 s.
void TstGpuMeshParity::hubBeyondTheStage()
{
    DRAPE_REQUIRE_GPU();
    engine::ClothSurface fan;
    addFan(fan, {0.0, 1.0, 0.0}, 1000, 0.3);
    for (std::uint32_t p = 1; p < fan.rest.size(); ++p)
        fan.pins.push_back(p);
    const engine::ClothTopology topology = topologyOf(fan, discSpacing * discSpacing);
    engine::Scene scene = meshScene(topology, discSpacing);
    scene.air.reset();
    scene.cloths[0].springs = {4.0, 0.8, 0.0};
    scene.simulation.substeps = engine::automaticSubsteps(scene.cloths[0], topology, scene.simulation.fps);
    engine::CpuSolver cpu(scene, {}, topology);
    engine::GpuMeshSolver gpu(scene, {}, topology);
    const double size = sizeOf(topology.rest);
    const double largest = largestDifference(cpu, gpu, topology, 6, 1e-3 * size);
    if (QTest::currentTestFailed())
        return;
    const double sag = topology.rest[0].y - double(test::positionsOf(gpu)[0].y);
    qInfo("%d substeps; largest GPU-CPU difference over 0.1 s %.3g m (%.3g of its size); the hub sagged %.3g m",
          scene.simulation.substeps, largest, largest / size, sag);
    // Not vacuous: the hub moved far more than the bound, through springs read beyond its stage.
    QVERIFY2(sag > 20e-3 * size, qPrintable(QString::number(sag)));
}

QTEST_GUILESS_MAIN(TstGpuMeshParity)
#include "tst_GpuMeshParity.moc"

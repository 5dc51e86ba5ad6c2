// Self-collision on the GPU (GpuSelfCollision: float32, a hash grid built on the
// GPU) against the CPU's (SelfCollision: double) on a sheet that folds in half:
// held flat along its middle row, its two halves swing down and meet under it
// from 0.22 s on. Over the first 20 frames (a third of a second, the last
// tenth of it folding) the GPU stays within tst_GpuCpuParity's bound, 1e-3 of
// the cloth's size at every frame: on the grid's solver in each state format,
// on the general solver over the same particles as triangles, and with a
// Controls: the same comparison with self-collision
// off on the GPU is far outside the bound, and so is the CPU without it (the
// halves do meet within the frames compared). And one step's passes alone, on
// particles placed by the test: two layers closer than the thickness, and a
// cloud so dense that every particle has more candidates than its list holds,
// so that each pass reads the cells.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/scene/ClothSurface.h"
#include "engine/scene/ClothTopology.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuMeshSolver.h"
#include "engine/sim/GpuSelfCollision.h"
#include "engine/sim/GpuSolver.h"
#include "engine/sim/SelfCollision.h"

#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>

using namespace drape;

Q_DECLARE_METATYPE(engine::GpuStateFormat)
Q_DECLARE_METATYPE(std::vector<glm::dvec3>)

namespace {

constexpr int frames = 20;
constexpr double sheetSize = 0.62;

/// 32 × 32 particles 2 cm apart on soft springs, flat, its middle row pinned:
/// the halves swing down and fold together under it.
engine::Scene foldingSheet(double thickness)
{
    engine::Scene scene = test::bareScene(32, 32);
    scene.cloths[0].spacing = 0.02;
    scene.cloths[0].origin = {-0.31, 1.0, -0.31};
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].particleMass = 0.001;
    scene.cloths[0].springs = {1000.0, 500.0, 100.0};
    scene.cloths[0].damping = {3e-5, 0.0};
    for (int i = 0; i < scene.cloths[0].cols; ++i)
        scene.cloths[0].pins.push_back({i, scene.cloths[0].rows / 2});
    if (thickness > 0.0)
        scene.cloths[0].selfCollision = engine::SelfCollisionSpec{thickness, 0.2};
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.substeps = 40;
    return scene;
}

/// The sheet's particles as a surface of triangles, two a cell, pinned as the grid is.
engine::ClothTopology triangles(const engine::Scene& scene)
{
    const engine::ClothSpec& cloth = scene.cloths[0];
    engine::ClothSurface surface;
    surface.rest = engine::gridSurface(cloth).rest;
    for (int j = 0; j + 1 < cloth.rows; ++j)
        for (int i = 0; i + 1 < cloth.cols; ++i) {
            const auto p = std::uint32_t(j * cloth.cols + i);
            const auto c = std::uint32_t(cloth.cols);
            engine::SurfaceFace lower, upper;
            lower.particle = {p, p + 1, p + c + 1, 0};
            upper.particle = {p, p + c + 1, p + c, 0};
            surface.faces.push_back(lower);
            surface.faces.push_back(upper);
        }
    std::vector<std::uint32_t> pins;
    for (const engine::GridCoord& pin : cloth.pins)
        pins.push_back(std::uint32_t(engine::particleIndex(cloth, pin)));
    return engine::surfaceTopology(surface, cloth.spacing * cloth.spacing, pins, cloth.uAxis);
}

/// `n` particles without springs or faces (none excludes another), each of the
/// same mass, at `rest`.
engine::ClothTopology looseParticles(const std::vector<glm::dvec3>& rest)
{
    engine::ClothTopology topology;
    topology.rest = rest;
    topology.massShare.assign(rest.size(), 1.0);
    topology.springStart.assign(rest.size() + 1, 0);
    topology.pinned.assign(rest.size(), 0);
    return topology;
}

/// The largest difference between the two solvers at any of `frames` frames, m.
double largestDifference(engine::Solver& a, engine::Solver& b)
{
    double largest = 0.0;
    for (int f = 0; f < frames; ++f) {
        a.advanceFrame();
        b.advanceFrame();
        largest = std::max(largest, test::largestDifference(test::positionsOf(a), test::positionsOf(b)));
    }
    return largest;
}

/// Fails the test where the GPU parts from the CPU by 1e-3 of the sheet at any frame.
void verifyParity(engine::Solver& cpu, engine::Solver& gpu)
{
    const double largest = largestDifference(cpu, gpu);
    qInfo("largest GPU-CPU difference %.3g m, %.3g of the sheet", largest, largest / sheetSize);
    QVERIFY2(largest < 1e-3 * sheetSize, qPrintable(QString::number(largest)));
}

}  // namespace

class TstGpuSelfCollision : public QObject {
    Q_OBJECT

private slots:
    void gridMatchesTheCpu_data();
    void gridMatchesTheCpu();
    void trianglesMatchTheCpu();
    void controlsFail();
    void onePassOverPlacedParticles_data();
    void onePassOverPlacedParticles();
};

void TstGpuSelfCollision::gridMatchesTheCpu_data()
{
    QTest::addColumn<engine::GpuStateFormat>("format");
    QTest::newRow("vec4 buffers") << engine::GpuStateFormat::Vec4Buffers;
    QTest::newRow("vec4 images") << engine::GpuStateFormat::Vec4Images;
    QTest::newRow("planar") << engine::GpuStateFormat::Planar;
}

void TstGpuSelfCollision::gridMatchesTheCpu()
{
    DRAPE_REQUIRE_GPU();
    QFETCH(engine::GpuStateFormat, format);
    const engine::Scene scene = foldingSheet(0.02);
    engine::CpuSolver cpu(scene, {});
    engine::GpuSolver gpu(scene, {}, {1, format});
    verifyParity(cpu, gpu);
}

void TstGpuSelfCollision::trianglesMatchTheCpu()
{
    DRAPE_REQUIRE_GPU();
    const engine::Scene scene = foldingSheet(0.02);
    engine::CpuSolver cpu(scene, {}, triangles(scene));
    engine::GpuMeshSolver gpu(scene, {}, triangles(scene));
    verifyParity(cpu, gpu);
}

// The same comparison fails when one side has no self-collision: on the GPU, and
// on the CPU (so the halves do meet within the frames compared), on the grid and on triangles.
void TstGpuSelfCollision::controlsFail()
{
    DRAPE_REQUIRE_GPU();
    const engine::Scene with = foldingSheet(0.02);
    const engine::Scene without = foldingSheet(0.0);
    engine::CpuSolver cpu(with, {}), cpuWith(with, {}), cpuWithout(without, {});
    engine::GpuSolver gpuWithout(without, {});
    const double gpuOff = largestDifference(cpu, gpuWithout);
    const double cpuOff = largestDifference(cpuWith, cpuWithout);
    engine::CpuSolver trianglesWith(with, {}, triangles(with));
    engine::GpuMeshSolver trianglesWithout(without, {}, triangles(without));
    const double trianglesOff = largestDifference(trianglesWith, trianglesWithout);
    qInfo("without self-collision: GPU %.3g m, CPU %.3g m, GPU on triangles %.3g m from the CPU with it", gpuOff,
          cpuOff, trianglesOff);
    for (const double off : {gpuOff, cpuOff, trianglesOff})
        QVERIFY2(off > 10e-3 * sheetSize, qPrintable(QString::number(off)));
}

void TstGpuSelfCollision::onePassOverPlacedParticles_data()
{
    const double t = 0.02;
    QTest::addColumn<std::vector<glm::dvec3>>("rest");
    QTest::addColumn<int>("fewestCandidates");
    // Two 12 × 12 layers 1.5 cm apart, particles 1.5 cm apart in each, the upper shifted by a third.
    std::vector<glm::dvec3> layers;
    for (int layer = 0; layer < 2; ++layer)
        for (int j = 0; j < 12; ++j)
            for (int i = 0; i < 12; ++i)
                layers.push_back(glm::dvec3(0.015 * (i + layer / 3.0), 0.015 * layer, 0.015 * (j + layer / 3.0)) +
                                 0.001 * glm::dvec3(test::jitter(std::uint32_t(layers.size()), 0),
                                                    test::jitter(std::uint32_t(layers.size()), 1),
                                                    test::jitter(std::uint32_t(layers.size()), 2)));
    QTest::newRow("two layers") << layers << 1;
    // 8 × 8 × 8 particles 0.8 t apart: about 65 candidates within 2 t each.
    std::vector<glm::dvec3> cloud;
    for (int k = 0; k < 8; ++k)
        for (int j = 0; j < 8; ++j)
            for (int i = 0; i < 8; ++i)
                cloud.push_back(0.8 * t * glm::dvec3(i, j, k) +
                                0.1 * t * glm::dvec3(test::jitter(std::uint32_t(cloud.size()), 0),
                                                     test::jitter(std::uint32_t(cloud.size()), 1),
                                                     test::jitter(std::uint32_t(cloud.size()), 2)));
    QTest::newRow("cloud overflowing the lists") << cloud << int(engine::GpuSelfCollision::pairCapacity) + 1;
}

// GpuSelfCollision on a state of the test's particles against SelfCollision on
// the same, one step of passes: the same positions to float round-off (1e-3 of
// the thickness). `fewestCandidates`: the test's own count, by brute force, of
// the most candidates any particle has must reach it (the lists overflow).
void TstGpuSelfCollision::onePassOverPlacedParticles()
{
    DRAPE_REQUIRE_GPU();
    QFETCH(std::vector<glm::dvec3>, rest);
    QFETCH(int, fewestCandidates);
    const engine::SelfCollisionSpec spec{0.02, 0.2};
    const double reach = (1.0 + engine::selfCollisionSkin) * spec.thickness;
    int most = 0;
    for (const glm::dvec3& p : rest) {
        int candidates = -1;   // p itself
        for (const glm::dvec3& q : rest)
            candidates += glm::distance(p, q) < reach ? 1 : 0;
        most = std::max(most, candidates);
    }
    QVERIFY2(most >= fewestCandidates, qPrintable(QString::number(most)));

    const engine::ClothTopology topology = looseParticles(rest);
    std::vector<glm::dvec3> cpu = rest;
    const std::vector<double> inverseMass(rest.size(), 1.0);
    engine::SelfCollision(topology).resolve(spec, cpu, rest, inverseMass);

    const std::size_t n = rest.size();
    const engine::TiledLayout layout{engine::TiledLayout::tileSide,
                                     int((n + engine::TiledLayout::tileSide - 1) / engine::TiledLayout::tileSide)};
    std::vector<glm::vec4> restSlots(layout.slotCount(), glm::vec4(0.0f));
    std::vector<std::uint32_t> slotOf(n);
    for (std::size_t p = 0; p < n; ++p) {
        restSlots[p] = glm::vec4(glm::vec3(rest[p]), 1.0f);
        slotOf[p] = std::uint32_t(p);
    }
    engine::GpuClothState state(engine::GpuStateFormat::Vec4Buffers, layout, restSlots);
    engine::GpuSelfCollision gpu(topology, slotOf, layout.slotCount(), state.shaderDefine());
    gpu.resolve(state, spec, -1);
    double largest = 0.0, moved = 0.0;
    for (std::size_t p = 0; p < n; ++p) {
        largest = std::max(largest, glm::distance(glm::dvec3(state.positionAt(p)), cpu[p]));
        moved = std::max(moved, glm::distance(rest[p], cpu[p]));
    }
    qInfo("most candidates %d, largest GPU-CPU difference %.3g m, largest push %.3g m", most, largest, moved);
    QVERIFY2(moved > 0.1 * spec.thickness, "the passes pushed nothing apart");
    QVERIFY2(largest < 1e-3 * spec.thickness, qPrintable(QString::number(largest)));
}

QTEST_GUILESS_MAIN(TstGpuSelfCollision)
#include "tst_GpuSelfCollision.moc"

// Cloth on any surface (docs/physics.md, "Cloth from a mesh"), on the CPU
// backend: a grid-shaped mesh file steps bit for bit as the grid does; the hinge
// bending stores a cylinder's energy; a hanging sheet of irregular triangles
// (membranes) sags as the grid's springs do; a cantilever of quads bends as beam
// theory says, one of triangles alike on two triangulations; the stability bound
// follows the smallest element.
#include "tests/support/TestScenes.h"

#include "engine/io/ClothMeshFile.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Material.h"
#include "engine/scene/MeshBending.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/scene/Stability.h"
#include "engine/sim/CpuSolver.h"

#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <numbers>

using namespace drape;

namespace {

enum class Diagonals { Same, Alternating, None };

const char* nameOf(Diagonals diagonals)
{
    return diagonals == Diagonals::Same ? "same diagonals" : diagonals == Diagonals::Alternating ? "alternating diagonals" : "quads";
}

/// The cols × rows particles of `cloth`'s grid at rest, row-major, each cell as
/// two triangles, all split along (i, j)–(i+1, j+1) or alternating with
/// (i+1, j)–(i, j+1), or as a quad (Diagonals::None).
engine::ClothSurface triangulatedGrid(const engine::ClothSpec& cloth, Diagonals diagonals)
{
    engine::ClothSurface surface;
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i)
            surface.rest.push_back(engine::restPosition(cloth, {i, j}));
    const auto at = [&](int i, int j) { return std::uint32_t(j * cloth.cols + i); };
    const auto triangle = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
        engine::SurfaceFace face;
        face.particle = {a, b, c, 0};
        surface.faces.push_back(face);
    };
    for (int j = 0; j + 1 < cloth.rows; ++j)
        for (int i = 0; i + 1 < cloth.cols; ++i) {
            if (diagonals == Diagonals::None) {
                engine::SurfaceFace quad;
                quad.corners = 4;
                quad.particle = {at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)};
                surface.faces.push_back(quad);
            } else if (diagonals == Diagonals::Same || (i + j) % 2 == 0) {
                triangle(at(i, j), at(i + 1, j), at(i + 1, j + 1));
                triangle(at(i, j), at(i + 1, j + 1), at(i, j + 1));
            } else {
                triangle(at(i, j), at(i + 1, j), at(i, j + 1));
                triangle(at(i + 1, j), at(i + 1, j + 1), at(i, j + 1));
            }
        }
    return surface;
}

/// Bergou's hinge on every edge two of the triangles share, each as it is.
std::vector<engine::BendingHinge> hingesOfTriangles(const engine::ClothSurface& triangles)
{
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<std::uint32_t>> wings;
    for (const engine::SurfaceFace& t : triangles.faces)
        for (std::size_t c = 0; c < 3; ++c) {
            const std::uint32_t a = t.particle[c], b = t.particle[(c + 1) % 3];
            wings[{std::min(a, b), std::max(a, b)}].push_back(t.particle[(c + 2) % 3]);
        }
    std::vector<engine::BendingHinge> hinges;
    for (const auto& [edge, opposite] : wings)
        if (opposite.size() == 2)
            hinges.push_back(engine::restHinge({edge.first, edge.second, opposite[0], opposite[1]}, triangles.rest));
    return hinges;
}

std::vector<std::uint32_t> pinIndices(const engine::ClothSpec& cloth)
{
    std::vector<std::uint32_t> pins;
    for (const engine::GridCoord& pin : cloth.pins)
        pins.push_back(std::uint32_t(engine::particleIndex(cloth, pin)));
    return pins;
}

double cellArea(const engine::ClothSpec& cloth)
{
    return cloth.spacing * cloth.spacing * glm::length(glm::cross(cloth.uAxis, cloth.vAxis));
}

engine::ClothTopology topologyOf(const engine::ClothSpec& cloth, const engine::ClothSurface& surface)
{
    return engine::surfaceTopology(surface, cellArea(cloth), pinIndices(cloth), cloth.uAxis);
}

/// A 1 m × 1 m square of n × n particles in the x–y plane, hanging from its top edge (tst_Materials).
engine::Scene hangingSquare(int n, const char* preset)
{
    engine::Scene scene = test::bareScene(n, n);
    scene.cloths[0].spacing = 1.0 / double(n - 1);
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].damping = {1e-3, 16.0};
    scene.cloths[0].material = *engine::findMaterialPreset(preset);
    scene.cloths[0].material->bending = 0.0;
    for (int i = 0; i < n; ++i)
        scene.cloths[0].pins.push_back({i, 0});
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    return scene;
}

/// The lowest particle's drop below the bottom edge's rest height y = −1 after 1.25 s.
double sagOf(engine::CpuSolver& solver, int fps)
{
    for (int f = 0; f < int(1.25 * fps); ++f)
        solver.advanceFrame();
    double lowest = INFINITY;
    for (const glm::vec3& p : test::positionsOf(solver))
        lowest = std::min(lowest, double(p.y));
    return -1.0 - lowest;
}

}  // namespace

class TstMeshCloth : public QObject {
    Q_OBJECT

private slots:
    void gridShapedMeshFileStepsAsTheGrid();
    void hingesStoreTheCylinderEnergy();
    void curvedRestShapeKeepsItsForm();
    void irregularTrianglesSagAsTheGrid();
    void textureAxesAreTheMaterialAxes();
    void cantileverOfQuadsAndOfTwoTriangulations();
    void boundOfAGridTopologyIsTheGrids();
    void boundFollowsTheSmallestTriangle();
};

// The grid against the same grid as a mesh file: a binary PLY of quads the test
// writes in the grid's particle order, read by loadClothSurface, through
// surfaceTopology. The same springs, masses, air and pins, so the same bits
// after 40 frames of a cotton sheet in gusty wind with a strain limit. Spacing
// and origin are exact in float, which Assimp reads positions in. Bending is
// left out: a grid has the plate form, a surface hinges (docs/physics.md,
// "Cloth from a mesh").
void TstMeshCloth::gridShapedMeshFileStepsAsTheGrid()
{
    engine::Scene scene = test::bareScene(12, 9);
    scene.cloths[0].spacing = 0.0625;
    scene.cloths[0].origin = {-0.375, 1.0, 0.25};
    scene.cloths[0].damping = {2e-4, 0.1};
    scene.cloths[0].material = *engine::findMaterialPreset("cotton");
    scene.cloths[0].material->bending = 0.0;
    scene.cloths[0].pins = {{0, 0}, {11, 0}};
    scene.cloths[0].strainLimits.structural = 0.05;
    scene.gravity = {0.0, -9.81, 0.0};
    scene.air = engine::AirSpec{{2.0, 0.0, 3.0}, 0.3, 7};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);

    const int cols = scene.cloths[0].cols, rows = scene.cloths[0].rows;
    QByteArray ply = "ply\nformat binary_little_endian 1.0\nelement vertex " + QByteArray::number(cols * rows) +
                     "\nproperty float x\nproperty float y\nproperty float z\nelement face " +
                     QByteArray::number((cols - 1) * (rows - 1)) + "\nproperty list uchar int vertex_indices\nend_header\n";
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i) {
            const glm::vec3 x(engine::restPosition(scene.cloths[0], {i, j}));
            ply.append(reinterpret_cast<const char*>(&x), sizeof x);
        }
    for (int j = 0; j + 1 < rows; ++j)
        for (int i = 0; i + 1 < cols; ++i) {
            const char corners = 4;
            const std::int32_t p = j * cols + i, quad[4] = {p, p + 1, p + 1 + cols, p + cols};
            ply.append(&corners, 1);
            ply.append(reinterpret_cast<const char*>(quad), sizeof quad);
        }
    const engine::ClothSurface mesh = engine::loadClothSurfaceFromMemory(ply.constData(), std::size_t(ply.size()), "ply",
                                                                         "grid.ply", {});
    QCOMPARE(mesh.rest.size(), std::size_t(cols * rows));
    QCOMPARE(mesh.faces.size(), std::size_t((cols - 1) * (rows - 1)));

    engine::CpuSolver grid(scene, {});
    engine::CpuSolver surface(scene, {}, topologyOf(scene.cloths[0], mesh));
    for (int f = 0; f < 40; ++f) {
        grid.advanceFrame();
        surface.advanceFrame();
    }
    const std::vector<glm::vec3> a = test::positionsOf(grid), b = test::positionsOf(surface);
    QCOMPARE(test::largestDifference(a, b), 0.0);
    // Not vacuous: the sheet fell and billowed.
    QVERIFY(test::largestDifference(a, std::vector<glm::vec3>(mesh.rest.begin(), mesh.rest.end())) > 0.05);
}

// E = −½ y·F(y) for the quadratic hinge energy. A strip of L × L bent into a
// cylinder of curvature κ stores ½ B κ² L (L − h): the hinges on the two edges
// the cylinder's axis crosses are missing, half a cell each (as the grid's
// plate form misses them). Alternating diagonals and quads store the same.
void TstMeshCloth::hingesStoreTheCylinderEnergy()
{
    for (const Diagonals diagonals : {Diagonals::Same, Diagonals::Alternating, Diagonals::None}) {
        engine::ClothSpec cloth = test::bareScene(41, 41).cloths[0];
        cloth.spacing = 1.0 / 40.0;
        cloth.vAxis = {0.0, 1.0, 0.0};
        const engine::ClothTopology topology = topologyOf(cloth, triangulatedGrid(cloth, diagonals));
        const double kappa = 0.5, bending = 2.0;
        std::vector<glm::dvec3> y;
        for (const glm::dvec3& x : topology.rest)
            y.push_back({std::sin(kappa * x.x) / kappa, x.y, (1.0 - std::cos(kappa * x.x)) / kappa});
        std::vector<glm::dvec3> force(y.size(), glm::dvec3(0.0));
        engine::addHingeStiffnessForces(topology.hinges, bending, y, force);
        double energy = 0.0;
        for (std::size_t p = 0; p < y.size(); ++p)
            energy -= 0.5 * glm::dot(y[p], force[p]);
        const double expected = 0.5 * bending * kappa * kappa * (1.0 - cloth.spacing);
        qInfo("%s, cylinder: %.6f J, 1/2 B k^2 L (L - h) = %.6f J", nameOf(diagonals), energy, expected);
        QVERIFY2(std::abs(energy / expected - 1.0) < 1e-3, qPrintable(QString::number(energy)));

        // A rigid motion stores nothing.
        std::vector<glm::dvec3> moved;
        for (const glm::dvec3& x : topology.rest)
            moved.push_back(glm::dvec3(-x.y, x.x, x.z) + glm::dvec3(0.3, -2.0, 5.0));
        std::fill(force.begin(), force.end(), glm::dvec3(0.0));
        engine::addHingeBendingForces(topology.hinges, bending, moved, force);
        double largest = 0.0;
        for (const glm::dvec3& f : force)
            largest = std::max(largest, glm::length(f));
        QVERIFY2(largest < 1e-9, qPrintable(QString::number(largest)));
    }
}

// A surface modelled curved, a quarter of a cylinder of radius 0.2 m in quads,
// is at rest as it was modelled: no bending force there, nor once it is turned
// and moved rigidly, and with no gravity it stays put for 0.5 s. Bergou's flat
// rest shape (the hinges' rest curvature left out) pulls it flat: the control.
void TstMeshCloth::curvedRestShapeKeepsItsForm()
{
    engine::Scene scene = test::bareScene(16, 8);
    scene.cloths[0].spacing = 0.02;
    scene.cloths[0].material = *engine::findMaterialPreset("denim");
    scene.gravity = {0.0, 0.0, 0.0};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    const double radius = 0.2;
    engine::ClothSurface cylinder = triangulatedGrid(scene.cloths[0], Diagonals::None);
    for (int j = 0; j < 8; ++j)
        for (int i = 0; i < 16; ++i) {
            const double angle = i * scene.cloths[0].spacing / radius;
            cylinder.rest[std::size_t(j * 16 + i)] = {radius * std::sin(angle), j * scene.cloths[0].spacing,
                                                      radius * (1.0 - std::cos(angle))};
        }
    const engine::ClothTopology curved = topologyOf(scene.cloths[0], cylinder);
    engine::ClothTopology flat = curved;
    for (engine::BendingHinge& hinge : flat.hinges)
        hinge.restCurvature = glm::dvec3(0.0);

    const auto largestForce = [&](const engine::ClothTopology& topology, const std::vector<glm::dvec3>& y) {
        std::vector<glm::dvec3> force(y.size(), glm::dvec3(0.0));
        engine::addHingeBendingForces(topology.hinges, scene.cloths[0].bending, y, force);
        double largest = 0.0;
        for (const glm::dvec3& f : force)
            largest = std::max(largest, glm::length(f));
        return largest;
    };
    std::vector<glm::dvec3> moved;
    for (const glm::dvec3& x : cylinder.rest)
        moved.push_back(glm::dvec3(x.z, x.x, x.y) + glm::dvec3(3.0, 1.0, -2.0));  // a rotation and a shift
    const double flatForce = largestForce(flat, cylinder.rest);
    qInfo("largest bending force at rest %.3g N, turned %.3g N; with a flat rest shape %.3g N",
          largestForce(curved, cylinder.rest), largestForce(curved, moved), flatForce);
    QVERIFY(largestForce(curved, cylinder.rest) < 1e-9 * flatForce);
    QVERIFY(largestForce(curved, moved) < 1e-9 * flatForce);

    const auto drift = [&](const engine::ClothTopology& topology) {
        engine::CpuSolver solver(scene, {}, topology);
        for (int f = 0; f < 30; ++f)
            solver.advanceFrame();
        return test::largestDifference(test::positionsOf(solver),
                                       std::vector<glm::vec3>(cylinder.rest.begin(), cylinder.rest.end()));
    };
    const double keeps = drift(curved), flattens = drift(flat);
    qInfo("moved %.3g m in 0.5 s; with a flat rest shape %.3g m", keeps, flattens);
    QVERIFY(keeps < 1e-6);
    QVERIFY(flattens > 1e-3);
}

// A 1 m cotton square hanging from its top edge sags ρ_A g L² / 2Y (tst_Materials):
// the same square as triangles of jittered corners and alternating diagonals,
// carried by their membranes, sags within 3% of the grid. Cotton's shear is
// small beside its stretch, so edge springs, which cannot tell them apart, fail.
void TstMeshCloth::irregularTrianglesSagAsTheGrid()
{
    const int n = 24;
    const engine::Scene scene = hangingSquare(n, "cotton");
    engine::CpuSolver grid(scene, {});
    const double gridSag = sagOf(grid, scene.simulation.fps);

    engine::ClothSurface irregular = triangulatedGrid(scene.cloths[0], Diagonals::Alternating);
    const double h = scene.cloths[0].spacing;
    for (int j = 1; j + 1 < n; ++j)
        for (int i = 1; i + 1 < n; ++i) {
            const auto p = std::uint32_t(j * n + i);
            irregular.rest[p] += glm::dvec3(0.15 * h * test::jitter(p, 0), 0.15 * h * test::jitter(p, 1), 0.0);
        }
    engine::Scene meshScene = scene;
    meshScene.simulation.substeps = 3 * scene.simulation.substeps;
    engine::CpuSolver mesh(meshScene, {}, topologyOf(scene.cloths[0], irregular));
    const double meshSag = sagOf(mesh, scene.simulation.fps);
    const engine::MaterialSpec& cotton = *scene.cloths[0].material;
    qInfo("sag %.6f m on the grid, %.6f m on irregular triangles (rho g L^2 / 2Y = %.6f m)", gridSag, meshSag,
          cotton.arealDensity * 9.81 / (2.0 * cotton.stretch));
    QVERIFY2(std::abs(meshSag - gridSag) < 0.03 * gridSag, qPrintable(QString::number(meshSag)));

    // The triangles' edges alone, as springs of the grid's structural stiffness, make another cloth.
    engine::ClothTopology springsOnly = topologyOf(scene.cloths[0], irregular);
    springsOnly.membranes.clear();
    for (engine::TopologySpring& spring : springsOnly.springs)
        spring.weight = {1.0, 0.0, 0.0};
    engine::CpuSolver edges(meshScene, {}, std::move(springsOnly));
    const double edgeSag = sagOf(edges, scene.simulation.fps);
    qInfo("with edge springs instead of membranes: %.6f m", edgeSag);
    QVERIFY(std::abs(edgeSag - gridSag) > 0.1 * gridSag);
}

// A triangle's warp is where u grows on its texture. A cotton strip 16 cm wide
// and 48 cm long hanging from its top row, as triangles whose UVs follow the grid,
// stretches as the grid does (within 3%); with UVs turned by 45°, cotton's small
// shear modulus carries the load and it stretches several times as far.
void TstMeshCloth::textureAxesAreTheMaterialAxes()
{
    engine::Scene scene = test::bareScene(9, 25);
    scene.cloths[0].spacing = 0.02;
    scene.cloths[0].vAxis = {0.0, -1.0, 0.0};
    scene.cloths[0].damping = {1e-3, 16.0};
    scene.cloths[0].material = *engine::findMaterialPreset("cotton");
    scene.cloths[0].material->bending = 0.0;
    for (int i = 0; i < 9; ++i)
        scene.cloths[0].pins.push_back({i, 0});
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.autoSubsteps = true;
    engine::deriveSceneValues(scene);
    const double bottom = -0.48;  // the last row's rest height
    const auto drop = [&](engine::CpuSolver& solver) {
        for (int f = 0; f < int(1.25 * scene.simulation.fps); ++f)
            solver.advanceFrame();
        double lowest = INFINITY;
        for (const glm::vec3& p : test::positionsOf(solver))
            lowest = std::min(lowest, double(p.y));
        return bottom - lowest;
    };
    engine::CpuSolver grid(scene, {});
    const double gridDrop = drop(grid);

    const auto strip = [&](double turn) {
        engine::ClothSurface surface = triangulatedGrid(scene.cloths[0], Diagonals::Alternating);
        const double c = std::cos(turn), s = std::sin(turn);
        for (engine::SurfaceFace& face : surface.faces)
            for (std::size_t k = 0; k < 3; ++k) {
                const glm::dvec2 ij(double(face.particle[k] % 9), double(face.particle[k] / 9));
                face.uv[k] = glm::dvec2(c * ij.x - s * ij.y, s * ij.x + c * ij.y) / 24.0;
            }
        return surface;
    };
    engine::CpuSolver along(scene, {}, topologyOf(scene.cloths[0], strip(0.0)));
    engine::CpuSolver turned(scene, {}, topologyOf(scene.cloths[0], strip(std::numbers::pi / 4.0)));
    const double alongDrop = drop(along), turnedDrop = drop(turned);
    qInfo("drop %.6f m on the grid, %.6f m with the texture along it, %.6f m turned by 45 degrees", gridDrop, alongDrop,
          turnedDrop);
    QVERIFY2(std::abs(alongDrop - gridDrop) < 0.03 * gridDrop, qPrintable(QString::number(alongDrop)));
    QVERIFY(turnedDrop > 2.0 * gridDrop);
}

// The cantilever of tst_Bending (w L⁴ / 8B within 5%) as quads, whose hinges
// take both ways of splitting each quad, and as triangles split two ways, which
// pair back into those quads: each within 5% of beam theory. With one split's
// hinges alone the strip twists as it bends and fails (negative control).
void TstMeshCloth::cantileverOfQuadsAndOfTwoTriangulations()
{
    const double length = 1.0, bending = 2.5, density = 0.1, gravity = 9.81;
    const int cells = 20, width = 5;
    const double h = length / (double(cells) + 0.5);
    engine::Scene scene = test::bareScene(cells + 2, width);
    scene.cloths[0].spacing = h;
    scene.cloths[0].origin = {-1.5 * h, 0.0, 1.0};
    scene.cloths[0].vAxis = {0.0, 1.0, 0.0};
    scene.cloths[0].particleMass = density * h * h;
    scene.cloths[0].springs = {1000.0, 10.0, 0.0};
    scene.cloths[0].bending = bending;
    for (int j = 0; j < width; ++j)
        scene.cloths[0].pins.insert(scene.cloths[0].pins.end(), {{0, j}, {1, j}});
    scene.gravity = {0.0, 0.0, -gravity};
    const double firstMode = 3.516 * std::sqrt(bending / (density * std::pow(length, 4)));
    scene.cloths[0].damping = {0.0, 2.0 * firstMode};
    scene.simulation.substeps = 3 * engine::automaticSubsteps(scene.cloths[0], scene.simulation.fps);
    const double expected = density * gravity * std::pow(length, 4) / (8.0 * bending);

    // The free end's mean drop after 2 s.
    const auto tipDrop = [&](engine::ClothTopology topology) {
        engine::CpuSolver solver(scene, {}, std::move(topology));
        for (int f = 0; f < 2 * scene.simulation.fps; ++f)
            solver.advanceFrame();
        const std::vector<glm::vec3> x = test::positionsOf(solver);
        double drop = 0.0;
        for (int j = 0; j < width; ++j)
            drop += (1.0 - double(x[std::size_t(engine::particleIndex(scene.cloths[0], {cells + 1, j}))].z)) / width;
        return drop;
    };
    std::vector<double> drops;
    for (const Diagonals diagonals : {Diagonals::None, Diagonals::Same, Diagonals::Alternating}) {
        const double drop = tipDrop(topologyOf(scene.cloths[0], triangulatedGrid(scene.cloths[0], diagonals)));
        qInfo("%s: tip drops %.5f m, w L^4 / 8B = %.5f m (%+.2f%%)", nameOf(diagonals), drop, expected,
              100.0 * (drop / expected - 1.0));
        drops.push_back(drop);
    }
    for (double drop : drops)
        QVERIFY2(std::abs(drop - expected) < 0.05 * expected, qPrintable(QString("drops %1 m").arg(drop)));

    // One split's hinges (each triangle's edges as they are, no pairing): the check fails.
    engine::ClothTopology oneSplit = topologyOf(scene.cloths[0], triangulatedGrid(scene.cloths[0], Diagonals::Same));
    oneSplit.hinges = hingesOfTriangles(triangulatedGrid(scene.cloths[0], Diagonals::Same));
    const double drop = tipDrop(std::move(oneSplit));
    qInfo("with one split's hinges: tip drops %.5f m (%+.2f%%)", drop, 100.0 * (drop / expected - 1.0));
    QVERIFY(drop > 1.1 * expected);
}

namespace {

/// A 12 × 12 cotton sheet of 3 cm, undamped, pinned at two corners, under a slanted gravity (tst_Stability).
engine::Scene cottonSheet()
{
    engine::Scene scene = test::bareScene(12, 12);
    scene.cloths[0].spacing = 0.03;
    scene.cloths[0].damping = {0.0, 0.0};
    scene.cloths[0].material = *engine::findMaterialPreset("cotton");
    scene.cloths[0].pins = {{0, 0}, {11, 0}};
    scene.gravity = {2.0, -9.81, 1.0};
    engine::applyMaterial(scene.cloths[0]);
    return scene;
}

/// True when the cloth run at dt = 1 / stepsPerSecond for 4 s diverges (a mode just past the bound grows slowly).
bool divergesAt(engine::Scene scene, const engine::ClothTopology& topology, int stepsPerSecond)
{
    scene.simulation.fps = 1;
    scene.simulation.substeps = stepsPerSecond;
    engine::CpuSolver solver(scene, {}, topology);
    for (int second = 0; second < 4; ++second) {
        solver.advanceFrame();
        if (solver.findDivergence())
            return true;
        for (const glm::vec3& x : test::positionsOf(solver))
            if (!std::isfinite(x.x) || !std::isfinite(x.y) || !std::isfinite(x.z))
                return true;
    }
    return false;
}

}  // namespace

// The bound over a topology's own elements gives, for a grid's topology (springs
// and plate bending), the grid's bound, at rest and for any direction: both probe all of a 12 × 12 grid.
void TstMeshCloth::boundOfAGridTopologyIsTheGrids()
{
    const engine::Scene scene = cottonSheet();
    for (const auto directions : {engine::SpringDirections::AtRest, engine::SpringDirections::Any}) {
        const double grid = engine::stableTimeStepLimit(scene.cloths[0], directions);
        const double topology =
            engine::stableTimeStepLimit(scene.cloths[0], engine::gridTopology(scene.cloths[0]), directions);
        qInfo("bound %.5g s on the grid, %.5g s through its topology", grid, topology);
        QVERIFY2(std::abs(topology / grid - 1.0) < 0.01, qPrintable(QString::number(topology / grid)));
    }
}

// One triangle far smaller than the rest sets the bound: jittered triangles with
// one corner moved to a tenth of a spacing from its neighbour. Its bound is
// within 70–100% of the time step at which the cloth really diverges (found by
// bisection, as tst_Stability does for grids), and well below the regular
// triangles' bound, which that cloth's tiny triangle makes diverge.
void TstMeshCloth::boundFollowsTheSmallestTriangle()
{
    const engine::Scene scene = cottonSheet();
    const engine::ClothTopology regular = topologyOf(scene.cloths[0], triangulatedGrid(scene.cloths[0], Diagonals::Alternating));
    engine::ClothSurface tiny = triangulatedGrid(scene.cloths[0], Diagonals::Alternating);
    const double h = scene.cloths[0].spacing;
    for (std::uint32_t p = 0; p < tiny.rest.size(); ++p)
        if (p % 12 != 0 && p % 12 != 11 && p >= 12 && p < 132)
            tiny.rest[p] += glm::dvec3(0.15 * h * test::jitter(p, 0), 0.15 * h * test::jitter(p, 1), 0.0);
    tiny.rest[5 * 12 + 5] = tiny.rest[5 * 12 + 6] - glm::dvec3(0.1 * h, 0.0, 0.0);
    const engine::ClothTopology small = topologyOf(scene.cloths[0], tiny);

    const double regularBound = engine::stableTimeStepLimit(scene.cloths[0], regular);
    const double bound = engine::stableTimeStepLimit(scene.cloths[0], small);
    int unstable = std::max(1, int(0.5 / bound));
    int stable = int(std::ceil(2.0 / bound));
    QVERIFY2(divergesAt(scene, small, unstable), "twice the bound does not diverge: the search has no upper end");
    QVERIFY2(!divergesAt(scene, small, stable), "half the bound diverges");
    while (stable - unstable > 1) {
        const int middle = (stable + unstable) / 2;
        (divergesAt(scene, small, middle) ? unstable : stable) = middle;
    }
    const double ratio = bound / (1.0 / double(unstable));
    qInfo("bound %.4g s (regular triangles %.4g s), divergence from %.4g s: %.3f of it", bound, regularBound,
          1.0 / double(unstable), ratio);
    QVERIFY2(ratio >= 0.7 && ratio <= 1.0, qPrintable(QString("bound / threshold = %1").arg(ratio)));
    QVERIFY(bound < 0.5 * regularBound);
    QVERIFY(divergesAt(scene, small, int(std::ceil(1.0 / regularBound))));
}

QTEST_GUILESS_MAIN(TstMeshCloth)
#include "tst_MeshCloth.moc"

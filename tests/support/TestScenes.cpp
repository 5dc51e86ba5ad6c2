#include "tests/support/TestScenes.h"

#include "engine/io/ColliderAssets.h"
#include "engine/sim/SolverFactory.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace drape::test {

engine::Scene bareScene(int cols, int rows)
{
    engine::Scene scene;
    scene.name = "test";
    scene.cloths[0].cols = cols;
    scene.cloths[0].rows = rows;
    scene.cloths[0].spacing = 0.1;
    scene.cloths[0].origin = {0.0, 0.0, 0.0};
    scene.cloths[0].particleMass = 1.0;
    scene.cloths[0].damping = {0.0, 0.0};
    scene.cloths[0].springs = {0.0, 0.0, 0.0};
    scene.cloths[0].pins.clear();
    scene.simulation.fps = 60;
    scene.simulation.substeps = 1;
    return scene;
}

std::vector<engine::ColliderGeometry> colliderGeometry(const engine::Scene& scene)
{
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> colliders = assets.prepare(scene.colliders);
    if (const auto problem = engine::firstProblem(colliders))
        throw std::runtime_error(*problem);
    return engine::usableGeometry(colliders);
}

std::unique_ptr<engine::Solver> makeSolver(const engine::Scene& scene, const std::string& backend)
{
    if (backend == "gpu") {
        const engine::GlInfo gl = engine::queryCurrentGl();
        return engine::createSolver(scene, colliderGeometry(scene), engine::BackendChoice::Gpu, &gl);
    }
    return engine::createSolver(scene, colliderGeometry(scene), engine::BackendChoice::Cpu, nullptr);
}

std::vector<glm::vec3> positionsOf(const engine::Solver& solver)
{
    std::vector<glm::vec3> positions;
    solver.readPositions(positions);
    return positions;
}

glm::dvec3 centreOfMass(const engine::ClothSpec& cloth, const std::vector<glm::vec3>& x)
{
    glm::dvec3 weighted(0.0);
    double mass = 0.0;
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i) {
            const double m = engine::particleMassAt(cloth, {i, j});
            weighted += m * glm::dvec3(x[std::size_t(engine::particleIndex(cloth, {i, j}))]);
            mass += m;
        }
    return weighted / mass;
}

double jitter(std::uint32_t p, std::uint32_t c)
{
    std::uint32_t h = p * 2654435761u ^ (c + 1u) * 40503u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return 2.0 * double(h % 10000u) / 9999.0 - 1.0;
}

double largestDifference(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b)
{
    double largest = a.size() == b.size() ? 0.0 : INFINITY;
    for (std::size_t p = 0; p < std::min(a.size(), b.size()); ++p)
        for (int c = 0; c < 3; ++c)
            largest = std::max(largest, std::abs(double(a[p][c]) - double(b[p][c])));
    return largest;
}

double largestGpuCpuDifference(const engine::Scene& scene, int frames, std::vector<glm::vec3>* cpuEnd)
{
    const auto cpu = makeSolver(scene, "cpu");
    const auto gpu = makeSolver(scene, "gpu");
    double largest = 0.0;
    for (int f = 0; f < frames; ++f) {
        cpu->advanceFrame();
        gpu->advanceFrame();
        largest = std::max(largest, largestDifference(positionsOf(*cpu), positionsOf(*gpu)));
    }
    if (cpuEnd)
        *cpuEnd = positionsOf(*cpu);
    return largest;
}

}  // namespace drape::test

// The implicit integrator's global step on the GPU (engine/sim/MultigridHierarchy.h,
// docs/physics.md, "Integrators"): one V-cycle's error reduction does not grow
// much with the cloth's resolution, where the same work in Jacobi sweeps
// stalls; it holds on a triangle mesh too; and the GPU's cycle is the CPU's,
// pass for pass.
#include "engine/contract/GpuContract.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothTopology.h"
#include "engine/scene/Material.h"
#include "engine/sim/GpuMultigrid.h"
#include "engine/sim/MultigridHierarchy.h"
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace drape;
using namespace drape::test;

namespace {

/// A 1 m cotton sheet of n × n particles hanging from its two top corners, at dt = 1/60.
engine::Scene cottonSheet(int n)
{
    engine::Scene scene = bareScene(n, n);
    scene.cloths[0].spacing = 1.0 / double(n - 1);
    scene.cloths[0].material = *engine::findMaterialPreset("cotton");
    scene.cloths[0].pins = {{0, 0}, {n - 1, 0}};
    engine::applyMaterial(scene.cloths[0]);
    scene.simulation.integrator = engine::Integrator::Implicit;
    return scene;
}

struct System {
    engine::ClothTopology topology;
    engine::ProjectiveSystem system;
};

System systemOf(const engine::Scene& scene)
{
    const engine::ClothSpec& cloth = scene.cloths[0];
    System s{engine::clothTopology(cloth), {}};
    s.system = engine::ProjectiveSystem(cloth, s.topology, engine::LiveParameters::fromScene(scene), 1.0 / 60.0);
    return s;
}

/// A right side with every frequency in it, the same on every run.
Eigen::MatrixX3d rightSide(std::size_t n, std::span<const std::uint8_t> held)
{
    Eigen::MatrixX3d b(Eigen::Index(n), 3);
    for (std::size_t p = 0; p < n; ++p)
        for (int c = 0; c < 3; ++c)
            b(Eigen::Index(p), c) = held[p] ? 0.0 : jitter(std::uint32_t(p), std::uint32_t(c)) + 0.5;
    return b;
}

/// The residual's mean reduction per application of `step` (x ← x + step(b − A x)),
/// over 10 applications or until the residual is 1e-12 of where it began
/// (double's rounding, beyond which a ratio measures nothing).
template <typename Step>
double reductionPerStep(const engine::SparseRows& a, const Eigen::MatrixX3d& b, Step step)
{
    Eigen::MatrixX3d x = Eigen::MatrixX3d::Zero(b.rows(), 3);
    const double initial = b.norm();
    double residual = initial;
    int steps = 0;
    for (; steps < 10 && residual > 1e-12 * initial; ++steps) {
        x += step(b - a * x);
        residual = (b - a * x).norm();
    }
    return std::pow(residual / initial, 1.0 / steps);
}

/// Damped Jacobi sweeps with a V-cycle's fine-level work: 2 × sweeps + 1 applications of A.
Eigen::MatrixX3d jacobiSweeps(const engine::SparseRows& a, const Eigen::MatrixX3d& r)
{
    const Eigen::VectorXd scale = (2.0 / 3.0) * a.diagonal().cwiseInverse();
    Eigen::MatrixX3d e = scale.asDiagonal() * r;
    for (int s = 1; s < 2 * engine::MultigridHierarchy::sweeps + 1; ++s)
        e += scale.asDiagonal() * (r - a * e);
    return e;
}

}  // namespace

class TstMultigrid : public QObject {
    Q_OBJECT
private slots:
    void cycleReducesTheResidualAtEveryResolution();
    void cycleWorksOnATriangleMesh();
    void gpuCycleIsTheCpuCycle();
};

// Sheets of 16², 48² and 128² particles (one, two and three levels): one cycle
// keeps less than 0.3 of the residual at each. The control, Jacobi sweeps of
// the same fine-level work, keeps more than 0.95 of it: their slowest mode, the
// sheet's sag as a whole, loses 1 − O(h²) a sweep.
void TstMultigrid::cycleReducesTheResidualAtEveryResolution()
{
    std::vector<double> cycles, sweeps;
    for (int n : {16, 48, 128}) {
        const System s = systemOf(cottonSheet(n));
        const engine::MultigridHierarchy hierarchy(s.system, s.topology.pinned);
        const Eigen::MatrixX3d b = rightSide(s.system.size(), s.topology.pinned);
        const engine::SparseRows& a = hierarchy.fineMatrix();
        cycles.push_back(reductionPerStep(a, b, [&](const Eigen::MatrixX3d& r) { return hierarchy.cycle(r); }));
        sweeps.push_back(reductionPerStep(a, b, [&](const Eigen::MatrixX3d& r) { return jacobiSweeps(a, r); }));
        qInfo("%3d²: %zu levels; residual kept per V-cycle %.3f, per %d Jacobi sweeps %.4f", n,
              hierarchy.levels().size() + 1, cycles.back(), 2 * engine::MultigridHierarchy::sweeps + 1,
              sweeps.back());
    }
    for (double kept : cycles)
        QVERIFY2(kept < 0.3, qPrintable(QString::number(kept)));
    for (double kept : sweeps)
        QVERIFY2(kept > 0.95, qPrintable(QString::number(kept)));   // the control fails the check
}

// The round tablecloth example's triangle mesh (no grid), two levels: the same
// bound holds. (The cape's 775 particles are below coarsestSize: one dense solve.)
void TstMultigrid::cycleWorksOnATriangleMesh()
{
    const engine::Scene scene = engine::loadScene(std::string(qgetenv("DRAPE_EXAMPLES")) + "/round-tablecloth.drape");
    QVERIFY(scene.cloths[0].mesh.has_value());
    const engine::ClothSpec& cloth = scene.cloths[0];
    const engine::ClothTopology topology = engine::clothTopology(cloth);
    const engine::ProjectiveSystem system(cloth, topology, engine::LiveParameters::fromScene(scene), 1.0 / 60.0);
    const engine::MultigridHierarchy hierarchy(system, topology.pinned);
    const Eigen::MatrixX3d b = rightSide(system.size(), topology.pinned);
    const double kept = reductionPerStep(hierarchy.fineMatrix(), b,
                                         [&](const Eigen::MatrixX3d& r) { return hierarchy.cycle(r); });
    qInfo("round tablecloth, %zu particles, %zu levels: residual kept per V-cycle %.3f", system.size(),
          hierarchy.levels().size() + 1, kept);
    QVERIFY(hierarchy.levels().size() >= 1);   // a cycle, not only the dense solve
    QVERIFY2(kept < 0.3, qPrintable(QString::number(kept)));
}

// A 128 × 100 sheet (two levels and the coarsest) with its particles in a
// scrambled solver order: the GPU's cycle gives the CPU's correction to float
// precision.
void TstMultigrid::gpuCycleIsTheCpuCycle()
{
    std::string reason;
    if (!ensureGpuContext(reason)) {
        if (runningInCi())
            qFatal("no GPU context under CI: %s", reason.c_str());
        QSKIP("no OpenGL 4.3 context here");
    }
    engine::Scene scene = cottonSheet(128);
    scene.cloths[0].rows = 100;
    const System s = systemOf(scene);
    const std::size_t n = s.system.size();
    const engine::MultigridHierarchy hierarchy(s.system, s.topology.pinned);
    QVERIFY(hierarchy.levels().size() >= 2);   // the cycle goes through a middle level
    std::vector<std::uint32_t> solverOf(n);
    for (std::size_t p = 0; p < n; ++p)
        solverOf[p] = std::uint32_t((p * 7919) % n);   // 7919 is prime to 12 800
    const Eigen::MatrixX3d r = rightSide(n, s.topology.pinned);
    const Eigen::MatrixX3d expected = hierarchy.cycle(r);

    std::vector<float> upload(4 * n, 0.0f);
    for (std::size_t p = 0; p < n; ++p)
        for (int c = 0; c < 3; ++c)
            upload[4 * solverOf[p] + std::size_t(c)] = float(r(Eigen::Index(p), c));
    engine::GlProgram apply = engine::GlProgram::compute("multigrid_apply.comp", engine::GpuMultigrid::shaderDefines());
    // The correction, each row's sum by one invocation or, where invocations are
    // wanted, by several lanes.
    const auto gpuCycle = [&](std::size_t invocationsWanted) {
        engine::GpuMultigrid gpu(hierarchy, solverOf, invocationsWanted);
        gpu.vectors().upload(upload.data(), upload.size() * sizeof(float));
        gpu.cycle(apply, [](const engine::GlProgram& program, std::size_t invocations) {
            program.dispatch(unsigned((invocations + engine::gpu::flatWorkgroupSize - 1) / engine::gpu::flatWorkgroupSize), 1);
        });
        std::vector<float> result(4 * n);
        gpu.vectors().download(result.data(), result.size() * sizeof(float), 4 * sizeof(float) * gpu.correctionOffset());
        return result;
    };
    const double scale = expected.cwiseAbs().maxCoeff();
    QVERIFY(scale > 0.0);
    const std::vector<float> oneLane = gpuCycle(1), lanes = gpuCycle(engine::GpuMultigrid::gpuInvocations);
    QVERIFY(oneLane != lanes);   // the lanes add in another order: the shared sums ran
    for (const auto& [name, result] : {std::pair{"one invocation a row", &oneLane}, std::pair{"lanes", &lanes}}) {
        double largest = 0.0;
        for (std::size_t p = 0; p < n; ++p)
            for (int c = 0; c < 3; ++c)
                largest = std::max(largest, std::abs(double((*result)[4 * solverOf[p] + std::size_t(c)]) -
                                                     expected(Eigen::Index(p), c)));
        qInfo("%s: largest GPU-CPU difference of the correction %.3g of its largest value", name, largest / scale);
        QVERIFY2(largest < 1e-4 * scale, qPrintable(QString::number(largest / scale)));
    }
}

QTEST_GUILESS_MAIN(TstMultigrid)
#include "tst_Multigrid.moc"

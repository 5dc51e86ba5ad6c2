// OpenGL failures the engine must survive with a message naming the cause:
// a shader the driver rejects (forced with DRAPE_FAIL_SHADER), for the solver
// and for the renderer, and the automatic fallback to the CPU backend.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include "engine/gl/GlError.h"
#include "engine/render/ClothRenderer.h"
#include "engine/sim/GpuSolver.h"
#include "engine/sim/SolverFactory.h"

#include <QtTest>

using namespace drape;

namespace {

/// Sets DRAPE_FAIL_SHADER for one scope.
class FailingShaders {
public:
    explicit FailingShaders(const char* list) { qputenv("DRAPE_FAIL_SHADER", list); }
    ~FailingShaders() { qunsetenv("DRAPE_FAIL_SHADER"); }
};

}  // namespace

class TstGlFailures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { DRAPE_REQUIRE_GPU(); }
    void rejectedSolverShaderIsNamed();
    void automaticBackendFallsBackToCpu();
    void rejectedRendererShaderIsNamed();
    void gridTooLargeForGpuMemoryIsRefused();
};

void TstGlFailures::rejectedSolverShaderIsNamed()
{
    const engine::Scene scene = test::bareScene(4, 4);
    {
        const FailingShaders failing("cloth_step.comp");
        try {
            engine::GpuSolver solver(scene, test::colliderGeometry(scene));
            QFAIL("a rejected shader did not stop the GPU solver");
        } catch (const engine::GlError& e) {
            QVERIFY2(QString(e.what()).contains("shader cloth_step.comp does not compile"), e.what());
        }
    }
    engine::GpuSolver solver(scene, test::colliderGeometry(scene));  // and without the switch all is well again
    solver.advanceFrame();
}

void TstGlFailures::automaticBackendFallsBackToCpu()
{
    const FailingShaders failing("*");
    const engine::Scene scene = test::bareScene(4, 4);
    const engine::GlInfo gl = engine::queryCurrentGl();
    std::string reason;
    const auto solver = engine::createSolver(scene, {}, engine::BackendChoice::Auto, &gl, &reason);
    QCOMPARE(solver->backendName(), std::string("cpu"));
    QVERIFY2(QString::fromStdString(reason).contains("does not compile"), reason.c_str());
    QVERIFY_THROWS_EXCEPTION(engine::GlError, engine::createSolver(scene, {}, engine::BackendChoice::Gpu, &gl));
    const auto noContext = engine::createSolver(scene, {}, engine::BackendChoice::Auto, nullptr, &reason);
    QCOMPARE(noContext->backendName(), std::string("cpu"));
    QVERIFY2(QString::fromStdString(reason).contains("no"), reason.c_str());
}

void TstGlFailures::rejectedRendererShaderIsNamed()
{
    const FailingShaders failing("cloth.frag");
    try {
        engine::ClothRenderer renderer;
        QFAIL("a rejected shader did not stop the renderer");
    } catch (const engine::GlError& e) {
        QVERIFY2(QString(e.what()).contains("cloth.frag"), e.what());
    }
}

// A driver that reports its free memory (NVIDIA, AMD; DRAPE_GPU_MEMORY_MIB stands
// in for one here) is asked before anything is allocated: a cloth that does not
// fit is refused with both sizes named, and the automatic backend takes the CPU.
void TstGlFailures::gridTooLargeForGpuMemoryIsRefused()
{
    qputenv("DRAPE_GPU_MEMORY_MIB", "16");
    const auto restore = qScopeGuard([] { qunsetenv("DRAPE_GPU_MEMORY_MIB"); });
    const engine::Scene large = test::bareScene(1024, 512);  // 8 MiB a buffer, 40 MiB in all
    QVERIFY(engine::GpuSolver::memoryNeeded(large) > (16u << 20));
    try {
        engine::GpuSolver solver(large, test::colliderGeometry(large));
        QFAIL("a cloth larger than the GPU's free memory was accepted");
    } catch (const engine::GlError& e) {
        const QString message = e.what();
        QVERIFY2(message.contains("1024 × 512 cloth needs 40 MiB of GPU memory") &&
                     message.contains("16 MiB free (DRAPE_GPU_MEMORY_MIB)"),
                 e.what());
    }
    const engine::GlInfo gl = engine::queryCurrentGl();
    std::string reason;
    QCOMPARE(engine::createSolver(large, {}, engine::BackendChoice::Auto, &gl, &reason)->backendName(), std::string("cpu"));
    QVERIFY(QString::fromStdString(reason).contains("MiB of GPU memory"));
    engine::GpuSolver small(test::bareScene(64, 64), {});  // 0.3 MiB: fits
    small.advanceFrame();
}

QTEST_GUILESS_MAIN(TstGlFailures)
#include "tst_GlFailures.moc"

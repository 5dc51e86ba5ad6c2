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
};

void TstGlFailures::rejectedSolverShaderIsNamed()
{
    const engine::Scene scene = test::bareScene(4, 4);
    {
        const FailingShaders failing("cloth_step.comp");
        try {
            engine::GpuSolver solver(scene);
            QFAIL("a rejected shader did not stop the GPU solver");
        } catch (const engine::GlError& e) {
            QVERIFY2(QString(e.what()).contains("shader cloth_step.comp does not compile"), e.what());
        }
    }
    engine::GpuSolver solver(scene);  // and without the switch all is well again
    solver.advanceFrame();
}

void TstGlFailures::automaticBackendFallsBackToCpu()
{
    const FailingShaders failing("*");
    const engine::Scene scene = test::bareScene(4, 4);
    const engine::GlInfo gl = engine::queryCurrentGl();
    std::string reason;
    const auto solver = engine::createSolver(scene, engine::BackendChoice::Auto, &gl, &reason);
    QCOMPARE(solver->backendName(), std::string("cpu"));
    QVERIFY2(QString::fromStdString(reason).contains("does not compile"), reason.c_str());
    QVERIFY_THROWS_EXCEPTION(engine::GlError, engine::createSolver(scene, engine::BackendChoice::Gpu, &gl));
    const auto noContext = engine::createSolver(scene, engine::BackendChoice::Auto, nullptr, &reason);
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

QTEST_GUILESS_MAIN(TstGlFailures)
#include "tst_GlFailures.moc"

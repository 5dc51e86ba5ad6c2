// Same scene, same backend, same bits: the CPU reference run twice gives
// identical positions at every frame (and so does the GPU backend on one device),
// and so does a run in slices of substeps (the editor's), frame for frame.
#include "tests/support/GpuTestContext.h"
#include "tests/support/TestScenes.h"

#include <QtTest>

#include <cstring>

using namespace drape;

class TstCpuDeterminism : public QObject {
    Q_OBJECT

private slots:
    void sameBitsTwice_data();
    void sameBitsTwice();
    void resetRepeatsTheRun();
    void slicesMakeTheSameFrames_data();
    void slicesMakeTheSameFrames();
};

namespace {

engine::Scene flagScene()
{
    engine::Scene scene;  // the default scene is the design's flag: 64 × 48, two pins
    scene.gravity = {0.5, -9.81, 0.3};
    return scene;
}

/// All positions of frames 1 … frames, concatenated.
std::vector<glm::vec3> run(engine::Solver& solver, int frames)
{
    std::vector<glm::vec3> all;
    for (int f = 0; f < frames; ++f) {
        solver.advanceFrame();
        const auto x = test::positionsOf(solver);
        all.insert(all.end(), x.begin(), x.end());
    }
    return all;
}

bool sameBits(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(glm::vec3)) == 0;
}

}  // namespace

void TstCpuDeterminism::sameBitsTwice_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("cpu") << "cpu";
    QTest::newRow("gpu") << "gpu";
}

void TstCpuDeterminism::sameBitsTwice()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const engine::Scene scene = flagScene();
    const auto first = test::makeSolver(scene, backend.toStdString());
    const auto second = test::makeSolver(scene, backend.toStdString());
    const auto a = run(*first, 30);
    const auto b = run(*second, 30);
    QVERIFY(sameBits(a, b));
    QVERIFY(test::largestDifference(a, std::vector<glm::vec3>(a.size(), glm::vec3(0.0f))) > 0.0);
}

void TstCpuDeterminism::resetRepeatsTheRun()
{
    const auto solver = test::makeSolver(flagScene(), "cpu");
    const auto rest = test::positionsOf(*solver);
    const auto a = run(*solver, 10);
    solver->reset();
    QCOMPARE(solver->frame(), 0);
    QVERIFY(sameBits(test::positionsOf(*solver), rest));
    QVERIFY(sameBits(run(*solver, 10), a));
}

void TstCpuDeterminism::slicesMakeTheSameFrames_data()
{
    sameBitsTwice_data();
}

// 7 substeps at a time through frames of 40: a frame ends mid-slice, and a
// slice never runs into the next frame. Live substeps changed mid-frame keep the
// share of the frame already run.
void TstCpuDeterminism::slicesMakeTheSameFrames()
{
    QFETCH(QString, backend);
    if (backend == "gpu")
        DRAPE_REQUIRE_GPU();
    const engine::Scene scene = flagScene();
    QCOMPARE(scene.simulation.substeps, 40);
    const auto whole = test::makeSolver(scene, backend.toStdString());
    const auto sliced = test::makeSolver(scene, backend.toStdString());
    const auto expected = run(*whole, 3);
    std::vector<glm::vec3> all;
    std::vector<int> slices;
    while (sliced->frame() < 3) {
        const int frame = sliced->frame();
        slices.push_back(sliced->advanceSubsteps(7));
        if (sliced->frame() != frame) {
            QCOMPARE(sliced->substepsIntoFrame(), 0);
            const auto x = test::positionsOf(*sliced);
            all.insert(all.end(), x.begin(), x.end());
        }
    }
    QVERIFY(sameBits(all, expected));
    // 40 = 5 × 7 + 5: each frame is six slices, the last of 5 substeps.
    QCOMPARE(slices, (std::vector<int>{7, 7, 7, 7, 7, 5, 7, 7, 7, 7, 7, 5, 7, 7, 7, 7, 7, 5}));
    QCOMPARE(sliced->stepTime(), whole->stepTime());

    sliced->advanceSubsteps(20);  // half of frame 3
    engine::LiveParameters live = engine::LiveParameters::fromScene(scene);
    live.substeps = 80;
    sliced->setLiveParameters(live);
    QCOMPARE(sliced->substepsIntoFrame(), 40);  // still half
    QCOMPARE(sliced->stepTime(), 3.5 / scene.simulation.fps);
    sliced->advanceFrame();
    QCOMPARE(sliced->frame(), 4);
    QCOMPARE(sliced->substepsIntoFrame(), 0);
}

QTEST_GUILESS_MAIN(TstCpuDeterminism)
#include "tst_CpuDeterminism.moc"

// engine::bake without a window: frames 0 … N−1 in order with progress, live
// edits from a frame on (parameters and colliders), and the re-bake from frame k
// that keeps an earlier bake's frames 0 … k bit for bit and goes on as a bake with
// the edit after frame k would. The editor's BakeController adds only progress
// dialogs and messages on top (tst_EditorBake). And BackgroundFrameSink, which
// stores a bake's frames from a thread of its own: the same frames in order, and
// its sink's errors.
#include "tests/support/TestScenes.h"

#include "engine/io/FrameCache.h"
#include "engine/sim/BackgroundFrameSink.h"
#include "engine/sim/Bake.h"
#include "engine/sim/SolverFactory.h"

#include <QtTest>

#include <cstring>
#include <stdexcept>

using namespace drape;

namespace {

/// A level 12 × 12 cloth pinned at two corners, sagging towards a sphere below it.
engine::Scene drapeScene()
{
    engine::Scene scene = test::bareScene(12, 12);
    scene.cloths[0].uAxis = {1.0, 0.0, 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, 1.0};
    scene.cloths[0].springs = {400.0, 200.0, 50.0};
    scene.cloths[0].particleMass = 0.01;
    scene.cloths[0].pins = {{0, 11}, {11, 11}};
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.substeps = 20;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    engine::ColliderSpec sphere;
    sphere.shape = engine::ColliderShape::Sphere;
    sphere.position = {0.55, -0.4, 0.55};
    sphere.radius = 0.3;
    scene.colliders = {sphere};
    return scene;
}

std::unique_ptr<engine::FrameCache> bakeOf(const engine::Scene& scene, int frames, const engine::BakePlan& plan = {})
{
    auto solver = engine::createSolver(scene, test::colliderGeometry(scene), engine::BackendChoice::Cpu, nullptr);
    auto cache = std::make_unique<engine::FrameCache>(scene.cloths[0].particleCount());
    engine::bake(*solver, scene, frames, *cache, {}, plan);
    return cache;
}

bool sameBits(std::span<const glm::vec3> a, std::span<const glm::vec3> b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size_bytes()) == 0;
}

/// The same scene with stiffer springs and the sphere moved up through the cloth.
engine::Scene editedScene()
{
    engine::Scene scene = drapeScene();
    scene.cloths[0].springs = {1600.0, 800.0, 200.0};
    scene.colliders[0].position.y = -0.2;
    return scene;
}

engine::BakeChange changeTo(const engine::Scene& scene, int after)
{
    return {after, engine::LiveParameters::fromScene(scene), test::colliderGeometry(scene)};
}

/// Records the frames that reach it by their first point's x (frame k is made
/// with k there), and fails at one frame as a full disk would.
class RecordingSink final : public engine::FrameSink {
public:
    explicit RecordingSink(int failingFrame = -1) : m_failingFrame(failingFrame) {}
    void addFrame(std::span<const glm::vec3> positions) override
    {
        frames.push_back(positions[0].x);
        if (int(frames.size()) - 1 == m_failingFrame)
            throw std::runtime_error("no space left for frame " + std::to_string(m_failingFrame));
    }
    void finish() override { ++finished; }

    std::vector<float> frames;
    int finished = 0;

private:
    int m_failingFrame;
};

std::vector<glm::vec3> frameNumbered(int k)
{
    return std::vector<glm::vec3>(3, glm::vec3(float(k), 0.0f, 0.0f));
}

}  // namespace

class TstBake : public QObject {
    Q_OBJECT

private slots:
    void framesInOrderWithProgress();
    void slicesMakeTheSameFramesAndReportBetween();
    void changeTakesEffectAfterItsFrame();
    void rebakeKeepsFramesAndContinuesAsTheEditWould();
    void rebakeNeedsTheFramesItKeeps();
    void backgroundSinkStoresTheBakesFrames();
    void backgroundSinkPassesFramesInOrder();
    void backgroundSinkThrowsItsSinksError();
    void backgroundSinkLeftWithoutFinish();
};

void TstBake::framesInOrderWithProgress()
{
    const engine::Scene scene = drapeScene();
    auto solver = engine::createSolver(scene, test::colliderGeometry(scene), engine::BackendChoice::Cpu, nullptr);
    engine::FrameCache cache(scene.cloths[0].particleCount());
    std::vector<std::pair<int, int>> calls;
    engine::bake(*solver, scene, 5, cache, [&](int done, int total) { calls.emplace_back(done, total); });
    QCOMPARE(cache.frameCount(), 5);
    QCOMPARE(calls, (std::vector<std::pair<int, int>>{{1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}}));
    // Frame 0 is the rest state, the last frame the solver's.
    QVERIFY(sameBits(cache.frame(0), test::positionsOf(*engine::createSolver(scene, {}, engine::BackendChoice::Cpu, nullptr))));
    QVERIFY(sameBits(cache.frame(4), test::positionsOf(*solver)));
}

// A bake in slices of 7 substeps (the editor's) writes the same frames as one of
// whole frames, and reports between the slices with the frames done so far.
void TstBake::slicesMakeTheSameFramesAndReportBetween()
{
    const engine::Scene scene = drapeScene();
    const int substeps = scene.simulation.substeps;
    QVERIFY(substeps > 7);
    const auto bakeWith = [&](int slice, std::vector<int>& calls) {
        auto solver = engine::createSolver(scene, test::colliderGeometry(scene), engine::BackendChoice::Cpu, nullptr);
        auto cache = std::make_unique<engine::FrameCache>(scene.cloths[0].particleCount());
        engine::BakePlan plan;
        plan.substepsPerSlice = slice;
        engine::bake(*solver, scene, 4, *cache, [&](int done, int) { calls.push_back(done); }, plan);
        return cache;
    };
    std::vector<int> wholeCalls, slicedCalls;
    const auto whole = bakeWith(0, wholeCalls);
    const auto sliced = bakeWith(7, slicedCalls);
    for (int f = 0; f < 4; ++f)
        QVERIFY(sameBits(sliced->frame(f), whole->frame(f)));
    QCOMPARE(wholeCalls, (std::vector<int>{1, 2, 3, 4}));
    // Frame 0 is the rest state; each later frame has ⌈substeps / 7⌉ − 1 calls between its slices.
    const int between = (substeps + 6) / 7 - 1;
    std::vector<int> expected{1};
    for (int f = 1; f < 4; ++f) {
        expected.insert(expected.end(), std::size_t(between), f);
        expected.push_back(f + 1);
    }
    QCOMPARE(slicedCalls, expected);
}

// A change after frame k leaves frames 0 … k as they were and changes the rest,
// parameters and colliders both.
void TstBake::changeTakesEffectAfterItsFrame()
{
    constexpr int frames = 30, k = 12;
    const auto plain = bakeOf(drapeScene(), frames);
    engine::BakePlan plan;
    plan.changes = {changeTo(editedScene(), k)};
    const auto changed = bakeOf(drapeScene(), frames, plan);
    for (int f = 0; f <= k; ++f)
        QVERIFY2(sameBits(changed->frame(f), plain->frame(f)), qPrintable(QString("frame %1").arg(f)));
    for (int f = k + 1; f < frames; ++f)
        QVERIFY2(!sameBits(changed->frame(f), plain->frame(f)), qPrintable(QString("frame %1 unchanged").arg(f)));

    // The colliders are part of the change: with the parameters alone, the frames differ.
    engine::BakePlan parametersOnly;
    parametersOnly.changes = {{k, engine::LiveParameters::fromScene(editedScene()), test::colliderGeometry(drapeScene())}};
    const auto withoutMove = bakeOf(drapeScene(), frames, parametersOnly);
    QVERIFY(!sameBits(withoutMove->frame(frames - 1), changed->frame(frames - 1)));
}

// What the editor's "Re-bake from frame k" asks: keep frames 0 … k of the first
// bake (copied, not read back) and go on with the edit, ending exactly where a
// bake with the edit after frame k ends.
void TstBake::rebakeKeepsFramesAndContinuesAsTheEditWould()
{
    constexpr int frames = 30, k = 12;
    const auto first = bakeOf(drapeScene(), frames);
    engine::BakePlan rebake;
    rebake.changes = {changeTo(editedScene(), k)};
    rebake.kept = first.get();
    rebake.keptFrames = k + 1;
    const auto again = bakeOf(drapeScene(), frames, rebake);

    engine::BakePlan direct;
    direct.changes = {changeTo(editedScene(), k)};
    const auto reference = bakeOf(drapeScene(), frames, direct);
    QCOMPARE(again->frameCount(), frames);
    for (int f = 0; f < frames; ++f) {
        QVERIFY2(sameBits(again->frame(f), reference->frame(f)), qPrintable(QString("frame %1").arg(f)));
        if (f <= k)
            QVERIFY2(sameBits(again->frame(f), first->frame(f)), qPrintable(QString("kept frame %1").arg(f)));
    }
    QVERIFY(!sameBits(again->frame(frames - 1), first->frame(frames - 1)));
}

void TstBake::rebakeNeedsTheFramesItKeeps()
{
    const auto first = bakeOf(drapeScene(), 5);
    engine::BakePlan plan;
    plan.kept = first.get();
    plan.keptFrames = 8;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bakeOf(drapeScene(), 10, plan));
    plan.kept = nullptr;
    plan.keptFrames = 3;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bakeOf(drapeScene(), 10, plan));
}

// A bake through the background sink fills the cache with the frames of a bake
// straight into it, bit for bit.
void TstBake::backgroundSinkStoresTheBakesFrames()
{
    const engine::Scene scene = drapeScene();
    const auto direct = bakeOf(scene, 30);
    auto solver = engine::createSolver(scene, test::colliderGeometry(scene), engine::BackendChoice::Cpu, nullptr);
    engine::FrameCache cache(scene.cloths[0].particleCount());
    engine::BackgroundFrameSink background(cache);
    engine::bake(*solver, scene, 30, background);
    QCOMPARE(cache.frameCount(), 30);
    for (int k = 0; k < 30; ++k)
        QVERIFY2(sameBits(cache.frame(k), direct->frame(k)), qPrintable(QString("frame %1").arg(k)));
}

void TstBake::backgroundSinkPassesFramesInOrder()
{
    RecordingSink recorder;
    engine::BackgroundFrameSink background(recorder);
    std::vector<float> expected;
    for (int k = 0; k < 500; ++k) {
        background.addFrame(frameNumbered(k));
        expected.push_back(float(k));
    }
    background.finish();
    QCOMPARE(recorder.frames, expected);
    QCOMPARE(recorder.finished, 1);
}

// The sink fails at frame 3: the error comes back from a later addFrame (at the
// latest the second after it, which waits for the worker to take the first) or
// from finish, nothing after frame 3 reaches the sink, and it is not finished.
void TstBake::backgroundSinkThrowsItsSinksError()
{
    RecordingSink recorder(3);
    std::string error;
    int thrownAt = -1;
    {
        engine::BackgroundFrameSink background(recorder);
        try {
            for (int k = 0; k < 20; ++k) {
                thrownAt = k;
                background.addFrame(frameNumbered(k));
            }
            thrownAt = 20;
            background.finish();
        } catch (const std::runtime_error& e) {
            error = e.what();
        }
    }
    QCOMPARE(QString::fromStdString(error), QStringLiteral("no space left for frame 3"));
    QVERIFY2(thrownAt >= 4 && thrownAt <= 5, qPrintable(QString::number(thrownAt)));
    QCOMPARE(recorder.frames, (std::vector<float>{0.0f, 1.0f, 2.0f, 3.0f}));
    QCOMPARE(recorder.finished, 0);
}

// A bake that stops early (a divergence, Ctrl-C) leaves the sink unfinished.
void TstBake::backgroundSinkLeftWithoutFinish()
{
    RecordingSink recorder;
    {
        engine::BackgroundFrameSink background(recorder);
        for (int k = 0; k < 5; ++k)
            background.addFrame(frameNumbered(k));
    }
    QCOMPARE(recorder.finished, 0);
    QVERIFY(recorder.frames.size() >= 4);   // addFrame(4) returned once frame 3 was taken
    for (std::size_t k = 0; k < recorder.frames.size(); ++k)
        QCOMPARE(recorder.frames[k], float(k));
}

QTEST_GUILESS_MAIN(TstBake)
#include "tst_Bake.moc"

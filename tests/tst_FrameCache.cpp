// The frame cache (engine/io/FrameCache): frames come back exactly as baked,
// in any order, whether they stayed in memory or went to the spill file past
// the memory budget; the spill file never shows up in the temporary folder.
#include "tests/support/ExportChecks.h"

#include "engine/io/FrameCache.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>

using namespace drape;

namespace {

class RecordingSink final : public engine::FrameSink {
public:
    void addFrame(std::span<const glm::vec3> positions) override { frames.emplace_back(positions.begin(), positions.end()); }
    void finish() override {}
    std::vector<std::vector<glm::vec3>> frames;
};

std::vector<glm::vec3> copyOf(std::span<const glm::vec3> frame)
{
    return {frame.begin(), frame.end()};
}

}  // namespace

class TstFrameCache : public QObject {
    Q_OBJECT

private slots:
    void keepsFramesInMemoryWithinTheBudget();
    void spillsPastTheBudgetAndReadsBackExactly();
    void spillFileIsNeverVisible();
    void rejectsBadFrames();
};

void TstFrameCache::keepsFramesInMemoryWithinTheBudget()
{
    const engine::Scene scene = test::exportScene();
    const auto cache = test::bakedCache(scene, 12);
    QCOMPARE(cache->frameCount(), 12);
    QCOMPARE(cache->points(), 30);
    QCOMPARE(cache->framesInMemory(), 12);
    QVERIFY(engine::FrameCache::defaultMemoryBudget == std::size_t(512) << 20);
}

void TstFrameCache::spillsPastTheBudgetAndReadsBackExactly()
{
    const engine::Scene scene = test::exportScene();
    const int frames = 12, points = scene.cloths[0].particleCount();
    // Room for 4.5 frames: 4 stay in memory, 8 go to disk.
    engine::FrameCache cache(points, std::size_t(points) * sizeof(glm::vec3) * 9 / 2);
    RecordingSink reference;
    engine::CpuSolver solver(scene, test::colliderGeometry(scene));
    engine::bake(solver, scene, frames, cache);
    engine::bake(solver, scene, frames, reference);
    QCOMPARE(cache.frameCount(), frames);
    QCOMPARE(cache.framesInMemory(), 4);
    // Random order, crossing between memory and disk both ways.
    for (const int k : {11, 0, 5, 3, 4, 10, 4, 7, 1, 11, 6, 2, 8, 9})
        QCOMPARE(copyOf(cache.frame(k)), reference.frames[std::size_t(k)]);
    QVERIFY(reference.frames[11] != reference.frames[0]);
}

void TstFrameCache::spillFileIsNeverVisible()
{
    QTemporaryDir temporary;
    const QByteArray previous = qgetenv("TMPDIR");
    qputenv("TMPDIR", temporary.path().toUtf8());
    {
        engine::FrameCache cache(3, 0);  // no memory at all: every frame on disk
        const std::vector<glm::vec3> frame{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
        cache.addFrame(frame);
        cache.addFrame(frame);
        QCOMPARE(cache.framesInMemory(), 0);
        QCOMPARE(copyOf(cache.frame(1)), frame);
        QCOMPARE(test::entriesIn(temporary.path()), QStringList());
    }
    qputenv("TMPDIR", previous);
    QCOMPARE(test::entriesIn(temporary.path()), QStringList());
}

void TstFrameCache::rejectsBadFrames()
{
    engine::FrameCache cache(3);
    const std::vector<glm::vec3> shortFrame(2);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, cache.addFrame(shortFrame));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, cache.frame(0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, engine::FrameCache(0));
}

QTEST_GUILESS_MAIN(TstFrameCache)
#include "tst_FrameCache.moc"

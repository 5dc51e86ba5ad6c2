// PC2 point caches (docs/cli.md, "The .pc2 point cache") re-read by this test's own reader, which knows
// the layout from the spec rather than from the writer: a bake written to .pc2
// gives back exactly the positions the solver produced. Failed or abandoned
// writes leave nothing behind.
#include "tests/support/TestScenes.h"

#include "engine/io/IoError.h"
#include "engine/io/Pc2Writer.h"
#include "engine/sim/Bake.h"
#include "engine/sim/CpuSolver.h"

#include <QtTest>

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace drape;

namespace {

struct PointCache {
    QByteArray signature;
    qint32 version = 0, points = 0, samples = 0;
    float startFrame = -1.0f, sampleRate = 0.0f;
    std::vector<std::vector<glm::vec3>> frames;
};

/// Reads a PC2 file as the format describes it: little-endian, header then samples × points × xyz.
PointCache readPc2(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QDataStream in(&file);
    in.setByteOrder(QDataStream::LittleEndian);
    in.setFloatingPointPrecision(QDataStream::SinglePrecision);
    PointCache cache;
    cache.signature = file.read(12);
    in >> cache.version >> cache.points >> cache.startFrame >> cache.sampleRate >> cache.samples;
    for (qint32 s = 0; s < cache.samples; ++s) {
        std::vector<glm::vec3> frame(std::size_t(cache.points));
        for (glm::vec3& x : frame)
            in >> x.x >> x.y >> x.z;
        cache.frames.push_back(frame);
    }
    if (in.status() != QDataStream::Ok || !file.atEnd())
        cache.signature.clear();  // short or long file: not a valid cache
    return cache;
}

class RecordingSink final : public engine::FrameSink {
public:
    void addFrame(std::span<const glm::vec3> positions) override { frames.emplace_back(positions.begin(), positions.end()); }
    void finish() override {}
    std::vector<std::vector<glm::vec3>> frames;
};

}  // namespace

class TstPc2Writer : public QObject {
    Q_OBJECT

private slots:
    void bakeReadsBackExactly();
    void abandonedWriteLeavesNothing();
    void unwritablePathIsReported();
};

void TstPc2Writer::bakeReadsBackExactly()
{
    QTemporaryDir dir;
    engine::Scene scene = test::bareScene(7, 5);
    scene.cloths[0].springs = {200.0, 100.0, 50.0};
    scene.cloths[0].pins = {{0, 0}, {6, 0}};
    scene.gravity = {0.0, -9.81, 0.0};
    scene.simulation.substeps = 10;
    scene.cloths[0].damping = {0.0, 0.01 / scene.simulation.timeStep()};  // a velocity loss of 0.01 per step
    const int frames = 25;

    engine::CpuSolver solver(scene, test::colliderGeometry(scene));
    RecordingSink memory;
    engine::bake(solver, scene, frames, memory);
    const QString path = dir.filePath("cloth.pc2");
    engine::Pc2Writer writer(path.toStdString(), scene.cloths[0].particleCount());
    engine::bake(solver, scene, frames, writer);

    QCOMPARE(QFileInfo(path).size(), qint64(32 + frames * scene.cloths[0].particleCount() * 12));
    const PointCache cache = readPc2(path);
    QCOMPARE(cache.signature, QByteArray("POINTCACHE2\0", 12));
    QCOMPARE(cache.version, 1);
    QCOMPARE(cache.points, scene.cloths[0].particleCount());
    QCOMPARE(cache.startFrame, 0.0f);
    QCOMPARE(cache.sampleRate, 1.0f);
    QCOMPARE(cache.samples, frames);
    QCOMPARE(cache.frames.size(), memory.frames.size());
    for (std::size_t f = 0; f < cache.frames.size(); ++f)
        QCOMPARE(cache.frames[f], memory.frames[f]);
    // Frame 0 is the rest pose, particle (i, j) at index j·cols + i.
    QCOMPARE(cache.frames[0][std::size_t(engine::particleIndex(scene.cloths[0], {3, 2}))],
             glm::vec3(engine::restPosition(scene.cloths[0], {3, 2})));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"cloth.pc2"});
}

void TstPc2Writer::abandonedWriteLeavesNothing()
{
    QTemporaryDir dir;
    {
        engine::Pc2Writer writer(dir.filePath("cut.pc2").toStdString(), 4);
        const std::vector<glm::vec3> frame(4, glm::vec3(1.0f));
        writer.addFrame(frame);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).isEmpty());
}

void TstPc2Writer::unwritablePathIsReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("no-such-folder/out.pc2");
    try {
        engine::Pc2Writer writer(path.toStdString(), 4);
        QFAIL("opening a cache in a missing folder did not fail");
    } catch (const engine::IoError& e) {
        QVERIFY2(QString(e.what()).contains("no-such-folder"), e.what());
    }
}

QTEST_GUILESS_MAIN(TstPc2Writer)
#include "tst_Pc2Writer.moc"

// FBX export (engine/io/FbxExporter) re-read by two readers that share no code
// with the writer: Assimp's importer (the base mesh is the first exported frame,
// each blend shape gives back its frame within 1e-5 m, names, frame rate,
// colliders as their own meshes) and a minimal binary FBX reader here, which
// decodes the weight curves: one-hot at every key, keys one frame early
// (docs/export.md, "Frame numbering"). Blender plays it on every frame in
// tst_BlenderImport. A cancelled export or a missing folder leaves nothing (tst_ExportFailures).
#include "tests/support/ColliderMotionCheck.h"
#include "tests/support/ExportChecks.h"

#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"
#include "engine/io/ExportFormat.h"
#include "engine/scene/ClothMesh.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/scene.h>

#include <zlib.h>

#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <string>

using namespace drape;

namespace {

constexpr std::int64_t ticksPerSecond = 46186158000;

/// A node of a binary FBX 7.5 file as this test needs it: name, properties (numbers as
/// doubles, strings, arrays as doubles, int64 values exactly) and children.
struct Node {
    std::string name;
    std::vector<std::string> strings;
    std::vector<std::int64_t> integers;             ///< I and L properties, in order
    std::vector<std::vector<double>> arrays;        ///< f, d and i arrays
    std::vector<std::vector<std::int64_t>> longArrays;  ///< l arrays
    std::vector<Node> children;

    const Node* child(const std::string& wanted) const
    {
        for (const Node& c : children)
            if (c.name == wanted)
                return &c;
        return nullptr;
    }
};

class Reader {
public:
    explicit Reader(std::vector<char> bytes) : m_bytes(std::move(bytes)) {}

    /// The top-level nodes; throws std::runtime_error on anything malformed.
    std::vector<Node> read()
    {
        if (m_bytes.size() < 27 || std::memcmp(m_bytes.data(), "Kaydara FBX Binary  \0\x1a\0", 23) != 0)
            throw std::runtime_error("not a binary FBX");
        if (get<std::uint32_t>(23) != 7500)
            throw std::runtime_error("not FBX 7.5");
        std::vector<Node> nodes;
        std::size_t at = 27;
        while (get<std::uint64_t>(at) != 0)
            nodes.push_back(node(at));
        return nodes;
    }

private:
    template <typename T>
    T get(std::size_t at) const
    {
        if (at + sizeof(T) > m_bytes.size())
            throw std::runtime_error("read past the end");
        T value;
        std::memcpy(&value, m_bytes.data() + at, sizeof(T));
        return value;
    }

    template <typename T>
    std::vector<T> array(std::size_t& at) const
    {
        const auto count = get<std::uint32_t>(at), encoding = get<std::uint32_t>(at + 4),
                   stored = get<std::uint32_t>(at + 8);
        at += 12;
        std::vector<T> values(count);
        if (encoding == 0) {
            if (stored != count * sizeof(T) || at + stored > m_bytes.size())
                throw std::runtime_error("bad array length");
            std::memcpy(values.data(), m_bytes.data() + at, stored);
        } else {
            uLongf size = uLongf(count * sizeof(T));
            if (uncompress(reinterpret_cast<Bytef*>(values.data()), &size,
                           reinterpret_cast<const Bytef*>(m_bytes.data() + at), stored) != Z_OK ||
                size != count * sizeof(T))
                throw std::runtime_error("bad deflated array");
        }
        at += stored;
        return values;
    }

    Node node(std::size_t& at) const
    {
        const auto end = get<std::uint64_t>(at), properties = get<std::uint64_t>(at + 8);
        const auto nameLength = std::size_t(std::uint8_t(m_bytes.at(at + 24)));
        Node n;
        n.name.assign(m_bytes.data() + at + 25, nameLength);
        at += 25 + nameLength;
        for (std::uint64_t p = 0; p < properties; ++p) {
            const char type = m_bytes.at(at++);
            switch (type) {
            case 'I': n.integers.push_back(get<std::int32_t>(at)); at += 4; break;
            case 'L': n.integers.push_back(get<std::int64_t>(at)); at += 8; break;
            case 'D': n.arrays.push_back({get<double>(at)}); at += 8; break;
            case 'S':
            case 'R': {
                const auto length = get<std::uint32_t>(at);
                n.strings.emplace_back(m_bytes.data() + at + 4, length);
                at += 4 + length;
                break;
            }
            case 'f': { const auto v = array<float>(at); n.arrays.emplace_back(v.begin(), v.end()); break; }
            case 'd': n.arrays.push_back(array<double>(at)); break;
            case 'i': { const auto v = array<std::int32_t>(at); n.arrays.emplace_back(v.begin(), v.end()); break; }
            case 'l': n.longArrays.push_back(array<std::int64_t>(at)); break;
            default: throw std::runtime_error(std::string("unexpected property type ") + type);
            }
        }
        if (at < end) {
            while (at < end - 25)
                n.children.push_back(node(at));
            if (get<std::uint64_t>(at) != 0 || get<std::uint64_t>(at + 8) != 0 || at + 25 != end)
                throw std::runtime_error(n.name + ": its nested list does not end in a null record");
            at = end;
        }
        if (at != end)
            throw std::runtime_error(n.name + ": properties run past its end");
        return n;
    }

    std::vector<char> m_bytes;
};

std::vector<Node> readFbx(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    return Reader({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()}).read();
}

const Node& topLevel(const std::vector<Node>& nodes, const std::string& name)
{
    for (const Node& n : nodes)
        if (n.name == name)
            return n;
    throw std::runtime_error("no " + name);
}

/// A Properties70 entry's first value.
double propertyValue(const Node& properties, const std::string& name)
{
    for (const Node& p : properties.children)
        if (!p.strings.empty() && p.strings[0] == name)
            return p.integers.empty() ? p.arrays.at(0).at(0) : double(p.integers.at(0));
    throw std::runtime_error("no property " + name);
}

/// A weight curve: key times (ticks) and values (percent).
struct Curve {
    std::vector<std::int64_t> times;
    std::vector<double> values;

    /// Linear between keys, the first and last value held outside them.
    double at(std::int64_t t) const
    {
        if (t <= times.front())
            return values.front();
        for (std::size_t k = 1; k < times.size(); ++k)
            if (t <= times[k])
                return values[k - 1] +
                       (values[k] - values[k - 1]) * double(t - times[k - 1]) / double(times[k] - times[k - 1]);
        return values.back();
    }
};

/// Each blend shape channel's curve, by the channel's name ("frame K"), followed through the
/// connections curve → curve node → channel as a reader does.
std::map<std::string, Curve> weightCurves(const std::vector<Node>& fbx)
{
    std::map<std::int64_t, std::string> channelNames;
    std::map<std::int64_t, Curve> curves;
    for (const Node& object : topLevel(fbx, "Objects").children) {
        if (object.name == "Deformer" && object.strings.at(1) == "BlendShapeChannel")
            channelNames[object.integers.at(0)] = object.strings.at(0).substr(0, object.strings.at(0).find('\0'));
        if (object.name == "AnimationCurve")
            curves[object.integers.at(0)] = {object.child("KeyTime")->longArrays.at(0),
                                             object.child("KeyValueFloat")->arrays.at(0)};
    }
    std::map<std::int64_t, std::int64_t> curveNodeOf, channelOf;
    for (const Node& c : topLevel(fbx, "Connections").children)
        if (c.strings.at(0) == "OP" && c.strings.at(1) == "d|DeformPercent")
            curveNodeOf[c.integers.at(0)] = c.integers.at(1);
        else if (c.strings.at(0) == "OP" && c.strings.at(1) == "DeformPercent")
            channelOf[c.integers.at(0)] = c.integers.at(1);
    std::map<std::string, Curve> byChannel;
    for (const auto& [id, curve] : curves)
        byChannel[channelNames.at(channelOf.at(curveNodeOf.at(id)))] = curve;
    return byChannel;
}

/// Empty if at FBX time `time(n)` exactly channel "frame frames[n]" is at 100 and every other
/// at 0, and the channel's keys are at its own and its neighbours' times; else what differs.
QString oneHotAt(const std::map<std::string, Curve>& curves, const std::vector<int>& frames,
                 const std::function<std::int64_t(int)>& time)
{
    if (curves.size() != frames.size())
        return QString("%1 curves for %2 frames").arg(curves.size()).arg(frames.size());
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const std::string name = "frame " + std::to_string(frames[n]);
        const auto own = curves.find(name);
        if (own == curves.end())
            return QString("no curve for %1").arg(name.c_str());
        std::vector<std::int64_t> keys;
        for (std::size_t m = n == 0 ? 0 : n - 1; m <= std::min(n + 1, frames.size() - 1); ++m)
            keys.push_back(time(frames[m]));
        if (own->second.times != keys)
            return QString("%1's keys are not at its own and its neighbours' times").arg(name.c_str());
        for (std::size_t m = 0; m < frames.size(); ++m) {
            const double weight = curves.at("frame " + std::to_string(frames[m])).at(time(frames[n]));
            if (weight != (m == n ? 100.0 : 0.0))
                return QString("at %1's time frame %2 weighs %3").arg(name.c_str()).arg(frames[m]).arg(weight);
        }
    }
    return {};
}

double largestDifference(const aiVector3D* vertices, std::span<const std::uint32_t> corners,
                         std::span<const glm::vec3> expected)
{
    double largest = 0;
    for (std::size_t c = 0; c < corners.size(); ++c)
        for (unsigned a = 0; a < 3; ++a)
            largest = std::max(largest, std::abs(double(vertices[c][a]) - double(expected[corners[c]][int(a)])));
    return largest;
}

}  // namespace

class TstFbxExporter : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;

private slots:
    void initTestCase() { m_cache = test::bakedCache(m_scene, 12); }
    void readsBackThroughAssimp_data();
    void readsBackThroughAssimp();
    void curvesAreOneHotOneFrameEarly_data();
    void curvesAreOneHotOneFrameEarly();
    void collidersAreTheirOwnMeshes();
    void keyedCollidersMoveOnTheirModels();
    void expectedSizeIsClose();
};

void TstFbxExporter::readsBackThroughAssimp_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("every");
    QTest::addColumn<bool>("normals");
    QTest::newRow("all") << 0 << -1 << 1 << true;
    QTest::newRow("all, no normals") << 0 << -1 << 1 << false;
    QTest::newRow("2..11 every 3, no normals") << 2 << 11 << 3 << false;
    QTest::newRow("3..10 every 2") << 3 << 10 << 2 << true;
}

// Assimp gives every triangle corner its own vertex, in the order of the file's triangles, and
// each blend shape as an anim mesh of absolute positions.
void TstFbxExporter::readsBackThroughAssimp()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.fbx");
    const engine::ExportOptions options = test::exportOptions(first, last, every, normals);
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *m_cache, m_scene, options);
    QCOMPARE(test::entriesIn(dir.path()), QStringList{"cloth.fbx"});
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());
    const std::vector<std::uint32_t> corners = engine::gridClothMesh(m_scene.cloths[0].cols, m_scene.cloths[0].rows).triangles;

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    QCOMPARE(ai->mNumMeshes, 1u);
    const aiMesh* mesh = ai->mMeshes[0];
    QCOMPARE(mesh->mNumFaces, unsigned(corners.size() / 3));
    QCOMPARE(mesh->mNumVertices, unsigned(corners.size()));
    QVERIFY(mesh->HasTextureCoords(0));
    QCOMPARE(mesh->HasNormals(), normals);
    QCOMPARE(mesh->mNumBones, 0u);
    QVERIFY(ai->mRootNode->FindNode(m_scene.name.c_str()));
    QCOMPARE(ai->mMaterials[mesh->mMaterialIndex]->GetName(), aiString("cloth"));

    const double base = largestDifference(mesh->mVertices, corners, m_cache->frame(frames.front()));
    QVERIFY2(base < 1e-5, qPrintable(QString("the base mesh differs from the first frame by %1 m").arg(base)));
    QCOMPARE(mesh->mNumAnimMeshes, unsigned(frames.size()));
    double largest = 0;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const aiAnimMesh* shape = mesh->mAnimMeshes[n];
        QCOMPARE(QString(shape->mName.C_Str()), QString("frame %1").arg(frames[n]));
        QCOMPARE(shape->mNumVertices, mesh->mNumVertices);
        largest = std::max(largest, largestDifference(shape->mVertices, corners, m_cache->frame(frames[n])));
    }
    QVERIFY2(largest < 1e-5, qPrintable(QString("blend shapes differ from the bake by %1 m").arg(largest)));

    // The frame rate, as Assimp reads GlobalSettings: custom (14) at the scene's fps.
    QVERIFY(ai->mMetaData);
    float fps = 0;
    QVERIFY(ai->mMetaData->Get("CustomFrameRate", fps));
    QCOMPARE(fps, float(m_scene.simulation.fps));
    int timeMode = 0;
    QVERIFY(ai->mMetaData->Get("FrameRate", timeMode));
    QCOMPARE(timeMode, 14);
}

void TstFbxExporter::curvesAreOneHotOneFrameEarly_data()
{
    readsBackThroughAssimp_data();
}

// Baked frame k at FBX time (k − first − 1)/fps, which Blender's default Animation Offset
// of 1 frame puts on frame k − first. Times in the file are exact ticks.
void TstFbxExporter::curvesAreOneHotOneFrameEarly()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, every);
    QFETCH(bool, normals);
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.fbx");
    const engine::ExportOptions options = test::exportOptions(first, last, every, normals);
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *m_cache, m_scene, options);
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());
    const int fps = m_scene.simulation.fps;

    std::vector<Node> fbx;
    try {
        fbx = readFbx(path);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    const Node* settings = topLevel(fbx, "GlobalSettings").child("Properties70");
    QCOMPARE(propertyValue(*settings, "TimeMode"), 14.0);
    QCOMPARE(propertyValue(*settings, "CustomFrameRate"), double(fps));
    QCOMPARE(propertyValue(*settings, "UnitScaleFactor"), 100.0);
    QCOMPARE(propertyValue(*settings, "UpAxis"), 1.0);

    const std::map<std::string, Curve> curves = weightCurves(fbx);
    const auto oneFrameEarly = [&](int k) { return std::int64_t(k - first - 1) * ticksPerSecond / fps; };
    const QString problem = oneHotAt(curves, frames, oneFrameEarly);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Negative control: the same check with the keys on time, as glTF has them, must fail.
    const auto onTime = [&](int k) { return std::int64_t(k - first) * ticksPerSecond / fps; };
    QVERIFY(!oneHotAt(curves, frames, onTime).isEmpty());
    // What Blender shows: frame = time · fps / ticks + 1 (its Animation Offset) = k − first.
    for (const int k : frames)
        QCOMPARE(double(oneFrameEarly(k)) * fps / double(ticksPerSecond) + 1.0, double(k - first));
    // The take and the time span run from the first exported frame's key to the last's.
    const Node* take = topLevel(fbx, "Takes").child("Take");
    QVERIFY(take && take->child("LocalTime"));
    QCOMPARE(take->child("LocalTime")->integers,
             (std::vector<std::int64_t>{oneFrameEarly(frames.front()), oneFrameEarly(frames.back())}));
    QCOMPARE(propertyValue(*settings, "TimeSpanStart"), double(oneFrameEarly(frames.front())));
    QCOMPARE(propertyValue(*settings, "TimeSpanStop"), double(oneFrameEarly(frames.back())));
}

void TstFbxExporter::collidersAreTheirOwnMeshes()
{
    engine::ColliderMesh floor;
    floor.name = "Floor";
    floor.positions = {{-1, 0, -1}, {1, 0, -1}, {1, 0.25f, 1}, {-1, 0, 1}};
    floor.normals = {{0, 1, 0}, {0, 1, 0}, {0, 1, 0}, {0, 1, 0}};
    floor.triangles = {0, 3, 2, 0, 2, 1};
    engine::ColliderMesh post{"Post", {{0, 0, 0}, {0.1f, 0, 0}, {0, 1, 0}}, {}, {0, 1, 2}, {}};
    engine::ExportOptions options;
    options.colliders = {floor, post};
    QTemporaryDir dir;
    const QString path = dir.filePath("cloth.fbx");
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *m_cache, m_scene, options);

    Assimp::Importer importer;
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    QCOMPARE(ai->mNumMeshes, 3u);
    for (const engine::ColliderMesh& collider : options.colliders) {
        const aiNode* node = ai->mRootNode->FindNode(collider.name.c_str());
        QVERIFY2(node && node->mNumMeshes == 1, collider.name.c_str());
        const aiMesh* mesh = ai->mMeshes[node->mMeshes[0]];
        QCOMPARE(mesh->mNumAnimMeshes, 0u);
        QCOMPARE(mesh->mNumVertices, unsigned(collider.triangles.size()));
        QCOMPARE(mesh->HasNormals(), !collider.normals.empty());
        QCOMPARE(ai->mMaterials[mesh->mMaterialIndex]->GetName(), aiString("collider"));
        QCOMPARE(largestDifference(mesh->mVertices, collider.triangles, collider.positions), 0.0);
    }
    const aiNode* cloth = ai->mRootNode->FindNode(m_scene.name.c_str());
    QVERIFY(cloth && cloth->mNumMeshes == 1);
    QCOMPARE(ai->mMeshes[cloth->mMeshes[0]]->mNumAnimMeshes, unsigned(m_cache->frameCount()));
}

// A keyed collider's model carries Lcl Translation and Lcl Rotation curves that
// Assimp reads back as the collider's pose at every exported frame, one frame
// apart; a collider without keys has none (the control). Blender's importer
// places it on the same frames in tst_BlenderImport.
void TstFbxExporter::keyedCollidersMoveOnTheirModels()
{
    const engine::Scene scene = test::withHandAndFloor(m_scene);
    engine::ColliderAssets assets;
    engine::ExportOptions options = test::exportOptions(1, 10, 3);
    options.colliders = engine::colliderMeshes(assets.prepare(scene.colliders), scene.name);
    QTemporaryDir dir;
    const QString path = dir.filePath("moving.fbx");
    engine::exportFrames(engine::ExportFormat::Fbx, path.toStdString(), *m_cache, scene, options);
    const std::vector<int> frames = engine::exportedFrames(options, m_cache->frameCount());

    Assimp::Importer importer;
    // One node per model: without this Assimp splits a transformed model into helper nodes.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_PRESERVE_PIVOTS, false);
    const aiScene* ai = importer.ReadFile(path.toStdString(), 0);
    QVERIFY2(ai, importer.GetErrorString());
    const QString keys = test::keyedHandReadsBack(ai, scene, frames);
    QVERIFY2(keys.isEmpty(), qPrintable(keys));
    // The cloth's blend shapes are still all there beside the new curves.
    const aiNode* cloth = ai->mRootNode->FindNode(m_scene.name.c_str());
    QVERIFY(cloth && cloth->mNumMeshes == 1);
    QCOMPARE(ai->mMeshes[cloth->mMeshes[0]]->mNumAnimMeshes, unsigned(frames.size()));
}

void TstFbxExporter::expectedSizeIsClose()
{
    const test::SizingBake sizing = test::sizingBake();
    for (const bool normals : {true, false}) {
        QTemporaryDir dir;
        engine::exportFrames(engine::ExportFormat::Fbx, dir.filePath("c.fbx").toStdString(), *sizing.cache,
                             sizing.scene, {0, -1, 1, normals, {}, {}});
        const qint64 actual = QFileInfo(dir.filePath("c.fbx")).size();
        const auto expected = qint64(
            engine::expectedExportSize(engine::ExportFormat::Fbx, engine::gridClothMesh(sizing.cols, sizing.rows), sizing.frames, normals));
        // Deflated arrays make the size depend on the data: the estimate is an upper bound.
        QVERIFY2(expected >= actual && double(expected - actual) < 0.5 * double(actual),
                 qPrintable(QString("expected %1 bytes, wrote %2").arg(expected).arg(actual)));
    }
}


QTEST_GUILESS_MAIN(TstFbxExporter)
#include "tst_FbxExporter.moc"

// Blender plays every export on the frame numbering of docs/export.md ("Frame
// numbering": Blender frame k - first shows baked frame k), through the add-on
// resources/blender/drape_import.py installed from its file and through Blender's
// own importers with their default options. One Blender run
// (tests/blender/import_check.py) imports every row in turn and samples the
// evaluated cloth at every Blender frame of the range; the add-on must also set
// the scene's fps and range, smooth shading, and fail clearly on bad input. A
// keyed collider exported beside the cloth is at its keyed pose on every frame.
#include "tests/support/ColliderMotionCheck.h"
#include "tests/support/ExportChecks.h"

#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"

#include "engine/io/ExportFormat.h"
#include "engine/io/ObjSequenceExporter.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothAssembly.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <map>
#include <span>

using namespace drape;

namespace {

constexpr double tolerance = 1e-5;  // metres

/// A job for import_check.py: an export, how it is imported, and what to damage first.
struct Row {
    QString name, file, how;
    int first = 0, last = -1, every = 1;
    enum Change { None, StripMetadata, RemoveMesh, SelectMesh, SelectMeshRemoveMesh, Missing, BadHeader } change = None;
};

const std::vector<Row>& rows()
{
    static const std::vector<Row> all{
        {"add-on, glb", "cloth.glb", "addon"},
        {"add-on, glb, 2..11 every 3", "cloth.glb", "addon", 2, 11, 3},
        {"add-on, gltf", "cloth.gltf", "addon"},
        {"add-on, gltf, 2..10 every 4", "cloth.gltf", "addon", 2, 10, 4},
        {"add-on, fbx", "cloth.fbx", "addon"},
        {"add-on, fbx, 2..11 every 3", "cloth.fbx", "addon", 2, 11, 3},
        {"add-on, pc2 and its obj", "cloth.pc2", "addon"},
        {"add-on, pc2 and its obj, 2..11 every 3", "cloth.pc2", "addon", 2, 11, 3},
        {"add-on, pc2 on the selected mesh", "cloth.pc2", "addon", 0, -1, 1, Row::SelectMesh},
        {"add-on, pc2 on the selected mesh, 1..9 every 2", "cloth.pc2", "addon", 1, 9, 2, Row::SelectMesh},
        {"add-on, obj sequence", "cloth.obj", "addon"},
        {"add-on, obj sequence, 2..11 every 3", "cloth.obj", "addon", 2, 11, 3},
        {"Blender glTF", "cloth.glb", "gltf"},
        {"Blender glTF, 2..11 every 3", "cloth.glb", "gltf", 2, 11, 3},
        {"Blender FBX", "cloth.fbx", "fbx"},
        {"Blender FBX, 2..11 every 3", "cloth.fbx", "fbx", 2, 11, 3},
        {"Blender Mesh Cache", "cloth.pc2", "meshcache"},
        {"add-on, gltf without metadata", "cloth.gltf", "addon", 0, -1, 1, Row::StripMetadata},
        {"add-on, obj sequence without metadata, 3..11 every 2", "cloth.obj", "addon", 3, 11, 2, Row::StripMetadata},
        {"add-on, pc2 without its obj, on the selected mesh, 2..11 every 3", "cloth.pc2", "addon", 2, 11, 3,
         Row::SelectMeshRemoveMesh},
        {"add-on, missing file", "cloth.glb", "addon", 0, -1, 1, Row::Missing},
        {"add-on, pc2 matching no mesh", "cloth.pc2", "addon", 0, -1, 1, Row::RemoveMesh},
        {"add-on, pc2 with a bad header", "cloth.pc2", "addon", 0, -1, 1, Row::BadHeader},
    };
    return all;
}

const Row& row(const QString& name)
{
    return *std::find_if(rows().begin(), rows().end(), [&](const Row& r) { return r.name == name; });
}


bool isError(const Row& r)
{
    return r.change == Row::Missing || r.change == Row::RemoveMesh || r.change == Row::BadHeader;
}

/// What Blender printed for one job: its summary and the cloth's positions per Blender frame.
struct Imported {
    QJsonObject record;
    std::map<int, std::vector<double>> frames;
    /// Per Blender frame, the world positions (Drape's axes) of the vertices of the objects the job tracked.
    std::map<int, std::map<QString, std::vector<double>>> objects;
};

/// The jobs that import a cloth with a keyed collider beside it: (name, file, how).
const std::vector<std::array<QString, 3>>& movingColliderJobs()
{
    static const std::vector<std::array<QString, 3>> all{
        {"moving collider, Blender glTF", "moving.glb", "gltf"},
        {"moving collider, Blender FBX", "moving.fbx", "fbx"},
        {"moving collider, add-on, glb", "moving.glb", "addon"},
        {"moving collider, add-on, fbx", "moving.fbx", "addon"},
    };
    return all;
}

/// The imports of a scene of two cloths with the keyed box: name, file, how.
const std::vector<std::array<QString, 3>>& twoClothJobs()
{
    static const std::vector<std::array<QString, 3>> all{
        {"two cloths, Blender glTF", "two.glb", "gltf"},
        {"two cloths, Blender FBX", "two.fbx", "fbx"},
        {"two cloths, add-on, glb", "two.glb", "addon"},
        {"two cloths, add-on, fbx", "two.fbx", "addon"},
    };
    return all;
}

/// The farther of: the farthest shown vertex (x, y, z in turn) from its nearest
/// point, the farthest point from its nearest vertex. Importers may weld and reorder.
double farthestApart(const std::vector<double>& shown, std::span<const glm::vec3> points)
{
    const auto nearest = [&](const glm::dvec3& p, bool toPoints) {
        double best = std::numeric_limits<double>::infinity();
        if (toPoints)
            for (const glm::vec3& c : points)
                best = std::min(best, glm::distance(p, glm::dvec3(c)));
        else
            for (std::size_t v = 0; v + 2 < shown.size(); v += 3)
                best = std::min(best, glm::distance(p, glm::dvec3(shown[v], shown[v + 1], shown[v + 2])));
        return best;
    };
    double farthest = 0.0;
    for (std::size_t v = 0; v + 2 < shown.size(); v += 3)
        farthest = std::max(farthest, nearest(glm::dvec3(shown[v], shown[v + 1], shown[v + 2]), true));
    for (const glm::vec3& c : points)
        farthest = std::max(farthest, nearest(glm::dvec3(c), false));
    return farthest;
}

bool rewrite(const QString& path, const std::function<QByteArray(QByteArray)>& change)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = change(file.readAll());
    file.close();
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

/// Drops what the add-on reads (asset.extras of a .gltf, the `# drape-bake` line of
/// an OBJ), leaving a file as an exporter without metadata writes it.
bool stripMetadata(const QString& path)
{
    return rewrite(path, [&](QByteArray text) {
        if (path.endsWith(".gltf")) {
            QJsonObject document = QJsonDocument::fromJson(text).object();
            QJsonObject asset = document["asset"].toObject();
            asset.remove("extras");
            document["asset"] = asset;
            return QJsonDocument(document).toJson();
        }
        QList<QByteArray> lines = text.split('\n');
        lines.removeIf([](const QByteArray& line) { return line.startsWith("# drape-bake"); });
        return lines.join('\n');
    });
}

/// The user's own OBJ of a mesh cloth: a 6 × 5 sheet hanging in the x-y plane,
/// its v lines in an order of their own (7p mod 30, not the faces' order of
/// use), and the middle column written twice, the right-hand quads using the
/// second copies with their own UVs, as an unwrap with a seam there writes it.
QByteArray usersObj()
{
    constexpr int cols = 6, rows = 5, n = cols * rows, seam = 3;
    std::vector<int> line(n);                      // grid point → its v line, from 0
    for (int p = 0; p < n; ++p)
        line[std::size_t((7 * p) % n)] = p;
    QByteArray text = "# the user's sheet\n";
    const auto v = [&](int p) {
        return "v " + QByteArray::number(-0.25 + 0.1 * (p % cols)) + " " + QByteArray::number(1.5 - 0.1 * (p / cols)) +
               " 0\n";
    };
    for (int k = 0; k < n; ++k)
        text += v(line[std::size_t(k)]);
    for (int j = 0; j < rows; ++j)
        text += v(j * cols + seam);                // lines n + j: the seam's copies
    std::vector<int> lineOf(n);
    for (int k = 0; k < n; ++k)
        lineOf[std::size_t(line[std::size_t(k)])] = k;
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i)
            text += "vt " + QByteArray::number(0.1 * i + (i >= seam ? 0.05 : 0.0)) + " " + QByteArray::number(0.2 * j) + "\n";
    for (int j = 0; j < rows; ++j)
        text += "vt " + QByteArray::number(0.1 * seam + 0.05) + " " + QByteArray::number(0.2 * j) + "\n";
    for (int j = 0; j + 1 < rows; ++j)
        for (int i = 0; i + 1 < cols; ++i) {
            text += "f";
            for (const auto& [di, dj] : {std::pair{0, 0}, {0, 1}, {1, 1}, {1, 0}}) {
                const int p = (j + dj) * cols + i + di;
                const bool copy = i >= seam && i + di == seam;   // the right-hand side of the seam
                const int vertex = copy ? n + j + dj : lineOf[std::size_t(p)];
                const int uv = copy ? n + j + dj : p;
                text += " " + QByteArray::number(vertex + 1) + "/" + QByteArray::number(uv + 1);
            }
            text += "\n";
        }
    return text;
}

}  // namespace

class TstBlenderImport : public QObject {
    Q_OBJECT

    engine::Scene m_scene = test::exportScene();
    std::unique_ptr<engine::FrameCache> m_cache;
    /// A mesh cloth from the user's own OBJ (usersObj), baked, for the Mesh Cache on that OBJ.
    engine::Scene m_meshScene;
    std::unique_ptr<engine::FrameCache> m_meshCache;
    /// m_scene with a keyed box (test::keyedHand) beside the cloth.
    engine::Scene m_movingScene;
    /// m_movingScene with a second cloth beside the first, baked.
    engine::Scene m_twoScene;
    std::unique_ptr<engine::FrameCache> m_twoCache;
    QTemporaryDir m_dir;
    std::map<QString, Imported> m_imported;
    QString m_output;

    QJsonObject job(const Row& r, int index);
    std::vector<int> exported(const Row& r) const;
    const Imported* imported(const QString& name);
    double largestDifference(const Row& r, const Imported& in, int offset, int& compared) const;

private slots:
    void initTestCase();
    void playsEveryFrame_data();
    void playsEveryFrame();
    void addOnSetsFpsAndRange_data();
    void addOnSetsFpsAndRange();
    void addOnTurnsSmoothShadingOn_data() { addOnSetsFpsAndRange_data(); }
    void addOnTurnsSmoothShadingOn();
    void blendersOwnImportersShadeItSmooth_data();
    void blendersOwnImportersShadeItSmooth();
    void pc2GoesOnTheSelectedMesh();
    void withoutMetadataAddOnWarns_data();
    void withoutMetadataAddOnWarns();
    void badInputCancels_data();
    void badInputCancels();
    void pc2DrivesTheUsersOwnObj();
    void keyedColliderIsAtItsPose_data();
    void keyedColliderIsAtItsPose();
    void eachClothIsItsOwnObject_data();
    void eachClothIsItsOwnObject();
};

std::vector<int> TstBlenderImport::exported(const Row& r) const
{
    return engine::exportedFrames(test::exportOptions(r.first, r.last, r.every), m_cache->frameCount());
}

/// Exports the row into its own folder, damaged as it says, and returns its job.
QJsonObject TstBlenderImport::job(const Row& r, int index)
{
    const QString folder = m_dir.filePath(QString::number(index));
    QDir().mkpath(folder);
    const QString path = folder + "/" + r.file;
    const auto format = engine::exportFormatFor(path.toStdString());
    engine::exportFrames(*format, path.toStdString(), *m_cache, m_scene, test::exportOptions(r.first, r.last, r.every));
    const std::vector<int> frames = exported(r);
    QString file = path;
    if (*format == engine::ExportFormat::Obj)
        file = QString::fromStdString(engine::objSequencePaths(path.toStdString(), frames).front().string());
    const QString mesh = QString(path).replace(".pc2", ".obj");
    QJsonObject job{{"name", r.name}, {"file", file}, {"how", r.how}, {"fps", m_scene.simulation.fps},
                    {"frames", QJsonArray{0, isError(r) ? -1 : frames.back() - frames.front()}}};
    if (r.change == Row::StripMetadata) {
        const QStringList files = QDir(folder).entryList({"*.gltf", "*.obj"});
        for (const QString& name : files)
            stripMetadata(folder + "/" + name);
    }
    if (r.change == Row::SelectMesh || r.change == Row::SelectMeshRemoveMesh) {
        // Another mesh of the cloth's vertex count, elsewhere: what a user has selected.
        const QString other = folder + "/selected/cloth.obj";
        QDir().mkpath(folder + "/selected");
        engine::exportFrames(engine::ExportFormat::Obj, other.toStdString(), *m_cache, m_scene, test::exportOptions(0, 0, 1));
        job["select"] = folder + "/selected/cloth_0000.obj";
    }
    if (r.change == Row::RemoveMesh || r.change == Row::SelectMeshRemoveMesh)
        QFile::remove(mesh);
    if (r.change == Row::Missing)
        job["file"] = folder + "/missing.glb";
    if (r.change == Row::BadHeader)
        rewrite(path, [](QByteArray data) { return data.replace(0, 12, QByteArray("POINTCACHE3\0", 12)); });
    return job;
}

void TstBlenderImport::initTestCase()
{
    DRAPE_REQUIRE_BLENDER();
    m_cache = test::bakedCache(m_scene, m_scene.simulation.frames);
    QJsonArray jobs;
    for (std::size_t n = 0; n < rows().size(); ++n)
        jobs.append(job(rows()[n], int(n)));
    const QString users = m_dir.filePath("users");
    QVERIFY(QDir().mkpath(users));
    QFile obj(users + "/sheet.obj");
    QVERIFY(obj.open(QIODevice::WriteOnly) && obj.write(usersObj()) > 0);
    obj.close();
    QFile sceneFile(users + "/sheet.drape");
    QVERIFY(sceneFile.open(QIODevice::WriteOnly) &&
            sceneFile.write(R"({"drape": 2, "cloth": {"mesh": {"file": "sheet.obj"}, "material": "cotton",
                               "pins": [0, 1]}, "gravity": [0.5, -9.81, 1.0],
                               "simulation": {"fps": 30, "substeps": "auto", "frames": 12}})") > 0);
    sceneFile.close();
    m_meshScene = engine::loadScene(sceneFile.fileName().toStdString());
    m_meshCache = test::bakedCache(m_meshScene, m_meshScene.simulation.frames);
    engine::exportFrames(engine::ExportFormat::Pc2, (users + "/bake.pc2").toStdString(), *m_meshCache, m_meshScene,
                         test::exportOptions(0, m_meshScene.simulation.frames - 1, 1));
    jobs.append(QJsonObject{{"name", "Mesh Cache on the user's OBJ"}, {"file", users + "/bake.pc2"},
                            {"obj", obj.fileName()}, {"how", "meshcache"}, {"fps", 30},
                            {"frames", QJsonArray{0, m_meshScene.simulation.frames - 1}}});
    m_movingScene = m_scene;
    m_movingScene.colliders = {test::keyedHand()};
    engine::ColliderAssets assets;
    engine::ExportOptions withColliders = test::exportOptions(0, -1, 1);
    withColliders.colliders = engine::colliderMeshes(assets.prepare(m_movingScene.colliders), m_movingScene.name);
    const QString moving = m_dir.filePath("moving");
    QVERIFY(QDir().mkpath(moving));
    for (const char* name : {"moving.glb", "moving.fbx"}) {
        const std::string path = (moving + "/" + name).toStdString();
        engine::exportFrames(*engine::exportFormatFor(path), path, *m_cache, m_movingScene, withColliders);
    }
    for (const auto& [name, file, how] : movingColliderJobs())
        jobs.append(QJsonObject{{"name", name}, {"file", moving + "/" + file}, {"how", how},
                                {"fps", m_scene.simulation.fps}, {"frames", QJsonArray{0, m_cache->frameCount() - 1}},
                                {"track", QJsonArray{"Hand"}}});
    m_twoScene = m_movingScene;
    m_twoScene.cloths = {m_scene.cloths[0], m_scene.cloths[0]};
    m_twoScene.cloths[0].name = "First";
    m_twoScene.cloths[1].name = "Second";
    m_twoScene.cloths[1].origin += glm::dvec3(1.0, 0.0, 0.0);
    m_twoCache = test::bakedCache(m_twoScene, m_twoScene.simulation.frames);
    const QString two = m_dir.filePath("two");
    QVERIFY(QDir().mkpath(two));
    for (const char* name : {"two.glb", "two.fbx"}) {
        const std::string path = (two + "/" + name).toStdString();
        engine::exportFrames(*engine::exportFormatFor(path), path, *m_twoCache, m_twoScene, withColliders);
    }
    for (const auto& [name, file, how] : twoClothJobs())
        jobs.append(QJsonObject{{"name", name}, {"file", two + "/" + file}, {"how", how},
                                {"fps", m_scene.simulation.fps}, {"frames", QJsonArray{0, m_twoCache->frameCount() - 1}},
                                {"track", QJsonArray{"First", "Second", "Hand"}}});
    QFile list(m_dir.filePath("jobs.json"));
    QVERIFY(list.open(QIODevice::WriteOnly) && list.write(QJsonDocument(jobs).toJson()) > 0);
    list.close();

    // Installing the add-on copies it into Blender's user folders: scratch ones here.
    QProcess blender;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("BLENDER_USER_SCRIPTS", m_dir.filePath("blender-scripts"));
    environment.insert("BLENDER_USER_CONFIG", m_dir.filePath("blender-config"));
    blender.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    blender.start(QStandardPaths::findExecutable("blender"),
                  {"-b", "--factory-startup", "--python", DRAPE_BLENDER_IMPORT_SCRIPT, "--", DRAPE_BLENDER_ADDON,
                   list.fileName()});
    QVERIFY(blender.waitForFinished(300000));
    m_output = QString::fromUtf8(blender.readAllStandardOutput() + blender.readAllStandardError());
    qInfo("Blender imported %d files in %lld ms", int(rows().size()), qint64(timer.elapsed()));
    for (const QString& line : m_output.split('\n')) {
        if (!line.startsWith("{\"job\""))
            continue;
        const QJsonObject record = QJsonDocument::fromJson(line.toUtf8()).object();
        Imported& in = m_imported[record["job"].toString()];
        if (!record.contains("frame")) {
            in.record = record;
            continue;
        }
        std::vector<double>& positions = in.frames[record["frame"].toInt()];
        for (const QJsonValue value : record["positions"].toArray())
            positions.push_back(value.toDouble());
        const QJsonObject objects = record["objects"].toObject();
        for (auto object = objects.begin(); object != objects.end(); ++object) {
            std::vector<double>& vertices = in.objects[record["frame"].toInt()][object.key()];
            for (const QJsonValue value : object.value().toArray())
                vertices.push_back(value.toDouble());
        }
    }
}

const Imported* TstBlenderImport::imported(const QString& name)
{
    const auto found = m_imported.find(name);
    return found == m_imported.end() ? nullptr : &found->second;
}

/// The largest difference between Blender frame n and baked frame first + n + offset over
/// the Blender frames that show an exported frame; between them Blender blends linearly.
double TstBlenderImport::largestDifference(const Row& r, const Imported& in, int offset, int& compared) const
{
    const std::vector<int> frames = exported(r);
    double largest = 0;
    compared = 0;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const int baked = frames[n] + offset;
        if (baked >= m_cache->frameCount())
            continue;
        const int blenderFrame = frames[n] - frames.front();
        const auto shown = in.frames.find(blenderFrame);
        if (shown == in.frames.end() || shown->second.size() != std::size_t(3 * m_scene.cloths[0].particleCount()))
            return -1;
        const std::span<const glm::vec3> expected = m_cache->frame(baked);
        for (std::size_t c = 0; c < shown->second.size(); ++c)
            largest = std::max(largest, std::abs(shown->second[c] - double(expected[c / 3][int(c % 3)])));
        ++compared;
        // Frames skipped by `every`: a straight blend from this exported frame to the next.
        for (int step = 1; offset == 0 && n + 1 < frames.size() && step < r.every; ++step) {
            const auto between = in.frames.find(blenderFrame + step);
            if (between == in.frames.end())
                return -1;
            const std::span<const glm::vec3> next = m_cache->frame(frames[n + 1]);
            const double t = double(step) / r.every;
            for (std::size_t c = 0; c < between->second.size(); ++c) {
                const double blend = (1 - t) * expected[c / 3][int(c % 3)] + t * next[c / 3][int(c % 3)];
                largest = std::max(largest, std::abs(between->second[c] - blend));
            }
        }
    }
    return largest;
}

void TstBlenderImport::playsEveryFrame_data()
{
    QTest::addColumn<QString>("name");
    for (const Row& r : rows())
        if (r.change == Row::None || r.change == Row::SelectMesh)
            QTest::newRow(qPrintable(r.name)) << r.name;
    const Row& sequence = row("add-on, obj sequence without metadata, 3..11 every 2");
    QTest::newRow(qPrintable(sequence.name)) << sequence.name;
    const Row& selected = row("add-on, pc2 without its obj, on the selected mesh, 2..11 every 3");
    QTest::newRow(qPrintable(selected.name)) << selected.name;
}

void TstBlenderImport::playsEveryFrame()
{
    QFETCH(QString, name);
    const Row& r = row(name);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    QVERIFY2(in->record["result"] == "FINISHED", qPrintable(QJsonDocument(in->record).toJson()));
    const std::vector<int> frames = exported(r);
    const int span = frames.back() - frames.front();
    // Every Blender frame of the range was sampled, and no other.
    QCOMPARE(int(in->frames.size()), span + 1);
    QCOMPARE(in->frames.begin()->first, 0);
    QCOMPARE(in->frames.rbegin()->first, span);
    int compared = 0;
    const double difference = largestDifference(r, *in, 0, compared);
    QCOMPARE(compared, int(frames.size()));
    QVERIFY2(difference >= 0 && difference < tolerance,
             qPrintable(QString("Blender differs from the bake by %1 m").arg(difference)));
    // Negative control: one baked frame off is seen (the cloth moves every frame).
    const double shifted = largestDifference(r, *in, 1, compared);
    QVERIFY(compared >= int(frames.size()) - 1);
    QVERIFY2(shifted > 1e-3, qPrintable(QString("a one-frame shift differs by only %1 m").arg(shifted)));
}

void TstBlenderImport::addOnSetsFpsAndRange_data()
{
    QTest::addColumn<QString>("name");
    for (const Row& r : rows())
        if (r.how == "addon" && (r.change == Row::None || r.change == Row::SelectMesh))
            QTest::newRow(qPrintable(r.name)) << r.name;
}

void TstBlenderImport::addOnSetsFpsAndRange()
{
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    const QJsonObject& record = in->record;
    QCOMPARE(record["result"].toString(), QString("FINISHED"));
    QVERIFY2(record["reports"].toArray().isEmpty(), qPrintable(QJsonDocument(record["reports"].toArray()).toJson()));
    // The scene was at 24 fps, frames 1..250, before the import.
    QCOMPARE(record["fps"].toInt(), m_scene.simulation.fps);
    QCOMPARE(record["fps_base"].toDouble(), 1.0);
    const std::vector<int> frames = exported(row(name));
    QCOMPARE(record["frame_start"].toInt(), 0);
    QCOMPARE(record["frame_end"].toInt(), frames.back() - frames.front());
}

void TstBlenderImport::addOnTurnsSmoothShadingOn()
{
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    const int cells = (m_scene.cloths[0].cols - 1) * (m_scene.cloths[0].rows - 1);
    QCOMPARE(in->record["polygons"].toInt(), 2 * cells);
    QCOMPARE(in->record["flat"].toInt(), 0);
    // Negative control: Blender's OBJ importer alone leaves every triangle flat.
    const Imported* plain = imported("Blender Mesh Cache");
    QVERIFY(plain);
    QCOMPARE(plain->record["flat"].toInt(), 2 * cells);
}

void TstBlenderImport::blendersOwnImportersShadeItSmooth_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"Blender glTF", "Blender glTF, 2..11 every 3", "Blender FBX", "Blender FBX, 2..11 every 3"})
        QTest::newRow(name) << QString(name);
}

void TstBlenderImport::blendersOwnImportersShadeItSmooth()
{
    // The bake starts as a flat sheet (tests/tst_GltfExporter checks that a flat base would
    // be shaded flat); with default options Blender still shades every face smooth.
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    QCOMPARE(in->record["polygons"].toInt(), 2 * (m_scene.cloths[0].cols - 1) * (m_scene.cloths[0].rows - 1));
    QCOMPARE(in->record["flat"].toInt(), 0);
}

void TstBlenderImport::pc2GoesOnTheSelectedMesh()
{
    const Imported* in = imported("add-on, pc2 on the selected mesh");
    QVERIFY2(in, qPrintable(m_output));
    QCOMPARE(in->record["result"].toString(), QString("FINISHED"));
    // The selected mesh took the cache, and the OBJ beside the cache was not imported.
    QVERIFY(in->record["on_selected"].toBool());
    QCOMPARE(in->record["meshes"].toInt(), 1);
    // Without a selection the same file brings its OBJ.
    const Imported* beside = imported("add-on, pc2 and its obj");
    QVERIFY(beside);
    QVERIFY(!beside->record["on_selected"].toBool());
    QCOMPARE(beside->record["meshes"].toInt(), 1);
}

void TstBlenderImport::withoutMetadataAddOnWarns_data()
{
    QTest::addColumn<QString>("name");
    for (const Row& r : rows())
        if (r.change == Row::StripMetadata || r.change == Row::SelectMeshRemoveMesh)
            QTest::newRow(qPrintable(r.name)) << r.name;
}

void TstBlenderImport::withoutMetadataAddOnWarns()
{
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    QCOMPARE(in->record["result"].toString(), QString("FINISHED"));
    const QString reports = QJsonDocument(in->record["reports"].toArray()).toJson();
    QVERIFY2(reports.contains("WARNING") || reports.contains("Warning"), qPrintable(reports));
    QVERIFY2(reports.contains("carries no Drape metadata"), qPrintable(reports));
    QCOMPARE(in->record["fps"].toInt(), 24);  // the scene's, kept
    QCOMPARE(in->record["flat"].toInt(), 0);
}

void TstBlenderImport::badInputCancels_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing file") << "add-on, missing file" << "no such file";
    QTest::newRow("pc2 matching no mesh") << "add-on, pc2 matching no mesh" << "match no selected mesh";
    QTest::newRow("pc2 with a bad header") << "add-on, pc2 with a bad header" << "is not a PC2 point cache";
}

void TstBlenderImport::badInputCancels()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    const Imported* in = imported(name);
    QVERIFY2(in, qPrintable(m_output));
    QCOMPARE(in->record["result"].toString(), QString("CANCELLED"));
    const QString reports = QJsonDocument(in->record["reports"].toArray()).toJson();
    QVERIFY2(reports.contains("Drape bake: ") && reports.contains(message), qPrintable(reports));
    QCOMPARE(in->record["meshes"].toInt(), 0);
}

// The PC2 of a mesh cloth drives the user's own OBJ in Blender (Mesh Cache), its
// points in the OBJ's v line order with the seam's copies moving together: each
// Blender vertex follows the particle the test finds at its rest position.
void TstBlenderImport::pc2DrivesTheUsersOwnObj()
{
    const Imported* in = imported("Mesh Cache on the user's OBJ");
    QVERIFY2(in && in->record["result"].toString() == "FINISHED", qPrintable(m_output.right(2000)));
    const std::vector<glm::dvec3>& rest = m_meshScene.cloths[0].mesh->surface->rest;
    const std::vector<double>& first = in->frames.at(0);
    QCOMPARE(first.size(), std::size_t(3 * 35));   // every v line, the seam's copies too
    QCOMPARE(rest.size(), std::size_t(30));
    // The particle at each Blender vertex's rest position (frame 0 is the rest shape).
    std::vector<std::size_t> particleAt(35);
    bool inOrder = true;
    for (std::size_t v = 0; v < 35; ++v) {
        const glm::dvec3 at(first[3 * v], first[3 * v + 1], first[3 * v + 2]);
        for (std::size_t p = 0; p < rest.size(); ++p)
            if (glm::distance(rest[p], at) < glm::distance(rest[particleAt[v]], at))
                particleAt[v] = p;
        QVERIFY2(glm::distance(rest[particleAt[v]], at) < 1e-6, qPrintable(QString::number(v)));
        inOrder = inOrder && particleAt[v] == v;
    }
    QVERIFY(!inOrder);   // not vacuous: the file's order is not the particles'
    double largest = 0.0;
    for (int frame = 0; frame < m_meshScene.simulation.frames; ++frame) {
        const std::vector<double>& shown = in->frames.at(frame);
        const std::span<const glm::vec3> baked = m_meshCache->frame(frame);
        for (std::size_t v = 0; v < 35; ++v)
            for (int c = 0; c < 3; ++c)
                largest = std::max(largest, std::abs(shown[3 * v + std::size_t(c)] - double(baked[particleAt[v]][c])));
    }
    QVERIFY2(largest < 1e-5, qPrintable(QString::number(largest)));
    // It moved: the comparison could fail.
    QVERIFY(std::abs(in->frames.at(m_meshScene.simulation.frames - 1)[3 * 34 + 1] - first[3 * 34 + 1]) > 0.01);
}

void TstBlenderImport::keyedColliderIsAtItsPose_data()
{
    QTest::addColumn<QString>("name");
    for (const auto& job : movingColliderJobs())
        QTest::newRow(qPrintable(job[0])) << job[0];
}

// On every Blender frame n the collider stands where the physics had it at baked
// frame n: each of its vertices in Blender is on a corner of the box posed by its
// keys there, and each corner has a vertex on it (importers weld and reorder
// corners), while the cloth still plays every frame. Negative control: the box
// posed one frame later is seen.
void TstBlenderImport::keyedColliderIsAtItsPose()
{
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in && in->record["result"] == "FINISHED", qPrintable(m_output.right(3000)));
    QCOMPARE(int(in->frames.size()), m_cache->frameCount());
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> prepared = assets.prepare(m_movingScene.colliders);
    // The box's corners in the world at `frame`, as an export of the collider standing there writes them.
    const auto cornersAt = [&](int frame) {
        std::vector<engine::PreparedCollider> posed = engine::collidersAt(prepared, double(frame));
        posed[0].spec.motion = {};
        return engine::colliderMeshes(posed, m_movingScene.name).front().positions;
    };
    double box = 0.0, shifted = 0.0, cloth = 0.0;
    for (const auto& [frame, positions] : in->frames) {
        const auto objects = in->objects.find(frame);
        QVERIFY2(objects != in->objects.end() && objects->second.count("Hand"),
                 qPrintable(QString("no Hand at Blender frame %1").arg(frame)));
        const std::vector<double>& shown = objects->second.at("Hand");
        QVERIFY(shown.size() >= 3 * 8);
        box = std::max(box, farthestApart(shown, cornersAt(frame)));
        shifted = std::max(shifted, farthestApart(shown, cornersAt(frame + 1)));
        const std::span<const glm::vec3> baked = m_cache->frame(frame);
        QCOMPARE(positions.size(), std::size_t(3 * baked.size()));
        for (std::size_t c = 0; c < positions.size(); ++c)
            cloth = std::max(cloth, std::abs(positions[c] - double(baked[c / 3][int(c % 3)])));
    }
    qInfo("Hand off its pose by %.2g m, one frame later by %.2g m; the cloth off by %.2g m", box, shifted, cloth);
    QVERIFY2(box < tolerance, qPrintable(QString::number(box)));
    QVERIFY2(cloth < tolerance, qPrintable(QString::number(cloth)));
    QVERIFY2(shifted > 0.01, qPrintable(QString::number(shifted)));
}

void TstBlenderImport::eachClothIsItsOwnObject_data()
{
    QTest::addColumn<QString>("name");
    for (const auto& job : twoClothJobs())
        QTest::newRow(qPrintable(job[0])) << job[0];
}

// A scene of two cloths and a keyed box opens as three objects: each cloth, named
// after it, plays its own particles on every Blender frame, and the box stands at
// its keyed pose. Negative control: the second cloth is not where the first is.
void TstBlenderImport::eachClothIsItsOwnObject()
{
    QFETCH(QString, name);
    const Imported* in = imported(name);
    QVERIFY2(in && in->record["result"] == "FINISHED", qPrintable(m_output.right(3000)));
    QCOMPARE(int(in->frames.size()), m_twoCache->frameCount());
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> prepared = assets.prepare(m_twoScene.colliders);
    const std::vector<engine::ParticleRange> ranges = engine::clothRanges(m_twoScene);
    double cloths = 0.0, box = 0.0, swapped = std::numeric_limits<double>::infinity();
    for (const auto& [frame, positions] : in->frames) {
        const auto objects = in->objects.find(frame);
        QVERIFY(objects != in->objects.end());
        const std::span<const glm::vec3> baked = m_twoCache->frame(frame);
        for (std::size_t k = 0; k < 2; ++k) {
            const QString cloth = QString::fromStdString(m_twoScene.cloths[k].name);
            QVERIFY2(objects->second.count(cloth), qPrintable(cloth));
            cloths = std::max(cloths, farthestApart(objects->second.at(cloth), baked.subspan(ranges[k].first, ranges[k].count)));
        }
        swapped = std::min(swapped, farthestApart(objects->second.at(QStringLiteral("Second")), baked.subspan(ranges[0].first, ranges[0].count)));
        std::vector<engine::PreparedCollider> posed = engine::collidersAt(prepared, double(frame));
        posed[0].spec.motion = {};
        QVERIFY(objects->second.count(QStringLiteral("Hand")));
        box = std::max(box, farthestApart(objects->second.at(QStringLiteral("Hand")),
                                          engine::colliderMeshes(posed, m_twoScene.name).front().positions));
    }
    qInfo("cloths off their frames by %.2g m, the box off its pose by %.2g m; the second cloth off the first by %.2g m",
          cloths, box, swapped);
    QVERIFY2(cloths < tolerance, qPrintable(QString::number(cloths)));
    QVERIFY2(box < tolerance, qPrintable(QString::number(box)));
    QVERIFY(swapped > 0.5);
}

QTEST_GUILESS_MAIN(TstBlenderImport)
#include "tst_BlenderImport.moc"

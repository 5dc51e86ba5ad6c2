// Tests of the scene file (engine/io/SceneFile.h, docs/scene-format.md): every way a
// file can be wrong gives a SceneError naming the file, the key path and what was
// expected; valid files get the documented defaults; save → load → save is
// byte-identical; the shipped examples load, are stable and are in canonical form.
#include "engine/io/IoError.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/Limits.h"
#include "engine/scene/SceneDerivation.h"
#include "engine/scene/Stability.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>

using namespace drape::engine;

Q_DECLARE_METATYPE(drape::engine::Scene)

namespace {

const std::string sourceName = "test.drape";

/// A valid 4 × 3 cloth: the required keys, nothing else.
constexpr const char* grid = R"("cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01)";

/// Scene text whose cloth object holds `cloth`, with `more` appended to the top-level object.
QByteArray sceneText(const char* cloth, const char* more = "")
{
    return QByteArray(R"({"drape": 2, "cloth": {)") + cloth + "}" + more + "}";
}

/// A cloth with `more` appended to the valid grid.
QByteArray gridWith(const char* more)
{
    return sceneText((QByteArray(grid) + more).constData());
}

/// The full file of docs/scene-format.md, as written there.
constexpr const char* documentedExample = R"({
  "drape": 4,
  "name": "Flag",
  "cloth": {
    "cols": 64, "rows": 48,
    "spacing": 0.03,
    "origin": [-0.945, 2.0, 0.0], "uAxis": [1, 0, 0], "vAxis": [0, -1, 0],
    "particleMass": 0.002,
    "damping": { "internal": 3e-5, "drag": 0 },
    "springs": { "structural": 1500, "shear": 1000, "flexion": 500 },
    "pins": [[0, 0], [63, 0]]
  },
  "gravity": [0, -9.81, 0],
  "colliders": [],
  "simulation": { "fps": 60, "substeps": 40, "frames": 240, "backend": "auto" }
})";

/// A scene with values that print awkwardly: round-off, signed zero, Unicode, escapes.
Scene oddScene()
{
    Scene scene;
    scene.name = "Tüll \"draft\"\n\t2";
    scene.cloths[0].cols = 7;
    scene.cloths[0].rows = 5;
    scene.cloths[0].spacing = 0.1 + 0.2;
    scene.cloths[0].origin = {1.0 / 3.0, -0.0, 1e-300};
    scene.cloths[0].uAxis = {1.0 / std::sqrt(2.0), 1.0 / std::sqrt(2.0), 0.0};
    scene.cloths[0].vAxis = {0.0, 0.0, -1.0};
    scene.cloths[0].particleMass = 1e-7;
    scene.cloths[0].damping = {1.0 / 3.0, 0.0};
    scene.cloths[0].springs = {1234.5678901234567, 0.0, 1e-3};
    scene.cloths[0].bending = 1e-300;
    scene.cloths[0].pins = {{6, 4}, {0, 0}, {3, 2}};
    scene.gravity = {0.1, -9.80665, 2e10};
    scene.simulation = {.fps = 24, .substeps = 7, .frames = 1, .backend = BackendChoice::Cpu};
    return scene;
}

QByteArray readFile(const std::filesystem::path& path)
{
    QFile file(QString::fromStdString(path.string()));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::filesystem::path examplesFolder()
{
    return qEnvironmentVariable("DRAPE_EXAMPLES").toStdString();
}

/// Asserts that `message` reads "SOURCE: PATH: …" (or "SOURCE: …" for an empty path)
/// and holds every one of `expected`.
void checkMessage(const QString& message, const QString& source, const QString& path, const QStringList& expected)
{
    const QString prefix = path.isEmpty() ? source + ": " : source + ": " + path + ": ";
    QVERIFY2(message.startsWith(prefix), qPrintable("no \"" + prefix + "\" at the start of: " + message));
    for (const QString& word : expected)
        QVERIFY2(message.contains(word), qPrintable("no \"" + word + "\" in: " + message));
}

}  // namespace

class TstSceneFile : public QObject {
    Q_OBJECT

private slots:
    void rejectsBadText_data();
    void rejectsBadText();
    void rejectsBadFile_data();
    void rejectsBadFile();
    void validateSceneUsesTheSameRules();
    void missingMeshFileMayBeAllowed();

    void minimalFileGetsDefaults();
    void version1FilesAreConverted_data();
    void version1FilesAreConverted();
    void documentedExampleIsTheDefaultScene();
    void saveLoadSaveIsIdentical_data();
    void saveLoadSaveIsIdentical();
    void savedFileLoadsEqual();
    void saveIntoBadFolderFails_data();
    void saveIntoBadFolderFails();

    void meshPathsAreRelativeToTheSceneFile();
    void examplesExist();
    void exampleIsValidStableAndCanonical_data();
    void exampleIsValidStableAndCanonical();
};

void TstSceneFile::rejectsBadText_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");           // key path in the message; empty for syntax errors
    QTest::addColumn<QStringList>("expected");   // what was expected (and got), in the message

    // Syntax errors name a line and column instead of a key.
    QTest::newRow("not JSON") << QByteArray("drape: 1") << "" << QStringList{"not valid JSON", "line 1, column 1"};
    QTest::newRow("missing colon") << QByteArray("{\n  \"drape\": 1,\n  \"cloth\" {}\n}") << ""
                                   << QStringList{"not valid JSON", "line 3, column 11"};
    QTest::newRow("trailing garbage") << sceneText(grid) + "}" << "" << QStringList{"not valid JSON"};
    QTest::newRow("truncated") << sceneText(grid).chopped(1) << ""
                               << QStringList{"not valid JSON", "ends too early", "truncated"};
    QTest::newRow("empty") << QByteArray() << "" << QStringList{"not valid JSON", "truncated"};
    QTest::newRow("top level not an object") << QByteArray("[1, 2]") << "(top level)"
                                             << QStringList{"expected an object", "got an array"};
    QTest::newRow("key twice") << gridWith(R"(, "cols": 5)") << "cloth.cols" << QStringList{"given twice", "once"};
    // A NUL inside a key would end the message where it is read as a C string.
    QTest::newRow("NUL in a key") << gridWith(R"(, "co\u0000ls": 5)") << "cloth.co\\u0000ls"
                                  << QStringList{"unknown key", "expected one of"};
    QTest::newRow("NUL in a key twice") << gridWith(R"(, "a\u0000": 1, "a\u0000": 2)") << "cloth.a\\u0000"
                                        << QStringList{"given twice"};
    QTest::newRow("backslash in a key") << gridWith(R"(, "a\\u0000": 1)") << "cloth.a\\\\u0000"
                                        << QStringList{"unknown key"};
    // Nesting: printing a value for a message recurses once per level, so depth is
    // refused before anything else looks at the text.
    QTest::newRow("200000 nested arrays") << QByteArray(200000, '[') + QByteArray(200000, ']') << ""
                                          << QStringList{"nested deeper than 64 levels", "line 1, column 65"};
    QByteArray objects;
    for (int n = 0; n < 200000; ++n)
        objects += "{\"a\":";
    objects += "1" + QByteArray(200000, '}');
    QTest::newRow("200000 nested objects") << objects << "" << QStringList{"nested deeper than 64 levels", "column 321"};
    QTest::newRow("deep value") << gridWith((R"(, "origin": )" + QByteArray(100, '[') + QByteArray(100, ']')).constData()) << ""
                                << QStringList{"nested deeper than 64 levels"};
    // 64 levels are within the limit: refused for what the value is, not for its depth.
    QTest::newRow("64 levels") << gridWith((R"(, "origin": )" + QByteArray(62, '[') + QByteArray(62, ']')).constData())
                               << "cloth.origin" << QStringList{"expected an array of 3 numbers"};

    QTest::newRow("drape 5") << QByteArray(R"({"drape": 5})") << "drape"
                             << QStringList{"expected 1 to 4 (the format versions this Drape reads)", "got 5"};
    QTest::newRow("drape 0") << QByteArray(R"({"drape": 0})") << "drape" << QStringList{"expected 1 to 4", "got 0"};
    QTest::newRow("drape string") << QByteArray(R"({"drape": "1"})") << "drape"
                                  << QStringList{"expected 1 to 4", "got the string \"1\""};
    QTest::newRow("drape missing") << QByteArray(R"({"cloth": {}})") << "drape"
                                   << QStringList{"missing", "not a Drape scene", "expected \"drape\": 4"};

    QTest::newRow("cloth missing") << QByteArray(R"({"drape": 1})") << "cloth"
                                   << QStringList{"missing", "a scene needs \"cloth\" (one) or \"cloths\" (a list)"};
    QTest::newRow("cols missing") << sceneText(R"("rows": 3, "spacing": 0.1, "particleMass": 0.01)") << "cloth.cols"
                                  << QStringList{"missing", "required"};
    QTest::newRow("rows missing") << sceneText(R"("cols": 4, "spacing": 0.1, "particleMass": 0.01)") << "cloth.rows"
                                  << QStringList{"missing", "required"};
    QTest::newRow("spacing missing") << sceneText(R"("cols": 4, "rows": 3, "particleMass": 0.01)") << "cloth.spacing"
                                     << QStringList{"missing", "required"};
    QTest::newRow("particleMass missing") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1)")
                                          << "cloth.particleMass" << QStringList{"missing", "required"};

    QTest::newRow("cloth not an object") << QByteArray(R"({"drape": 1, "cloth": [4, 3]})") << "cloth"
                                         << QStringList{"expected an object", "got an array"};
    QTest::newRow("cols a string") << sceneText(R"("cols": "4", "rows": 3, "spacing": 0.1, "particleMass": 0.01)")
                                   << "cloth.cols" << QStringList{"expected an integer", "got the string \"4\""};
    QTest::newRow("cols fractional") << sceneText(R"("cols": 64.5, "rows": 3, "spacing": 0.1, "particleMass": 0.01)")
                                     << "cloth.cols" << QStringList{"expected an integer", "got 64.5"};
    QTest::newRow("cols beyond 64 bits")
        << sceneText(R"("cols": 18446744073709551616, "rows": 3, "spacing": 0.1, "particleMass": 0.01)")
        << "cloth.cols" << QStringList{"expected an integer", "got 1.8446744073709552e+19"};
    QTest::newRow("spacing a string") << sceneText(R"("cols": 4, "rows": 3, "spacing": "0.1", "particleMass": 0.01)")
                                      << "cloth.spacing" << QStringList{"expected a number", "got the string"};
    QTest::newRow("gravity an object") << sceneText(grid, R"(, "gravity": {"y": -9.81})") << "gravity"
                                       << QStringList{"expected an array of 3 numbers", "got an object"};
    QTest::newRow("origin of 2") << gridWith(R"(, "origin": [0, 1])") << "cloth.origin"
                                 << QStringList{"expected an array of 3 numbers", "got an array [0,1]"};
    QTest::newRow("gravity holds a string") << sceneText(grid, R"(, "gravity": [0, "-9.81", 0])") << "gravity[1]"
                                            << QStringList{"expected a finite number", "got the string"};
    QTest::newRow("name a number") << sceneText(grid, R"(, "name": 7)") << "name"
                                   << QStringList{"expected a string", "got 7"};
    QTest::newRow("springs an array") << gridWith(R"(, "springs": [1500, 1000, 500])") << "cloth.springs"
                                      << QStringList{"expected an object", "got an array"};
    QTest::newRow("pins an object") << gridWith(R"(, "pins": {"i": 0, "j": 0})") << "cloth.pins"
                                    << QStringList{"expected an array", "got an object"};
    QTest::newRow("colliders an object") << sceneText(grid, R"(, "colliders": {})") << "colliders"
                                         << QStringList{"expected an array", "got an object"};

    QTest::newRow("spacing 1e999") << sceneText(R"("cols": 4, "rows": 3, "spacing": 1e999, "particleMass": 0.01)")
                                   << "cloth.spacing" << QStringList{"expected a finite number", "got 1e999"};
    QTest::newRow("gravity[1] -1e999") << sceneText(grid, R"(, "gravity": [0, -1e999, 0])") << "gravity[1]"
                                       << QStringList{"expected a finite number", "got -1e999"};
    QTest::newRow("springs.shear 1e999") << gridWith(R"(, "springs": {"structural": 1, "shear": 1e999})")
                                         << "cloth.springs.shear"
                                         << QStringList{"expected a finite number", "got 1e999"};
    QTest::newRow("pin 1e999") << gridWith(R"(, "pins": [[0, 0], [1e999, 0]])") << "cloth.pins[1][0]"
                               << QStringList{"expected a finite number", "got 1e999"};

    QTest::newRow("cols 0") << sceneText(R"("cols": 0, "rows": 3, "spacing": 0.1, "particleMass": 0.01)")
                            << "cloth.cols" << QStringList{"expected an integer from 1 to 65535", "got 0"};
    QTest::newRow("rows -3") << sceneText(R"("cols": 4, "rows": -3, "spacing": 0.1, "particleMass": 0.01)")
                             << "cloth.rows" << QStringList{"expected an integer from 1 to 65535", "got -3"};
    QTest::newRow("1 x 1 grid") << sceneText(R"("cols": 1, "rows": 1, "spacing": 0.1, "particleMass": 0.01)")
                                << "cloth" << QStringList{"at least 2 particles", "got 1 × 1"};
    QTest::newRow("cols above maxSide")
        << sceneText(R"("cols": 70000, "rows": 2, "spacing": 0.1, "particleMass": 0.01)") << "cloth.cols"
        << QStringList{"expected an integer from 1 to 65535", "got 70000"};
    QTest::newRow("grid above maxParticles")
        << sceneText(R"("cols": 65535, "rows": 65535, "spacing": 0.1, "particleMass": 0.01)") << "cloth"
        << QStringList{"4294836225 particles", "more than the limit of " + QString::number(limits::maxParticles)};

    QTest::newRow("pin i = cols") << gridWith(R"(, "pins": [[4, 0]])") << "cloth.pins[0]"
                                  << QStringList{"outside the 4 × 3 grid", "i from 0 to 3"};
    QTest::newRow("pin j = -1") << gridWith(R"(, "pins": [[0, 0], [0, -1]])") << "cloth.pins[1]"
                                << QStringList{"outside the 4 × 3 grid", "j from 0 to 2"};
    QTest::newRow("pin twice") << gridWith(R"(, "pins": [[1, 2], [0, 0], [1, 2]])") << "cloth.pins[2]"
                               << QStringList{"[1,2]", "listed twice"};
    QTest::newRow("pin of 1") << gridWith(R"(, "pins": [[1]])") << "cloth.pins[0]"
                              << QStringList{"expected a pair of integers [i, j]", "got an array [1]"};
    QTest::newRow("pin of 3") << gridWith(R"(, "pins": [[1, 2, 0]])") << "cloth.pins[0]"
                              << QStringList{"expected a pair of integers [i, j]"};
    QTest::newRow("pin fractional") << gridWith(R"(, "pins": [[0.5, 0]])") << "cloth.pins[0]"
                                    << QStringList{"expected a pair of integers [i, j]"};
    QTest::newRow("pin an object") << gridWith(R"(, "pins": [{"i": 0, "j": 0}])") << "cloth.pins[0]"
                                   << QStringList{"expected a pair of integers [i, j]", "got an object"};

    QTest::newRow("spacing 0") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0, "particleMass": 0.01)")
                               << "cloth.spacing" << QStringList{"expected a number > 0", "got 0"};
    QTest::newRow("spacing negative") << sceneText(R"("cols": 4, "rows": 3, "spacing": -0.1, "particleMass": 0.01)")
                                      << "cloth.spacing" << QStringList{"expected a number > 0", "got -0.1"};
    QTest::newRow("particleMass 0") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0)")
                                    << "cloth.particleMass" << QStringList{"expected a number > 0", "got 0"};
    QTest::newRow("particleMass negative")
        << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "particleMass": -0.002)") << "cloth.particleMass"
        << QStringList{"expected a number > 0", "got -0.002"};

    for (const char* type : {"structural", "shear", "flexion"}) {
        QTest::addRow("%s negative", type)
            << gridWith(qPrintable(QStringLiteral(R"(, "springs": {"%1": -1})").arg(type)))
            << QStringLiteral("cloth.springs.%1").arg(type) << QStringList{"expected a stiffness ≥ 0 N/m", "got -1"};
    }
    QTest::newRow("version 1 damping -0.1")
        << QByteArray(R"({"drape": 1, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "damping": -0.1}})")
        << "cloth.damping" << QStringList{"expected a number in [0, 1)", "got -0.1"};
    QTest::newRow("version 1 damping 1.0")
        << QByteArray(R"({"drape": 1, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "damping": 1.0}})")
        << "cloth.damping" << QStringList{"expected a number in [0, 1)", "got 1.0"};
    QTest::newRow("version 1 bending")
        << QByteArray(R"({"drape": 1, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "bending": 1e-5}})")
        << "cloth.bending" << QStringList{"not in version 1 files"};
    QTest::newRow("damping a number") << gridWith(R"(, "damping": 0.01)") << "cloth.damping"
                                      << QStringList{"expected an object"};
    QTest::newRow("internal damping -0.1") << gridWith(R"(, "damping": {"internal": -0.1})") << "cloth.damping.internal"
                                           << QStringList{"expected a retardation time in seconds from 0.0 to 1.0", "got -0.1"};
    QTest::newRow("drag 2000") << gridWith(R"(, "damping": {"drag": 2000})") << "cloth.damping.drag"
                               << QStringList{"expected a drag rate in 1/s from 0.0 to 1000.0", "got 2000"};
    QTest::newRow("damping unknown key") << gridWith(R"(, "damping": {"ratio": 0.1})") << "cloth.damping.ratio"
                                         << QStringList{"unknown key"};
    QTest::newRow("bending -1") << gridWith(R"(, "bending": -1)") << "cloth.bending"
                                << QStringList{"expected a bending stiffness in N·m from 0", "got -1"};
    QTest::newRow("bending on skewed axes")
        << gridWith(R"(, "bending": 1e-5, "uAxis": [1, 0, 0], "vAxis": [0.5, -0.8660254, 0])") << "cloth.bending"
        << QStringList{"60", "must be at 90°"};
    QTest::newRow("material on skewed axes")
        << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": "cotton", "uAxis": [1, 0, 0], "vAxis": [0.5, -0.8660254, 0])")
        << "cloth.material" << QStringList{"60", "must be at 90°"};
    QTest::newRow("bending with a material")
        << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": "cotton", "bending": 1e-5)") << "cloth.bending"
        << QStringList{"not allowed together with cloth.material"};

    QTest::newRow("fps 0") << sceneText(grid, R"(, "simulation": {"fps": 0})") << "simulation.fps"
                           << QStringList{"expected an integer from 1 to 10000", "got 0"};
    QTest::newRow("substeps 0") << sceneText(grid, R"(, "simulation": {"substeps": 0})") << "simulation.substeps"
                                << QStringList{"expected an integer from 1 to 10000", "got 0"};
    QTest::newRow("frames 0") << sceneText(grid, R"(, "simulation": {"frames": 0})") << "simulation.frames"
                              << QStringList{"expected an integer from 1 to 1000000", "got 0"};
    QTest::newRow("unknown backend") << sceneText(grid, R"(, "simulation": {"backend": "vulkan"})")
                                     << "simulation.backend"
                                     << QStringList{R"(expected "auto", "cpu" or "gpu")", R"(got "vulkan")"};
    QTest::newRow("backend upper case") << sceneText(grid, R"(, "simulation": {"backend": "GPU"})")
                                        << "simulation.backend" << QStringList{R"(got "GPU")"};

    QTest::newRow("unknown top-level key") << sceneText(grid, R"(, "wind": [1, 0, 0])") << "wind"
                                           << QStringList{"unknown key", "expected one of: drape, name, cloth"};
    QTest::newRow("unknown cloth key") << gridWith(R"(, "thickness": 0.001)") << "cloth.thickness"
                                       << QStringList{"unknown key", "expected one of: name, cols, rows"};
    QTest::newRow("unknown springs key") << gridWith(R"(, "springs": {"bending": 500})") << "cloth.springs.bending"
                                         << QStringList{"unknown key", "structural, shear, flexion"};
    QTest::newRow("unknown simulation key") << sceneText(grid, R"(, "simulation": {"speed": 2})")
                                            << "simulation.speed"
                                            << QStringList{"unknown key", "fps, substeps, frames, backend"};

    QTest::newRow("uAxis not unit") << gridWith(R"(, "uAxis": [1, 1, 0])") << "cloth.uAxis"
                                    << QStringList{"expected a unit vector (length 1)", "length 1.414214"};
    QTest::newRow("vAxis zero") << gridWith(R"(, "vAxis": [0, 0, 0])") << "cloth.vAxis"
                                << QStringList{"expected a unit vector", "length 0.000000"};
    QTest::newRow("vAxis parallel") << gridWith(R"(, "uAxis": [0, 0, 1], "vAxis": [0, 0, 1])") << "cloth.vAxis"
                                    << QStringList{"expected a direction at an angle to uAxis", "parallel"};
    QTest::newRow("vAxis antiparallel") << gridWith(R"(, "vAxis": [-1, 0, 0])") << "cloth.vAxis"
                                        << QStringList{"expected a direction at an angle to uAxis", "parallel"};

    // Colliders: the path names the collider by position and, when it has one, by name.
    const auto withColliders = [](const char* list) { return sceneText(grid, (QByteArray(R"(, "colliders": )") + list).constData()); };
    QTest::newRow("collider not an object") << withColliders("[3]") << "colliders[0]"
                                            << QStringList{"expected an object", "got 3"};
    QTest::newRow("collider without type") << withColliders(R"([{"name": "Ball"}])") << "colliders[0] (\"Ball\").type"
                                           << QStringList{"missing"};
    QTest::newRow("collider type unknown") << withColliders(R"([{"type": "cone"}])") << "colliders[0].type"
                                           << QStringList{"expected \"plane\", \"sphere\", \"box\", \"capsule\" or \"mesh\"", "got \"cone\""};
    QTest::newRow("sphere without radius") << withColliders(R"([{"name": "Ball", "type": "sphere"}])")
                                           << "colliders[0] (\"Ball\").radius" << QStringList{"missing"};
    QTest::newRow("sphere radius negative") << withColliders(R"([{"type": "plane"}, {"name": "Ball", "type": "sphere", "radius": -1}])")
                                            << "colliders[1] (\"Ball\").radius" << QStringList{"expected a length > 0", "got -1"};
    QTest::newRow("box with a radius") << withColliders(R"([{"type": "box", "halfExtents": [1, 1, 1], "radius": 1}])")
                                       << "colliders[0].radius" << QStringList{"unknown key", "halfExtents"};
    QTest::newRow("box flat") << withColliders(R"([{"type": "box", "halfExtents": [1, 0, 1]}])")
                              << "colliders[0].halfExtents[1]" << QStringList{"expected a length > 0", "got 0"};
    QTest::newRow("capsule halfHeight negative") << withColliders(R"([{"type": "capsule", "radius": 1, "halfHeight": -0.5}])")
                                                 << "colliders[0].halfHeight" << QStringList{"expected a length ≥ 0", "got -0.5"};
    QTest::newRow("friction negative") << withColliders(R"([{"type": "plane", "friction": -0.1}])")
                                       << "colliders[0].friction" << QStringList{"expected a coefficient from 0 to 100", "got -0.1"};
    QTest::newRow("thickness negative") << withColliders(R"([{"type": "plane", "thickness": -0.01}])")
                                        << "colliders[0].thickness" << QStringList{"expected a length ≥ 0", "got -0.01"};
    QTest::newRow("sphere far away") << withColliders(R"([{"type": "sphere", "radius": 1, "position": [0, 1e5, 0]}])")
                                     << "colliders[0].position" << QStringList{"within ±10000 m", "got 100000"};
    QTest::newRow("rotation a string") << withColliders(R"([{"type": "plane", "rotation": "flat"}])")
                                       << "colliders[0].rotation" << QStringList{"expected an array of 3 numbers"};
    QTest::newRow("mesh file missing") << withColliders(R"([{"name": "Bowl", "type": "mesh", "file": "no-such-mesh.obj"}])")
                                       << "colliders[0] (\"Bowl\").file" << QStringList{"mesh file not found", "no-such-mesh.obj"};
    QTest::newRow("mesh file empty") << withColliders(R"([{"type": "mesh", "file": ""}])")
                                     << "colliders[0].file" << QStringList{"expected the path of a mesh file"};
    QTest::newRow("mesh resolution 4") << withColliders(R"([{"type": "mesh", "file": "x.obj", "resolution": 4}])")
                                       << "colliders[0].resolution" << QStringList{"expected an integer from 8 to 256", "got 4"};
    // Materials, strain limits, air and automatic substeps.
    QTest::newRow("material unknown") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": "tweed")") << "cloth.material"
                                      << QStringList{"expected a preset (\"silk\", \"cotton\"", "got \"tweed\""};
    QTest::newRow("material and mass") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "material": "silk")")
                                       << "cloth.particleMass" << QStringList{"not allowed together with cloth.material"};
    QTest::newRow("material and springs") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": "silk", "springs": {})")
                                          << "cloth.springs" << QStringList{"not allowed together with cloth.material"};
    QTest::newRow("no mass, no material") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1)") << "cloth.particleMass"
                                          << QStringList{"missing"};
    QTest::newRow("material density 0") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": {"arealDensity": 0, "stretch": 100, "shear": 10, "bending": 0})")
                                        << "cloth.material.arealDensity" << QStringList{"expected a number > 0"};
    QTest::newRow("material without bending") << sceneText(R"("cols": 4, "rows": 3, "spacing": 0.1, "material": {"arealDensity": 1, "stretch": 100, "shear": 10})")
                                              << "cloth.material.bending" << QStringList{"missing"};
    QTest::newRow("strain limit negative") << gridWith(R"(, "strainLimit": {"structural": -0.1})") << "cloth.strainLimit.structural"
                                           << QStringList{"expected a strain (0 for none, 0.1 for 10%) from 0"};
    QTest::newRow("strain iterations 0") << gridWith(R"(, "strainLimit": {"structural": 0.1, "iterations": 0})") << "cloth.strainLimit.iterations"
                                         << QStringList{"expected an integer from 1 to 64"};
    QTest::newRow("air wind 2000") << sceneText(grid, R"(, "air": {"wind": [2000, 0, 0]})") << "air.wind[0]"
                                   << QStringList{"expected a speed within ±1000 m/s"};
    QTest::newRow("air density negative") << sceneText(grid, R"(, "air": {"density": -1})") << "air.density"
                                          << QStringList{"expected a density in kg/m³ from 0"};
    QTest::newRow("air seed negative") << sceneText(grid, R"(, "air": {"seed": -1})") << "air.seed"
                                       << QStringList{"expected an integer from 0 to 4294967295"};
    QTest::newRow("air unknown key") << sceneText(grid, R"(, "air": {"speed": 3})") << "air.speed"
                                     << QStringList{"unknown key", "wind, turbulence, seed, density, drag"};
    QTest::newRow("substeps automatic") << sceneText(grid, R"(, "simulation": {"substeps": "automatic"})") << "simulation.substeps"
                                        << QStringList{"or \"auto\"", "got \"automatic\""};
    QByteArray many = "[";
    for (int n = 0; n <= limits::maxColliders; ++n)
        many += QByteArray(n ? "," : "") + R"({"type": "plane"})";
    QTest::newRow("33 colliders") << withColliders(many + "]") << "colliders" << QStringList{"expected at most 32 colliders", "got 33"};
}

void TstSceneFile::rejectsBadText()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QStringList, expected);
    try {
        parseScene(json.toStdString(), sourceName);
        QFAIL("no SceneError");
    } catch (const SceneError& e) {
        checkMessage(QString::fromUtf8(e.what()), QString::fromStdString(sourceName), path, expected);
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("not a SceneError: ") + QString::fromUtf8(e.what())));
    }
}

void TstSceneFile::rejectsBadFile_data()
{
    QTest::addColumn<QString>("name");          // under a fresh temporary folder
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("missing file") << "missing.drape" << QStringList{"cannot open the file", "missing"};
    QTest::newRow("missing folder") << "no-such-folder/scene.drape" << QStringList{"cannot open the file", "missing"};
    QTest::newRow("a folder") << "" << QStringList{"cannot open the file", "folder"};
}

void TstSceneFile::rejectsBadFile()
{
    QFETCH(QString, name);
    QFETCH(QStringList, expected);
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::filesystem::path path = std::filesystem::path(folder.path().toStdString()) / name.toStdString();
    try {
        loadScene(path);
        QFAIL("no SceneError");
    } catch (const SceneError& e) {
        checkMessage(QString::fromUtf8(e.what()), QString::fromStdString(path.string()), "", expected);
    }
}

void TstSceneFile::validateSceneUsesTheSameRules()
{
    Scene scene;
    scene.cloths[0].pins.push_back({64, 0});
    try {
        validateScene(scene, "Flag (edited)");
        QFAIL("no SceneError");
    } catch (const SceneError& e) {
        checkMessage(QString::fromUtf8(e.what()), "Flag (edited)", "cloth.pins[2]", {"outside the 64 × 48 grid"});
    }
    validateScene(Scene{});
}

// The editor opens a scene whose mesh file is missing (and marks the collider);
// the path comes back resolved as it would be, and every other rule still holds.
void TstSceneFile::missingMeshFileMayBeAllowed()
{
    const QByteArray json =
        sceneText(grid, R"(, "colliders": [{"name": "Bowl", "type": "mesh", "file": "meshes/no-such-mesh.obj"}])");
    const Scene scene = parseScene(json.toStdString(), sourceName, "/scenes", MeshFiles::MayBeMissing);
    QCOMPARE(scene.colliders.size(), std::size_t(1));
    QCOMPARE(scene.colliders[0].meshFile, std::string("/scenes/meshes/no-such-mesh.obj"));
    validateScene(scene, "edited", MeshFiles::MayBeMissing);
    QVERIFY_THROWS_EXCEPTION(SceneError, validateScene(scene, "edited"));
    QVERIFY_THROWS_EXCEPTION(SceneError, parseScene(json.toStdString(), sourceName, "/scenes"));
    const QByteArray bad = sceneText(grid, R"(, "colliders": [{"type": "mesh", "file": "x.obj", "resolution": 4}])");
    QVERIFY_THROWS_EXCEPTION(SceneError, parseScene(bad.toStdString(), sourceName, {}, MeshFiles::MayBeMissing));
}

void TstSceneFile::minimalFileGetsDefaults()
{
    // The defaults docs/scene-format.md promises, written out rather than taken from
    // Scene so that changing a default in code shows up here as a format change.
    const Scene scene = parseScene(sceneText(grid).toStdString(), sourceName);
    QCOMPARE(QString::fromStdString(scene.name), "test");  // the file's name without .drape
    QCOMPARE(scene.cloths[0].cols, 4);
    QCOMPARE(scene.cloths[0].rows, 3);
    QCOMPARE(scene.cloths[0].spacing, 0.1);
    QCOMPARE(scene.cloths[0].particleMass, 0.01);
    QVERIFY(scene.cloths[0].origin == glm::dvec3(-0.945, 2.0, 0.0));
    QVERIFY(scene.cloths[0].uAxis == glm::dvec3(1.0, 0.0, 0.0));
    QVERIFY(scene.cloths[0].vAxis == glm::dvec3(0.0, -1.0, 0.0));
    QVERIFY(scene.cloths[0].damping == (DampingSpec{3e-5, 0.0}));
    QCOMPARE(scene.cloths[0].bending, 0.0);
    QCOMPARE(scene.cloths[0].springs.structural, 1500.0);
    QCOMPARE(scene.cloths[0].springs.shear, 1000.0);
    QCOMPARE(scene.cloths[0].springs.flexion, 500.0);
    QVERIFY(scene.cloths[0].pins.empty());   // not Scene's {0,0},{63,0}: those may not fit the grid
    QVERIFY(scene.gravity == glm::dvec3(0.0, -9.81, 0.0));
    QCOMPARE(scene.simulation.fps, 60);
    QCOMPARE(scene.simulation.substeps, 40);
    QCOMPARE(scene.simulation.frames, 240);
    QVERIFY(scene.simulation.backend == BackendChoice::Auto);
}

void TstSceneFile::version1FilesAreConverted_data()
{
    QTest::addColumn<QByteArray>("cloth");
    QTest::addColumn<QByteArray>("simulation");
    QTest::addColumn<double>("drag");
    // d per step at dt = 1 / (fps · substeps) is the drag γ = d · fps · substeps.
    QTest::newRow("d = 0.01 at 60 × 40") << QByteArray(R"(, "damping": 0.01)") << QByteArray(R"({"fps": 60, "substeps": 40})")
                                          << 0.01 * 60 * 40;
    QTest::newRow("no damping key: version 1's 0.01") << QByteArray() << QByteArray(R"({"fps": 30, "substeps": 10})")
                                                      << 0.01 * 30 * 10;
    QTest::newRow("d = 0") << QByteArray(R"(, "damping": 0)") << QByteArray(R"({"fps": 60, "substeps": 40})") << 0.0;
}

// docs/scene-format.md, "Version 1": the per-step damping becomes the drag that
// removes the same share of the velocity each step, so the file moves as it did.
void TstSceneFile::version1FilesAreConverted()
{
    QFETCH(QByteArray, cloth);
    QFETCH(QByteArray, simulation);
    QFETCH(double, drag);
    const QByteArray text = R"({"drape": 1, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01)" +
                            cloth + R"(}, "simulation": )" + simulation + "}";
    const Scene scene = parseScene(text.toStdString(), sourceName);
    QCOMPARE(scene.cloths[0].damping.internal, 0.0);
    QVERIFY2(std::abs(scene.cloths[0].damping.drag - drag) <= 1e-12 * drag,
             qPrintable(QString("drag %1, expected %2").arg(scene.cloths[0].damping.drag).arg(drag)));
    // Saved, it is a version 4 file that loads the same.
    const std::string saved = serializeScene(scene);
    QVERIFY(saved.find("\"drape\": 4") != std::string::npos);
    QVERIFY(parseScene(saved, sourceName) == scene);
}

void TstSceneFile::documentedExampleIsTheDefaultScene()
{
    QVERIFY(parseScene(documentedExample, "scene-format.md") == Scene{});
}

void TstSceneFile::saveLoadSaveIsIdentical_data()
{
    QTest::addColumn<Scene>("scene");
    QTest::newRow("default") << Scene{};
    QTest::newRow("odd values") << oddScene();
    Scene gpu;
    gpu.simulation.backend = BackendChoice::Gpu;
    gpu.cloths[0].pins.clear();
    QTest::newRow("gpu, no pins") << gpu;
    Scene withColliders;
    ColliderSpec ground;
    ground.name = "Ground";
    ground.shape = ColliderShape::Plane;
    ground.rotation = {0.0, 0.0, 1.0 / 3.0};
    ground.friction = 0.0;
    ColliderSpec box;
    box.name = "Böx";
    box.shape = ColliderShape::Box;
    box.halfExtents = {0.1, 0.2 + 0.1, 3.0};
    box.thickness = 0.0;
    ColliderSpec capsule;
    capsule.shape = ColliderShape::Capsule;
    capsule.radius = 1e-3;
    capsule.halfHeight = 0.0;
    capsule.position = {-1.0, 1e-9, 1e4};
    withColliders.colliders = {ground, box, capsule, ColliderSpec{}};
    QTest::newRow("colliders") << withColliders;
    Scene physical;
    physical.cloths[0].material = *findMaterialPreset("denim");
    physical.cloths[0].strainLimits = {0.1, 0.0, 0.05, 8};
    physical.air = AirSpec{{3.0, 0.0, -1.5}, 0.25, 77, 1.0, 1.3};
    physical.simulation.autoSubsteps = true;
    deriveSceneValues(physical);
    QTest::newRow("denim, strain limit, air, automatic substeps") << physical;
    Scene custom = physical;
    custom.cloths[0].material = MaterialSpec{"", 0.15, 2000.0, 300.0, 2e-5};
    deriveSceneValues(custom);
    QTest::newRow("custom material") << custom;
}

void TstSceneFile::saveLoadSaveIsIdentical()
{
    QFETCH(Scene, scene);
    const std::string text = serializeScene(scene);
    const Scene loaded = parseScene(text, sourceName);
    QVERIFY(loaded == scene);
    QCOMPARE(QByteArray::fromStdString(serializeScene(loaded)), QByteArray::fromStdString(text));
}

void TstSceneFile::savedFileLoadsEqual()
{
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::filesystem::path path = std::filesystem::path(folder.path().toStdString()) / "odd.drape";
    saveScene(Scene{}, path);
    saveScene(oddScene(), path);   // over an existing file
    QVERIFY(loadScene(path) == oddScene());
    QCOMPARE(readFile(path), QByteArray::fromStdString(serializeScene(oddScene())));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"odd.drape"});
}

void TstSceneFile::saveIntoBadFolderFails_data()
{
    // Tests run as root, who may write into a read-only folder; these parents cannot hold a file at all.
    QTest::addColumn<QString>("name");   // under a fresh temporary folder that holds one file, "plain"
    QTest::newRow("missing folder") << "no-such-folder/scene.drape";
    QTest::newRow("parent is a file") << "plain/scene.drape";
}

void TstSceneFile::saveIntoBadFolderFails()
{
    QFETCH(QString, name);
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::filesystem::path root = folder.path().toStdString();
    std::ofstream(root / "plain") << "not a folder\n";
    const std::filesystem::path path = root / name.toStdString();
    try {
        saveScene(Scene{}, path);
        QFAIL("no IoError");
    } catch (const IoError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).startsWith(QString::fromStdString(path.string() + ": ")), e.what());
    }
    QVERIFY(!std::filesystem::exists(path));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"plain"});
}

// A mesh collider's file is written relative to the scene file and read back
// absolute, so a scene folder can be moved or shared with its meshes.
void TstSceneFile::meshPathsAreRelativeToTheSceneFile()
{
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::filesystem::path root = folder.path().toStdString();
    std::filesystem::create_directories(root / "meshes");
    std::filesystem::create_directories(root / "shots");
    std::ofstream(root / "meshes" / "ball.obj") << "v 0 0 0\n";  // only its existence is checked on load
    std::ofstream(root / "scene.drape") << sceneText(grid, R"(, "colliders": [{"type": "mesh", "file": "meshes/ball.obj"}])").constData();
    Scene scene = loadScene(root / "scene.drape");
    QCOMPARE(QString::fromStdString(scene.colliders.at(0).meshFile), QString::fromStdString((root / "meshes" / "ball.obj").string()));
    saveScene(scene, root / "shots" / "copy.drape");
    QVERIFY(readFile(root / "shots" / "copy.drape").contains(R"("file": "../meshes/ball.obj")"));
    QVERIFY(loadScene(root / "shots" / "copy.drape") == scene);

    scene.colliders.assign(std::size_t(limits::maxMeshColliders + 1), scene.colliders.front());
    try {
        validateScene(scene, "many meshes");
        QFAIL("no SceneError");
    } catch (const SceneError& e) {
        checkMessage(QString::fromUtf8(e.what()), "many meshes", "colliders[8] (\"mesh\")",
                     {"expected at most 8 mesh colliders"});
    }
}

void TstSceneFile::examplesExist()
{
    const std::filesystem::path folder = examplesFolder();
    QVERIFY2(!folder.empty(), "DRAPE_EXAMPLES is not set (ctest sets it to resources/examples)");
    QVERIFY2(std::filesystem::is_directory(folder), folder.c_str());
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        count += entry.path().extension() == ".drape" ? 1 : 0;
    QVERIFY2(count >= 3, qPrintable(QStringLiteral("only %1 examples").arg(count)));
    QVERIFY(loadScene(folder / "flag.drape") == parseScene(documentedExample, "scene-format.md"));
}

void TstSceneFile::exampleIsValidStableAndCanonical_data()
{
    QTest::addColumn<QString>("path");
    const std::filesystem::path folder = examplesFolder();
    if (folder.empty() || !std::filesystem::is_directory(folder))
        QSKIP("no DRAPE_EXAMPLES folder (examplesExist() fails for it)");
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() == ".drape")
            QTest::newRow(entry.path().filename().c_str()) << QString::fromStdString(entry.path().string());
    }
}

void TstSceneFile::exampleIsValidStableAndCanonical()
{
    QFETCH(QString, path);
    const Scene scene = loadScene(path.toStdString());
    QVERIFY2(isTimeStepStable(scene), qPrintable(QStringLiteral("dt %1 s is above the stability limit %2 s")
                                                     .arg(scene.simulation.timeStep())
                                                     .arg(stableTimeStepLimit(scene.cloths[0]))));
    const std::filesystem::path file = path.toStdString();
    QCOMPARE(readFile(file), QByteArray::fromStdString(serializeScene(scene, file.parent_path())));
}

QTEST_GUILESS_MAIN(TstSceneFile)
#include "tst_SceneFile.moc"

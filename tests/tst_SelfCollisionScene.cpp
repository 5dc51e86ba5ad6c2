// The scene key `cloth.selfCollision` (docs/scene-format.md): what it takes and
// refuses, its round trip through save, what an edit of it means to a running
// simulation (SceneChange.h), and the backend "auto" gives it on a software
// renderer (SolverFactory.h).
#include "engine/io/IoError.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothSurface.h"
#include "engine/scene/SceneChange.h"
#include "engine/sim/SolverFactory.h"

#include <QtTest>

#include <filesystem>
#include <string>

using namespace drape::engine;

namespace {

/// A valid 4 × 3 grid 10 cm apart with `selfCollision` as its self-collision value.
std::string sceneWith(const std::string& selfCollision)
{
    return R"({"drape": 2, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01, "selfCollision": )" +
           selfCollision + "}}";
}

Scene sceneWithSelfCollision()
{
    Scene scene = parseScene(sceneWith(R"({"thickness": 0.08, "friction": 0.35})"), "test.drape");
    scene.simulation.backend = BackendChoice::Auto;
    return scene;
}

}  // namespace

class TstSelfCollisionScene : public QObject {
    Q_OBJECT

private slots:
    void autoTakesTheCpuOnASoftwareRenderer();
    void readsTheKey();
    void refusesBadValues_data();
    void refusesBadValues();
    void refusesAbsurdThickness();
    void meshClothBoundsByItsEdges();
    void roundTripsThroughSave();
    void editsRebuildOrApplyLive();
};

void TstSelfCollisionScene::readsTheKey()
{
    const Scene scene = parseScene(sceneWith(R"({"thickness": 0.08, "friction": 0.35})"), "test.drape");
    QVERIFY(scene.cloths[0].selfCollision.has_value());
    QCOMPARE(scene.cloths[0].selfCollision->thickness, 0.08);
    QCOMPARE(scene.cloths[0].selfCollision->friction, 0.35);
    const Scene defaultFriction = parseScene(sceneWith(R"({"thickness": 0.05})"), "test.drape");
    QCOMPARE(defaultFriction.cloths[0].selfCollision->friction, SelfCollisionSpec{}.friction);
    const Scene without = parseScene(
        R"({"drape": 2, "cloth": {"cols": 4, "rows": 3, "spacing": 0.1, "particleMass": 0.01}})", "test.drape");
    QVERIFY(!without.cloths[0].selfCollision.has_value());
}

void TstSelfCollisionScene::refusesBadValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not an object") << "0.02" << "cloth.selfCollision" << "expected an object";
    QTest::newRow("unknown key") << R"({"thickness": 0.05, "radius": 0.05})" << "cloth.selfCollision.radius"
                                 << "unknown key (expected one of: thickness, friction)";
    QTest::newRow("no thickness") << R"({"friction": 0.2})" << "cloth.selfCollision.thickness" << "missing";
    QTest::newRow("thickness as text") << R"({"thickness": "2 cm"})" << "cloth.selfCollision.thickness"
                                       << "expected a number";
    QTest::newRow("zero thickness") << R"({"thickness": 0})" << "cloth.selfCollision.thickness"
                                    << "expected a number > 0";
    QTest::newRow("negative thickness") << R"({"thickness": -0.01})" << "cloth.selfCollision.thickness"
                                        << "expected a number > 0";
    QTest::newRow("thicker than the spacing allows")
        << R"({"thickness": 0.16})" << "cloth.selfCollision.thickness" << "expected at most 1.5 × the cloth's spacing (0.15 m for 0.1 m)";
    QTest::newRow("negative friction") << R"({"thickness": 0.05, "friction": -0.1})"
                                       << "cloth.selfCollision.friction" << "expected a friction coefficient from 0";
    QTest::newRow("absurd friction") << R"({"thickness": 0.05, "friction": 1000})" << "cloth.selfCollision.friction"
                                     << "to 100";
    QTest::newRow("friction as text") << R"({"thickness": 0.05, "friction": "high"})"
                                      << "cloth.selfCollision.friction" << "expected a number";
}

void TstSelfCollisionScene::refusesBadValues()
{
    QFETCH(QString, value);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    try {
        parseScene(sceneWith(value.toStdString()), "bad.drape");
        QFAIL("the scene was accepted");
    } catch (const SceneError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.startsWith("bad.drape: " + path + ": "), qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
}

// A grid 1 m apart would allow 1.5 m by its spacing: the limit of 1 m holds it.
void TstSelfCollisionScene::refusesAbsurdThickness()
{
    const std::string coarse = R"({"drape": 2, "cloth": {"cols": 4, "rows": 3, "spacing": 1.0, "particleMass": 0.01, )"
                               R"("selfCollision": {"thickness": THICK}}})";
    const auto withThickness = [&](const char* thickness) {
        std::string text = coarse;
        return text.replace(text.find("THICK"), 5, thickness);
    };
    QCOMPARE(parseScene(withThickness("1.0"), "coarse.drape").cloths[0].selfCollision->thickness, 1.0);
    QVERIFY_THROWS_EXCEPTION(SceneError, parseScene(withThickness("1.2"), "coarse.drape"));
    try {
        parseScene(withThickness("1.2"), "coarse.drape");
    } catch (const SceneError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains("cloth.selfCollision.thickness: expected a thickness in "
                                                      "metres of at most 1 m, got 1.2"),
                 e.what());
    }
}

// A mesh cloth's spacing is its mean edge length: the thickness is bounded by
// 1.5 times it (the shipped round tablecloth's mesh).
void TstSelfCollisionScene::meshClothBoundsByItsEdges()
{
    const std::filesystem::path examples = qEnvironmentVariable("DRAPE_EXAMPLES").toStdString();
    QVERIFY2(std::filesystem::is_directory(examples), "DRAPE_EXAMPLES is not set (ctest sets it to resources/examples)");
    const auto withThickness = [&](double thickness) {
        return parseScene(R"({"drape": 2, "cloth": {"mesh": {"file": "meshes/round-tablecloth.obj"}, )"
                          R"("material": "cotton", "selfCollision": {"thickness": )" +
                              std::to_string(thickness) + "}}}",
                          "mesh.drape", examples);
    };
    const Scene scene = withThickness(0.001);
    const double edge = meanEdgeLength(*scene.cloths[0].mesh->surface);
    QVERIFY(edge > 0.01);
    QCOMPARE(withThickness(1.4 * edge).cloths[0].selfCollision->thickness, std::stod(std::to_string(1.4 * edge)));
    try {
        withThickness(1.6 * edge);
        QFAIL("a thickness of 1.6 mean edges was accepted");
    } catch (const SceneError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains("mesh.drape: cloth.selfCollision.thickness: expected at most "
                                                      "1.5 × the cloth's spacing"),
                 e.what());
    }
    Scene saved = scene;
    QVERIFY(parseScene(serializeScene(saved, examples), "mesh.drape", examples) == saved);
}

void TstSelfCollisionScene::roundTripsThroughSave()
{
    const Scene scene = sceneWithSelfCollision();
    const std::string text = serializeScene(scene);
    QVERIFY2(text.find("\"selfCollision\": {\n      \"thickness\": 0.08,\n      \"friction\": 0.35\n    }") !=
                 std::string::npos,
             text.c_str());
    const Scene again = parseScene(text, "saved.drape");
    QVERIFY(again == scene);
    QCOMPARE(serializeScene(again), text);
    Scene off = scene;
    off.cloths[0].selfCollision.reset();
    QVERIFY(serializeScene(off).find("selfCollision") == std::string::npos);
    QVERIFY(!parseScene(serializeScene(off), "saved.drape").cloths[0].selfCollision);
}

// Turning it on or off may change the backend "auto" picks, so the cloth is
// rebuilt; its thickness and friction apply to the running cloth.
void TstSelfCollisionScene::editsRebuildOrApplyLive()
{
    const Scene on = sceneWithSelfCollision();
    Scene off = on;
    off.cloths[0].selfCollision.reset();
    QCOMPARE(classifyChange(off, on), SceneChange::Rebuild);
    QCOMPARE(classifyChange(on, off), SceneChange::Rebuild);
    Scene thicker = on;
    thicker.cloths[0].selfCollision->thickness = 0.1;
    QCOMPARE(classifyChange(on, thicker), SceneChange::Live);
    Scene slipperier = on;
    slipperier.cloths[0].selfCollision->friction = 0.0;
    QCOMPARE(classifyChange(on, slipperier), SceneChange::Live);
    QCOMPARE(classifyChange(on, on), SceneChange::None);
}

// `gl` describes llvmpipe: "auto" takes the CPU and says why, without touching
// OpenGL (none is current). tst_GpuSelfCollision runs it on the GPU.
void TstSelfCollisionScene::autoTakesTheCpuOnASoftwareRenderer()
{
    GlInfo gl;
    gl.renderer = "llvmpipe (LLVM 15.0.6, 256 bits)";
    gl.major = 4;
    gl.minor = 5;
    gl.hasCompute = true;
    std::string reason;
    const auto automatic = createSolver(sceneWithSelfCollision(), {}, BackendChoice::Auto, &gl, &reason);
    QCOMPARE(int(automatic->backend()), int(Backend::Cpu));
    QCOMPARE(reason, std::string(selfCollisionFasterOnCpu));
}

QTEST_GUILESS_MAIN(TstSelfCollisionScene)
#include "tst_SelfCollisionScene.moc"

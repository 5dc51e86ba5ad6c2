// A wedge's parts below the command line (docs/farm.md): --vary's values and
// ranges, the wedge file, the cross product and its names, keys set in a scene
// file, each variant's scene file as the scene reader reads it back, and the
// manifest's round trip with its status files; and what each refuses.
#include "engine/io/SceneFile.h"
#include "engine/io/WedgeManifest.h"
#include "engine/io/WedgeSpec.h"
#include "engine/io/WedgeVariants.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <stdexcept>

using namespace drape::engine;

namespace {

/// Whether `run` throws std::invalid_argument (or a SceneError) whose message holds `part`.
template <typename F>
bool refuses(F&& run, const std::string& part)
{
    try {
        run();
    } catch (const std::exception& e) {
        if (std::string(e.what()).find(part) != std::string::npos)
            return true;
        qWarning("refused, but with: %s", e.what());
        return false;
    }
    return false;
}

std::filesystem::path writeFile(const QTemporaryDir& dir, const std::string& name, const std::string& text)
{
    const std::filesystem::path path = std::filesystem::path(dir.path().toStdString()) / name;
    std::ofstream(path) << text;
    return path;
}

constexpr const char* smallScene = R"({
  "drape": 2,
  "cloth": {"cols": 6, "rows": 6, "spacing": 0.05, "material": "cotton", "pins": [[0, 0], [5, 0]]},
  "air": {"wind": [1.0, 0.0, 0.0]},
  "simulation": {"fps": 60, "substeps": 4, "frames": 3, "backend": "cpu"}
})";

}  // namespace

class TstWedge : public QObject {
    Q_OBJECT

private slots:
    void varyReadsListsAndRanges();
    void varyRefusesWhatIsNotAList();
    void variantsAreTheCrossProduct();
    void patternMustNameEveryVariedKey();
    void keysAreSetWhereTheySay();
    void variantScenesReadBackWithTheirValues();
    void variantScenesAreValidatedLikeAnyScene();
    void materialReplacesRawSprings();
    void wedgeFileSaysWhatVarySays();
    void manifestRoundTrip();
};

void TstWedge::varyReadsListsAndRanges()
{
    const WedgeAxis materials = parseVary("cloth.material=silk, cotton,denim");
    QCOMPARE(materials.key, std::string("cloth.material"));
    QCOMPARE(materials.values, (std::vector<std::string>{"\"silk\"", "\"cotton\"", "\"denim\""}));
    QCOMPARE(parseVary("air.wind[0]=0:10:5").values, (std::vector<std::string>{"0", "5", "10"}));
    // A range of tenths ends on its END, each value written as it reads.
    const WedgeAxis tenths = parseVary("k=0:1:0.1");
    QCOMPARE(tenths.values.size(), std::size_t(11));
    QCOMPARE(tenths.values[3], std::string("0.3"));
    QCOMPARE(tenths.values.back(), std::string("1"));
    QCOMPARE(parseVary("a=true,2.5e-3,x1").values, (std::vector<std::string>{"true", "0.0025", "\"x1\""}));
    QCOMPARE(valueLabel("\"silk\""), std::string("silk"));
    QCOMPARE(valueLabel("0.0025"), std::string("0.0025"));
}

void TstWedge::varyRefusesWhatIsNotAList()
{
    QVERIFY(refuses([] { parseVary("cloth.material"); }, "expected KEY=VALUES"));
    QVERIFY(refuses([] { parseVary("=1,2"); }, "no key"));
    QVERIFY(refuses([] { parseVary("a=1,,2"); }, "an empty value"));
    QVERIFY(refuses([] { parseVary("a=0:10"); }, "START:END:STEP"));
    QVERIFY(refuses([] { parseVary("a=0:10:0"); }, "step > 0"));
    QVERIFY(refuses([] { parseVary("a=10:0:1"); }, "END ≥ START"));
    QVERIFY(refuses([] { parseVary("a=0:1e9:1"); }, "more than 10000"));
}

void TstWedge::variantsAreTheCrossProduct()
{
    WedgeSpec spec;
    spec.axes = {parseVary("cloth.material=silk,denim"), parseVary("air.wind[0]=0:10:5")};
    spec.outputPattern = "out/{cloth.material}/wind-{air.wind[0]}.glb";
    const std::vector<WedgeVariant> variants = expandWedge(spec);
    QCOMPARE(variants.size(), std::size_t(6));
    const char* expected[] = {"out/silk/wind-0.glb",  "out/silk/wind-5.glb",  "out/silk/wind-10.glb",
                              "out/denim/wind-0.glb", "out/denim/wind-5.glb", "out/denim/wind-10.glb"};
    for (std::size_t v = 0; v < variants.size(); ++v) {
        QCOMPARE(variants[v].index, v);
        QCOMPARE(variants[v].output.string(), std::string(expected[v]));
        QCOMPARE(variants[v].scene, std::filesystem::path(expected[v]).replace_extension(".drape"));
    }
    QCOMPARE(variants[4].values, (std::vector<std::pair<std::string, std::string>>{{"cloth.material", "\"denim\""},
                                                                                  {"air.wind[0]", "5"}}));
}

void TstWedge::patternMustNameEveryVariedKey()
{
    WedgeSpec spec;
    spec.axes = {parseVary("cloth.material=silk,denim"), parseVary("air.wind[0]=0,5")};
    spec.outputPattern = "out/{cloth.material}.glb";
    QVERIFY(refuses([&] { expandWedge(spec); }, "leaves out {air.wind[0]}"));
    // A key of one value is set alike for every variant: the names need not say it.
    spec.axes[1] = parseVary("air.wind[0]=5");
    QCOMPARE(expandWedge(spec)[1].output.string(), std::string("out/denim.glb"));
    spec.axes[1] = parseVary("air.wind[0]=0,5");
    spec.outputPattern = "out/{cloth.material}-{air.wind[0]}-{gravity}.glb";
    QVERIFY(refuses([&] { expandWedge(spec); }, "names {gravity}"));
    spec.outputPattern = "out/{cloth.material}-{air.wind[0]}";
    QVERIFY(refuses([&] { expandWedge(spec); }, "needs a file extension"));
    spec.outputPattern = "out/{cloth.material-{air.wind[0]}.glb";
    QVERIFY(refuses([&] { expandWedge(spec); }, "names {cloth.material-{air.wind[0]}"));
    spec.axes.push_back(parseVary("cloth.material=cotton"));
    QVERIFY(refuses([&] { expandWedge(spec); }, "given twice"));
    spec.axes.clear();
    QVERIFY(refuses([&] { expandWedge(spec); }, "at least one --vary"));
}

void TstWedge::keysAreSetWhereTheySay()
{
    const std::string document = R"({"cloth": {"material": "silk"}, "air": {"wind": [1, 2, 3]}})";
    QCOMPARE(withKeySet(document, "cloth.material", "\"denim\""),
             withKeySet(R"({"cloth": {"material": "denim"}, "air": {"wind": [1, 2, 3]}})", "air.wind[1]", "2"));
    const std::string made = withKeySet(document, "cloth.selfCollision.thickness", "0.02");
    QVERIFY2(made.find("\"selfCollision\": {\n      \"thickness\": 0.02") != std::string::npos, made.c_str());
    QVERIFY(withKeySet(document, "air.wind[2]", "7").find("7") != std::string::npos);
    QVERIFY(refuses([&] { withKeySet(document, "air.wind[3]", "1"); }, "air.wind has no element 3"));
    QVERIFY(refuses([&] { withKeySet(document, "cloth.material.name", "1"); }, "cloth.material is not an object"));
    QVERIFY(refuses([&] { withKeySet(document, "air.wind[x]", "1"); }, "expected an index"));
    QVERIFY(refuses([&] { withKeySet(document, "cloth..material", "1"); }, "an empty name"));
}

// Each variant's scene is the base with its values, as loadScene reads it back
// from beside the output; the base file itself is left as it was.
void TstWedge::variantScenesReadBackWithTheirValues()
{
    QTemporaryDir dir;
    const std::filesystem::path base = writeFile(dir, "base.drape", smallScene);
    WedgeSpec spec;
    spec.scene = base;
    spec.axes = {parseVary("cloth.material=silk,denim"), parseVary("cloth.selfCollision.thickness=0.03,0.05")};
    spec.outputPattern = dir.path().toStdString() + "/out/{cloth.material}-{cloth.selfCollision.thickness}.pc2";
    const std::vector<WedgeVariant> variants = expandWedge(spec);
    writeVariantScenes(spec, variants);
    for (const WedgeVariant& variant : variants) {
        const Scene scene = loadScene(variant.scene);
        const bool silk = variant.index < 2;
        QCOMPARE(scene.cloths[0].material->preset, std::string(silk ? "silk" : "denim"));
        QVERIFY(scene.cloths[0].selfCollision);
        QCOMPARE(scene.cloths[0].selfCollision->thickness, variant.index % 2 == 0 ? 0.03 : 0.05);
        QCOMPARE(scene.air->wind, glm::dvec3(1.0, 0.0, 0.0));   // what no axis varies is the base's
    }
    QVERIFY(!loadScene(base).cloths[0].selfCollision);
}

void TstWedge::variantScenesAreValidatedLikeAnyScene()
{
    QTemporaryDir dir;
    WedgeSpec spec;
    spec.scene = writeFile(dir, "base.drape", smallScene);
    spec.outputPattern = dir.path().toStdString() + "/out/{cloth.selfCollision.thickness}.glb";
    spec.axes = {parseVary("cloth.selfCollision.thickness=0.03,0.5")};
    // 0.5 m is more than 1.5 spacings of 5 cm: the reader's own message, naming the variant's file.
    QVERIFY(refuses([&] { writeVariantScenes(spec, expandWedge(spec)); }, "0.5.drape"));
    QVERIFY(refuses([&] { writeVariantScenes(spec, expandWedge(spec)); }, "thickness"));
    spec.axes = {parseVary("cloth.colour=1,2")};
    spec.outputPattern = dir.path().toStdString() + "/out/{cloth.colour}.glb";
    QVERIFY(refuses([&] { writeVariantScenes(spec, expandWedge(spec)); }, "cloth.colour: unknown key"));
    spec.scene = dir.path().toStdString() + "/missing.drape";
    QVERIFY(refuses([&] { writeVariantScenes(spec, expandWedge(spec)); }, "missing.drape"));
}

// A base of raw springs, mass and bending varied over materials: each variant
// takes its material's values instead (as the editor's material menu does); a
// variant that also sets a raw spring is refused as such a file always is.
void TstWedge::materialReplacesRawSprings()
{
    QTemporaryDir dir;
    WedgeSpec spec;
    spec.scene = writeFile(dir, "raw.drape", R"({
      "drape": 2,
      "cloth": {"cols": 6, "rows": 6, "spacing": 0.05, "particleMass": 0.01, "bending": 0.001,
                "springs": {"structural": 100, "shear": 50, "flexion": 10}}
    })");
    spec.axes = {parseVary("cloth.material=silk,denim")};
    spec.outputPattern = dir.path().toStdString() + "/out/{cloth.material}.pc2";
    const std::vector<WedgeVariant> variants = expandWedge(spec);
    writeVariantScenes(spec, variants);
    const Scene denim = loadScene(variants[1].scene);
    QVERIFY(denim.cloths[0].material);
    QCOMPARE(denim.cloths[0].material->preset, std::string("denim"));
    QVERIFY(denim.cloths[0].springs.structural != 100.0);   // the material's, not the base's
    spec.axes.push_back(parseVary("cloth.springs.structural=200"));
    spec.outputPattern = dir.path().toStdString() + "/out/{cloth.material}-{cloth.springs.structural}.pc2";
    QVERIFY(refuses([&] { writeVariantScenes(spec, expandWedge(spec)); }, "not allowed together with cloth.material"));
}

void TstWedge::wedgeFileSaysWhatVarySays()
{
    QTemporaryDir dir;
    writeFile(dir, "base.drape", smallScene);
    const auto file = writeFile(dir, "wedge.json", R"({
      "scene": "base.drape",
      "vary": {"cloth.material": ["silk", "denim"], "air.wind[0]": "0:10:5"},
      "output": "out/{cloth.material}-{air.wind[0]}.glb",
      "frames": 12
    })");
    const WedgeSpec spec = readWedgeFile(file);
    QCOMPARE(spec.scene, std::filesystem::path(dir.path().toStdString()) / "base.drape");
    QCOMPARE(spec.frames, std::optional<int>(12));
    QCOMPARE(spec.axes.size(), std::size_t(2));
    QCOMPARE(spec.axes[0].values, parseVary("cloth.material=silk,denim").values);
    QCOMPARE(spec.axes[1].values, parseVary("air.wind[0]=0:10:5").values);
    QCOMPARE(expandWedge(spec).size(), std::size_t(6));
    QVERIFY(refuses([&] { readWedgeFile(writeFile(dir, "a.json", "{")); }, "not JSON"));
    QVERIFY(refuses([&] { readWedgeFile(writeFile(dir, "b.json", R"({"scene": "x", "output": "o.glb", "vary": {}})")); },
                    "vary: expected"));
    QVERIFY(refuses([&] { readWedgeFile(writeFile(dir, "c.json", R"({"scene": "x", "output": "o.glb", "vary": {"a": [1]}, "colour": 1})")); },
                    "unknown key 'colour'"));
    QVERIFY(refuses([&] { readWedgeFile(writeFile(dir, "d.json", R"({"scene": "x", "output": "o.glb", "vary": {"a": [[1]]}})")); },
                    "vary.a: expected numbers"));
}

// Written and read back: the variants, their paths (absolute again) and each
// status file's state, time and error; a variant without one is pending.
void TstWedge::manifestRoundTrip()
{
    QTemporaryDir dir;
    const std::filesystem::path folder = dir.path().toStdString();
    WedgeSpec spec;
    spec.scene = folder / "base.drape";
    spec.axes = {parseVary("cloth.material=silk,cotton,denim")};
    spec.outputPattern = (folder / "out/{cloth.material}.glb").string();
    WedgeManifest manifest;
    manifest.path = folder / "out/wedge.json";
    manifest.baseScene = spec.scene;
    manifest.outputPattern = spec.outputPattern;
    manifest.frames = 24;
    manifest.variants = expandWedge(spec);
    manifest.slurmJob = "42";
    writeManifest(manifest);
    writeVariantStatus(manifest.path, 0, {VariantState::Done, 1.5, {}});
    writeVariantStatus(manifest.path, 2, {VariantState::Failed, 0.25, "the simulation diverged at frame 7"});
    const WedgeManifest read = readManifest(manifest.path);
    QCOMPARE(read.baseScene, manifest.baseScene);
    QCOMPARE(read.frames, manifest.frames);
    QCOMPARE(read.slurmJob, std::string("42"));
    QCOMPARE(read.variants.size(), std::size_t(3));
    for (std::size_t v = 0; v < 3; ++v) {
        QCOMPARE(read.variants[v].output, manifest.variants[v].output);
        QCOMPARE(read.variants[v].scene, manifest.variants[v].scene);
        QCOMPARE(read.variants[v].values, manifest.variants[v].values);
    }
    QCOMPARE(int(read.status[0].state), int(VariantState::Done));
    QCOMPARE(read.status[0].seconds, 1.5);
    QCOMPARE(int(read.status[1].state), int(VariantState::Pending));
    QCOMPARE(int(read.status[2].state), int(VariantState::Failed));
    QCOMPARE(read.status[2].error, std::string("the simulation diverged at frame 7"));
    QVERIFY(refuses([&] { readManifest(writeFile(dir, "x.json", R"({"format": "other"})")); }, "not a wedge manifest"));
}

QTEST_GUILESS_MAIN(TstWedge)
#include "tst_Wedge.moc"

// Helpers for the export tests (header only): a small bake held in a frame
// cache, the Khronos glTF validator run through node, and whether Blender is
// there for tst_BlenderImport. Where node or the validator is missing, a
// check fails under CI (CI=true) and skips elsewhere, naming the install step;
// Blender is optional outside CI (DRAPE_REQUIRE_BLENDER=1 makes it required).
#pragma once

#include "engine/io/ExportFormat.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/sim/Bake.h"
#include "engine/sim/CpuSolver.h"
#include "tests/support/TestScenes.h"
#include "tests/support/GpuTestContext.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <QString>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace drape::test {

/// A 6 × 5 cloth pinned at its top corners, soft enough to sag visibly within a few frames.
inline engine::Scene exportScene()
{
    engine::Scene scene;
    scene.name = "Test Cloth";
    scene.cloths[0].cols = 6;
    scene.cloths[0].rows = 5;
    scene.cloths[0].spacing = 0.1;
    scene.cloths[0].origin = {-0.25, 1.5, 0.2};
    scene.cloths[0].particleMass = 0.05;
    scene.cloths[0].springs = {150, 100, 50};
    scene.cloths[0].pins = {{0, 0}, {5, 0}};
    scene.gravity = {0.5, -9.81, 1.0};  // slanted, so every coordinate moves
    scene.simulation.fps = 30;
    scene.simulation.substeps = 10;
    scene.simulation.frames = 12;
    return scene;
}

/// Export options for a range, a stride and normals; no colliders.
inline engine::ExportOptions exportOptions(int first, int last, int every, bool normals = true)
{
    engine::ExportOptions options;
    options.first = first;
    options.last = last;
    options.every = every;
    options.normals = normals;
    return options;
}

/// The scene baked on the CPU backend into a cache.
inline std::unique_ptr<engine::FrameCache> bakedCache(const engine::Scene& scene, int frames)
{
    auto cache = std::make_unique<engine::FrameCache>(int(engine::sceneParticleCount(scene)));
    engine::CpuSolver solver(scene, test::colliderGeometry(scene));
    engine::bake(solver, scene, frames, *cache);
    return cache;
}

/// exportScene() at 24 × 16 particles, baked for 30 frames: large enough that the
/// size estimates (engine::expectedExportSize) are checked on more than headers.
struct SizingBake {
    static constexpr int cols = 24, rows = 16, frames = 30;
    engine::Scene scene;
    std::unique_ptr<engine::FrameCache> cache;
};

inline SizingBake sizingBake()
{
    SizingBake sizing{exportScene(), nullptr};
    sizing.scene.cloths[0].cols = SizingBake::cols;
    sizing.scene.cloths[0].rows = SizingBake::rows;
    sizing.scene.cloths[0].pins = {{0, 0}, {SizingBake::cols - 1, 0}};
    sizing.cache = bakedCache(sizing.scene, SizingBake::frames);
    return sizing;
}

/// Files and folders in `folder`, hidden ones included.
inline QStringList entriesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

/// The bytes of all the files in `folder`.
inline qint64 bytesIn(const QString& folder)
{
    qint64 bytes = 0;
    for (const QString& name : entriesIn(folder))
        bytes += QFileInfo(QDir(folder).filePath(name)).size();
    return bytes;
}

struct ValidatorRun {
    QString missing;  ///< non-empty when the validator cannot run: what is missing
    int errors = -1;
    QString output;
};

/// Runs tests/gltf/validate.mjs (DRAPE_GLTF_VALIDATE_SCRIPT) on a .glb or .gltf.
inline ValidatorRun validateGltf(const QString& path)
{
    ValidatorRun run;
    const QString node = QStandardPaths::findExecutable("node");
    const QString module = QStringLiteral(DRAPE_GLTF_VALIDATOR);
    if (node.isEmpty())
        run.missing = "node is not installed (apt-get install nodejs npm)";
    else if (!QFileInfo::exists(module + "/package.json"))
        run.missing = "the glTF validator is not at " + module +
                      " (npm install --prefix build/npm gltf-validator@2.0.0-dev.3.10)";
    if (!run.missing.isEmpty())
        return run;
    QProcess process;
    process.setProcessEnvironment([&] {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("GLTF_VALIDATOR", module);
        return environment;
    }());
    process.start(node, {QStringLiteral(DRAPE_GLTF_VALIDATE_SCRIPT), path});
    process.waitForFinished(120000);
    run.output = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
    const QRegularExpressionMatch match = QRegularExpression("^errors (\\d+)").match(run.output);
    if (match.hasMatch())
        run.errors = match.captured(1).toInt();
    return run;
}

}  // namespace drape::test

/// Blender is optional (a large install): a test that needs it skips without it,
/// except in CI (whose test command installs it) or with DRAPE_REQUIRE_BLENDER set.
#define DRAPE_REQUIRE_BLENDER()                                                                      \
    do {                                                                                             \
        if (QStandardPaths::findExecutable("blender").isEmpty()) {                                   \
            if (drape::test::runningInCi() || !qEnvironmentVariableIsEmpty("DRAPE_REQUIRE_BLENDER")) \
                QFAIL("blender is not installed (apt-get install blender python3-numpy)");           \
            QSKIP("blender is not installed (apt-get install blender python3-numpy): not checked");  \
        }                                                                                            \
    } while (false)


/// Validates a glTF file: 0 errors required; a missing validator fails under CI, skips elsewhere.
#define DRAPE_VALIDATE_GLTF(path)                                                                  \
    do {                                                                                           \
        const drape::test::ValidatorRun drapeValidation = drape::test::validateGltf(path);         \
        if (!drapeValidation.missing.isEmpty()) {                                                  \
            if (drape::test::runningInCi())                                                        \
                QFAIL(qPrintable("cannot validate glTF in CI: " + drapeValidation.missing));       \
            QSKIP(qPrintable("cannot validate glTF: " + drapeValidation.missing));                 \
        }                                                                                          \
        QVERIFY2(drapeValidation.errors == 0, qPrintable(drapeValidation.output));                 \
    } while (false)

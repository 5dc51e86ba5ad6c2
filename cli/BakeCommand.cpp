// drape-cli bake SCENE -o OUT: runs the simulation and writes the frames.
#include "cli/Arguments.h"
#include "cli/Commands.h"
#include "cli/InterruptGuard.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"
#include "engine/io/AtomicFile.h"
#include "engine/io/ColliderAssets.h"
#include "engine/io/ColliderMeshes.h"
#include "engine/io/ExportFormat.h"
#include "engine/io/FrameCache.h"
#include "engine/io/Pc2Writer.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/BackendKeyword.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"
#include "engine/sim/BackgroundFrameSink.h"
#include "engine/sim/Bake.h"
#include "engine/sim/SolverFactory.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

namespace drape::cli {
namespace {

constexpr const char* help =
    "usage: drape-cli bake SCENE -o OUT [--frames N] [--first A] [--last B | --range A:B]\n"
    "                      [--every N] [--no-normals] [--colliders] [--cloth NAME]\n"
    "                      [--backend auto|cpu|gpu]\n"
    "                      [--snapshot FILE.pc2 [--snapshot-frames A,B,...]] [--quiet]\n"
    "\n"
    "Simulates SCENE and writes frames to OUT, in the format OUT's extension names:\n"
    "  .glb, .gltf  glTF 2.0 (a .gltf gets a .bin beside it): mesh, UVs, normals, one\n"
    "               morph target per frame and an animation that plays them\n"
    "  .fbx         binary FBX: mesh, UVs, normals, one blend shape per frame and\n"
    "               weight curves that play them\n"
    "  .obj         an OBJ sequence: OUT_0000.obj, OUT_0001.obj, ... numbered by frame\n"
    "  .pc2         a PC2 point cache, plus OUT's name with .obj: the mesh it animates\n"
    "N (frames baked, 0 .. N-1) defaults to the scene's simulation.frames, or B+1 when\n"
    "only --last/--range is given. --first/--last/--range pick the frames written\n"
    "(inclusive), --every writes every N-th of them, --no-normals leaves normals out,\n"
    "--colliders writes the colliders as meshes beside the cloth, keyed ones moving (glTF, FBX).\n"
    "A scene of several cloths bakes them all together; glTF and FBX hold each as a mesh of\n"
    "its name, and --cloth NAME writes that one alone (OBJ and PC2 hold one, so need it).\n"
    "--snapshot also writes the particles' positions at the frames --snapshot-frames\n"
    "lists (default: the last baked frame) as a PC2 point cache in particle order (what\n"
    "a wedge's contact sheet draws; docs/farm.md).\n"
    "The backend defaults to the scene's simulation.backend. Progress goes to stderr;\n"
    "the expected size is printed before writing. On any failure or Ctrl-C nothing is\n"
    "left at OUT (docs/cli.md, docs/export.md).\n";

engine::BackendChoice parseBackend(const std::string& text)
{
    if (const std::optional<engine::BackendChoice> backend = engine::parseBackendKeyword(text))
        return *backend;
    throw UsageError("--backend: expected auto, cpu or gpu, got '" + text + "'");
}

/// The index of the scene's cloth of that name, for --cloth.
std::size_t clothNamed(const engine::Scene& scene, const std::string& name)
{
    std::string names;
    for (std::size_t k = 0; k < scene.cloths.size(); ++k) {
        if (scene.cloths[k].name == name)
            return k;
        names += (k ? ", " : "") + scene.cloths[k].name;
    }
    throw UsageError("--cloth: the scene has no cloth called '" + name + "' (its cloths: " + names + ")");
}

/// Parses "A:B" for --range.
std::pair<int, int> parseRange(const std::string& text)
{
    const auto colon = text.find(':');
    Arguments parts;
    parts.values["--range"] = colon == std::string::npos ? text : text.substr(0, colon);
    const int first = parts.integer("--range", 0, 0, engine::limits::maxFrames - 1);
    parts.values["--range"] = colon == std::string::npos ? "" : text.substr(colon + 1);
    int last = 0;
    try {
        last = parts.integer("--range", 0, 0, engine::limits::maxFrames - 1);
    } catch (const UsageError&) {
        last = -1;
    }
    if (colon == std::string::npos || last < 0)
        throw UsageError("--range: expected A:B, two frame numbers from 0 to " +
                         std::to_string(engine::limits::maxFrames - 1) + ", got '" + text + "'");
    return {first, last};
}

std::string sizeText(std::uint64_t bytes)
{
    char text[64];
    if (bytes >= 1000 * 1000)
        std::snprintf(text, sizeof text, "%.1f MB", double(bytes) / 1e6);
    else
        std::snprintf(text, sizeof text, "%.1f kB", double(bytes) / 1e3);
    return text;
}

}  // namespace

int runBake(const Words& words)
{
    const Arguments args =
        parseArguments(words, {"--output", "--cloth", "--frames", "--backend", "--first", "--last", "--range", "--every", "--snapshot", "--snapshot-frames"},
                       {"--help", "--quiet", "--no-normals", "--colliders"}, {{"-o", "--output"}, {"-h", "--help"}, {"-q", "--quiet"}});
    if (args.has("--help")) {
        std::cout << help;
        return 0;
    }
    if (args.positional.size() != 1)
        throw UsageError("expected one scene file");
    if (!args.has("--output"))
        throw UsageError("missing -o OUT");
    const std::filesystem::path output = args.value("--output");
    const std::optional<engine::ExportFormat> format = engine::exportFormatFor(output);
    if (!format)
        throw UsageError("cannot write '" + output.extension().string() +
                         "' files: OUT must end in .glb, .gltf, .fbx, .obj or .pc2");
    // Options are checked before the scene is read, so a typo is a usage error (exit 2).
    const int framesOption = args.integer("--frames", 0, 1, engine::limits::maxFrames);
    if (args.has("--backend"))
        parseBackend(args.value("--backend"));
    if (args.has("--range") && (args.has("--first") || args.has("--last")))
        throw UsageError("--range A:B replaces --first and --last; give one or the other");
    engine::ExportOptions options;
    options.first = args.integer("--first", 0, 0, engine::limits::maxFrames - 1);
    options.last = args.integer("--last", -1, 0, engine::limits::maxFrames - 1);
    if (args.has("--range"))
        std::tie(options.first, options.last) = parseRange(args.value("--range"));
    options.every = args.integer("--every", 1, 1, engine::limits::maxFrames);
    options.normals = !args.has("--no-normals");
    if (args.has("--colliders") && !engine::formatCarriesColliders(*format))
        throw UsageError("--colliders: " + engine::exportFormatName(*format) +
                         " holds the cloth alone; export .glb, .gltf or .fbx to take the colliders along");
    if (options.last >= 0 && options.last < options.first)
        throw UsageError("the last frame " + std::to_string(options.last) + " comes before the first frame " +
                         std::to_string(options.first));
    if (framesOption > 0 && std::max(options.first, options.last) >= framesOption)
        throw UsageError("frames " + std::to_string(options.first) + " to " +
                         std::to_string(std::max(options.first, options.last)) + " need --frames " +
                         std::to_string(std::max(options.first, options.last) + 1) + " or more, got " +
                         std::to_string(framesOption));

    if (args.has("--snapshot-frames") && !args.has("--snapshot"))
        throw UsageError("--snapshot-frames goes with --snapshot FILE.pc2");
    const std::vector<int> snapshotFrames =
        args.has("--snapshot-frames") ? frameList("--snapshot-frames", args.value("--snapshot-frames")) : std::vector<int>{};

    const engine::Scene scene = engine::loadScene(args.positional[0]);
    if (args.has("--cloth"))
        options.cloth = clothNamed(scene, args.value("--cloth"));
    if (!engine::formatCarriesColliders(*format)) {
        try {
            engine::soleExportedCloth(scene, options);
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string(e.what()) + " (--cloth NAME)");
        }
    }
    const int frames = framesOption > 0 ? framesOption
                       : options.last >= 0 ? options.last + 1
                                           : scene.simulation.frames;
    for (const int frame : snapshotFrames)
        if (frame >= frames)
            throw UsageError("--snapshot-frames: frame " + std::to_string(frame) + " is past the last baked frame " +
                             std::to_string(frames - 1));
    if (options.first >= frames)
        throw UsageError("--first " + std::to_string(options.first) + " is past the last baked frame " +
                         std::to_string(frames - 1) + " (the scene bakes " + std::to_string(frames) +
                         " frames; raise --frames)");
    const engine::BackendChoice backend =
        args.has("--backend") ? parseBackend(args.value("--backend")) : scene.simulation.backend;
    const int exported = int(engine::exportedFrames(options, frames).size());

    // A folder that cannot be written fails now, before any simulation.
    { const engine::AtomicFile probe(output); }

    std::unique_ptr<engine::HeadlessContext> context;
    std::unique_ptr<engine::GlInfo> gl;
    if (backend != engine::BackendChoice::Cpu) {
        try {
            context = engine::HeadlessContext::create();
            gl = std::make_unique<engine::GlInfo>(engine::queryCurrentGl());
        } catch (const engine::GlError& e) {
            if (backend == engine::BackendChoice::Gpu)
                throw;
            std::cerr << "note: " << e.what() << "; baking on the CPU\n";
        }
    }
    engine::ColliderAssets assets;
    const std::vector<engine::PreparedCollider> colliders = assets.prepare(scene.colliders);
    if (const auto problem = engine::firstProblem(colliders))
        throw std::runtime_error(*problem);
    if (args.has("--colliders"))
        options.colliders = engine::colliderMeshes(colliders, scene.name);
    std::string fallbackReason;
    const std::unique_ptr<engine::Solver> solver =
        engine::createSolver(scene, engine::usableGeometry(colliders), backend, gl.get(), &fallbackReason);
    if (!fallbackReason.empty() && gl)   // without a context the note above said why
        std::cerr << "note: " << fallbackReason << "; baking on the CPU\n";
    if (!engine::isTimeStepStable(scene))
        std::cerr << "warning: the time step " << scene.simulation.timeStep() << " s is above the stability limit "
                  << engine::stableTimeStepLimit(scene) << " s; the cloth may diverge\n";

    const bool quiet = args.has("--quiet");
    const std::uint64_t expected = engine::expectedExportSize(*format, scene, options, exported);
    std::size_t points = 0;
    for (const std::size_t k : engine::exportedCloths(scene, options))
        points += std::size_t(scene.cloths[k].particleCount());
    if (!quiet)
        std::cerr << "will write " << output.string() << ": " << engine::exportFormatName(*format) << ", " << exported
                  << " frames of " << points << " vertices, about " << sizeText(expected) << " (" << expected
                  << " bytes)\n";

    engine::FrameCache cache(int(engine::sceneParticleCount(scene)));
    engine::BackgroundFrameSink caching(cache);   // the next frame steps while the last is cached
    const InterruptGuard interrupts;
    const int every = std::max(1, frames / 20);
    const auto bakeStart = std::chrono::steady_clock::now();
    engine::bake(*solver, scene, frames, caching, [&](int done, int total) {
        // Ctrl-C or a kill ends the bake here; nothing has been written yet.
        if (interrupts.received())
            throw std::runtime_error("interrupted at frame " + std::to_string(done) + "; nothing was written");
        if (!quiet && (done % every == 0 || done == total))
            std::cerr << "baking (" << solver->backendName() << "): frame " << done << "/" << total << "\n";
    });
    const auto exportStart = std::chrono::steady_clock::now();
    // The simulation's own time: the solver's set-up and the export are not in it.
    const std::chrono::duration<double> bakeTime = exportStart - bakeStart;
    try {
        engine::exportFrames(*format, output, cache, scene, options, [&](int done, int total) {
            const int step = std::max(1, total / 20);
            if (!quiet && (done % step == 0 || done == total))
                std::cerr << "exporting: " << done << "/" << total << "\n";
            return !interrupts.received();
        });
    } catch (const engine::ExportCancelled&) {
        throw std::runtime_error("interrupted while exporting; nothing was written");
    }
    if (args.has("--snapshot")) {
        engine::Pc2Writer snapshot(args.value("--snapshot"), int(engine::sceneParticleCount(scene)));
        for (const int frame : snapshotFrames.empty() ? std::vector<int>{frames - 1} : snapshotFrames)
            snapshot.addFrame(cache.frame(frame));
        snapshot.finish();
    }
    const std::chrono::duration<double> exportTime = std::chrono::steady_clock::now() - exportStart;
    if (!quiet)
        std::cerr << "wrote " << output.string() << ": " << exported << " frames of " << points
                  << " points, simulated in " << bakeTime.count() << " s, exported in " << exportTime.count()
                  << " s\n";
    return 0;
}

}  // namespace drape::cli

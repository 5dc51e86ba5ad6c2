// drape-cli bake SCENE -o OUT: runs the simulation and writes the frames.
#include "cli/Arguments.h"
#include "cli/Commands.h"
#include "cli/InterruptGuard.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"
#include "engine/io/Pc2Writer.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Stability.h"
#include "engine/sim/Bake.h"
#include "engine/sim/SolverFactory.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <iostream>
#include <memory>

namespace drape::cli {
namespace {

constexpr const char* help =
    "usage: drape-cli bake SCENE -o OUT [--frames N] [--backend auto|cpu|gpu] [--quiet]\n"
    "\n"
    "Simulates SCENE and writes frames 0 .. N-1 to OUT. The format follows OUT's\n"
    "extension; this version writes .pc2 (point cache, docs/cli.md). N defaults to the\n"
    "scene's simulation.frames, the backend to its simulation.backend. Progress goes\n"
    "to stderr. On any failure (a diverging simulation, an unwritable path) nothing is\n"
    "left at OUT.\n";

engine::BackendChoice parseBackend(const std::string& text)
{
    if (text == "auto")
        return engine::BackendChoice::Auto;
    if (text == "cpu")
        return engine::BackendChoice::Cpu;
    if (text == "gpu")
        return engine::BackendChoice::Gpu;
    throw UsageError("--backend: expected auto, cpu or gpu, got '" + text + "'");
}

}  // namespace

int runBake(const Words& words)
{
    const Arguments args = parseArguments(words, {"--output", "--frames", "--backend"}, {"--help", "--quiet"},
                                          {{"-o", "--output"}, {"-h", "--help"}, {"-q", "--quiet"}});
    if (args.has("--help")) {
        std::cout << help;
        return 0;
    }
    if (args.positional.size() != 1)
        throw UsageError("expected one scene file");
    if (!args.has("--output"))
        throw UsageError("missing -o OUT");
    const std::filesystem::path output = args.value("--output");
    std::string extension = output.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
    if (extension != ".pc2")
        throw UsageError("cannot write '" + output.extension().string() +
                         "' files: this version writes .pc2 point caches (glTF, FBX and OBJ come later)");
    // Options are checked before the scene is read, so a typo is a usage error (exit 2).
    const int framesOption = args.integer("--frames", 0, 1, engine::limits::maxFrames);
    const std::optional<engine::BackendChoice> backendOption =
        args.has("--backend") ? std::optional(parseBackend(args.value("--backend"))) : std::nullopt;

    const engine::Scene scene = engine::loadScene(args.positional[0]);
    const int frames = framesOption > 0 ? framesOption : scene.simulation.frames;
    const engine::BackendChoice backend = backendOption.value_or(scene.simulation.backend);

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
    const std::unique_ptr<engine::Solver> solver = engine::createSolver(scene, backend, gl.get());
    if (!engine::isTimeStepStable(scene))
        std::cerr << "warning: the time step " << scene.simulation.timeStep() << " s is above the stability limit "
                  << engine::stableTimeStepLimit(scene.cloth) << " s; the cloth may diverge\n";

    engine::Pc2Writer writer(output, scene.cloth.particleCount());
    const bool quiet = args.has("--quiet");
    const int every = std::max(1, frames / 20);
    const InterruptGuard interrupts;
    engine::bake(*solver, scene, frames, writer, [&](int done, int total) {
        // Ctrl-C or a kill ends the bake here, so the temporary file is removed on the way out.
        if (interrupts.received())
            throw std::runtime_error("interrupted at frame " + std::to_string(done) + "; nothing was written");
        if (!quiet && (done % every == 0 || done == total))
            std::cerr << "baking (" << solver->backendName() << "): frame " << done << "/" << total << "\n";
    });
    if (!quiet)
        std::cerr << "wrote " << output.string() << ": " << frames << " frames of " << scene.cloth.particleCount()
                  << " points\n";
    return 0;
}

}  // namespace drape::cli

// drape-cli bench: GPU kernel throughput in one run (docs/performance.md), or with
// --frame the time of whole frames of the production solver.
#include "cli/Arguments.h"
#include "cli/Commands.h"

#include "engine/bench/KernelBenchmark.h"
#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"
#include "engine/scene/Limits.h"
#include "engine/scene/Material.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>

namespace drape::cli {
namespace {

constexpr const char* help =
    "usage: drape-cli bench [--grid N | --cols C --rows R] [--steps S] [--variants] [--json]\n"
    "       drape-cli bench --frame [--grid N | --cols C --rows R] [--substeps K] [--frames F]\n"
    "                               [--colliders] [--mesh FILE] [--general] [--material NAME]\n"
    "                               [--self-collision] [--json]\n"
    "\n"
    "Times GPU kernels on the same cloth in the same run: the production step kernel\n"
    "(as the GPU solver picks it for this device and grid), the article's naive\n"
    "per-neighbour gather kernel (baseline) and a copy kernel that only reads x and\n"
    "x_prev and writes x_next, once on storage buffers (copy) and once on rgba32f\n"
    "images (copy-images): the faster of the two is the memory roofline, and the\n"
    "/roofline column is each kernel's fraction of it. With --variants also each step\n"
    "kernel forced (each state format, and 2, 4 and 8 steps per pass), the copy in\n"
    "row-major order and through image views of the buffers (slow on llvmpipe: the\n"
    "blocked kernels run there at a few 1e6), and the general path's gather over a\n"
    "topology's spring lists (bench_general.comp,\n"
    "16-byte ends along the Z-order curve and row-major, 8-byte ends per particle and\n"
    "side by side (ELLPACK); their ratios to the step are printed).\n"
    "Prints particle-steps per second and the ratios.\n"
    "Defaults: 256 × 256, 400 steps.\n"
    "\n"
    "With --frame, times whole frames of the production solver as the editor runs\n"
    "them instead. Defaults: 1024 × 1024, 16 substeps, 100 frames. --colliders times\n"
    "them again with a ground plane, a sphere, a box and a capsule across the cloth\n"
    "(--mesh FILE adds a mesh collider) and prints the ratio. --general times the\n"
    "same cloth again as a mesh of its quads through the general path (GpuMeshSolver)\n"
    "and prints its throughput over the stencil's. --material NAME (a preset: cotton,\n"
    "denim, …) times a cloth of that material, bending included, instead of the\n"
    "bench's springs. --self-collision times the frames again with self-collision\n"
    "one spacing thick (the hanging cloth folds onto itself as it swings down) and\n"
    "prints the ratio.\n";

nlohmann::ordered_json toJson(const engine::KernelTiming& t)
{
    return {{"kernel", t.kernel},
            {"description", t.description},
            {"steps", t.steps},
            {"seconds", t.seconds},
            {"particleStepsPerSecond", t.particleStepsPerSecond},
            {"bytesPerParticleStep", t.bytesPerParticleStep}};
}

/// Particle-steps per second of the variant of that name (benchmarkKernels times them all).
double variant(const engine::KernelBenchmark& bench, const std::string& kernel)
{
    for (const engine::KernelTiming& t : bench.variants)
        if (t.kernel == kernel)
            return t.particleStepsPerSecond;
    throw std::logic_error("no variant " + kernel);
}

int runFrameBench(const Arguments& args, const engine::GlInfo& gl, int cols, int rows)
{
    engine::FrameBenchmarkSpec spec;
    spec.cols = cols;
    spec.rows = rows;
    spec.substeps = args.integer("--substeps", spec.substeps, 1, 1000);
    spec.frames = args.integer("--frames", spec.frames, 1, 100000);
    if (args.has("--material")) {
        const engine::MaterialSpec* preset = engine::findMaterialPreset(args.value("--material"));
        if (!preset)
            throw UsageError("--material: no preset \"" + args.value("--material") + "\"");
        spec.material = *preset;
    }
    const engine::FrameTiming bare = engine::benchmarkFrames(spec);
    engine::FrameTiming general;
    if (args.has("--general")) {
        engine::FrameBenchmarkSpec generalSpec = spec;
        generalSpec.general = true;
        general = engine::benchmarkFrames(generalSpec);
    }
    engine::FrameTiming selfCollided;
    if (args.has("--self-collision")) {
        engine::FrameBenchmarkSpec selfSpec = spec;
        selfSpec.selfCollision = true;
        selfCollided = engine::benchmarkFrames(selfSpec);
    }
    const bool withColliders = args.has("--colliders") || args.has("--mesh");
    engine::FrameTiming collided;
    if (withColliders) {
        spec.colliders = engine::benchColliders(cols, rows, args.has("--mesh") ? args.value("--mesh") : "");
        collided = engine::benchmarkFrames(spec);
    }
    if (args.has("--json")) {
        nlohmann::ordered_json out;
        out["renderer"] = gl.renderer;
        out["grid"] = {cols, rows};
        out["substeps"] = spec.substeps;
        out["frames"] = spec.frames;
        out["productionKernel"] = bare.productionKernel;
        out["pipelinedSecondsPerFrame"] = bare.pipelinedSeconds;
        out["synchronisedSecondsPerFrame"] = bare.synchronisedSeconds;
        if (args.has("--general"))
            out["general"] = {{"pipelinedSecondsPerFrame", general.pipelinedSeconds},
                              {"synchronisedSecondsPerFrame", general.synchronisedSeconds},
                              {"throughputOverStencil", bare.pipelinedSeconds / general.pipelinedSeconds}};
        if (args.has("--self-collision"))
            out["withSelfCollision"] = {{"pipelinedSecondsPerFrame", selfCollided.pipelinedSeconds},
                                        {"synchronisedSecondsPerFrame", selfCollided.synchronisedSeconds},
                                        {"pipelinedRatio", selfCollided.pipelinedSeconds / bare.pipelinedSeconds}};
        if (withColliders) {
            out["colliders"] = spec.colliders.size();
            out["withColliders"] = {{"pipelinedSecondsPerFrame", collided.pipelinedSeconds},
                                    {"synchronisedSecondsPerFrame", collided.synchronisedSeconds},
                                    {"pipelinedRatio", collided.pipelinedSeconds / bare.pipelinedSeconds}};
        }
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::printf("renderer: %s\ngrid: %d x %d, %d substeps per frame, %d frames\nproduction kernel: %s\n\n", gl.renderer.c_str(),
                cols, rows, spec.substeps, spec.frames, bare.productionKernel.c_str());
    const auto printTiming = [](const engine::FrameTiming& t) {
        std::printf("frames queued back to back: %8.3f ms per frame (%.0f fps)\n", 1e3 * t.pipelinedSeconds,
                    1.0 / t.pipelinedSeconds);
        std::printf("each frame waited for:      %8.3f ms per frame (%.0f fps), median\n", 1e3 * t.synchronisedSeconds,
                    1.0 / t.synchronisedSeconds);
    };
    printTiming(bare);
    if (args.has("--general")) {
        std::printf("\nthe same cloth through the general path (%s):\n", general.productionKernel.c_str());
        printTiming(general);
        std::printf("general / stencil throughput: %6.2f (frames queued back to back)\n",
                    bare.pipelinedSeconds / general.pipelinedSeconds);
    }
    if (args.has("--self-collision")) {
        std::printf("\nwith self-collision, one spacing thick:\n");
        printTiming(selfCollided);
        std::printf("with / without self-collision: %6.2f (frames queued back to back)\n",
                    selfCollided.pipelinedSeconds / bare.pipelinedSeconds);
    }
    if (withColliders) {
        std::printf("\nwith %zu colliders:\n", spec.colliders.size());
        printTiming(collided);
        std::printf("with / without colliders:   %8.2f (frames queued back to back)\n",
                    collided.pipelinedSeconds / bare.pipelinedSeconds);
    }
    return 0;
}

}  // namespace

int runBench(const Words& words)
{
    const Arguments args = parseArguments(words, {"--grid", "--cols", "--rows", "--steps", "--substeps", "--frames", "--mesh", "--material"},
                                          {"--help", "--json", "--frame", "--variants", "--colliders", "--general", "--self-collision"}, {{"-h", "--help"}});
    if (args.has("--help")) {
        std::cout << help;
        return 0;
    }
    const bool frameMode = args.has("--frame");
    const int grid = args.integer("--grid", frameMode ? 1024 : 256, 2, engine::limits::maxSide);
    const int cols = args.integer("--cols", grid, 2, engine::limits::maxSide);
    const int rows = args.integer("--rows", grid, 2, engine::limits::maxSide);
    if ((long long)cols * rows > engine::limits::maxParticles)
        throw UsageError("the grid has more than " + std::to_string(engine::limits::maxParticles) + " particles");
    engine::BenchmarkSpec spec;
    spec.cols = cols;
    spec.rows = rows;
    spec.steps = args.integer("--steps", spec.steps, 10, 1000000);
    spec.variants = args.has("--variants");

    const auto context = engine::HeadlessContext::create();
    const engine::GlInfo gl = engine::queryCurrentGl();
    if (!gl.hasCompute)
        throw engine::GlError("the GPU backend cannot run: " + gl.missingReason);
    if (frameMode)
        return runFrameBench(args, gl, cols, rows);

    const engine::KernelBenchmark bench = engine::benchmarkKernels(spec);
    const engine::KernelTiming& roofline = bench.roofline();
    const double step = bench.kernels[0].particleStepsPerSecond, gather = bench.kernels[1].particleStepsPerSecond,
                 roof = roofline.particleStepsPerSecond;

    if (args.has("--json")) {
        nlohmann::ordered_json out;
        out["renderer"] = gl.renderer;
        out["grid"] = {spec.cols, spec.rows};
        out["steps"] = spec.steps;
        out["productionKernel"] = bench.productionKernel;
        for (const engine::KernelTiming& t : bench.kernels)
            out["kernels"].push_back(toJson(t));
        out["roofline"] = {{"kernel", roofline.kernel}, {"particleStepsPerSecond", roof}};
        out["ratios"] = {{"stepOverGather", step / gather}, {"stepOverRoofline", step / roof}};
        if (spec.variants) {
            for (const engine::KernelTiming& t : bench.variants)
                out["variants"].push_back(toJson(t));
            for (const engine::KernelTiming& t : bench.variants)
                out["variantOverRoofline"][t.kernel] = t.particleStepsPerSecond / roof;
            out["ratios"]["generalOverStep"] = variant(bench, "general") / step;
            out["ratios"]["generalCompactOverStep"] = variant(bench, "general-compact") / step;
            out["ratios"]["generalEllOverStep"] = variant(bench, "general-ell") / step;
        }
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::printf("renderer: %s\ngrid: %d x %d\nproduction kernel: %s\n\n", gl.renderer.c_str(), spec.cols, spec.rows,
                bench.productionKernel.c_str());
    std::printf("%-16s %7s %16s %12s %9s  %s\n", "kernel", "steps", "particle-steps/s", "bytes/p-step", "/roofline",
                "what");
    for (const auto* list : {&bench.kernels, &bench.variants})
        for (const engine::KernelTiming& t : *list)
            std::printf("%-16s %7d %16.3e %12.1f %9.2f  %s\n", t.kernel.c_str(), t.steps, t.particleStepsPerSecond,
                        t.bytesPerParticleStep, t.particleStepsPerSecond / roof, t.description.c_str());
    std::printf("\nroofline        = %.3e particle-steps/s (%s, the faster of copy and copy-images)\n", roof,
                roofline.kernel.c_str());
    std::printf("step / gather   = %.2f\nstep / roofline = %.2f\n", step / gather, step / roof);
    for (const char* general : {"general", "general-compact", "general-ell"})
        if (spec.variants)
            std::printf("%s / step = %.2f\n", general, variant(bench, general) / step);
    return 0;
}

}  // namespace drape::cli

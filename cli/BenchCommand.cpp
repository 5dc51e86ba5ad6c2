// drape-cli bench: GPU kernel throughput in one run (design.md §6).
#include "cli/Arguments.h"
#include "cli/Commands.h"

#include "engine/bench/KernelBenchmark.h"
#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"
#include "engine/scene/Limits.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace drape::cli {
namespace {

constexpr const char* help =
    "usage: drape-cli bench [--grid N | --cols C --rows R] [--steps S] [--json]\n"
    "\n"
    "Times three GPU kernels on the same cloth in the same run: the production step\n"
    "kernel, the article's naive per-neighbour gather kernel (baseline) and a copy\n"
    "kernel that only reads x and x_prev and writes x_next (memory roofline). Prints\n"
    "particle-steps per second and the ratios. Defaults: 256 × 256, 400 steps.\n";

}  // namespace

int runBench(const Words& words)
{
    const Arguments args =
        parseArguments(words, {"--grid", "--cols", "--rows", "--steps"}, {"--help", "--json"}, {{"-h", "--help"}});
    if (args.has("--help")) {
        std::cout << help;
        return 0;
    }
    engine::BenchmarkSpec spec;
    const int grid = args.integer("--grid", 256, 2, engine::limits::maxSide);
    spec.cols = args.integer("--cols", grid, 2, engine::limits::maxSide);
    spec.rows = args.integer("--rows", grid, 2, engine::limits::maxSide);
    spec.steps = args.integer("--steps", spec.steps, 10, 1000000);
    if ((long long)spec.cols * spec.rows > engine::limits::maxParticles)
        throw UsageError("the grid has more than " + std::to_string(engine::limits::maxParticles) + " particles");

    const auto context = engine::HeadlessContext::create();
    const engine::GlInfo gl = engine::queryCurrentGl();
    if (!gl.hasCompute)
        throw engine::GlError("the GPU backend cannot run: " + gl.missingReason);
    const std::vector<engine::KernelTiming> timings = engine::benchmarkKernels(spec);
    const double step = timings[0].particleStepsPerSecond, gather = timings[1].particleStepsPerSecond,
                 copy = timings[2].particleStepsPerSecond;

    if (args.has("--json")) {
        nlohmann::ordered_json out;
        out["renderer"] = gl.renderer;
        out["grid"] = {spec.cols, spec.rows};
        out["steps"] = spec.steps;
        out["productionKernel"] = "cloth_step.comp";
        for (const engine::KernelTiming& t : timings)
            out["kernels"].push_back({{"kernel", t.kernel},
                                      {"description", t.description},
                                      {"steps", t.steps},
                                      {"seconds", t.seconds},
                                      {"particleStepsPerSecond", t.particleStepsPerSecond},
                                      {"bytesPerParticleStep", t.bytesPerParticleStep}});
        out["ratios"] = {{"stepOverGather", step / gather}, {"stepOverCopy", step / copy}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::printf("renderer: %s\ngrid: %d x %d\n\n", gl.renderer.c_str(), spec.cols, spec.rows);
    std::printf("%-8s %7s %16s %12s  %s\n", "kernel", "steps", "particle-steps/s", "bytes/p-step", "what");
    for (const engine::KernelTiming& t : timings)
        std::printf("%-8s %7d %16.3e %12.0f  %s\n", t.kernel.c_str(), t.steps, t.particleStepsPerSecond,
                    t.bytesPerParticleStep, t.description.c_str());
    std::printf("\nstep / gather = %.2f\nstep / copy   = %.2f\n", step / gather, step / copy);
    return 0;
}

}  // namespace drape::cli

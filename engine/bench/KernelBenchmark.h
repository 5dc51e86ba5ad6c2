// Throughput of the GPU step kernels on one grid, in one run (design.md §6):
// the production kernel, the article's naive gather kernel (baseline) and a
// copy kernel on the production layout (memory roofline). Needs a current
// OpenGL 4.3 context.
#pragma once

#include <string>
#include <vector>

namespace drape::engine {

struct KernelTiming {
    std::string kernel;              ///< "step", "gather" or "copy"
    std::string description;
    int steps = 0;                   ///< steps timed
    double seconds = 0.0;            ///< wall time of the timed steps
    double particleStepsPerSecond = 0.0;
    double bytesPerParticleStep = 0.0;  ///< memory each kernel must move per particle and step
};

struct BenchmarkSpec {
    int cols = 256;
    int rows = 256;
    int steps = 400;       ///< timed steps per kernel, after a warm-up
};

/// Runs the three kernels on a cols × rows cloth for `steps` steps each. Throws GlError.
std::vector<KernelTiming> benchmarkKernels(const BenchmarkSpec& spec);

}  // namespace drape::engine

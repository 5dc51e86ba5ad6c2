#include "engine/bench/KernelBenchmark.h"

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlTexture.h"
#include "engine/sim/GpuSolver.h"
#include "engine/sim/SpringStencil.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <tuple>
#include <type_traits>

namespace drape::engine {
namespace {

// Least memory each kernel must move per particle and step, in vec4s of 16 bytes:
// gather and copy read x and x_prev and write x_next; the production kernel reads
// x and v and writes x_next and v (cloth_step.comp says why it keeps v).
constexpr double productionBytes = 4 * 16;
constexpr double gatherAndCopyBytes = 3 * 16;
constexpr unsigned int workgroupSide = 16;

/// A stable cloth for timing: m = 10 kg puts the limit at 0.041 s, so even one substep
/// (dt = 1/60 s, which the gather kernel uses) stays inside it and no kernel is timed
/// on exploding or non-finite numbers.
Scene benchScene(const BenchmarkSpec& spec, int substeps)
{
    Scene scene;
    scene.cloth.cols = spec.cols;
    scene.cloth.rows = spec.rows;
    scene.cloth.particleMass = 10.0;
    scene.cloth.pins = {{0, 0}, {spec.cols - 1, 0}};
    scene.simulation.substeps = substeps;
    return scene;
}

/// Wall time of `run()` after the GPU has drained the work queued before it.
double timeGpu(const std::function<void()>& run)
{
    glFinish();
    const auto start = std::chrono::steady_clock::now();
    run();
    glFinish();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

KernelTiming timing(const char* kernel, const char* description, double bytes, double seconds,
                    const BenchmarkSpec& spec, int steps)
{
    const double particleSteps = double(spec.cols) * double(spec.rows) * double(steps);
    return {kernel, description, steps, seconds, particleSteps / seconds, bytes};
}

KernelTiming benchStep(const BenchmarkSpec& spec)
{
    const int substeps = (spec.steps + 9) / 10;  // ten frames cover at least spec.steps steps
    GpuSolver solver(benchScene(spec, substeps));
    solver.advanceFrame();  // warm-up
    const double seconds = timeGpu([&] {
        for (int f = 0; f < 10; ++f)
            solver.advanceFrame();
    });
    return timing("step", "production kernel (cloth_step.comp, storage buffers)", productionBytes, seconds, spec, 10 * substeps);
}

std::vector<float> restData(const Scene& scene)
{
    std::vector<float> data;
    data.reserve(std::size_t(scene.cloth.particleCount()) * 4);
    for (int j = 0; j < scene.cloth.rows; ++j)
        for (int i = 0; i < scene.cloth.cols; ++i) {
            const glm::dvec3 x = restPosition(scene.cloth, {i, j});
            data.insert(data.end(), {float(x.x), float(x.y), float(x.z), j == 0 ? 0.0f : 1.0f});
        }
    return data;
}

/// Runs `steps` dispatches of `program` rotating three resources through `bind`.
template <typename Resource>
double rotate(GlProgram& program, std::array<Resource, 3>& resources, const BenchmarkSpec& spec, int steps,
              GLbitfield barrier)
{
    program.use();
    const unsigned int gx = (unsigned(spec.cols) + workgroupSide - 1) / workgroupSide;
    const unsigned int gy = (unsigned(spec.rows) + workgroupSide - 1) / workgroupSide;
    int previous = 0, current = 1, next = 2;
    const auto run = [&](int count) {
        for (int s = 0; s < count; ++s) {
            if constexpr (std::is_same_v<Resource, GlTexture>) {
                resources[std::size_t(previous)].bindImage(0);
                resources[std::size_t(current)].bindImage(1);
                resources[std::size_t(next)].bindImage(2);
            } else {
                resources[std::size_t(previous)].bindStorage(0);
                resources[std::size_t(current)].bindStorage(1);
                resources[std::size_t(next)].bindStorage(2);
            }
            program.dispatch(gx, gy);
            glMemoryBarrier(barrier);
            std::tie(previous, current, next) = std::tuple(current, next, previous);
        }
    };
    run(std::max(1, steps / 10));  // warm-up
    return timeGpu([&] { run(steps); });
}

KernelTiming benchGather(const BenchmarkSpec& spec)
{
    const Scene scene = benchScene(spec, 1);
    const std::vector<float> data = restData(scene);
    std::array<GlTexture, 3> images{GlTexture(spec.cols, spec.rows, data.data()),
                                    GlTexture(spec.cols, spec.rows, data.data()),
                                    GlTexture(spec.cols, spec.rows, data.data())};
    GlProgram program("bench_gather.comp");
    const SpringStiffness& k = scene.cloth.springs;
    const double dt = scene.simulation.timeStep();
    program.setInt2("u_gridSize", spec.cols, spec.rows);
    program.setFloat("u_mass", float(scene.cloth.particleMass));
    program.setFloat("u_damping", float(scene.cloth.damping));
    program.setFloat("u_dt2", float(dt * dt));
    program.setVec3("u_gravity", glm::vec3(scene.gravity));
    program.setVec3("u_stiffness", glm::vec3(float(k.structural), float(k.shear), float(k.flexion)));
    program.setVec3("u_restLength", glm::vec3(float(restLengthOf(scene.cloth, springStencil[0])),
                                              float(restLengthOf(scene.cloth, springStencil[4])),
                                              float(restLengthOf(scene.cloth, springStencil[8]))));
    const double seconds = rotate(program, images, spec, spec.steps, GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    return timing("gather", "naive per-neighbour gather as in the article (rgba32f images)", gatherAndCopyBytes, seconds, spec,
                  spec.steps);
}

KernelTiming benchCopy(const BenchmarkSpec& spec)
{
    const std::vector<float> data = restData(benchScene(spec, 1));
    const std::size_t bytes = data.size() * sizeof(float);
    std::array<GlBuffer, 3> buffers{GlBuffer(bytes, data.data()), GlBuffer(bytes, data.data()),
                                    GlBuffer(bytes, data.data())};
    GlProgram program("bench_copy.comp");
    program.setInt2("u_gridSize", spec.cols, spec.rows);
    const double seconds = rotate(program, buffers, spec, spec.steps, GL_SHADER_STORAGE_BARRIER_BIT);
    return timing("copy", "copy roofline: read x and x_prev, write x_next (storage buffers)", gatherAndCopyBytes, seconds, spec,
                  spec.steps);
}

}  // namespace

std::vector<KernelTiming> benchmarkKernels(const BenchmarkSpec& spec)
{
    return {benchStep(spec), benchGather(spec), benchCopy(spec)};
}

}  // namespace drape::engine

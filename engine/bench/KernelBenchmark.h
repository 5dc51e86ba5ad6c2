// Throughput of the GPU step kernels on one grid, in one run (docs/performance.md):
// the production kernel as the GPU solver picks it, the article's naive gather
// kernel (baseline), two copy kernels, on storage buffers in the production
// layout and on rgba32f images (the faster of the two is the memory roofline),
// and the variants behind the solver's choice. Needs a current OpenGL 4.3 context.
#pragma once

#include "engine/scene/Collider.h"
#include "engine/scene/Material.h"

#include <glm/vec4.hpp>

#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

struct KernelTiming {
    std::string kernel;              ///< "step", "gather", "copy", "copy-images", "step-planar", "copy-rowmajor", ...
    std::string description;
    int steps = 0;                   ///< steps timed
    double seconds = 0.0;            ///< wall time of the timed steps
    double particleStepsPerSecond = 0.0;
    double bytesPerParticleStep = 0.0;  ///< memory each kernel moves per particle and step, counted, not measured
};

struct BenchmarkSpec {
    int cols = 256;
    int rows = 256;
    int steps = 400;       ///< timed steps per kernel, after a warm-up
    bool variants = false; ///< also time each step kernel forced, and the row-major copy
};

struct KernelBenchmark {
    std::string productionKernel;       ///< what the GPU solver picked, e.g. "cloth_step_blocked.comp (4 steps per pass)"
    std::vector<KernelTiming> kernels;  ///< step (production), gather, copy (storage buffers), copy-images
    std::vector<KernelTiming> variants; ///< with spec.variants: each step kernel forced, the other copies, the general path

    /// The memory roofline: the faster of the two copies in `kernels`, copy (storage
    /// buffers) and copy-images (rgba32f images). On the H200 above about 10 million
    /// particles the buffers lose 40% of their bandwidth and the images do not.
    const KernelTiming& roofline() const;
};

/// Where a copy kernel (read x and x_prev, write x_next = 2 x - x_prev, no springs) keeps them.
enum class CopyStorage {
    TiledBuffers,       ///< "copy": bench_copy.comp, vec4 storage buffers in the solver's tiled order
    RowMajorBuffers,    ///< "copy-rowmajor": the same buffers in row-major order
    Images,             ///< "copy-images": bench_copy_images.comp, rgba32f 2D images indexed by the cell
    TiledImageBuffers,  ///< "copy-imagebuffer": rgba32f image views of the tiled buffers (the vec4-images state's access)
};

/// One step of the copy kernel on `storage` from `previous` and `current` (row-major,
/// cols × rows particles): x_next, row-major, read back. It lets the tests check that
/// each copy does the work it is timed for. Throws GlError.
std::vector<glm::vec4> copyStep(CopyStorage storage, int cols, int rows, const std::vector<glm::vec4>& previous,
                                const std::vector<glm::vec4>& current);

/// Runs the kernels on a cols × rows cloth for about `steps` steps each. Throws GlError.
KernelBenchmark benchmarkKernels(const BenchmarkSpec& spec);

struct FrameBenchmarkSpec {
    int cols = 1024;
    int rows = 1024;
    int substeps = 16;
    int frames = 100;      ///< timed frames, after a warm-up
    std::vector<ColliderSpec> colliders;  ///< in the bench scene (benchColliders() places some)
    /// The same cloth as a mesh of its quads (surfaceTopology of gridSurface) through
    /// GpuMeshSolver, the general path, instead of GpuSolver's stencil.
    bool general = false;
    /// The cloth's material (its bending runs the bending passes), instead of the bench's springs.
    std::optional<MaterialSpec> material;
    /// Self-collision, one spacing thick with friction 0.2 between layers: the
    /// hanging cloth folds onto itself as it swings down.
    bool selfCollision = false;
};

struct FrameTiming {
    std::string productionKernel;
    double pipelinedSeconds = 0.0;    ///< per frame, frames queued back to back as the editor queues them
    double synchronisedSeconds = 0.0; ///< per frame, median, waiting for each frame to finish
};

/// A ground plane, sphere, box and capsule across the benchmark cloth of `cols` ×
/// `rows` (and a mesh collider from `meshFile` unless it is empty), so that part
/// of the cloth is in contact while the rest still evaluates every collider.
std::vector<ColliderSpec> benchColliders(int cols, int rows, const std::string& meshFile);

/// Times whole frames (substeps and the publish pass) of the GPU solver as the
/// editor runs it, on the benchmark cloth. Throws GlError, and std::runtime_error
/// naming a collider that cannot be prepared.
FrameTiming benchmarkFrames(const FrameBenchmarkSpec& spec);

}  // namespace drape::engine

#include "engine/bench/KernelBenchmark.h"

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlBufferTexture.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlTexture.h"
#include "engine/io/ColliderAssets.h"
#include "engine/contract/GpuContract.h"
#include "engine/scene/ClothTopology.h"
#include "engine/sim/GpuMeshSolver.h"
#include "engine/sim/GpuSolver.h"
#include "engine/scene/SpringStencil.h"
#include "engine/contract/TiledLayout.h"

#include <epoxy/gl.h>
#include <glm/packing.hpp>
#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <chrono>
#include <functional>
#include <memory>
#include <stdexcept>

namespace drape::engine {
namespace {

// Memory each kernel moves per particle and step: gather and copy read x and
// x_prev and write x_next, vec4s of 16 bytes; the solver's kernels read x and v
// and write them (cloth_step.comp says why it keeps v), in the bytes of their
// state format (GpuClothState.h).
constexpr double gatherAndCopyBytes = 3 * 16;
constexpr int framesTimed = 10;

/// The variants `--variants` times besides the production pick.
const std::array<std::pair<const char*, GpuKernelChoice>, 6> variantChoices{{
    {"step-vec4", {1, GpuStateFormat::Vec4Buffers}},
    {"step-images", {1, GpuStateFormat::Vec4Images}},
    {"step-planar", {1, GpuStateFormat::Planar}},
    {"step-k2", {2, std::nullopt}},
    {"step-k4", {4, std::nullopt}},
    {"step-k8", {8, std::nullopt}},
}};

/// cloth_step.comp reads and writes x and v once per step; cloth_step_blocked.comp
/// with K steps per pass reads them for its whole 48² region (the (48 - 4K)² it
/// writes and the halo) and writes them for the (48 - 4K)², once per K steps.
double solverBytes(int stepsPerPass, GpuStateFormat format)
{
    const double state = stateBytesPerParticle(format);
    if (stepsPerPass == 1)
        return 2.0 * state;
    const double tile = gpu::blockedRegionSide - 2 * springReach * stepsPerPass;
    const double readPerWritten = double(gpu::blockedRegionSide * gpu::blockedRegionSide) / (tile * tile);
    return (state * readPerWritten + state) / stepsPerPass;
}

/// A stable cloth for timing: m = 10 kg puts the limit far above dt = 1/60 s (one
/// substep, which the gather kernel uses), so no kernel is timed on exploding or
/// non-finite numbers. Springs and gravity only, the article's physics, which the
/// gather kernel computes too.
Scene benchScene(int cols, int rows, int substeps)
{
    Scene scene;
    scene.cloths[0].cols = cols;
    scene.cloths[0].rows = rows;
    scene.cloths[0].particleMass = 10.0;
    scene.cloths[0].damping = {0.0, 0.0};
    scene.cloths[0].pins = {{0, 0}, {cols - 1, 0}};
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

KernelTiming timing(std::string kernel, std::string description, double bytes, double seconds,
                    const BenchmarkSpec& spec, int steps)
{
    const double particleSteps = double(spec.cols) * double(spec.rows) * double(steps);
    return {std::move(kernel), std::move(description), steps, seconds, particleSteps / seconds, bytes};
}

/// Substeps per frame for the solver timings: ten frames cover at least spec.steps
/// steps, and a multiple of 8 lets every variant run whole passes.
int frameSubsteps(const BenchmarkSpec& spec)
{
    return (spec.steps / framesTimed + 7) / 8 * 8;
}

/// The GPU solver exactly as a bake runs it (frames of substeps, with the publish
/// pass), with `choice` as GpuSolver takes it (defaults: its own pick).
KernelTiming benchSolver(const BenchmarkSpec& spec, const GpuKernelChoice& choice, const char* kernel,
                         std::string* picked = nullptr, const DampingSpec& damping = {0.0, 0.0}, double bending = 0.0)
{
    const int substeps = frameSubsteps(spec);
    Scene scene = benchScene(spec.cols, spec.rows, substeps);
    scene.cloths[0].damping = damping;
    scene.cloths[0].bending = bending;
    GpuSolver solver(scene, {}, choice);
    solver.advanceFrame();  // warm-up
    const double seconds = timeGpu([&] {
        for (int f = 0; f < framesTimed; ++f)
            solver.advanceFrame();
    });
    if (picked)
        *picked = solver.kernelName();
    return timing(kernel, solver.kernelName(), solverBytes(solver.stepsPerPass(), solver.stateFormat()), seconds, spec,
                  framesTimed * substeps);
}

/// The rest positions, row-major, w = 0 on the top row and 1 elsewhere.
std::vector<glm::vec4> restData(const Scene& scene)
{
    std::vector<glm::vec4> data;
    data.reserve(std::size_t(scene.cloths[0].particleCount()));
    for (int j = 0; j < scene.cloths[0].rows; ++j)
        for (int i = 0; i < scene.cloths[0].cols; ++i)
            data.emplace_back(glm::vec3(restPosition(scene.cloths[0], {i, j})), j == 0 ? 0.0f : 1.0f);
    return data;
}

/// Workgroups over the grid for the kernels of gpu::workgroupSide² invocations.
std::array<unsigned int, 2> gridGroups(int cols, int rows)
{
    constexpr unsigned int side = gpu::workgroupSide;
    return {(unsigned(cols) + side - 1) / side, (unsigned(rows) + side - 1) / side};
}

/// Which of three resources holds x_prev, x and x_next; they rotate after each step.
struct Roles {
    int previous = 0, current = 1, next = 2;
};

/// `count` dispatches of `program`, each after `bind(roles)`, with `barrier` between them.
void dispatchRotating(const GlProgram& program, Roles& roles, std::array<unsigned int, 2> groups, int count,
                      GLbitfield barrier, const std::function<void(const Roles&)>& bind)
{
    program.use();
    for (int s = 0; s < count; ++s) {
        bind(roles);
        program.dispatch(groups[0], groups[1]);
        glMemoryBarrier(barrier);
        roles = {roles.current, roles.next, roles.previous};
    }
}

/// Wall time of `steps` rotating dispatches, after a tenth as many for warm-up.
double timeRotating(const GlProgram& program, std::array<unsigned int, 2> groups, int steps, GLbitfield barrier,
                    const std::function<void(const Roles&)>& bind)
{
    Roles roles;
    dispatchRotating(program, roles, groups, std::max(1, steps / 10), barrier, bind);
    return timeGpu([&] { dispatchRotating(program, roles, groups, steps, barrier, bind); });
}

KernelTiming benchGather(const BenchmarkSpec& spec)
{
    const Scene scene = benchScene(spec.cols, spec.rows, 1);
    const std::vector<glm::vec4> data = restData(scene);
    std::array<GlTexture, 3> images{GlTexture(spec.cols, spec.rows, glm::value_ptr(data.front())),
                                    GlTexture(spec.cols, spec.rows, glm::value_ptr(data.front())),
                                    GlTexture(spec.cols, spec.rows, glm::value_ptr(data.front()))};
    GlProgram program("bench_gather.comp");
    const SpringStiffness& k = scene.cloths[0].springs;
    const double dt = scene.simulation.timeStep();
    program.setInt2("u_gridSize", spec.cols, spec.rows);
    program.setFloat("u_mass", float(scene.cloths[0].particleMass));
    program.setFloat("u_damping", float(scene.cloths[0].damping.drag * dt));  // the article's per-step d
    program.setFloat("u_dt2", float(dt * dt));
    program.setVec3("u_gravity", glm::vec3(scene.gravity));
    program.setVec3("u_stiffness", glm::vec3(float(k.structural), float(k.shear), float(k.flexion)));
    program.setVec3("u_restLength", glm::vec3(float(restLengthOf(scene.cloths[0], springStencil[0])),
                                              float(restLengthOf(scene.cloths[0], springStencil[4])),
                                              float(restLengthOf(scene.cloths[0], springStencil[8]))));
    const double seconds =
        timeRotating(program, gridGroups(spec.cols, spec.rows), spec.steps, GL_SHADER_IMAGE_ACCESS_BARRIER_BIT,
                     [&](const Roles& r) {
                         images[std::size_t(r.previous)].bindImage(gpu::benchPreviousBinding);
                         images[std::size_t(r.current)].bindImage(gpu::benchCurrentBinding);
                         images[std::size_t(r.next)].bindImage(gpu::benchNextBinding);
                     });
    return timing("gather", "naive per-neighbour gather as in the article (rgba32f images)", gatherAndCopyBytes, seconds, spec,
                  spec.steps);
}

/// A copy kernel with its three resources (x_prev, x and x_next, rotating) in one storage.
class CopyRig {
public:
    /// `previous` and `current`: row-major, cols × rows particles.
    CopyRig(CopyStorage storage, int cols, int rows, const std::vector<glm::vec4>& previous,
            const std::vector<glm::vec4>& current)
        : m_storage(storage), m_layout{cols, rows}
    {
        if (previous.size() != std::size_t(cols) * std::size_t(rows) || current.size() != previous.size())
            throw std::invalid_argument("copy kernel: the positions do not fill the grid");
        const std::array<const std::vector<glm::vec4>*, 3> initial{&previous, &current, &current};  // x_next: filler
        for (std::size_t r = 0; r < 3; ++r) {
            if (storage == CopyStorage::Images) {
                m_images[r] = GlTexture(cols, rows, glm::value_ptr(initial[r]->front()));
                continue;
            }
            const std::vector<glm::vec4> stored = ordered(*initial[r]);
            m_buffers[r] = GlBuffer(stored.size() * sizeof(glm::vec4), stored.data());
            if (storage == CopyStorage::TiledImageBuffers)
                m_views[r] = GlBufferTexture(m_buffers[r]);
        }
        switch (storage) {
        case CopyStorage::TiledBuffers:
        case CopyStorage::RowMajorBuffers: m_program = GlProgram("bench_copy.comp"); break;
        case CopyStorage::Images: m_program = GlProgram("bench_copy_images.comp"); break;
        case CopyStorage::TiledImageBuffers:
            m_program = GlProgram::compute("bench_copy_images.comp", "#define DRAPE_BENCH_IMAGE_BUFFER 1\n");
            break;
        }
        m_program.setInt2("u_gridSize", cols, rows);
        m_program.setInt("u_tilesX", tiled() ? m_layout.tilesX() : 0);
    }

    /// `count` steps, without timing them.
    void run(int count) { dispatchRotating(m_program, m_roles, groups(), count, barrier(), bindFunction()); }

    /// Wall time of `steps` steps, after a tenth as many for warm-up.
    double time(int steps)
    {
        run(std::max(1, steps / 10));
        return timeGpu([&] { run(steps); });
    }

    /// x after the last step, row-major (waits for the GPU).
    std::vector<glm::vec4> current() const
    {
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        const std::size_t r = std::size_t(m_roles.current);
        std::vector<glm::vec4> rowMajor(std::size_t(m_layout.cols) * std::size_t(m_layout.rows));
        if (m_storage == CopyStorage::Images) {
            glBindTexture(GL_TEXTURE_2D, m_images[r].id());
            glPixelStorei(GL_PACK_ALIGNMENT, 4);
            glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_FLOAT, glm::value_ptr(rowMajor.front()));
            glBindTexture(GL_TEXTURE_2D, 0);
            return rowMajor;
        }
        std::vector<glm::vec4> stored(m_buffers[r].size() / sizeof(glm::vec4));
        m_buffers[r].download(stored.data(), m_buffers[r].size());
        for (int j = 0; j < m_layout.rows; ++j)
            for (int i = 0; i < m_layout.cols; ++i)
                rowMajor[index(i, j)] = stored[slot(i, j)];
        return rowMajor;
    }

private:
    bool tiled() const { return m_storage == CopyStorage::TiledBuffers || m_storage == CopyStorage::TiledImageBuffers; }
    std::size_t index(int i, int j) const { return std::size_t(j) * std::size_t(m_layout.cols) + std::size_t(i); }
    std::size_t slot(int i, int j) const { return tiled() ? m_layout.slotOf(i, j) : index(i, j); }
    std::array<unsigned int, 2> groups() const { return gridGroups(m_layout.cols, m_layout.rows); }
    GLbitfield barrier() const
    {
        return m_storage == CopyStorage::TiledBuffers || m_storage == CopyStorage::RowMajorBuffers
                   ? GL_SHADER_STORAGE_BARRIER_BIT
                   : GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
    }

    /// Row-major positions in the buffers' order (tiles padded with zeros).
    std::vector<glm::vec4> ordered(const std::vector<glm::vec4>& rowMajor) const
    {
        if (!tiled())
            return rowMajor;
        std::vector<glm::vec4> stored(m_layout.slotCount(), glm::vec4(0.0f));
        for (int j = 0; j < m_layout.rows; ++j)
            for (int i = 0; i < m_layout.cols; ++i)
                stored[slot(i, j)] = rowMajor[index(i, j)];
        return stored;
    }

    std::function<void(const Roles&)> bindFunction() const
    {
        return [this](const Roles& r) {
            const std::array<std::pair<int, unsigned int>, 3> roles{{{r.previous, gpu::benchPreviousBinding},
                                                                      {r.current, gpu::benchCurrentBinding},
                                                                      {r.next, gpu::benchNextBinding}}};
            for (const auto& [resource, binding] : roles) {
                const std::size_t k = std::size_t(resource);
                switch (m_storage) {
                case CopyStorage::TiledBuffers:
                case CopyStorage::RowMajorBuffers: m_buffers[k].bindStorage(binding); break;
                case CopyStorage::Images: m_images[k].bindImage(binding); break;
                case CopyStorage::TiledImageBuffers: m_views[k].bindImage(binding); break;
                }
            }
        };
    }

    CopyStorage m_storage;
    TiledLayout m_layout;
    std::array<GlBuffer, 3> m_buffers;         ///< the buffer storages
    std::array<GlBufferTexture, 3> m_views;    ///< TiledImageBuffers: rgba32f views of m_buffers
    std::array<GlTexture, 3> m_images;         ///< Images
    GlProgram m_program;
    Roles m_roles;
};

/// A copy kernel timed on the rest positions (x_prev = x: the copy keeps them).
KernelTiming benchCopy(const BenchmarkSpec& spec, CopyStorage storage)
{
    const std::vector<glm::vec4> rest = restData(benchScene(spec.cols, spec.rows, 1));
    CopyRig rig(storage, spec.cols, spec.rows, rest, rest);
    const double seconds = rig.time(spec.steps);
    const auto described = [&](const char* kernel, const char* description) {
        return timing(kernel, description, gatherAndCopyBytes, seconds, spec, spec.steps);
    };
    switch (storage) {
    case CopyStorage::TiledBuffers:
        return described("copy", "copy: read x and x_prev, write x_next (storage buffers in 16 x 16 tiles)");
    case CopyStorage::RowMajorBuffers: return described("copy-rowmajor", "the same copy with row-major storage buffers");
    case CopyStorage::Images: return described("copy-images", "the same copy through rgba32f 2D images");
    case CopyStorage::TiledImageBuffers:
        return described("copy-imagebuffer",
                         "the same copy through rgba32f image views of the tiled buffers (as the vec4-images state)");
    }
    throw std::logic_error("unknown copy storage");
}

/// Interleaves the bits of i and j (i in the even bits): the Z-order curve.
std::uint64_t mortonCode(std::uint32_t i, std::uint32_t j)
{
    std::uint64_t code = 0;
    for (int bit = 0; bit < 32; ++bit)
        code |= (std::uint64_t(i >> bit & 1u) << (2 * bit)) | (std::uint64_t(j >> bit & 1u) << (2 * bit + 1));
    return code;
}

/// How bench_general.comp stores the topology.
struct GeneralLayout {
    bool zOrder = true;    ///< particles along the Z-order curve, else row-major
    bool compact = false;  ///< 8-byte spring ends and rest positions, else 16-byte ends
    bool ell = false;      ///< compact ends side by side (ELLPACK), else each particle's in turn (CSR)
};

/// The step of the cloth's topology through bench_general.comp.
KernelTiming benchGeneral(const BenchmarkSpec& spec, const GeneralLayout& layout)
{
    const Scene scene = benchScene(spec.cols, spec.rows, 1);
    const ClothTopology topology = gridTopology(scene.cloths[0]);
    const std::size_t n = topology.particleCount();
    std::vector<std::uint32_t> order(n);  // order[k]: the particle stored k-th
    for (std::size_t p = 0; p < n; ++p)
        order[p] = std::uint32_t(p);
    if (layout.zOrder)
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return mortonCode(a % unsigned(spec.cols), a / unsigned(spec.cols)) <
                   mortonCode(b % unsigned(spec.cols), b / unsigned(spec.cols));
        });
    std::vector<std::uint32_t> slot(n);
    for (std::size_t k = 0; k < n; ++k)
        slot[order[k]] = std::uint32_t(k);
    std::vector<float> positions, rest;
    std::vector<std::uint32_t> start{0}, ends;  // ends: 4 words an end, or 2 when compact
    std::vector<std::vector<std::array<std::uint32_t, 4>>> endsOf;  // per slot, for ELLPACK
    const SpringStiffness& k = scene.cloths[0].springs;
    for (std::uint32_t p : order) {
        const glm::dvec3& x = topology.rest[p];
        positions.insert(positions.end(), {float(x.x), float(x.y), float(x.z), topology.pinned[p] ? 0.0f : 1.0f});
        rest.insert(rest.end(), {float(x.x), float(x.y), float(x.z), 0.0f});
        std::vector<std::array<std::uint32_t, 4>> own;
        for (const SpringEnd& end : topology.springsOf(p)) {
            const TopologySpring& spring = topology.springs[end.spring];
            if (layout.compact) {
                const std::uint32_t weights = glm::packHalf2x16(glm::vec2(float(spring.weight[0]), float(spring.weight[1])));
                own.push_back({slot[end.other], weights, 0u, 0u});
            } else {
                const float stiffness = float(springStiffness(spring, k));
                own.push_back({slot[end.other], std::bit_cast<std::uint32_t>(float(spring.restLength)),
                               std::bit_cast<std::uint32_t>(stiffness), 0u});
            }
        }
        std::sort(own.begin(), own.end());
        if (layout.ell)
            endsOf.push_back(own);
        for (const auto& words : own)
            ends.insert(ends.end(), words.begin(), words.begin() + (layout.compact ? 2 : 4));
        start.push_back(std::uint32_t(ends.size() / (layout.compact ? 2 : 4)));
    }
    std::size_t endsPerParticle = 0;
    for (const auto& own : endsOf)
        endsPerParticle = std::max(endsPerParticle, own.size());
    if (layout.ell) {
        ends.assign(2 * endsPerParticle * n, 0u);
        for (std::size_t e = 0; e < endsPerParticle; ++e)
            for (std::size_t q = 0; q < n; ++q) {
                const std::size_t at = 2 * (e * n + q);
                ends[at] = e < endsOf[q].size() ? endsOf[q][e][0] : std::uint32_t(q);
                ends[at + 1] = e < endsOf[q].size() ? endsOf[q][e][1] : 0u;
            }
    }
    const std::size_t bytes = positions.size() * sizeof(float);
    std::array<GlBuffer, 3> buffers{GlBuffer(bytes, positions.data()), GlBuffer(bytes, positions.data()),
                                    GlBuffer(bytes, positions.data())};
    GlBuffer startBuffer(start.size() * sizeof(std::uint32_t), start.data());
    GlBuffer endsBuffer(ends.size() * sizeof(std::uint32_t), ends.data());
    GlBuffer restBuffer(rest.size() * sizeof(float), rest.data());
    startBuffer.bindStorage(gpu::benchSpringStartBinding);
    endsBuffer.bindStorage(gpu::benchSpringEndsBinding);
    restBuffer.bindStorage(gpu::benchRestBinding);
    std::string defines = layout.compact ? "#define DRAPE_COMPACT_ENDS 1\n" : "";
    defines += layout.ell ? "#define DRAPE_ELL_ENDS 1\n" : "";
    GlProgram program = GlProgram::compute("bench_general.comp", defines);
    const double dt = scene.simulation.timeStep();
    program.setUInt("u_particles", unsigned(n));
    program.setFloat("u_mass", float(scene.cloths[0].particleMass));
    program.setFloat("u_dt2", float(dt * dt));
    program.setVec3("u_gravity", glm::vec3(scene.gravity));
    if (layout.compact)
        program.setVec2("u_stiffness", glm::vec2(float(k.structural), float(k.shear)));
    if (layout.ell)
        program.setUInt("u_endsPerParticle", unsigned(endsPerParticle));
    const unsigned int groups = unsigned((n + gpu::flatWorkgroupSize - 1) / gpu::flatWorkgroupSize);
    const double seconds =
        timeRotating(program, {groups, 1u}, spec.steps, GL_SHADER_STORAGE_BARRIER_BIT, [&](const Roles& r) {
            buffers[std::size_t(r.previous)].bindStorage(gpu::benchPreviousBinding);
            buffers[std::size_t(r.current)].bindStorage(gpu::benchCurrentBinding);
            buffers[std::size_t(r.next)].bindStorage(gpu::benchNextBinding);
        });
    const double meanEnds = layout.ell ? double(endsPerParticle) : double(start.back()) / double(n);
    const double bytesPerStep = layout.compact ? gatherAndCopyBytes + 16.0 + (layout.ell ? 0.0 : 4.0) + 8.0 * meanEnds
                                               : gatherAndCopyBytes + 4.0 + 16.0 * meanEnds;
    const std::string orderText = layout.zOrder ? "particles along the Z-order curve" : "particles in row-major order";
    return timing(std::string("general") + (layout.ell ? "-ell" : layout.compact ? "-compact" : "") +
                      (layout.zOrder ? "" : "-rowmajor"),
                  std::string("the topology's springs gathered per particle (bench_general.comp), ") +
                      (layout.compact ? "8-byte ends, rest lengths from rest positions, " : "16-byte ends, ") +
                      (layout.ell ? "side by side (ELLPACK), " : "") + orderText,
                  bytesPerStep, seconds, spec, spec.steps);
}

}  // namespace

const KernelTiming& KernelBenchmark::roofline() const
{
    const KernelTiming* fastest = nullptr;
    for (const KernelTiming& t : kernels)
        if ((t.kernel == "copy" || t.kernel == "copy-images") &&
            (!fastest || t.particleStepsPerSecond > fastest->particleStepsPerSecond))
            fastest = &t;
    if (!fastest)
        throw std::logic_error("the benchmark has no copy kernel");
    return *fastest;
}

std::vector<glm::vec4> copyStep(CopyStorage storage, int cols, int rows, const std::vector<glm::vec4>& previous,
                                const std::vector<glm::vec4>& current)
{
    CopyRig rig(storage, cols, rows, previous, current);
    rig.run(1);
    return rig.current();
}

KernelBenchmark benchmarkKernels(const BenchmarkSpec& spec)
{
    KernelBenchmark result;
    result.kernels = {benchSolver(spec, {}, "step", &result.productionKernel), benchGather(spec),
                      benchCopy(spec, CopyStorage::TiledBuffers), benchCopy(spec, CopyStorage::Images)};
    if (!spec.variants)
        return result;
    for (const auto& [name, choice] : variantChoices)
        result.variants.push_back(benchSolver(spec, choice, name));
    // The production step with the terms a cloth of physical materials adds: it
    // reads the neighbours' velocities and four more positions.
    KernelTiming damped = benchSolver(spec, {}, "step-physical", nullptr, DampingSpec{}, 1e-5);
    damped.description += " with internal damping and bending";
    result.variants.push_back(damped);
    result.variants.push_back(benchCopy(spec, CopyStorage::RowMajorBuffers));
    result.variants.push_back(benchCopy(spec, CopyStorage::TiledImageBuffers));
    result.variants.push_back(benchGeneral(spec, {true, false}));
    result.variants.push_back(benchGeneral(spec, {false, false}));
    result.variants.push_back(benchGeneral(spec, {true, true}));
    result.variants.push_back(benchGeneral(spec, {true, true, true}));
    return result;
}

std::vector<ColliderSpec> benchColliders(int cols, int rows, const std::string& meshFile)
{
    // The bench cloth hangs in the x-y plane from y = 2 m, spacing 0.03 m.
    const Scene cloth = benchScene(cols, rows, 1);
    const glm::dvec3 centre = restPosition(cloth.cloths[0], {cols / 2, rows / 2});
    const double size = 0.03 * std::min(cols, rows);
    std::vector<ColliderSpec> colliders(4);
    colliders[0].shape = ColliderShape::Plane;
    colliders[0].position = restPosition(cloth.cloths[0], {0, rows * 3 / 4});
    colliders[1].shape = ColliderShape::Sphere;
    colliders[1].position = centre;
    colliders[1].radius = 0.1 * size;
    colliders[2].shape = ColliderShape::Box;
    colliders[2].position = centre + glm::dvec3(0.25 * size, 0.0, 0.0);
    colliders[2].halfExtents = glm::dvec3(0.05 * size);
    colliders[2].rotation = {10.0, 20.0, 30.0};
    colliders[3].shape = ColliderShape::Capsule;
    colliders[3].position = centre - glm::dvec3(0.25 * size, 0.0, 0.0);
    colliders[3].radius = 0.05 * size;
    colliders[3].halfHeight = 0.1 * size;
    if (!meshFile.empty()) {
        ColliderSpec mesh;
        mesh.shape = ColliderShape::Mesh;
        mesh.meshFile = meshFile;
        mesh.position = centre + glm::dvec3(0.0, 0.25 * size, 0.0);
        mesh.scale = 0.1 * size;
        colliders.push_back(mesh);
    }
    return colliders;
}

FrameTiming benchmarkFrames(const FrameBenchmarkSpec& spec)
{
    Scene scene = benchScene(spec.cols, spec.rows, spec.substeps);
    scene.colliders = spec.colliders;
    scene.cloths[0].material = spec.material;
    applyMaterial(scene.cloths[0]);
    if (spec.selfCollision)
        scene.cloths[0].selfCollision = SelfCollisionSpec{scene.cloths[0].spacing, 0.2};
    ColliderAssets assets;
    const std::vector<PreparedCollider> colliders = assets.prepare(scene.colliders);
    if (const auto problem = firstProblem(colliders))
        throw std::runtime_error(*problem);
    std::unique_ptr<Solver> built;
    if (spec.general) {
        const ClothSpec& cloth = scene.cloths[0];
        std::vector<std::uint32_t> pins;
        for (const GridCoord& pin : cloth.pins)
            pins.push_back(std::uint32_t(particleIndex(cloth, pin)));
        built = std::make_unique<GpuMeshSolver>(
            scene, usableGeometry(colliders),
            surfaceTopology(gridSurface(cloth), cloth.spacing * cloth.spacing, pins, cloth.uAxis));
    } else {
        built = std::make_unique<GpuSolver>(scene, usableGeometry(colliders));
    }
    Solver& solver = *built;
    // Warm-up for a quarter of a second: a solver's first frames after its
    // buffers were filled run slower (on the H200 the general path's first
    // 50 frames took 0.1 s longer), which is no frame's steady cost.
    const auto warmUpEnd = std::chrono::steady_clock::now() + std::chrono::milliseconds(250);
    do {
        solver.advanceFrame();
        glFinish();
    } while (std::chrono::steady_clock::now() < warmUpEnd);
    FrameTiming result;
    result.productionKernel = spec.general ? std::string("GpuMeshSolver")
                                           : static_cast<GpuSolver&>(solver).kernelName();
    result.pipelinedSeconds = timeGpu([&] {
                                  for (int f = 0; f < spec.frames; ++f)
                                      solver.advanceFrame();
                              }) / spec.frames;
    std::vector<double> each(std::size_t(spec.frames));
    for (double& seconds : each)
        seconds = timeGpu([&] { solver.advanceFrame(); });
    std::nth_element(each.begin(), each.begin() + std::ptrdiff_t(each.size() / 2), each.end());
    result.synchronisedSeconds = each[each.size() / 2];
    return result;
}

}  // namespace drape::engine

#include "engine/sim/GpuImplicitStep.h"

#include <algorithm>
#include <array>

#include <epoxy/gl.h>

#include <glm/vec4.hpp>

#include <bit>

namespace drape::engine {
namespace {

std::uint32_t bitsOf(double value)
{
    return std::bit_cast<std::uint32_t>(float(value));
}

template <typename T>
GlBuffer bufferOf(const std::vector<T>& data)
{
    if (data.empty())
        return GlBuffer(16, nullptr);
    return GlBuffer(data.size() * sizeof(T), data.data());
}

}  // namespace

std::string GpuImplicitStep::shaderDefines()
{
    return "#define DRAPE_IMPLICIT_BINDING_BASE " + std::to_string(baseBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_START " + std::to_string(startBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_RESIDUAL " + std::to_string(residualBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_CORRECTION " + std::to_string(correctionBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_CURRENT " + std::to_string(currentBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_NEXT " + std::to_string(nextBinding) + "\n" +
           "#define DRAPE_IMPLICIT_BINDING_SYSTEM " + std::to_string(systemBinding) + "\n" +
           GpuMultigrid::shaderDefines();
}

GpuImplicitStep::GpuImplicitStep(std::vector<std::uint32_t> solverOf, Programs programs,
                                 std::size_t multigridInvocations)
    : m_solverOf(std::move(solverOf)), m_programs(std::move(programs)), m_multigridInvocations(multigridInvocations)
{
    const std::vector<glm::vec4> zeros(m_solverOf.size(), glm::vec4(0.0f));
    m_base = bufferOf(zeros);
    m_start = bufferOf(zeros);
    for (GlBuffer& buffer : m_iterates)
        buffer = bufferOf(zeros);
    m_result = &m_start;
}

GpuImplicitStep::SystemInputs GpuImplicitStep::SystemInputs::of(const LiveParameters& live, double dt)
{
    return {live.springs, live.bending, live.particleMass, live.damping.drag, dt, live.gravity};
}

GpuImplicitStep::Prepared GpuImplicitStep::prepare(const ClothSpec& cloth, const ClothTopology& topology,
                                                   const LiveParameters& live, double dt)
{
    ProjectiveSystem system(cloth, topology, live, dt);
    MultigridHierarchy hierarchy(system, topology.pinned);
    return {SystemInputs::of(live, dt), std::move(system), std::move(hierarchy)};
}

void GpuImplicitStep::setParameters(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live,
                                    double dt, std::optional<Prepared> ahead)
{
    const SystemInputs inputs = SystemInputs::of(live, dt);
    if (m_built == inputs)
        return;
    if (!ahead || !(ahead->inputs == inputs))
        ahead = prepare(cloth, topology, live, dt);
    m_system = std::move(ahead->system);
    const std::size_t n = m_solverOf.size();
    std::vector<std::uint32_t> userOf(n);
    for (std::size_t p = 0; p < n; ++p)
        userOf[m_solverOf[p]] = std::uint32_t(p);
    const std::vector<ProjectiveTriangle>& triangles = m_system.triangles();
    // Each particle's triangle corners (3 t + corner), by the solver's index: a counting pass.
    std::vector<std::uint32_t> incidenceStart(n + 1, 0);
    for (const ProjectiveTriangle& t : triangles)
        for (std::uint32_t p : t.particle)
            ++incidenceStart[m_solverOf[p] + 1];
    for (std::size_t s = 0; s < n; ++s)
        incidenceStart[s + 1] += incidenceStart[s];

    // The words, in implicit_residual.comp's order: per row its incidences'
    // range, the row sums, per slice of rows its first entry and width, the
    // entries (sliced as GpuMultigrid::append's, for the same reason: padding
    // has no value and no stiffness), the incidences, the triangles.
    constexpr std::size_t sliceRows = GpuMultigrid::sliceRows;
    const std::size_t slices = (n + sliceRows - 1) / sliceRows;
    std::vector<std::uint32_t> widths(slices, 0);
    for (std::size_t s = 0; s < n; ++s)
        widths[s / sliceRows] = std::max(widths[s / sliceRows], std::uint32_t(m_system.row(userOf[s]).size()));
    std::size_t entryCount = 0;
    for (const std::uint32_t width : widths)
        entryCount += sliceRows * width;
    const unsigned rowSumOffset = unsigned(2 * n), sliceOffset = unsigned(3 * n);
    const unsigned entryOffset = unsigned(sliceOffset + 2 * slices);
    const unsigned incidenceOffset = unsigned(entryOffset + 4 * entryCount);
    const unsigned triangleOffset = unsigned(incidenceOffset + 3 * triangles.size());
    std::vector<std::uint32_t> words(triangleOffset + 10 * triangles.size());
    std::uint32_t first = 0;
    for (std::size_t slice = 0; slice < slices; ++slice) {
        words[sliceOffset + 2 * slice] = first;
        words[sliceOffset + 2 * slice + 1] = widths[slice];
        first += std::uint32_t(sliceRows) * widths[slice];
    }
    for (std::uint32_t s = 0; s < n; ++s) {
        const std::uint32_t user = userOf[s];
        words[2 * s] = incidenceStart[s];
        words[2 * s + 1] = incidenceStart[s + 1];
        double rowSum = m_system.diagonal(user);
        std::size_t at = entryOffset + 4 * (words[sliceOffset + 2 * (s / sliceRows)] + s % sliceRows);
        std::uint32_t column = s;   // padding reads a column already read
        for (const ProjectiveEntry& e : m_system.row(user)) {
            rowSum += e.value;
            column = m_solverOf[e.column];
            std::copy_n(std::array{column, bitsOf(e.value), bitsOf(e.restLength), bitsOf(e.stiffness)}.begin(), 4,
                        words.begin() + std::ptrdiff_t(at));
            at += 4 * sliceRows;
        }
        for (std::size_t k = m_system.row(user).size(); k < widths[s / sliceRows]; ++k, at += 4 * sliceRows)
            words[at] = column;
        words[rowSumOffset + s] = bitsOf(rowSum);
    }
    std::vector<std::uint32_t> filled(incidenceStart.begin(), incidenceStart.end() - 1);
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        const ProjectiveTriangle& triangle = triangles[t];
        for (std::uint32_t corner = 0; corner < 3; ++corner)
            words[incidenceOffset + filled[m_solverOf[triangle.particle[corner]]]++] = std::uint32_t(3 * t + corner);
        const auto& g = triangle.gradient;
        std::copy_n(std::array{m_solverOf[triangle.particle[0]], m_solverOf[triangle.particle[1]],
                               m_solverOf[triangle.particle[2]], bitsOf(triangle.weight), bitsOf(g[0].x),
                               bitsOf(g[0].y), bitsOf(g[1].x), bitsOf(g[1].y), bitsOf(g[2].x), bitsOf(g[2].y)}
                        .begin(),
                    10, words.begin() + triangleOffset + 10 * t);
    }
    GlProgram& residual = m_programs.residual;
    residual.setUInt("u_particles", unsigned(n));
    residual.setUInt("u_rowSumOffset", rowSumOffset);
    residual.setUInt("u_sliceOffset", sliceOffset);
    residual.setUInt("u_entryOffset", entryOffset);
    residual.setUInt("u_incidenceOffset", incidenceOffset);
    residual.setUInt("u_triangleOffset", triangleOffset);
    m_programs.correct.setUInt("u_particles", unsigned(n));
    m_words = bufferOf(words);
    m_multigrid.emplace(ahead->hierarchy, m_solverOf, m_multigridInvocations);
    m_programs.correct.setUInt("u_correctionOffset", m_multigrid->correctionOffset());
    m_built = inputs;
}

void GpuImplicitStep::bindStart() const
{
    m_base.bindStorage(baseBinding);
    m_start.bindStorage(startBinding);
}

void GpuImplicitStep::iterate(int iterations, const GpuMultigrid::Dispatch& dispatch)
{
    const std::size_t n = m_solverOf.size();
    // The multigrid binds only its own two bindings: these hold for every iteration.
    m_base.bindStorage(baseBinding);
    m_words.bindStorage(systemBinding);
    m_multigrid->vectors().bindStorage(residualBinding);
    m_multigrid->vectors().bindStorage(correctionBinding);
    const GlBuffer* current = &m_start;
    for (int k = 0; k < iterations; ++k) {
        current->bindStorage(currentBinding);
        m_programs.residual.use();
        dispatch(m_programs.residual, n);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
        m_multigrid->cycle(m_programs.apply, dispatch);
        const GlBuffer* next = &m_iterates[std::size_t(k % 2)];
        next->bindStorage(nextBinding);
        m_programs.correct.use();
        dispatch(m_programs.correct, n);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
        current = next;
    }
    m_result = current;
    m_result->bindStorage(currentBinding);
    m_lastIterations = iterations;
}

std::optional<ImplicitReport> GpuImplicitStep::report() const
{
    if (m_lastIterations == 0)
        return std::nullopt;
    const std::size_t n = m_solverOf.size();
    std::vector<glm::vec4> base(n), start(n), result(n);
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    m_base.download(base.data(), n * sizeof(glm::vec4));
    m_start.download(start.data(), n * sizeof(glm::vec4));
    m_result->download(result.data(), n * sizeof(glm::vec4));
    std::vector<glm::dvec3> constant(n), x0(n), x(n);
    std::vector<std::uint8_t> held(n);
    for (std::size_t p = 0; p < n; ++p) {
        const std::uint32_t s = m_solverOf[p];
        constant[p] = glm::dvec3(base[s]);
        held[p] = base[s].w != 0.0f ? 1 : 0;
        x0[p] = glm::dvec3(start[s]);
        x[p] = glm::dvec3(result[s]);
    }
    const double initial = m_system.residual(x0, constant, held);
    const double final = m_system.residual(x, constant, held);
    return ImplicitReport{m_lastIterations, initial > 0.0 ? final / initial : 0.0};
}

}  // namespace drape::engine

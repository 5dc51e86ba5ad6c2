#include "engine/sim/GpuSolver.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/sim/DivergenceCheck.h"
#include "engine/sim/SpringStencil.h"

#include <epoxy/gl.h>

#include <limits>

namespace drape::engine {
namespace {

constexpr unsigned int workgroupSide = 16;  // local_size_x/y in cloth_step.comp

unsigned int groupsFor(int particles)
{
    return (unsigned(particles) + workgroupSide - 1) / workgroupSide;
}

}  // namespace

GpuSolver::GpuSolver(const Scene& scene)
    : Solver(scene.simulation), m_cloth(scene.cloth), m_dt(scene.simulation.timeStep())
{
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the GPU backend cannot run: " + gl.missingReason);
    m_program = GlProgram("cloth_step.comp");
    m_healthProgram = GlProgram("cloth_health.comp");
    m_healthProgram.setFloat("u_maxDistance", float(runawayDistance));
    m_healthProgram.setFloat("u_maxStep", float(runawaySpeed * m_dt));
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health = GlBuffer(sizeof noneBad, &noneBad);

    m_rest.resize(std::size_t(m_cloth.particleCount()));
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            m_rest[std::size_t(particleIndex(m_cloth, {i, j}))] = glm::vec4(glm::vec3(restPosition(m_cloth, {i, j})), 1.0f);
    for (const GridCoord& pin : m_cloth.pins)
        m_rest[std::size_t(particleIndex(m_cloth, pin))].w = 0.0f;
    const std::size_t bytes = m_rest.size() * sizeof(glm::vec4);
    for (GlBuffer& buffer : m_positions)
        buffer = GlBuffer(bytes, m_rest.data());
    const std::vector<glm::vec4> atRest(m_rest.size(), glm::vec4(0.0f));
    m_lastSteps = GlBuffer(bytes, atRest.data());

    std::array<float, 12> restLengths{};
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        restLengths[o] = float(restLengthOf(m_cloth, springStencil[o]));
    m_program.setInt2("u_gridSize", m_cloth.cols, m_cloth.rows);
    m_program.setFloatArray("u_restLength", restLengths);
    m_program.setFloat("u_dt2", float(m_dt * m_dt));
    setLiveParameters(LiveParameters::fromScene(scene));
}

void GpuSolver::setLiveParameters(const LiveParameters& parameters)
{
    std::array<float, 12> stiffness{};
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        stiffness[o] = float(stiffnessOf(parameters.springs, springStencil[o].type));
    m_program.setFloatArray("u_stiffness", stiffness);
    m_program.setFloat("u_mass", float(parameters.particleMass));
    m_program.setFloat("u_damping", float(parameters.damping));
    m_program.setVec3("u_gravity", glm::vec3(parameters.gravity));
}

void GpuSolver::readPositions(std::vector<glm::vec3>& out) const
{
    std::vector<glm::vec4> raw(m_rest.size());
    m_positions[std::size_t(m_current)].download(raw.data(), raw.size() * sizeof(glm::vec4));
    out.resize(raw.size());
    for (std::size_t p = 0; p < raw.size(); ++p)
        out[p] = glm::vec3(raw[p]);
}

std::optional<std::string> GpuSolver::findDivergence()
{
    const unsigned int noneBad = std::numeric_limits<unsigned int>::max();
    m_health.upload(&noneBad, sizeof noneBad);
    m_healthProgram.setUInt("u_count", unsigned(m_rest.size()));
    m_healthProgram.use();
    m_positions[std::size_t(m_current)].bindStorage(0);
    m_lastSteps.bindStorage(1);
    m_health.bindStorage(3);
    m_healthProgram.dispatch((unsigned(m_rest.size()) + 255u) / 256u, 1);
    unsigned int firstBad = noneBad;
    m_health.download(&firstBad, sizeof firstBad);
    if (firstBad == noneBad)
        return std::nullopt;
    // Only the culprit comes back to the CPU, to word the message.
    glm::vec4 x, step;
    m_positions[std::size_t(m_current)].download(&x, sizeof x, firstBad * sizeof x);
    m_lastSteps.download(&step, sizeof step, firstBad * sizeof step);
    const auto reason = particleDivergence(m_cloth, firstBad, glm::dvec3(glm::vec3(x)), glm::dvec3(glm::vec3(step)), m_dt);
    return reason ? reason : "particle index " + std::to_string(firstBad) + " diverged";
}

void GpuSolver::restoreRest()
{
    const std::size_t bytes = m_rest.size() * sizeof(glm::vec4);
    m_positions[std::size_t(m_current)].upload(m_rest.data(), bytes);
    const std::vector<glm::vec4> atRest(m_rest.size(), glm::vec4(0.0f));
    m_lastSteps.upload(atRest.data(), bytes);
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
}

// Queues `count` steps; the GPU orders them through memory barriers, so the CPU
// never waits between substeps.
void GpuSolver::step(int count)
{
    m_program.use();
    const unsigned int groupsX = groupsFor(m_cloth.cols), groupsY = groupsFor(m_cloth.rows);
    for (int s = 0; s < count; ++s) {
        m_positions[std::size_t(m_current)].bindStorage(0);
        m_lastSteps.bindStorage(1);
        m_positions[std::size_t(1 - m_current)].bindStorage(2);
        m_program.dispatch(groupsX, groupsY);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
        m_current = 1 - m_current;
    }
}

}  // namespace drape::engine

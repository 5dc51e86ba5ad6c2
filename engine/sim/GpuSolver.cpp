#include "engine/sim/GpuSolver.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/sim/SpringStencil.h"

#include <epoxy/gl.h>

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

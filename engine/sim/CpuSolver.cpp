#include "engine/sim/CpuSolver.h"

#include "engine/sim/DivergenceCheck.h"
#include "engine/sim/SpringStencil.h"

#include <cmath>
#include <utility>

namespace drape::engine {

CpuSolver::CpuSolver(const Scene& scene)
    : Solver(scene.simulation)
    , m_cloth(scene.cloth)
    , m_parameters(LiveParameters::fromScene(scene))
    , m_dt(scene.simulation.timeStep())
    , m_pinned(std::size_t(scene.cloth.particleCount()), 0)
{
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        m_restLength[o] = restLengthOf(m_cloth, springStencil[o]);
    for (const GridCoord& pin : m_cloth.pins)
        m_pinned[std::size_t(particleIndex(m_cloth, pin))] = 1;
    restoreRest();
}

void CpuSolver::setLiveParameters(const LiveParameters& parameters)
{
    m_parameters = parameters;
}

void CpuSolver::readPositions(std::vector<glm::vec3>& out) const
{
    out.resize(m_current.size());
    for (std::size_t p = 0; p < m_current.size(); ++p)
        out[p] = glm::vec3(m_current[p]);
}

std::optional<std::string> CpuSolver::findDivergence()
{
    for (std::size_t p = 0; p < m_current.size(); ++p)
        if (auto reason = particleDivergence(m_cloth, p, m_current[p], m_current[p] - m_previous[p], m_dt))
            return reason;
    return std::nullopt;
}

void CpuSolver::restoreRest()
{
    const std::size_t n = std::size_t(m_cloth.particleCount());
    m_current.resize(n);
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            m_current[std::size_t(particleIndex(m_cloth, {i, j}))] = restPosition(m_cloth, {i, j});
    m_previous = m_current;
    m_next = m_current;
}

void CpuSolver::step(int count)
{
    for (int s = 0; s < count; ++s)
        stepOnce();
}

// One damped Verlet step (design.md §1):
//   F = m g + Σ -k (|x_i - x_j| - L0) (x_i - x_j) / |x_i - x_j|
//   x_next = x + (1 - d)(x - x_prev) + (F / m) dt²
void CpuSolver::stepOnce()
{
    const double mass = m_parameters.particleMass;
    const double dt2 = m_dt * m_dt;
    for (int j = 0; j < m_cloth.rows; ++j) {
        for (int i = 0; i < m_cloth.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
            const glm::dvec3 x = m_current[p];
            if (m_pinned[p]) {
                m_next[p] = x;
                continue;
            }
            glm::dvec3 force = mass * m_parameters.gravity;
            for (std::size_t o = 0; o < springStencil.size(); ++o) {
                const StencilOffset& offset = springStencil[o];
                const int ni = i + offset.di;
                const int nj = j + offset.dj;
                const double k = stiffnessOf(m_parameters.springs, offset.type);
                if (ni < 0 || ni >= m_cloth.cols || nj < 0 || nj >= m_cloth.rows || k == 0.0)
                    continue;
                const glm::dvec3 delta = x - m_current[std::size_t(particleIndex(m_cloth, {ni, nj}))];
                const double length = std::sqrt(delta.x * delta.x + delta.y * delta.y + delta.z * delta.z);
                if (length < 1e-6)
                    continue;
                force += (-k * (length - m_restLength[o]) / length) * delta;
            }
            m_next[p] = x + (1.0 - m_parameters.damping) * (x - m_previous[p]) + (dt2 / mass) * force;
        }
    }
    // Rotate: the old previous buffer becomes the next target.
    std::swap(m_previous, m_current);
    std::swap(m_current, m_next);
}

}  // namespace drape::engine

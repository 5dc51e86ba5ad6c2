#include "engine/sim/CpuSolver.h"

#include "engine/collide/ContactResponse.h"
#include "engine/sim/AirForce.h"
#include "engine/sim/DivergenceCheck.h"
#include "engine/scene/GridBending.h"
#include "engine/scene/SpringStencil.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace drape::engine {

CpuSolver::CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders)
    : Solver(scene.simulation)
    , m_cloth(scene.cloth)
    , m_parameters(LiveParameters::fromScene(scene))
    , m_dt(scene.simulation.timeStep())
    , m_pinned(std::size_t(scene.cloth.particleCount()), 0)
{
    updateMasses();
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        m_restLength[o] = restLengthOf(m_cloth, springStencil[o]);
    for (const GridCoord& pin : m_cloth.pins)
        m_pinned[std::size_t(particleIndex(m_cloth, pin))] = 1;
    m_colliders = std::move(colliders);
    restoreRest();
}

void CpuSolver::applyLiveParameters(const LiveParameters& parameters, double stepScale)
{
    m_parameters = parameters;
    m_dt = timeStep();
    updateMasses();
    if (stepScale != 1.0)
        for (std::size_t p = 0; p < m_current.size(); ++p)
            m_previous[p] = m_current[p] - stepScale * (m_current[p] - m_previous[p]);
}

void CpuSolver::updateMasses()
{
    ClothSpec cloth = m_cloth;
    cloth.particleMass = m_parameters.particleMass;
    m_mass.resize(std::size_t(cloth.particleCount()));
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i)
            m_mass[std::size_t(particleIndex(cloth, {i, j}))] = particleMassAt(cloth, {i, j});
}

void CpuSolver::setColliders(std::vector<ColliderGeometry> colliders)
{
    m_colliders = std::move(colliders);
}

void CpuSolver::setGrab(const std::optional<Grab>& grab)
{
    m_grab = grab;
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

// One Verlet step (docs/architecture.md, "Physics contract"), v = (x − x_prev) / dt:
//   F = m g + F_air − m γ v − Q (x + β v)
//       + Σ −k (|x_i − x_j| − L0 + β n·(v_i − v_j)) n,   n = (x_i − x_j) / |x_i − x_j|
//   x_next = x + (x − x_prev) + (F / m) dt²
// (Q the bending, β the internal damping, γ the drag), then contacts with the
// colliders (ContactResponse.h), which may also change the implicit velocity:
// the x_prev of the next step is written as x_next − step; then strain limiting.
void CpuSolver::stepOnce()
{
    const double dt2 = m_dt * m_dt;
    const double beta = m_parameters.damping.internal;
    const double gamma = m_parameters.damping.drag;
    const int grabbed = m_grab ? m_grab->particle : -1;
    // x_prev is overwritten particle by particle below; damping and drag need every neighbour's.
    m_velocity.resize(m_current.size());
    for (std::size_t p = 0; p < m_current.size(); ++p)
        m_velocity[p] = (m_current[p] - m_previous[p]) / m_dt;
    computeBending();
    for (int j = 0; j < m_cloth.rows; ++j) {
        for (int i = 0; i < m_cloth.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
            const glm::dvec3 x = m_current[p];
            if (m_pinned[p]) {
                m_next[p] = x;
                m_previous[p] = x;
                continue;
            }
            if (int(p) == grabbed) {
                const glm::dvec3 toTarget = m_grab->target - x;
                const double distance = std::sqrt(glm::dot(toTarget, toTarget));
                m_next[p] = distance > m_grab->maxStep ? x + (m_grab->maxStep / distance) * toTarget : m_grab->target;
                m_previous[p] = x;
                continue;
            }
            const double mass = m_mass[p];
            const glm::dvec3 v = m_velocity[p];
            glm::dvec3 force = mass * m_parameters.gravity - (mass * gamma) * v;
            if (m_parameters.air)
                force += airForce(i, j);
            if (!m_bendingForce.empty())
                force += m_bendingForce[p];
            for (std::size_t o = 0; o < springStencil.size(); ++o) {
                const StencilOffset& offset = springStencil[o];
                const int ni = i + offset.di;
                const int nj = j + offset.dj;
                const double k = stiffnessOf(m_parameters.springs, offset.type) *
                                 borderShare(m_cloth.cols, m_cloth.rows, {i, j}, offset);
                if (ni < 0 || ni >= m_cloth.cols || nj < 0 || nj >= m_cloth.rows || k == 0.0)
                    continue;
                const std::size_t q = std::size_t(particleIndex(m_cloth, {ni, nj}));
                const glm::dvec3 delta = x - m_current[q];
                const double length = std::sqrt(delta.x * delta.x + delta.y * delta.y + delta.z * delta.z);
                if (length < 1e-6)
                    continue;
                const double rate = glm::dot(delta, v - m_velocity[q]) / length;
                force += (-k * (length - m_restLength[o] + beta * rate) / length) * delta;
            }
            m_next[p] = x + (x - m_previous[p]) + (dt2 / mass) * force;
            if (m_colliders.empty()) {
                m_previous[p] = x;
            } else {
                ParticleMove move{m_next[p], m_next[p] - x};
                applyContacts(m_colliders, x, move);
                m_next[p] = move.next;
                m_previous[p] = move.next - move.step;
            }
        }
    }
    // x_prev was written in place above (each particle's own, read only by it);
    // the old x buffer becomes the next target.
    std::swap(m_current, m_next);
    if (m_parameters.strainLimits.any())
        for (int pass = 0; pass < m_parameters.strainLimits.iterations; ++pass)
            limitStrain();
    stepDone();
}

// −Q (x + β v) for every particle (GridBending.h), or nothing without bending.
void CpuSolver::computeBending()
{
    if (m_parameters.bending <= 0.0) {
        m_bendingForce.clear();
        return;
    }
    const double beta = m_parameters.damping.internal;
    m_bendingInput.resize(m_current.size());
    for (std::size_t p = 0; p < m_current.size(); ++p)
        m_bendingInput[p] = m_current[p] + beta * m_velocity[p];
    m_bendingForce.assign(m_current.size(), glm::dvec3(0.0));
    addBendingForces(m_cloth.cols, m_cloth.rows, m_parameters.bending / (m_cloth.spacing * m_cloth.spacing),
                     m_bendingInput, m_bendingForce, m_bendingScratch);
}

// F_air on particle (i, j): a quarter of the drag on each grid cell it is a
// corner of (AirStencil.h), so that the drag, like the mass, is spread by area.
glm::dvec3 CpuSolver::airForce(int i, int j) const
{
    const AirSpec& air = *m_parameters.air;
    glm::dvec3 force(0.0);
    for (const auto& cell : cellsAroundParticle) {
        const int ci = i + cell[0], cj = j + cell[1];
        if (ci < 0 || ci + 1 >= m_cloth.cols || cj < 0 || cj + 1 >= m_cloth.rows)
            continue;
        for (std::size_t t = 0; t < cellTriangleCorners.size(); t += 3) {
            std::array<std::size_t, 3> corner{};
            for (std::size_t c = 0; c < 3; ++c)
                corner[c] = std::size_t(particleIndex(m_cloth, {ci + cellTriangleCorners[t + c][0], cj + cellTriangleCorners[t + c][1]}));
            force += triangleDrag(air, m_current[corner[0]], m_current[corner[1]], m_current[corner[2]],
                                  m_velocity[corner[0]], m_velocity[corner[1]], m_velocity[corner[2]], stepTime());
        }
    }
    return 0.25 * force;
}

// Provot's deformation constraints as one Jacobi pass over the new positions:
// each spring of a limited type longer than (1 + limit) L0 pulls its ends
// together by the excess, shared in inverse proportion to their masses (all of
// it on the free end when the other is pinned or grabbed). Where several springs
// pull one particle their sum overshoots, so each spring's pull is divided by the
// larger of its two ends' counts of over-long springs: the same divisor at both
// ends, so that every spring moves its ends' centre of mass not at all. The
// correction moves x and not x_prev, so it also changes the velocity, as a
// position correction must.
void CpuSolver::limitStrain()
{
    const StrainLimits& limits = m_parameters.strainLimits;
    const int grabbed = m_grab ? m_grab->particle : -1;
    const auto held = [&](std::size_t q) { return m_pinned[q] != 0 || int(q) == grabbed; };
    // Calls f(q, offset, delta = x_q − x_p, length, longest) for each over-long limited spring of p.
    const auto forOverLong = [&](int i, int j, auto&& f) {
        const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
        for (std::size_t o = 0; o < springStencil.size(); ++o) {
            const StencilOffset& offset = springStencil[o];
            const double limit = strainLimitOf(limits, offset.type);
            const int ni = i + offset.di;
            const int nj = j + offset.dj;
            if (limit <= 0.0 || ni < 0 || ni >= m_cloth.cols || nj < 0 || nj >= m_cloth.rows)
                continue;
            const std::size_t q = std::size_t(particleIndex(m_cloth, {ni, nj}));
            const glm::dvec3 delta = m_current[q] - m_current[p];
            const double length = std::sqrt(glm::dot(delta, delta));
            const double longest = (1.0 + limit) * m_restLength[o];
            if (length > longest)
                f(q, delta, length, longest);
        }
    };
    m_violated.assign(m_current.size(), 0);
    for (int j = 0; j < m_cloth.rows; ++j)
        for (int i = 0; i < m_cloth.cols; ++i)
            forOverLong(i, j, [&](std::size_t, const glm::dvec3&, double, double) {
                ++m_violated[std::size_t(particleIndex(m_cloth, {i, j}))];
            });
    for (int j = 0; j < m_cloth.rows; ++j) {
        for (int i = 0; i < m_cloth.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
            glm::dvec3 correction(0.0);
            if (!held(p))
                forOverLong(i, j, [&](std::size_t q, const glm::dvec3& delta, double length, double longest) {
                    const double share = held(q) ? 1.0 : m_mass[q] / (m_mass[p] + m_mass[q]);
                    const double divisor = double(std::max(m_violated[p], m_violated[q]));
                    correction += (share * (length - longest) / (length * divisor)) * delta;
                });
            m_next[p] = m_current[p] + correction;
        }
    }
    std::swap(m_current, m_next);
}

}  // namespace drape::engine

#include "engine/sim/CpuSolver.h"

#include "engine/collide/ContactResponse.h"
#include "engine/sim/AirForce.h"
#include "engine/sim/DivergenceCheck.h"
#include "engine/contract/SpringStencil.h"

#include <glm/geometric.hpp>

#include <algorithm>
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
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        m_restLength[o] = restLengthOf(m_cloth, springStencil[o]);
    for (const GridCoord& pin : m_cloth.pins)
        m_pinned[std::size_t(particleIndex(m_cloth, pin))] = 1;
    m_colliders = std::move(colliders);
    m_areaShare = particleAreaShare(m_cloth);
    restoreRest();
}

void CpuSolver::applyLiveParameters(const LiveParameters& parameters, double stepScale)
{
    m_parameters = parameters;
    m_dt = timeStep();
    if (stepScale != 1.0)
        for (std::size_t p = 0; p < m_current.size(); ++p)
            m_previous[p] = m_current[p] - stepScale * (m_current[p] - m_previous[p]);
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

// One damped Verlet step (docs/architecture.md, "Physics contract"):
//   F = m g + F_air + Σ -k (|x_i - x_j| - L0) (x_i - x_j) / |x_i - x_j|
//   x_next = x + (1 - d)(x - x_prev) + (F / m) dt²
// then contacts with the colliders (ContactResponse.h), which may also change the
// implicit velocity: the x_prev of the next step is written as x_next - step;
// then strain limiting.
void CpuSolver::stepOnce()
{
    const double mass = m_parameters.particleMass;
    const double dt2 = m_dt * m_dt;
    const int grabbed = m_grab ? m_grab->particle : -1;
    if (m_parameters.air) {
        // x_prev is overwritten particle by particle below; the drag needs every neighbour's.
        m_velocity.resize(m_current.size());
        for (std::size_t p = 0; p < m_current.size(); ++p)
            m_velocity[p] = (m_current[p] - m_previous[p]) / m_dt;
    }
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
            glm::dvec3 force = mass * m_parameters.gravity;
            if (m_parameters.air)
                force += airForce(i, j);
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

// F_air on particle (i, j): its triangles' mean pressure times its share of the
// cloth's area (AirForce.h particleAreaShare).
glm::dvec3 CpuSolver::airForce(int i, int j) const
{
    const AirSpec& air = *m_parameters.air;
    const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
    glm::dvec3 force(0.0);
    double area = 0.0;
    for (const auto& t : trianglesAroundParticle) {
        const int bi = i + t[0], bj = j + t[1], ci = i + t[2], cj = j + t[3];
        if (std::min({bi, ci}) < 0 || std::max({bi, ci}) >= m_cloth.cols || std::min({bj, cj}) < 0 ||
            std::max({bj, cj}) >= m_cloth.rows)
            continue;
        const std::size_t b = std::size_t(particleIndex(m_cloth, {bi, bj}));
        const std::size_t c = std::size_t(particleIndex(m_cloth, {ci, cj}));
        const TriangleDrag drag = triangleDrag(air, m_current[p], m_current[b], m_current[c], m_velocity[p],
                                                      m_velocity[b], m_velocity[c], stepTime());
        force += drag.force;
        area += drag.area;
    }
    return area > 0.0 ? force * (m_areaShare / area) : glm::dvec3(0.0);
}

// Provot's deformation constraints as one Jacobi pass over the new positions: each
// spring of a limited type longer than (1 + limit) L0 pulls its ends together by
// the excess, half each, or all of it on the free end when the other is pinned
// (or held by the grab). A particle moves by the mean of its springs' pulls: their
// sum overshoots where several pull the same way, and diverges. The correction
// moves x and not x_prev, so it also changes the velocity, as a position
// correction must.
void CpuSolver::limitStrain()
{
    const StrainLimits& limits = m_parameters.strainLimits;
    const int grabbed = m_grab ? m_grab->particle : -1;
    const auto held = [&](std::size_t q) { return m_pinned[q] != 0 || int(q) == grabbed; };
    for (int j = 0; j < m_cloth.rows; ++j) {
        for (int i = 0; i < m_cloth.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
            const glm::dvec3 x = m_current[p];
            glm::dvec3 correction(0.0);
            int violated = 0;
            for (std::size_t o = 0; o < springStencil.size() && !held(p); ++o) {
                const StencilOffset& offset = springStencil[o];
                const double limit = offset.type == SpringType::Structural ? limits.structural
                                     : offset.type == SpringType::Shear   ? limits.shear
                                                                          : limits.flexion;
                const int ni = i + offset.di;
                const int nj = j + offset.dj;
                if (limit <= 0.0 || ni < 0 || ni >= m_cloth.cols || nj < 0 || nj >= m_cloth.rows)
                    continue;
                const std::size_t q = std::size_t(particleIndex(m_cloth, {ni, nj}));
                const glm::dvec3 delta = m_current[q] - x;
                const double length = std::sqrt(glm::dot(delta, delta));
                const double longest = (1.0 + limit) * m_restLength[o];
                if (length > longest) {
                    correction += ((held(q) ? 1.0 : 0.5) * (length - longest) / length) * delta;
                    ++violated;
                }
            }
            m_next[p] = violated > 0 ? x + correction / double(violated) : x;
        }
    }
    std::swap(m_current, m_next);
}

}  // namespace drape::engine

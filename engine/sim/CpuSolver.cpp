#include "engine/sim/CpuSolver.h"

#include "engine/collide/ContactResponse.h"
#include "engine/scene/GridBending.h"
#include "engine/scene/MembraneForces.h"
#include "engine/scene/MeshBending.h"
#include "engine/sim/AirForce.h"
#include "engine/sim/DivergenceCheck.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drape::engine {

CpuSolver::CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders)
    : CpuSolver(assembleCloths(scene), std::move(colliders))
{
}

CpuSolver::CpuSolver(AssembledCloths assembled, std::vector<ColliderGeometry> colliders)
    : CpuSolver(assembled.scene, std::move(colliders), std::move(assembled.topology))
{
}

CpuSolver::CpuSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, ClothTopology topology)
    : Solver(scene.simulation)
    , m_cloth(scene.cloths[0])
    , m_topology(std::move(topology))
    , m_parameters(LiveParameters::fromScene(scene))
    , m_dt(scene.simulation.timeStep())
    , m_colliders(std::move(colliders))
    , m_pinMotion(scene.cloths[0], m_topology.rest)
    , m_implicit(scene.simulation.integrator == Integrator::Implicit)
{
    m_keyedPin.assign(m_topology.particleCount(), -1);
    for (std::size_t k = 0; k < m_pinMotion.particles().size(); ++k)
        m_keyedPin[m_pinMotion.particles()[k]] = int(k);
    if (m_parameters.selfCollision)
        m_selfCollision.emplace(m_topology);
    updateMasses();
    if (m_implicit)
        m_system.emplace(m_cloth, m_topology, m_parameters, m_dt);
    restoreRest();
}

void CpuSolver::applyLiveParameters(const LiveParameters& parameters, double stepScale)
{
    m_parameters = parameters;
    if (m_parameters.selfCollision && !m_selfCollision)
        m_selfCollision.emplace(m_topology);
    m_dt = timeStep();
    updateMasses();
    if (m_implicit) {
        m_direct.reset();
        m_system.emplace(m_cloth, m_topology, m_parameters, m_dt);
    }
    if (stepScale != 1.0)
        for (std::size_t p = 0; p < m_current.size(); ++p)
            m_previous[p] = m_current[p] - stepScale * (m_current[p] - m_previous[p]);
}

void CpuSolver::updateMasses()
{
    m_mass.resize(m_topology.particleCount());
    for (std::size_t p = 0; p < m_mass.size(); ++p)
        m_mass[p] = m_parameters.particleMass * m_topology.massShare[p];
}

void CpuSolver::setColliders(std::vector<ColliderGeometry> colliders)
{
    m_colliders = std::move(colliders);
    for (ColliderGeometry& collider : m_colliders)
        collider.placeAt(stepStartFrame());
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
    m_current = m_topology.rest;
    m_pinMotion.placesAt(0.0, m_pinPlaces);
    for (std::size_t k = 0; k < m_pinPlaces.size(); ++k)
        m_current[m_pinMotion.particles()[k]] = m_pinPlaces[k];
    m_previous = m_current;
    m_next = m_current;
    for (ColliderGeometry& collider : m_colliders)
        collider.placeAt(0.0);
    if (m_selfCollision)
        m_selfCollision->forgetPairs();
    m_report.reset();
}

void CpuSolver::step(int count)
{
    for (int s = 0; s < count; ++s) {
        moveKeyed();
        if (m_implicit)
            stepImplicit();
        else
            stepOnce();
    }
}

// The colliders' surfaces move from their poses at the step's start to those at
// its end, and contacts take that motion (ContactResponse.h); keyed pins move
// from where they are to their places at the step's end.
void CpuSolver::moveKeyed()
{
    const double end = stepEndFrame();
    for (ColliderGeometry& collider : m_colliders)
        collider.moveTo(end);
    m_pinMotion.placesAt(end, m_pinPlaces);
}

// One Verlet step (docs/architecture.md, "Physics contract"), v = (x − x_prev) / dt:
//   F = m g + F_air − m γ v − Q (x + β v) + F_membrane(x, v)
//       + Σ −k (|x_i − x_j| − L0 + β n·(v_i − v_j)) n,   n = (x_i − x_j) / |x_i − x_j|
//   x_next = x + (x − x_prev) + (F / m) dt²
// (Q the bending, β the internal damping, γ the drag), then contacts with the
// colliders (ContactResponse.h), which may also change the implicit velocity:
// the x_prev of the next step is written as x_next − step; then strain limiting,
// then self-collision (SelfCollision.h), last, so that every step ends with the
// layers apart.
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
    computeElementForces();
    for (std::size_t p = 0; p < m_current.size(); ++p) {
        const glm::dvec3 x = m_current[p];
        if (m_topology.pinned[p]) {
            m_next[p] = m_keyedPin[p] >= 0 ? m_pinPlaces[std::size_t(m_keyedPin[p])] : x;
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
        glm::dvec3 force = mass * m_parameters.gravity - (mass * gamma) * v + m_elementForce[p];
        for (const SpringEnd& end : m_topology.springsOf(p)) {
            const TopologySpring& spring = m_topology.springs[end.spring];
            const double k = springStiffness(spring, m_parameters.springs);
            if (k == 0.0)
                continue;
            const glm::dvec3 delta = x - m_current[end.other];
            const double length = std::sqrt(delta.x * delta.x + delta.y * delta.y + delta.z * delta.z);
            if (length < 1e-6)
                continue;
            const double rate = glm::dot(delta, v - m_velocity[end.other]) / length;
            force += (-k * (length - spring.restLength + beta * rate) / length) * delta;
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
    finishStep();
}

// x_prev was written in place (each particle's own, read only by it); the old x
// buffer becomes the next target.
void CpuSolver::finishStep()
{
    std::swap(m_current, m_next);
    if (m_parameters.strainLimits.any())
        for (int pass = 0; pass < m_parameters.strainLimits.iterations; ++pass)
            limitStrain();
    if (m_parameters.selfCollision)
        collideWithItself();
    stepDone();
}

const ProjectiveDirectSolve& CpuSolver::directSolve(int grabbed)
{
    if (!m_direct || m_directGrabbed != grabbed) {
        m_held.assign(m_topology.pinned.begin(), m_topology.pinned.end());
        if (grabbed >= 0)
            m_held[std::size_t(grabbed)] = 1;
        m_direct.reset();
        m_direct = std::make_unique<ProjectiveDirectSolve>(*m_system, m_held);
        m_directGrabbed = grabbed;
    }
    return *m_direct;
}

// |A x − b(x)| over the free particles (m_held as the last directSolve set it).
double CpuSolver::residualNorm(std::span<const glm::dvec3> x, std::vector<glm::dvec3>& scratch)
{
    scratch = m_constantSide;
    m_system->addProjections(x, scratch);
    m_product.resize(x.size());
    m_system->multiply(x, m_product);
    double sum = 0.0;
    for (std::size_t p = 0; p < x.size(); ++p) {
        if (m_held[p])
            continue;
        const glm::dvec3 r = m_product[p] - scratch[p];
        sum += glm::dot(r, r);
    }
    return std::sqrt(sum);
}

// Backward Euler by projective dynamics (ProjectiveSystem.h): the iterations
// start from the inertial guess x_n + (x_n − x_prev); pins stay, the grabbed
// particle moves toward its target as under Verlet, and both are held while the
// others are solved for. The air acts from the step's start. The result then
// meets the colliders as a Verlet step does (ContactResponse.h), so that
// friction changes the implicit velocity (x_next − x_n)/dt the same way. The
// internal damping β is not applied: backward Euler's own damping takes its
// place (docs/physics.md, "Integrators").
void CpuSolver::stepImplicit()
{
    const std::size_t n = m_current.size();
    const int grabbed = m_grab ? m_grab->particle : -1;
    m_velocity.resize(n);
    for (std::size_t p = 0; p < n; ++p)
        m_velocity[p] = (m_current[p] - m_previous[p]) / m_dt;
    m_elementForce.assign(n, glm::dvec3(0.0));
    if (m_parameters.air)
        addAirForces();
    for (std::size_t p = 0; p < n; ++p)
        m_next[p] = m_current[p] - m_previous[p];
    m_constantSide.resize(n);
    m_system->constantRightSide(m_current, m_next, m_elementForce, m_constantSide);
    const ProjectiveDirectSolve& direct = directSolve(grabbed);
    for (std::size_t p = 0; p < n; ++p) {
        if (m_topology.pinned[p]) {
            m_next[p] = m_current[p];
        } else if (int(p) == grabbed) {
            const glm::dvec3 toTarget = m_grab->target - m_current[p];
            const double distance = std::sqrt(glm::dot(toTarget, toTarget));
            m_next[p] = distance > m_grab->maxStep ? m_current[p] + (m_grab->maxStep / distance) * toTarget
                                                   : m_grab->target;
        } else {
            m_next[p] = m_current[p] + m_next[p];
        }
    }
    const double initial = residualNorm(m_next, m_rightSide);
    for (int k = 0; k < m_parameters.iterations; ++k) {
        m_rightSide = m_constantSide;
        m_system->addProjections(m_next, m_rightSide);
        direct.solve(m_rightSide, m_next);
    }
    const double final = residualNorm(m_next, m_rightSide);
    m_report = ImplicitReport{m_parameters.iterations, initial > 0.0 ? final / initial : 0.0};
    for (std::size_t p = 0; p < n; ++p) {
        const glm::dvec3 x = m_current[p];
        if (m_keyedPin[p] >= 0)
            m_next[p] = m_pinPlaces[std::size_t(m_keyedPin[p])];
        if (m_held[p] || m_colliders.empty()) {
            m_previous[p] = x;
            continue;
        }
        ParticleMove move{m_next[p], m_next[p] - x};
        applyContacts(m_colliders, x, move);
        m_next[p] = move.next;
        m_previous[p] = move.next - move.step;
    }
    finishStep();
}

// The forces of elements larger than a spring, per particle: the air on each
// face, the bending −Q (x + β v) (the grid's plate form, or hinges), and the
// membranes of the triangles that have no springs.
void CpuSolver::computeElementForces()
{
    m_elementForce.assign(m_current.size(), glm::dvec3(0.0));
    if (m_parameters.air)
        addAirForces();
    const double beta = m_parameters.damping.internal;
    if (m_parameters.bending > 0.0) {
        m_bendingInput.resize(m_current.size());
        for (std::size_t p = 0; p < m_current.size(); ++p)
            m_bendingInput[p] = m_current[p] + beta * m_velocity[p];
        if (m_topology.gridSize)
            addBendingForces((*m_topology.gridSize)[0], (*m_topology.gridSize)[1],
                             m_parameters.bending / (m_cloth.spacing * m_cloth.spacing), m_bendingInput, m_elementForce,
                             m_bendingScratch);
        else
            addHingeBendingForces(m_topology.hinges, m_parameters.bending, m_bendingInput, m_elementForce);
    }
    if (!m_topology.membranes.empty()) {
        const SpringStiffness& k = m_parameters.springs;
        addMembraneForces(m_topology.membranes, {k.structural + k.shear, k.shear, beta}, m_current, m_velocity,
                          m_elementForce);
    }
}

// The drag on each face (the sum over its triangles), shared equally by its
// corners, so that the drag, like the mass, is spread by area.
void CpuSolver::addAirForces()
{
    const AirSpec& air = *m_parameters.air;
    for (const AirFace& face : m_topology.airFaces) {
        glm::dvec3 drag(0.0);
        for (std::size_t t = 1; t + 1 < face.corners; ++t) {
            const std::uint32_t a = face.particle[0], b = face.particle[t], c = face.particle[t + 1];
            drag += triangleDrag(air, m_current[a], m_current[b], m_current[c], m_velocity[a], m_velocity[b],
                                 m_velocity[c], stepTime());
        }
        const glm::dvec3 share = drag / double(face.corners);
        for (std::size_t c = 0; c < face.corners; ++c)
            m_elementForce[face.particle[c]] += share;
    }
}

void CpuSolver::collideWithItself()
{
    const int grabbed = m_grab ? m_grab->particle : -1;
    m_inverseMass.resize(m_current.size());
    for (std::size_t p = 0; p < m_current.size(); ++p)
        m_inverseMass[p] = m_topology.pinned[p] != 0 || int(p) == grabbed ? 0.0 : 1.0 / m_mass[p];
    m_selfCollision->resolve(*m_parameters.selfCollision, m_current, m_previous, m_inverseMass);
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
    const auto held = [&](std::size_t q) { return m_topology.pinned[q] != 0 || int(q) == grabbed; };
    // Calls f(q, delta = x_q − x_p, length, longest) for each over-long limited spring of p.
    const auto forOverLong = [&](std::size_t p, auto&& f) {
        for (const SpringEnd& end : m_topology.springsOf(p)) {
            const TopologySpring& spring = m_topology.springs[end.spring];
            const double limit = strainLimitOf(limits, spring.type);
            if (limit <= 0.0)
                continue;
            const glm::dvec3 delta = m_current[end.other] - m_current[p];
            const double length = std::sqrt(glm::dot(delta, delta));
            const double longest = (1.0 + limit) * spring.restLength;
            if (length > longest)
                f(std::size_t(end.other), delta, length, longest);
        }
    };
    m_violated.assign(m_current.size(), 0);
    for (std::size_t p = 0; p < m_current.size(); ++p)
        forOverLong(p, [&](std::size_t, const glm::dvec3&, double, double) { ++m_violated[p]; });
    for (std::size_t p = 0; p < m_current.size(); ++p) {
        glm::dvec3 correction(0.0);
        if (!held(p))
            forOverLong(p, [&](std::size_t q, const glm::dvec3& delta, double length, double longest) {
                const double share = held(q) ? 1.0 : m_mass[q] / (m_mass[p] + m_mass[q]);
                const double divisor = double(std::max(m_violated[p], m_violated[q]));
                correction += (share * (length - longest) / (length * divisor)) * delta;
            });
        m_next[p] = m_current[p] + correction;
    }
    std::swap(m_current, m_next);
}

}  // namespace drape::engine

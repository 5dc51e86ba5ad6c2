#include "engine/scene/Stability.h"

#include "engine/scene/GridBending.h"
#include "engine/scene/MembraneForces.h"
#include "engine/scene/MeshBending.h"
#include "engine/scene/Limits.h"
#include "engine/scene/SpringStencil.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace drape::engine {
namespace {

/// Power iteration: enough steps for the Rayleigh quotient to come within 1% of
/// λ on the probe grid (docs/physics.md, "Stability", has the measurements).
constexpr int powerIterations = 150;

/// (K + Q) z for the probe grid: the springs' stiffness at rest (k n nᵀ per
/// spring along its rest direction n) and the bending operator.
class StiffnessOperator {
public:
    explicit StiffnessOperator(const ClothSpec& cloth) : m_cloth(cloth)
    {
        for (std::size_t o = 0; o < springStencil.size(); ++o) {
            const glm::dvec3 d = restPosition(cloth, {springStencil[o].di, springStencil[o].dj}) -
                                 restPosition(cloth, {0, 0});
            m_direction[o] = d / std::sqrt(glm::dot(d, d));
        }
        m_bending = cloth.bending / (cloth.spacing * cloth.spacing);
    }

    void apply(const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out)
    {
        out.assign(z.size(), glm::dvec3(0.0));
        const int cols = m_cloth.cols, rows = m_cloth.rows;
        for (int j = 0; j < rows; ++j) {
            for (int i = 0; i < cols; ++i) {
                const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
                for (std::size_t o = 0; o < springStencil.size(); ++o) {
                    const int ni = i + springStencil[o].di, nj = j + springStencil[o].dj;
                    const double k = stiffnessOf(m_cloth.springs, springStencil[o].type) *
                                     borderShare(cols, rows, {i, j}, springStencil[o]);
                    if (ni < 0 || ni >= cols || nj < 0 || nj >= rows || k == 0.0)
                        continue;
                    const glm::dvec3& n = m_direction[o];
                    out[p] += (k * glm::dot(n, z[p] - z[std::size_t(particleIndex(m_cloth, {ni, nj}))])) * n;
                }
            }
        }
        if (m_bending > 0.0) {
            // addBendingForces adds −Q z.
            m_scratch.assign(z.size(), glm::dvec3(0.0));
            addBendingForces(cols, rows, m_bending, z, m_scratch, m_weighted);
            for (std::size_t p = 0; p < z.size(); ++p)
                out[p] -= m_scratch[p];
        }
    }

private:
    const ClothSpec& m_cloth;
    std::array<glm::dvec3, springStencil.size()> m_direction{};
    double m_bending = 0.0;
    std::vector<glm::dvec3> m_scratch, m_weighted;
};

/// A fixed start with the grid-scale alternations the largest modes have, and a
/// hashed part so that no mode is missed: the same every run.
double startComponent(int i, int j, int c)
{
    std::uint32_t h = std::uint32_t(i) * 73856093u ^ std::uint32_t(j) * 19349663u ^ std::uint32_t(c) * 83492791u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    const double hashed = double(h) / 4294967295.0 - 0.5;
    const double alternating = c == 0 ? ((i & 1) ? -1.0 : 1.0) : c == 1 ? ((j & 1) ? -1.0 : 1.0) : (((i + j) & 1) ? -1.0 : 1.0);
    return alternating + hashed;
}

/// λ of M⁻¹ K by power iteration on the symmetric form M^-1/2 K M^-1/2, whose
/// Rayleigh quotient bounds it from below: `applyK(z, out)` sets out = K z, and
/// `start(p, c)` is the first vector's component c at particle p.
template <typename ApplyK, typename Start>
double powerIteration(const std::vector<double>& mass, ApplyK&& applyK, Start&& start)
{
    const std::size_t n = mass.size();
    std::vector<double> scale(n);
    std::vector<glm::dvec3> z(n), kz;
    for (std::size_t p = 0; p < n; ++p) {
        scale[p] = 1.0 / std::sqrt(mass[p]);
        z[p] = {start(p, 0), start(p, 1), start(p, 2)};
    }
    const auto normalise = [&] {
        double sum = 0.0;
        for (const glm::dvec3& c : z)
            sum += glm::dot(c, c);
        const double norm = std::sqrt(sum);
        for (glm::dvec3& c : z)
            c /= norm;
    };
    normalise();
    double lambda = 0.0;
    std::vector<glm::dvec3> scaled(n);
    for (int iteration = 0; iteration < powerIterations; ++iteration) {
        for (std::size_t p = 0; p < n; ++p)
            scaled[p] = scale[p] * z[p];
        applyK(scaled, kz);
        double quotient = 0.0;
        for (std::size_t p = 0; p < n; ++p) {
            kz[p] *= scale[p];
            quotient += glm::dot(z[p], kz[p]);
        }
        lambda = quotient;
        z.swap(kz);
        if (lambda <= 0.0)
            return 0.0;
        normalise();
    }
    return lambda * stabilityMargin;
}

/// K z at rest for any topology: k n nᵀ per spring along its rest direction n,
/// the membranes' force linearised by a central difference (its error is of
/// order ε², 1e-12 of it), and the bending (hinges, or a grid's plate form).
class TopologyStiffness {
public:
    TopologyStiffness(const ClothSpec& cloth, const ClothTopology& topology) : m_cloth(cloth), m_topology(topology)
    {
        double size = 0.0;
        for (const glm::dvec3& x : topology.rest)
            size = std::max(size, glm::length(x - topology.rest.front()));
        m_epsilon = 1e-6 * std::max(size, 1e-3);
    }

    void apply(const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out)
    {
        out.assign(z.size(), glm::dvec3(0.0));
        const SpringStiffness& k = m_cloth.springs;
        for (const TopologySpring& spring : m_topology.springs) {
            const double stiffness = springStiffness(spring, k);
            if (stiffness == 0.0)
                continue;
            const glm::dvec3 n = glm::normalize(m_topology.rest[spring.a] - m_topology.rest[spring.b]);
            const glm::dvec3 f = (stiffness * glm::dot(n, z[spring.a] - z[spring.b])) * n;
            out[spring.a] += f;
            out[spring.b] -= f;
        }
        if (!m_topology.membranes.empty()) {
            m_plus.resize(z.size());
            m_minus.resize(z.size());
            for (std::size_t p = 0; p < z.size(); ++p) {
                m_plus[p] = m_topology.rest[p] + m_epsilon * z[p];
                m_minus[p] = m_topology.rest[p] - m_epsilon * z[p];
            }
            const std::vector<glm::dvec3> still(z.size(), glm::dvec3(0.0));
            std::vector<glm::dvec3> fPlus(z.size(), glm::dvec3(0.0)), fMinus(z.size(), glm::dvec3(0.0));
            const MembraneModuli moduli{k.structural + k.shear, k.shear, 0.0};
            addMembraneForces(m_topology.membranes, moduli, m_plus, still, fPlus);
            addMembraneForces(m_topology.membranes, moduli, m_minus, still, fMinus);
            for (std::size_t p = 0; p < z.size(); ++p)
                out[p] += (fMinus[p] - fPlus[p]) / (2.0 * m_epsilon);
        }
        if (m_cloth.bending > 0.0) {
            std::vector<glm::dvec3> bendingForce(z.size(), glm::dvec3(0.0));
            if (m_topology.gridSize)
                addBendingForces((*m_topology.gridSize)[0], (*m_topology.gridSize)[1],
                                 m_cloth.bending / (m_cloth.spacing * m_cloth.spacing), z, bendingForce, m_scratch);
            else
                addHingeStiffnessForces(m_topology.hinges, m_cloth.bending, z, bendingForce);
            for (std::size_t p = 0; p < z.size(); ++p)
                out[p] -= bendingForce[p];
        }
    }

private:
    const ClothSpec& m_cloth;
    const ClothTopology& m_topology;
    double m_epsilon = 0.0;
    std::vector<glm::dvec3> m_plus, m_minus, m_scratch;
};

/// The damped modes' root of λ dt² + 2(βλ + γ) dt = 4.
double stepLimitFor(double lambda, const DampingSpec& damping)
{
    if (lambda <= 0.0)
        return std::numeric_limits<double>::infinity();
    const double mu = damping.internal * lambda + damping.drag;
    return (std::sqrt(mu * mu + 4.0 * lambda) - mu) / lambda;
}

/// Fewest substeps at which dt ≤ autoSubstepsSafety × limit.
int automaticSubstepsFor(double limit, int fps)
{
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::ceil(1.0 / (double(fps) * autoSubstepsSafety * limit));
    return int(std::clamp(needed, 1.0, double(limits::maxSubsteps)));
}

}  // namespace

double largestStiffnessEigenvalue(const ClothSpec& cloth)
{
    if (cloth.mesh)
        return largestStiffnessEigenvalue(cloth, clothTopology(cloth));
    ClothSpec probe = cloth;
    probe.cols = std::min(cloth.cols, stabilityProbeSide);
    probe.rows = std::min(cloth.rows, stabilityProbeSide);
    std::vector<double> mass(std::size_t(probe.particleCount()));
    for (int j = 0; j < probe.rows; ++j)
        for (int i = 0; i < probe.cols; ++i)
            mass[std::size_t(particleIndex(probe, {i, j}))] = particleMassAt(probe, {i, j});
    StiffnessOperator stiffness(probe);
    const auto cols = std::size_t(probe.cols);
    return powerIteration(
        mass, [&](const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out) { stiffness.apply(z, out); },
        [&](std::size_t p, int c) { return startComponent(int(p % cols), int(p / cols), c); });
}

double largestStiffnessEigenvalue(const ClothSpec& cloth, const ClothTopology& topology)
{
    std::vector<double> mass(topology.particleCount());
    for (std::size_t p = 0; p < mass.size(); ++p)
        mass[p] = cloth.particleMass * topology.massShare[p];
    TopologyStiffness stiffness(cloth, topology);
    return powerIteration(
        mass, [&](const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out) { stiffness.apply(z, out); },
        [](std::size_t p, int c) { return startComponent(int(p), int(p / 2), c); });
}

double stableTimeStepLimit(const ClothSpec& cloth, const ClothTopology& topology)
{
    return stepLimitFor(largestStiffnessEigenvalue(cloth, topology), cloth.damping);
}

int automaticSubsteps(const ClothSpec& cloth, const ClothTopology& topology, int fps)
{
    return automaticSubstepsFor(stableTimeStepLimit(cloth, topology), fps);
}

double stableTimeStepLimit(const ClothSpec& cloth)
{
    return stepLimitFor(largestStiffnessEigenvalue(cloth), cloth.damping);
}

int minimumStableSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::floor(1.0 / (double(fps) * limit)) + 1.0;
    return needed > double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : int(needed);
}

int automaticSubsteps(const ClothSpec& cloth, int fps)
{
    return automaticSubstepsFor(stableTimeStepLimit(cloth), fps);
}

double stableTimeStepLimit(const Scene& scene)
{
    double limit = std::numeric_limits<double>::infinity();
    for (const ClothSpec& cloth : scene.cloths)
        limit = std::min(limit, stableTimeStepLimit(cloth));
    return limit;
}

int minimumStableSubsteps(const Scene& scene)
{
    int substeps = 1;
    for (const ClothSpec& cloth : scene.cloths)
        substeps = std::max(substeps, minimumStableSubsteps(cloth, scene.simulation.fps));
    return substeps;
}

int automaticSubsteps(const Scene& scene)
{
    return automaticSubstepsFor(stableTimeStepLimit(scene), scene.simulation.fps);
}

bool isTimeStepStable(const Scene& scene)
{
    if (scene.simulation.integrator == Integrator::Implicit)
        return true;
    return scene.simulation.timeStep() < stableTimeStepLimit(scene);
}

}  // namespace drape::engine

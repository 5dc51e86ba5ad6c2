#include "engine/scene/Stability.h"

#include "engine/scene/GridBending.h"
#include "engine/scene/MembraneForces.h"
#include "engine/scene/MeshBending.h"
#include "engine/scene/Limits.h"
#include "engine/scene/SpringStencil.h"

#include <Eigen/Eigenvalues>
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

/// (K + Q) z for the probe grid: the springs' stiffness (k n nᵀ per spring
/// along its rest direction n, or k I for any direction) and the bending
/// operator.
class StiffnessOperator {
public:
    StiffnessOperator(const ClothSpec& cloth, SpringDirections directions) : m_cloth(cloth), m_directions(directions)
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
                    const glm::dvec3 d = z[p] - z[std::size_t(particleIndex(m_cloth, {ni, nj}))];
                    const glm::dvec3& n = m_direction[o];
                    out[p] += m_directions == SpringDirections::Any ? k * d : (k * glm::dot(n, d)) * n;
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
    SpringDirections m_directions;
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

/// The membranes' moduli from the springs' stiffness (MembraneForces.h), undamped.
MembraneModuli membraneModuliOf(const SpringStiffness& k)
{
    return {k.structural + k.shear, k.shear, 0.0};
}

/// The largest eigenvalue of one membrane's 9 × 9 stiffness at rest, over 3: its
/// corners' graph Laplacian is 3 I on the motions that are not translations, so
/// the stiffness is at most that times the Laplacian, in every orientation.
double membraneLaplacianWeight(const MembraneTriangle& membrane, const MembraneModuli& moduli,
                               const std::vector<glm::dvec3>& rest, double epsilon)
{
    MembraneTriangle alone = membrane;
    alone.particle = {0, 1, 2};
    const std::array<glm::dvec3, 3> corners{rest[membrane.particle[0]], rest[membrane.particle[1]],
                                            rest[membrane.particle[2]]};
    const std::array<glm::dvec3, 3> still{};
    Eigen::Matrix<double, 9, 9> stiffness;
    for (int column = 0; column < 9; ++column) {
        std::array<glm::dvec3, 3> plus = corners, minus = corners, fPlus{}, fMinus{};
        plus[std::size_t(column / 3)][column % 3] += epsilon;
        minus[std::size_t(column / 3)][column % 3] -= epsilon;
        addMembraneForces({&alone, 1}, moduli, plus, still, fPlus);
        addMembraneForces({&alone, 1}, moduli, minus, still, fMinus);
        for (int row = 0; row < 9; ++row)
            stiffness(row, column) = (fMinus[std::size_t(row / 3)][row % 3] - fPlus[std::size_t(row / 3)][row % 3]) /
                                     (2.0 * epsilon);
    }
    const Eigen::Matrix<double, 9, 9> symmetric = 0.5 * (stiffness + stiffness.transpose());
    return Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, 9, 9>>(symmetric, Eigen::EigenvaluesOnly)
               .eigenvalues()
               .maxCoeff() /
           3.0;
}

/// K z for any topology: per spring k n nᵀ along its rest direction n, or k I
/// for any direction; the membranes' force linearised at rest by a central
/// difference (its error is of order ε², 1e-12 of it), or each membrane's bound
/// over every orientation (membraneLaplacianWeight); and the bending (hinges, or
/// a grid's plate form).
class TopologyStiffness {
public:
    TopologyStiffness(const ClothSpec& cloth, const ClothTopology& topology, SpringDirections directions)
        : m_cloth(cloth), m_topology(topology), m_directions(directions)
    {
        double size = 0.0;
        for (const glm::dvec3& x : topology.rest)
            size = std::max(size, glm::length(x - topology.rest.front()));
        m_epsilon = 1e-6 * std::max(size, 1e-3);
        if (directions == SpringDirections::Any) {
            m_membraneWeight.reserve(topology.membranes.size());
            for (const MembraneTriangle& membrane : topology.membranes)
                m_membraneWeight.push_back(
                    membraneLaplacianWeight(membrane, membraneModuliOf(cloth.springs), topology.rest, m_epsilon));
        }
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
            const glm::dvec3 d = z[spring.a] - z[spring.b];
            const glm::dvec3 f = m_directions == SpringDirections::Any ? stiffness * d : (stiffness * glm::dot(n, d)) * n;
            out[spring.a] += f;
            out[spring.b] -= f;
        }
        if (m_directions == SpringDirections::Any) {
            for (std::size_t e = 0; e < m_topology.membranes.size(); ++e) {
                const auto& [a, b, c] = m_topology.membranes[e].particle;
                const double w = m_membraneWeight[e];
                out[a] += w * (2.0 * z[a] - z[b] - z[c]);
                out[b] += w * (2.0 * z[b] - z[a] - z[c]);
                out[c] += w * (2.0 * z[c] - z[a] - z[b]);
            }
        } else if (!m_topology.membranes.empty()) {
            m_plus.resize(z.size());
            m_minus.resize(z.size());
            for (std::size_t p = 0; p < z.size(); ++p) {
                m_plus[p] = m_topology.rest[p] + m_epsilon * z[p];
                m_minus[p] = m_topology.rest[p] - m_epsilon * z[p];
            }
            const std::vector<glm::dvec3> still(z.size(), glm::dvec3(0.0));
            std::vector<glm::dvec3> fPlus(z.size(), glm::dvec3(0.0)), fMinus(z.size(), glm::dvec3(0.0));
            const MembraneModuli moduli = membraneModuliOf(k);
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
    SpringDirections m_directions;
    double m_epsilon = 0.0;
    std::vector<double> m_membraneWeight;
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

double largestStiffnessEigenvalue(const ClothSpec& cloth, SpringDirections directions)
{
    if (cloth.mesh)
        return largestStiffnessEigenvalue(cloth, clothTopology(cloth), directions);
    ClothSpec probe = cloth;
    probe.cols = std::min(cloth.cols, stabilityProbeSide);
    probe.rows = std::min(cloth.rows, stabilityProbeSide);
    std::vector<double> mass(std::size_t(probe.particleCount()));
    for (int j = 0; j < probe.rows; ++j)
        for (int i = 0; i < probe.cols; ++i)
            mass[std::size_t(particleIndex(probe, {i, j}))] = particleMassAt(probe, {i, j});
    StiffnessOperator stiffness(probe, directions);
    const auto cols = std::size_t(probe.cols);
    return powerIteration(
        mass, [&](const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out) { stiffness.apply(z, out); },
        [&](std::size_t p, int c) { return startComponent(int(p % cols), int(p / cols), c); });
}

double largestStiffnessEigenvalue(const ClothSpec& cloth, const ClothTopology& topology, SpringDirections directions)
{
    std::vector<double> mass(topology.particleCount());
    for (std::size_t p = 0; p < mass.size(); ++p)
        mass[p] = cloth.particleMass * topology.massShare[p];
    TopologyStiffness stiffness(cloth, topology, directions);
    return powerIteration(
        mass, [&](const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out) { stiffness.apply(z, out); },
        [](std::size_t p, int c) { return startComponent(int(p), int(p / 2), c); });
}

double stableTimeStepLimit(const ClothSpec& cloth, const ClothTopology& topology, SpringDirections directions)
{
    return stepLimitFor(largestStiffnessEigenvalue(cloth, topology, directions), cloth.damping);
}

int automaticSubsteps(const ClothSpec& cloth, const ClothTopology& topology, int fps, SpringDirections directions)
{
    return automaticSubstepsFor(stableTimeStepLimit(cloth, topology, directions), fps);
}

double stableTimeStepLimit(const ClothSpec& cloth, SpringDirections directions)
{
    return stepLimitFor(largestStiffnessEigenvalue(cloth, directions), cloth.damping);
}

int minimumStableSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::floor(1.0 / (double(fps) * limit)) + 1.0;
    return needed > double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : int(needed);
}

int automaticSubsteps(const ClothSpec& cloth, int fps, SpringDirections directions)
{
    return automaticSubstepsFor(stableTimeStepLimit(cloth, directions), fps);
}

double stableTimeStepLimit(const Scene& scene, SpringDirections directions)
{
    double limit = std::numeric_limits<double>::infinity();
    for (const ClothSpec& cloth : scene.cloths)
        limit = std::min(limit, stableTimeStepLimit(cloth, directions));
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
    return automaticSubstepsFor(stableTimeStepLimit(scene, SpringDirections::Any), scene.simulation.fps);
}

bool isTimeStepStable(const Scene& scene)
{
    if (scene.simulation.integrator == Integrator::Implicit)
        return true;
    return scene.simulation.timeStep() < stableTimeStepLimit(scene);
}

}  // namespace drape::engine

#include "engine/sim/ProjectiveSystem.h"

#include "engine/scene/BucketSort.h"
#include "engine/scene/MeshBending.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace drape::engine {
namespace {

/// One coupling A_ij += value, before the entries of a row are merged.
struct Coupling {
    std::uint32_t row = 0, column = 0;
    double value = 0.0;
};

/// A quadratic term ½ c |Σ_r w_r x_r|²: c w wᵀ into the matrix.
template <std::size_t N>
void addStencil(double c, const std::array<std::uint32_t, N>& particle, const std::array<double, N>& weight,
                std::vector<double>& diagonal, std::vector<Coupling>& couplings)
{
    for (std::size_t r = 0; r < N; ++r) {
        diagonal[particle[r]] += c * weight[r] * weight[r];
        for (std::size_t s = 0; s < N; ++s)
            if (s != r && particle[s] != particle[r])
                couplings.push_back({particle[r], particle[s], c * weight[r] * weight[s]});
    }
}

/// The grid's plate bending (GridBending.h) as its three differences per particle.
void addGridBending(int cols, int rows, double coefficient, std::vector<double>& diagonal,
                    std::vector<Coupling>& couplings)
{
    const auto at = [cols](int i, int j) { return std::uint32_t(j * cols + i); };
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const double b = coefficient * areaShareAlong(i, cols) * areaShareAlong(j, rows);
            const bool u = i > 0 && i < cols - 1, v = j > 0 && j < rows - 1;
            if (u)
                addStencil<3>(b, {at(i + 1, j), at(i - 1, j), at(i, j)}, {1.0, 1.0, -2.0}, diagonal, couplings);
            if (v)
                addStencil<3>(b, {at(i, j + 1), at(i, j - 1), at(i, j)}, {1.0, 1.0, -2.0}, diagonal, couplings);
            if (u && v)
                addStencil<4>(2.0 * b, {at(i + 1, j + 1), at(i + 1, j - 1), at(i - 1, j + 1), at(i - 1, j - 1)},
                              {0.25, -0.25, -0.25, 0.25}, diagonal, couplings);
        }
    }
}

}  // namespace

std::array<glm::dvec3, 2> nearestRotation(const glm::dvec3& f0, const glm::dvec3& f1)
{
    const double a = glm::dot(f0, f0), b = glm::dot(f0, f1), c = glm::dot(f1, f1);
    const double s = std::sqrt(std::max(a * c - b * b, 0.0));
    const double d = (a + s) * (c + s) - b * b;
    if (d > 1e-24 * (a + c) * (a + c) && a + c > 0.0) {
        // √C = (C + s I) / t for C = FᵀF, s = √det C, t = √(tr C + 2s); R = F (√C)⁻¹.
        const double t = std::sqrt(a + c + 2.0 * s);
        return {(t / d) * ((c + s) * f0 - b * f1), (t / d) * ((a + s) * f1 - b * f0)};
    }
    // Collapsed onto a line or a point: any orthonormal pair along what is left.
    glm::dvec3 e0 = a >= c ? f0 : f1;
    e0 = glm::length(e0) > 0.0 ? glm::normalize(e0) : glm::dvec3(1.0, 0.0, 0.0);
    const glm::dvec3 helper = std::abs(e0.x) < 0.9 ? glm::dvec3(1.0, 0.0, 0.0) : glm::dvec3(0.0, 1.0, 0.0);
    const glm::dvec3 e1 = glm::normalize(glm::cross(glm::cross(e0, helper), e0));
    return a >= c ? std::array<glm::dvec3, 2>{e0, e1} : std::array<glm::dvec3, 2>{e1, e0};
}

ProjectiveSystem::ProjectiveSystem(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live,
                                   double dt)
    : m_bending(live.bending), m_dt(dt), m_drag(live.damping.drag), m_gravity(live.gravity)
{
    const std::size_t n = topology.particleCount();
    m_mass.resize(n);
    m_inertia.resize(n);
    m_diagonal.resize(n);
    for (std::size_t p = 0; p < n; ++p) {
        m_mass[p] = live.particleMass * topology.massShare[p];
        m_inertia[p] = m_mass[p] * (1.0 / (dt * dt) + m_drag / dt);
        m_diagonal[p] = m_inertia[p];
    }
    struct SpringOf {
        std::uint32_t row, column;
        double restLength, stiffness;
    };
    std::vector<SpringOf> springs;
    springs.reserve(2 * topology.springs.size());
    // At most: two per spring, 24 per particle of the grid's plate bending, 12
    // per hinge, 6 per triangle.
    std::vector<Coupling> couplings;
    couplings.reserve(2 * topology.springs.size() + (topology.gridSize ? 24 * n : 0) + 12 * topology.hinges.size() +
                      6 * topology.membranes.size());
    for (const TopologySpring& spring : topology.springs) {
        const double k = springStiffness(spring, live.springs);
        if (k == 0.0)
            continue;
        m_diagonal[spring.a] += k;
        m_diagonal[spring.b] += k;
        couplings.push_back({spring.a, spring.b, -k});
        couplings.push_back({spring.b, spring.a, -k});
        springs.push_back({spring.a, spring.b, spring.restLength, k});
        springs.push_back({spring.b, spring.a, spring.restLength, k});
    }
    if (live.bending > 0.0) {
        if (topology.gridSize)
            addGridBending((*topology.gridSize)[0], (*topology.gridSize)[1],
                           live.bending / (cloth.spacing * cloth.spacing), m_diagonal, couplings);
        for (const BendingHinge& hinge : topology.hinges) {
            addStencil<4>(live.bending * hinge.coefficient, hinge.particle, hinge.weight, m_diagonal, couplings);
            if (hinge.restCurvature != glm::dvec3(0.0))
                m_curvedHinges.push_back(hinge);
        }
    }
    const double c11 = live.springs.structural + live.springs.shear;
    if (c11 > 0.0) {
        for (const MembraneTriangle& membrane : topology.membranes) {
            ProjectiveTriangle t;
            t.particle = membrane.particle;
            t.weight = c11 * membrane.area;
            // F's column c is Σ_k (x_k − x_0) D_m⁻¹(k, c), glm's restInverse[c][k].
            t.gradient[1] = {membrane.restInverse[0][0], membrane.restInverse[1][0]};
            t.gradient[2] = {membrane.restInverse[0][1], membrane.restInverse[1][1]};
            t.gradient[0] = -(t.gradient[1] + t.gradient[2]);
            for (std::size_t r = 0; r < 3; ++r) {
                m_diagonal[t.particle[r]] += t.weight * glm::dot(t.gradient[r], t.gradient[r]);
                for (std::size_t s = 0; s < 3; ++s)
                    if (s != r)
                        couplings.push_back(
                            {t.particle[r], t.particle[s], t.weight * glm::dot(t.gradient[r], t.gradient[s])});
            }
            m_triangles.push_back(t);
        }
    }

    // Rows by column, equal columns summed; each spring then claims its pair's
    // entry, or a zero entry of its own where another spring already has it.
    bucketSort(couplings, n, [](const Coupling& c) { return c.row; }, [](const Coupling& c) { return c.column; });
    bucketSort(springs, n, [](const SpringOf& s) { return s.row; }, [](const SpringOf& s) { return s.column; });
    m_rowStart.assign(n + 1, 0);
    m_entries.reserve(couplings.size());
    std::size_t c = 0, s = 0;
    for (std::uint32_t row = 0; row < n; ++row) {
        while (c < couplings.size() && couplings[c].row == row) {
            ProjectiveEntry entry{couplings[c].column, 0.0, 0.0, 0.0};
            for (; c < couplings.size() && couplings[c].row == row && couplings[c].column == entry.column; ++c)
                entry.value += couplings[c].value;
            bool claimed = false;
            for (; s < springs.size() && springs[s].row == row && springs[s].column == entry.column; ++s) {
                if (!claimed) {
                    entry.restLength = springs[s].restLength;
                    entry.stiffness = springs[s].stiffness;
                    claimed = true;
                } else {
                    m_entries.push_back({entry.column, 0.0, springs[s].restLength, springs[s].stiffness});
                }
            }
            m_entries.push_back(entry);
        }
        m_rowStart[row + 1] = std::uint32_t(m_entries.size());
    }
}

void ProjectiveSystem::constantRightSide(std::span<const glm::dvec3> start, std::span<const glm::dvec3> lastStep,
                                         std::span<const glm::dvec3> force, std::span<glm::dvec3> out) const
{
    const double h2 = m_dt * m_dt;
    for (std::size_t p = 0; p < size(); ++p) {
        const double m = m_mass[p];
        const glm::dvec3 external = m * m_gravity + (force.empty() ? glm::dvec3(0.0) : force[p]);
        // M y / h² = M (x_n + s) / h² + f_ext.
        out[p] = (m / h2) * (start[p] + lastStep[p]) + external + (m * m_drag / m_dt) * start[p];
    }
    for (const BendingHinge& hinge : m_curvedHinges) {
        const glm::dvec3 turned = (m_bending * hinge.coefficient) * turnedRestCurvature(hinge, start);
        for (std::size_t r = 0; r < 4; ++r)
            out[hinge.particle[r]] += hinge.weight[r] * turned;
    }
}

void ProjectiveSystem::addProjections(std::span<const glm::dvec3> x, std::span<glm::dvec3> rightSide) const
{
    for (std::size_t i = 0; i < size(); ++i) {
        for (const ProjectiveEntry& entry : row(i)) {
            if (entry.stiffness == 0.0)
                continue;
            const glm::dvec3 d = x[i] - x[entry.column];
            const double length = glm::length(d);
            if (length > 1e-12)
                rightSide[i] += (entry.stiffness * entry.restLength / length) * d;
        }
    }
    for (const ProjectiveTriangle& t : m_triangles) {
        glm::dvec3 f0(0.0), f1(0.0);
        for (std::size_t r = 0; r < 3; ++r) {
            f0 += t.gradient[r].x * x[t.particle[r]];
            f1 += t.gradient[r].y * x[t.particle[r]];
        }
        const std::array<glm::dvec3, 2> rotation = nearestRotation(f0, f1);
        for (std::size_t r = 0; r < 3; ++r)
            rightSide[t.particle[r]] += t.weight * (t.gradient[r].x * rotation[0] + t.gradient[r].y * rotation[1]);
    }
}

void ProjectiveSystem::multiply(std::span<const glm::dvec3> x, std::span<glm::dvec3> out) const
{
    for (std::size_t i = 0; i < size(); ++i) {
        glm::dvec3 sum = m_diagonal[i] * x[i];
        for (const ProjectiveEntry& entry : row(i))
            sum += entry.value * x[entry.column];
        out[i] = sum;
    }
}

double ProjectiveSystem::residual(std::span<const glm::dvec3> x, std::span<const glm::dvec3> constant,
                                  std::span<const std::uint8_t> held) const
{
    std::vector<glm::dvec3> rightSide(constant.begin(), constant.end()), product(size());
    addProjections(x, rightSide);
    multiply(x, product);
    double sum = 0.0;
    for (std::size_t p = 0; p < size(); ++p) {
        if (held[p])
            continue;
        const glm::dvec3 r = product[p] - rightSide[p];
        sum += glm::dot(r, r);
    }
    return std::sqrt(sum);
}

}  // namespace drape::engine

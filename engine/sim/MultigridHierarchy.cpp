#include "engine/sim/MultigridHierarchy.h"

#include <Eigen/Cholesky>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace drape::engine {
namespace {

/// Level 0: A over every particle; a held particle's row is the identity and
/// its couplings are dropped on both sides (its column belongs to b).
SparseRows fineMatrixOf(const ProjectiveSystem& system, std::span<const std::uint8_t> held)
{
    const std::size_t n = system.size();
    std::vector<Eigen::Triplet<double>> triplets;
    for (std::size_t p = 0; p < n; ++p) {
        if (held[p]) {
            triplets.emplace_back(int(p), int(p), 1.0);
            continue;
        }
        triplets.emplace_back(int(p), int(p), system.diagonal(p));
        for (const ProjectiveEntry& entry : system.row(p))
            if (!held[entry.column] && entry.value != 0.0)
                triplets.emplace_back(int(p), int(entry.column), entry.value);
    }
    SparseRows matrix{Eigen::Index(n), Eigen::Index(n)};
    matrix.setFromTriplets(triplets.begin(), triplets.end());   // sums a pair joined twice
    matrix.makeCompressed();
    return matrix;
}

/// Vaněk et al.'s aggregation over the strong couplings |a_ij| ≥ θ √(a_ii a_jj):
/// whole neighbourhoods first, then the rest joined to a neighbour's aggregate,
/// then what is left in aggregates of its own. A row with no strong coupling
/// (a held particle, a loose one) joins none: the smoother alone solves it.
/// Returns each row's aggregate, −1 for none, and the number of aggregates.
std::pair<std::vector<int>, int> aggregate(const SparseRows& a, double theta)
{
    const Eigen::Index n = a.rows();
    const Eigen::VectorXd d = a.diagonal();
    std::vector<std::vector<Eigen::Index>> strong(static_cast<std::size_t>(n));
    for (Eigen::Index i = 0; i < n; ++i)
        for (SparseRows::InnerIterator it(a, i); it; ++it)
            if (it.col() != i && std::abs(it.value()) >= theta * std::sqrt(std::abs(d[i] * d[it.col()])))
                strong[std::size_t(i)].push_back(it.col());
    std::vector<int> of(std::size_t(n), -1);
    int count = 0;
    for (Eigen::Index i = 0; i < n; ++i) {
        const auto& neighbours = strong[std::size_t(i)];
        if (neighbours.empty() || of[std::size_t(i)] >= 0)
            continue;
        if (std::all_of(neighbours.begin(), neighbours.end(), [&](Eigen::Index j) { return of[std::size_t(j)] < 0; })) {
            of[std::size_t(i)] = count;
            for (Eigen::Index j : neighbours)
                of[std::size_t(j)] = count;
            ++count;
        }
    }
    std::vector<int> joined = of;
    for (Eigen::Index i = 0; i < n; ++i) {
        if (of[std::size_t(i)] >= 0)
            continue;
        double strongest = 0.0;
        for (Eigen::Index j : strong[std::size_t(i)]) {
            const double coupling = std::abs(a.coeff(i, j));
            if (of[std::size_t(j)] >= 0 && coupling > strongest) {
                strongest = coupling;
                joined[std::size_t(i)] = of[std::size_t(j)];
            }
        }
    }
    of = std::move(joined);
    for (Eigen::Index i = 0; i < n; ++i) {
        if (of[std::size_t(i)] >= 0 || strong[std::size_t(i)].empty())
            continue;
        of[std::size_t(i)] = count;
        for (Eigen::Index j : strong[std::size_t(i)])
            if (of[std::size_t(j)] < 0)
                of[std::size_t(j)] = count;
        ++count;
    }
    return {std::move(of), count};
}

/// λ_max(D⁻¹A), bounded from above by Gershgorin's circles.
double largestEigenvalueBound(const SparseRows& a)
{
    double largest = 0.0;
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
        double row = 0.0;
        for (SparseRows::InnerIterator it(a, i); it; ++it)
            row += std::abs(it.value());
        largest = std::max(largest, row / a.coeff(i, i));
    }
    return largest;
}

/// The weights of `count` Jacobi sweeps e ← e + w_k D⁻¹ (r − A e) that make a
/// Chebyshev polynomial smoother: w_k = 1 / τ_k, τ_k the roots of the Chebyshev
/// polynomial on [λ_max / smoothingRange, λ_max] of D⁻¹A (Adams et al. 2003,
/// "Parallel multigrid smoothing: polynomial versus Gauss–Seidel"). It damps
/// that whole upper part of the spectrum, which the coarse levels cannot.
std::vector<double> chebyshevWeights(const SparseRows& a, int count)
{
    const double upper = largestEigenvalueBound(a), lower = upper / MultigridHierarchy::smoothingRange;
    const double centre = 0.5 * (upper + lower), half = 0.5 * (upper - lower);
    std::vector<double> weights;
    for (int k = 0; k < count; ++k)
        weights.push_back(1.0 / (centre + half * std::cos(std::numbers::pi * (2.0 * k + 1.0) / (2.0 * count))));
    return weights;
}

/// P = (I − ω D⁻¹ A) P_tent, ω = (4/3) / λ_max(D⁻¹A) (Vaněk et al.).
SparseRows smoothedProlongation(const SparseRows& a, const std::vector<int>& aggregateOf, int aggregates)
{
    std::vector<Eigen::Triplet<double>> tentative;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        if (aggregateOf[std::size_t(i)] >= 0)
            tentative.emplace_back(int(i), aggregateOf[std::size_t(i)], 1.0);
    SparseRows p(a.rows(), aggregates);
    p.setFromTriplets(tentative.begin(), tentative.end());
    const Eigen::VectorXd scale = (4.0 / 3.0 / largestEigenvalueBound(a)) * a.diagonal().cwiseInverse();
    SparseRows smoothed = p - SparseRows(scale.asDiagonal() * a * p);
    smoothed.prune(0.0);
    smoothed.makeCompressed();
    return smoothed;
}

}  // namespace

MultigridHierarchy::MultigridHierarchy(const ProjectiveSystem& system, std::span<const std::uint8_t> held)
{
    SparseRows a = fineMatrixOf(system, held);
    double theta = 0.08;
    while (a.rows() > coarsestSize) {
        auto [aggregateOf, aggregates] = aggregate(a, theta);
        // No coarsening left (loose rows only): this level is the coarsest, smoothed, not solved.
        if (aggregates == 0 || aggregates > 0.9 * double(a.rows()))
            break;
        MultigridLevel level;
        level.prolongation = smoothedProlongation(a, aggregateOf, aggregates);
        level.restriction = level.prolongation.transpose();
        level.inverseDiagonal = a.diagonal().cwiseInverse();
        level.weights = chebyshevWeights(a, sweeps);
        SparseRows coarse = level.restriction * a * level.prolongation;
        coarse.prune(0.0);
        coarse.makeCompressed();
        level.matrix = std::move(a);
        m_levels.push_back(std::move(level));
        a = std::move(coarse);
        theta *= 0.5;
    }
    m_coarseMatrix = a;
    if (a.rows() <= 2 * coarsestSize) {
        m_coarseInverse = Eigen::MatrixXd(a).ldlt().solve(Eigen::MatrixXd::Identity(a.rows(), a.cols()));
    } else {
        m_coarseInverse = Eigen::MatrixXd::Zero(0, 0);
        m_coarseInverseDiagonal = a.diagonal().cwiseInverse();
        m_coarseWeights = chebyshevWeights(a, 2 * sweeps);
    }
}

Eigen::MatrixX3d MultigridHierarchy::cycle(const Eigen::MatrixX3d& residual) const
{
    return cycleFrom(0, residual);
}

Eigen::MatrixX3d MultigridHierarchy::cycleFrom(std::size_t index, const Eigen::MatrixX3d& residual) const
{
    const auto smooth = [&residual](const SparseRows& a, const Eigen::VectorXd& inverseDiagonal, double weight,
                                    Eigen::MatrixX3d& e) { e += weight * inverseDiagonal.asDiagonal() * (residual - a * e); };
    if (index == m_levels.size()) {
        if (m_coarseWeights.empty())
            return m_coarseInverse * residual;
        // A coarsest level too large to invert: sweeps only.
        Eigen::MatrixX3d e = Eigen::MatrixX3d::Zero(residual.rows(), 3);
        for (double weight : m_coarseWeights)
            smooth(m_coarseMatrix, m_coarseInverseDiagonal, weight, e);
        return e;
    }
    const MultigridLevel& level = m_levels[index];
    Eigen::MatrixX3d e = Eigen::MatrixX3d::Zero(residual.rows(), 3);
    for (double weight : level.weights)
        smooth(level.matrix, level.inverseDiagonal, weight, e);
    e += level.prolongation * cycleFrom(index + 1, level.restriction * (residual - level.matrix * e));
    for (auto weight = level.weights.rbegin(); weight != level.weights.rend(); ++weight)
        smooth(level.matrix, level.inverseDiagonal, *weight, e);
    return e;
}

}  // namespace drape::engine

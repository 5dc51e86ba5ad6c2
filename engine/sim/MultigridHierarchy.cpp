#include "engine/sim/MultigridHierarchy.h"

#include <Eigen/Cholesky>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace drape::engine {
namespace {

/// Level 0: A over every particle; a held particle's row is the identity and
/// its couplings are dropped on both sides (its column belongs to b). Written
/// row by row: the system's rows are in column order already.
SparseRows fineMatrixOf(const ProjectiveSystem& system, std::span<const std::uint8_t> held)
{
    const std::size_t n = system.size();
    std::vector<int> outer(n + 1, 0), inner;
    std::vector<double> values;
    std::size_t bound = n;
    for (std::size_t p = 0; p < n; ++p)
        bound += system.row(p).size();
    inner.reserve(bound);
    values.reserve(bound);
    for (std::size_t p = 0; p < n; ++p) {
        const std::size_t rowStart = inner.size();
        const auto append = [&](std::size_t column, double value) {
            // a column may come twice in a row (two springs join a pair): summed
            if (inner.size() > rowStart && std::size_t(inner.back()) == column) {
                values.back() += value;
                return;
            }
            inner.push_back(int(column));
            values.push_back(value);
        };
        if (held[p]) {
            append(p, 1.0);
        } else {
            bool diagonalDone = false;
            for (const ProjectiveEntry& entry : system.row(p)) {
                if (!diagonalDone && entry.column > p) {
                    append(p, system.diagonal(p));
                    diagonalDone = true;
                }
                if (!held[entry.column] && entry.value != 0.0)
                    append(entry.column, entry.value);
            }
            if (!diagonalDone)
                append(p, system.diagonal(p));
        }
        outer[p + 1] = int(inner.size());
    }
    return SparseRows(Eigen::Map<const SparseRows>(Eigen::Index(n), Eigen::Index(n), Eigen::Index(inner.size()),
                                                   outer.data(), inner.data(), values.data()));
}

/// Vaněk et al.'s aggregation over the strong couplings |a_ij| ≥ θ √(a_ii a_jj):
/// whole neighbourhoods first, then the rest joined to a neighbour's aggregate,
/// then what is left in aggregates of its own. A row with no strong coupling
/// (a held particle, a loose one) joins none: the smoother alone solves it.
/// Returns each row's aggregate, −1 for none, and the number of aggregates.
std::pair<std::vector<int>, int> aggregate(const SparseRows& a, double theta)
{
    const std::size_t n = std::size_t(a.rows());
    const Eigen::VectorXd d = a.diagonal();
    // Row i's strong neighbours are strong[strongStart[i] .. strongStart[i + 1]), with |a_ij|.
    std::vector<std::size_t> strongStart(n + 1, 0);
    std::vector<std::pair<int, double>> strong;
    for (std::size_t i = 0; i < n; ++i) {
        for (SparseRows::InnerIterator it(a, Eigen::Index(i)); it; ++it)
            if (std::size_t(it.col()) != i && std::abs(it.value()) >= theta * std::sqrt(std::abs(d[Eigen::Index(i)] * d[it.col()])))
                strong.emplace_back(int(it.col()), std::abs(it.value()));
        strongStart[i + 1] = strong.size();
    }
    const auto neighbours = [&](std::size_t i) {
        return std::span<const std::pair<int, double>>(strong.data() + strongStart[i], strong.data() + strongStart[i + 1]);
    };
    std::vector<int> of(n, -1);
    int count = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto around = neighbours(i);
        if (around.empty() || of[i] >= 0)
            continue;
        if (std::all_of(around.begin(), around.end(), [&](const auto& j) { return of[std::size_t(j.first)] < 0; })) {
            of[i] = count;
            for (const auto& j : around)
                of[std::size_t(j.first)] = count;
            ++count;
        }
    }
    std::vector<int> joined = of;
    for (std::size_t i = 0; i < n; ++i) {
        if (of[i] >= 0)
            continue;
        double strongest = 0.0;
        for (const auto& [j, coupling] : neighbours(i)) {
            if (of[std::size_t(j)] >= 0 && coupling > strongest) {
                strongest = coupling;
                joined[i] = of[std::size_t(j)];
            }
        }
    }
    of = std::move(joined);
    for (std::size_t i = 0; i < n; ++i) {
        const auto around = neighbours(i);
        if (of[i] >= 0 || around.empty())
            continue;
        of[i] = count;
        for (const auto& j : around)
            if (of[std::size_t(j.first)] < 0)
                of[std::size_t(j.first)] = count;
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

/// P = (I − ω D⁻¹ A) P_tent, ω = (4/3) / λ_max(D⁻¹A) (Vaněk et al.), row by row:
/// row i holds 1 at i's aggregate less ω a_ij / a_ii at each j's.
SparseRows smoothedProlongation(const SparseRows& a, const std::vector<int>& aggregateOf, int aggregates)
{
    const double omega = 4.0 / 3.0 / largestEigenvalueBound(a);
    std::vector<int> outer(std::size_t(a.rows()) + 1, 0), inner;
    std::vector<double> values;
    std::vector<std::pair<int, double>> row;
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
        row.clear();
        if (aggregateOf[std::size_t(i)] >= 0)
            row.emplace_back(aggregateOf[std::size_t(i)], 1.0);
        const double scale = omega / a.coeff(i, i);
        for (SparseRows::InnerIterator it(a, i); it; ++it)
            if (aggregateOf[std::size_t(it.col())] >= 0)
                row.emplace_back(aggregateOf[std::size_t(it.col())], -scale * it.value());
        std::sort(row.begin(), row.end(), [](const auto& l, const auto& r) { return l.first < r.first; });
        for (std::size_t k = 0; k < row.size();) {
            double sum = 0.0;
            const int column = row[k].first;
            for (; k < row.size() && row[k].first == column; ++k)
                sum += row[k].second;
            if (sum != 0.0) {
                inner.push_back(column);
                values.push_back(sum);
            }
        }
        outer[std::size_t(i) + 1] = int(inner.size());
    }
    return SparseRows(Eigen::Map<const SparseRows>(a.rows(), aggregates, Eigen::Index(inner.size()), outer.data(),
                                                   inner.data(), values.data()));
}

}  // namespace

MultigridHierarchy::MultigridHierarchy(const ProjectiveSystem& system, std::span<const std::uint8_t> held)
{
    SparseRows a = fineMatrixOf(system, held);
    double theta = 0.08;
    // Each level has at most 0.9 times the rows of the one above (below), so this
    // many never reallocate, which would copy every level (Eigen's sparse
    // matrices have no move constructor).
    m_levels.reserve(std::size_t(std::log(std::max(double(a.rows()) / coarsestSize, 1.0)) / std::log(1.0 / 0.9)) + 1);
    while (a.rows() > coarsestSize) {
        auto [aggregateOf, aggregates] = aggregate(a, theta);
        // No coarsening left (loose rows only): this level is the coarsest, smoothed, not solved.
        if (aggregates == 0 || aggregates > 0.9 * double(a.rows()))
            break;
        MultigridLevel& level = m_levels.emplace_back();
        level.prolongation = smoothedProlongation(a, aggregateOf, aggregates);
        level.restriction = level.prolongation.transpose();
        level.inverseDiagonal = a.diagonal().cwiseInverse();
        level.weights = chebyshevWeights(a, sweeps);
        SparseRows coarse = level.restriction * SparseRows(a * level.prolongation);
        coarse.prune(0.0);
        coarse.makeCompressed();
        level.matrix.swap(a);
        a.swap(coarse);
        theta *= 0.5;
    }
    m_coarseMatrix.swap(a);
    const SparseRows& coarsest = m_coarseMatrix;
    if (coarsest.rows() <= 2 * coarsestSize) {
        m_coarseInverse = Eigen::MatrixXd(coarsest).ldlt().solve(Eigen::MatrixXd::Identity(coarsest.rows(), coarsest.cols()));
    } else {
        m_coarseInverse = Eigen::MatrixXd::Zero(0, 0);
        m_coarseInverseDiagonal = coarsest.diagonal().cwiseInverse();
        m_coarseWeights = chebyshevWeights(coarsest, 2 * sweeps);
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

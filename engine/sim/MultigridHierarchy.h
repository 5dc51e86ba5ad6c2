// The GPU's global step of the implicit integrator (ProjectiveSystem.h): a
// smoothed-aggregation algebraic multigrid for A (Vaněk, Mandel and Brezina
// 1996, "Algebraic multigrid by smoothed aggregation for second and fourth
// order elliptic problems"), built here once per set of parameters and run on
// the GPU by GpuMultigrid. One V-cycle reduces the error by a factor that does
// not grow with the cloth's resolution, where each Jacobi sweep carries a
// correction only one particle further (docs/physics.md, "Integrators").
//
// A is the same for x, y and z, so the hierarchy is scalar and every vector has
// three columns. Held particles are no unknowns: level 0 keeps one row per
// particle, with a held particle's row the identity and its couplings dropped,
// so that its correction stays zero for a zero residual.
#pragma once

#include "engine/sim/ProjectiveSystem.h"

#include <Eigen/Dense>
#include <Eigen/SparseCore>

#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

using SparseRows = Eigen::SparseMatrix<double, Eigen::RowMajor>;

struct MultigridLevel {
    SparseRows matrix;                  ///< A on this level
    Eigen::VectorXd inverseDiagonal;    ///< 1 / A_ii
    std::vector<double> weights;        ///< the smoothing sweeps' weights before the coarse correction; reversed after
    SparseRows prolongation;            ///< this level's rows × the next level's columns
    SparseRows restriction;             ///< the prolongation's transpose
};

class MultigridHierarchy {
public:
    /// The smoothing sweeps before and after the coarse correction, and the
    /// ratio of the spectrum's top to the bottom of the part they damp.
    static constexpr int sweeps = 3;
    static constexpr double smoothingRange = 4.0;
    /// Levels stop coarsening at this many unknowns; the last is solved exactly
    /// (a dense inverse), unless coarsening stalls above 2 × this, where it is
    /// only smoothed (2 × sweeps). One dense pass over up to this many rows costs
    /// the GPU less than a level's nine passes: at 512² a limit of 512 went on
    /// from 566 unknowns to a level of 70.
    static constexpr int coarsestSize = 1024;

    /// The hierarchy of `system`'s A with the particles `held` (1 = held) fixed.
    MultigridHierarchy(const ProjectiveSystem& system, std::span<const std::uint8_t> held);

    /// Every level but the coarsest, finest first.
    const std::vector<MultigridLevel>& levels() const { return m_levels; }
    /// The coarsest level's matrix, and its dense inverse (empty where the level is only smoothed).
    const SparseRows& coarseMatrix() const { return m_coarseMatrix; }
    const Eigen::MatrixXd& coarseInverse() const { return m_coarseInverse; }
    /// Where the coarsest level is only smoothed: 1 / A_ii and the sweeps' weights (else empty).
    const Eigen::VectorXd& coarseInverseDiagonal() const { return m_coarseInverseDiagonal; }
    const std::vector<double>& coarseWeights() const { return m_coarseWeights; }
    /// Level 0's matrix: A over all particles, held rows the identity.
    const SparseRows& fineMatrix() const { return m_levels.empty() ? m_coarseMatrix : m_levels.front().matrix; }

    /// One V-cycle from a zero guess for A e = residual: what the GPU runs, in
    /// double precision (the GPU's pass order, for the tests).
    Eigen::MatrixX3d cycle(const Eigen::MatrixX3d& residual) const;

private:
    Eigen::MatrixX3d cycleFrom(std::size_t level, const Eigen::MatrixX3d& residual) const;

    std::vector<MultigridLevel> m_levels;
    SparseRows m_coarseMatrix;
    Eigen::MatrixXd m_coarseInverse;
    Eigen::VectorXd m_coarseInverseDiagonal;
    std::vector<double> m_coarseWeights;
};

}  // namespace drape::engine

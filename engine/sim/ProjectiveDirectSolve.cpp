#include "engine/sim/ProjectiveDirectSolve.h"

#include <Eigen/SparseCholesky>
#include <Eigen/SparseCore>

#include <stdexcept>
#include <vector>

namespace drape::engine {

struct ProjectiveDirectSolve::Factor {
    std::vector<std::int64_t> unknownOf;   ///< particle → row of the reduced system, −1 when held
    std::vector<std::uint32_t> particleOf; ///< row → particle
    Eigen::SimplicialLDLT<Eigen::SparseMatrix<double>> ldlt;
};

ProjectiveDirectSolve::ProjectiveDirectSolve(const ProjectiveSystem& system, std::span<const std::uint8_t> held)
    : m_system(system), m_factor(std::make_unique<Factor>())
{
    Factor& f = *m_factor;
    f.unknownOf.assign(system.size(), -1);
    for (std::size_t p = 0; p < system.size(); ++p) {
        if (!held[p]) {
            f.unknownOf[p] = std::int64_t(f.particleOf.size());
            f.particleOf.push_back(std::uint32_t(p));
        }
    }
    std::vector<Eigen::Triplet<double>> triplets;
    for (std::size_t r = 0; r < f.particleOf.size(); ++r) {
        const std::uint32_t p = f.particleOf[r];
        triplets.emplace_back(int(r), int(r), system.diagonal(p));
        for (const ProjectiveEntry& entry : system.row(p))
            if (const std::int64_t c = f.unknownOf[entry.column]; c >= 0 && entry.value != 0.0)
                triplets.emplace_back(int(r), int(c), entry.value);
    }
    Eigen::SparseMatrix<double> matrix(Eigen::Index(f.particleOf.size()), Eigen::Index(f.particleOf.size()));
    matrix.setFromTriplets(triplets.begin(), triplets.end());
    f.ldlt.compute(matrix);
    if (f.ldlt.info() != Eigen::Success)
        throw std::runtime_error("the implicit integrator's system could not be factored (is every mass positive?)");
}

ProjectiveDirectSolve::~ProjectiveDirectSolve() = default;

void ProjectiveDirectSolve::solve(std::span<const glm::dvec3> rightSide, std::span<glm::dvec3> x) const
{
    const Factor& f = *m_factor;
    const Eigen::Index n = Eigen::Index(f.particleOf.size());
    if (n == 0)
        return;
    Eigen::MatrixX3d b(n, 3);
    for (Eigen::Index r = 0; r < n; ++r) {
        const std::uint32_t p = f.particleOf[std::size_t(r)];
        glm::dvec3 value = rightSide[p];
        for (const ProjectiveEntry& entry : m_system.row(p))
            if (f.unknownOf[entry.column] < 0)
                value -= entry.value * x[entry.column];
        b.row(r) << value.x, value.y, value.z;
    }
    const Eigen::MatrixX3d solution = f.ldlt.solve(b);
    for (Eigen::Index r = 0; r < n; ++r)
        x[f.particleOf[std::size_t(r)]] = {solution(r, 0), solution(r, 1), solution(r, 2)};
}

}  // namespace drape::engine

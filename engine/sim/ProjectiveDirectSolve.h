// The CPU's global step of the implicit integrator (ProjectiveSystem.h): A
// restricted to the free particles, factored once by Eigen's sparse Cholesky
// (LDLᵀ), then solved for each iteration's right side. It is the reference the
// GPU's iterative solution is checked against.
#pragma once

#include "engine/sim/ProjectiveSystem.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <memory>
#include <span>

namespace drape::engine {

class ProjectiveDirectSolve {
public:
    /// Factors `system`'s A over the particles not `held` (1 = held). Throws
    /// std::runtime_error when the factorisation fails (A is positive definite
    /// for any positive mass, so only a broken scene gets there).
    ProjectiveDirectSolve(const ProjectiveSystem& system, std::span<const std::uint8_t> held);
    ~ProjectiveDirectSolve();
    ProjectiveDirectSolve(const ProjectiveDirectSolve&) = delete;
    ProjectiveDirectSolve& operator=(const ProjectiveDirectSolve&) = delete;

    /// Solves A x = rightSide for the free particles of x; held ones keep their
    /// values, their columns moved to the right side.
    void solve(std::span<const glm::dvec3> rightSide, std::span<glm::dvec3> x) const;

private:
    struct Factor;
    const ProjectiveSystem& m_system;
    std::unique_ptr<Factor> m_factor;
};

}  // namespace drape::engine

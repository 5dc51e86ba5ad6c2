// The implicit integrator's system (docs/physics.md, "Integrators"): backward
// Euler through projective dynamics (Liu et al. 2013, "Fast Simulation of
// Mass-Spring Systems"; Bouaziz et al. 2014 for the triangles). A step finds
// the x that minimises
//   g(x) = 1/(2h²) |x − y|²_M + γ/(2h) |x − x_n|²_M + Σ_c w_c/2 |S_c x − p_c(x)|²,
//   y = x_n + h v_n + h² M⁻¹ f_ext,
// every elastic term written as a constraint c whose projection p_c is the
// closest rest shape: a spring's rest length along its current direction, a
// triangle's nearest rotation (ARAP), a hinge's rest curvature turned with it
// (zero when flat: the grid's plate bending and Bergou's hinges are quadratic).
// Alternating the projections (local) with the linear solve
//   A x = b(x),   A = M (1/h² + γ/h) + Σ_c w_c S_cᵀ S_c,
//   b(x) = M (y/h² + γ x_n/h) + Σ_c w_c S_cᵀ p_c(x)
// (global) lowers g every iteration. A is constant while the parameters are:
// the CPU factors it once, the GPU iterates on it. Held particles (pins, the
// grab) are not unknowns; the solvers move their columns to the right side.
#pragma once

#include "engine/scene/ClothTopology.h"
#include "engine/sim/Solver.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

/// An off-diagonal entry A_ij of row i, with the spring that joins i and j (a
/// zero stiffness where the coupling is bending's or a triangle's alone).
struct ProjectiveEntry {
    std::uint32_t column = 0;
    double value = 0.0;
    double restLength = 0.0;   ///< m
    double stiffness = 0.0;    ///< N/m
};

/// A triangle's in-plane constraint: F = Σ_r x_r g_r (3×2, g_r rows of D_m⁻¹),
/// pulled toward its nearest rotation with weight `weight`.
struct ProjectiveTriangle {
    std::array<std::uint32_t, 3> particle{};
    std::array<glm::dvec2, 3> gradient{};   ///< ∂F/∂x_r, per column of F
    double weight = 0.0;                    ///< N/m: C₁₁ × rest area
};

class ProjectiveSystem {
public:
    ProjectiveSystem() = default;
    /// The system of `topology` (grid or mesh) for the live parameters and step dt.
    ProjectiveSystem(const ClothSpec& cloth, const ClothTopology& topology, const LiveParameters& live, double dt);

    std::size_t size() const { return m_diagonal.size(); }
    double diagonal(std::size_t i) const { return m_diagonal[i]; }
    /// Row i's off-diagonal entries, by column; a column may come twice where two springs join a pair.
    std::span<const ProjectiveEntry> row(std::size_t i) const
    {
        return {m_entries.data() + m_rowStart[i], m_entries.data() + m_rowStart[i + 1]};
    }
    const std::vector<ProjectiveTriangle>& triangles() const { return m_triangles; }
    /// M (1/h² + γ/h) of particle i, kg/s².
    double inertia(std::size_t i) const { return m_inertia[i]; }

    /// b's constant part for the step from x_n with last step s = x_n − x_prev:
    ///   M (y/h² + γ x_n/h) + Σ_hinges w S_hᵀ R_h(x_n) restCurvature,
    /// y = x_n + s (as the velocity s/h) + h² M⁻¹ f_ext, f_ext = m g + `force`
    /// (the air's, evaluated at x_n). Curved hinges turn with the frame at the
    /// step's start rather than each iteration's: a lag of one step.
    void constantRightSide(std::span<const glm::dvec3> start, std::span<const glm::dvec3> lastStep,
                           std::span<const glm::dvec3> force, std::span<glm::dvec3> out) const;
    /// Adds Σ_c w_c S_cᵀ p_c(x) of the springs and triangles: the local step.
    void addProjections(std::span<const glm::dvec3> x, std::span<glm::dvec3> rightSide) const;
    /// (A x)_i for every particle.
    void multiply(std::span<const glm::dvec3> x, std::span<glm::dvec3> out) const;
    /// |A x − b(x)| over the particles not `held`, b's constant part `constant`.
    double residual(std::span<const glm::dvec3> x, std::span<const glm::dvec3> constant,
                    std::span<const std::uint8_t> held) const;

private:
    std::vector<double> m_diagonal, m_inertia, m_mass;
    std::vector<std::uint32_t> m_rowStart;
    std::vector<ProjectiveEntry> m_entries;
    std::vector<ProjectiveTriangle> m_triangles;
    /// Curved hinges, B × coefficient, for the turned rest curvature.
    std::vector<BendingHinge> m_curvedHinges;
    double m_bending = 0.0;
    double m_dt = 0.0;
    double m_drag = 0.0;
    glm::dvec3 m_gravity{0.0};
};

/// The nearest rotation R (3×2, orthonormal columns) to F, by F (FᵀF)^(−½), as
/// its two columns; F's own columns, normalised, where F is degenerate.
std::array<glm::dvec3, 2> nearestRotation(const glm::dvec3& f0, const glm::dvec3& f1);

}  // namespace drape::engine

// Bending on the grid (docs/physics.md, "Bending"): the quadratic isometric
// bending of Bergou et al. 2006 on a flat rest grid. Its energy is
//   E = ½ Σ_p b_p |D_p|²,   b_p = (B / h²) · s_p,
//   D_p = χu_p (x_{i+1,j} + x_{i−1,j} − 2 x_p) + χv_p (x_{i,j+1} + x_{i,j−1} − 2 x_p),
// h² D_p / h² ≈ the Laplacian of position times the particle's area, s_p its area
// share (areaShareAlong), χ 1 where the particle has both neighbours along that
// axis. For a bend that does not stretch, Δx is the mean curvature normal, so E is
// the plate's ½ B ∫ (κ₁ + κ₂)² at any resolution; it is quadratic in x, so the
// force −∂E/∂x is a constant linear map. cloth_step.comp computes the same force
// per particle from its stencil.
#pragma once

#include <glm/vec3.hpp>

#include <span>
#include <vector>

namespace drape::engine {

/// Adds −∂E/∂y for the grid's cols × rows particles (row-major) to `force`, with
/// `coefficient` = B / h² (N/m). `weighted` is scratch space.
void addBendingForces(int cols, int rows, double coefficient, std::span<const glm::dvec3> y,
                      std::span<glm::dvec3> force, std::vector<glm::dvec3>& weighted);

}  // namespace drape::engine

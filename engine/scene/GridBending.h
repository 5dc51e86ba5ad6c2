// Bending on the grid (docs/physics.md, "Bending"): the quadratic isometric
// bending of Bergou et al. 2006 on a flat rest grid, in the form of a plate of
// Poisson ratio 0, ½ B ∫ (x_uu² + x_vv² + 2 x_uv²) dA. For a bend that does not
// stretch, its integrand is the plate's curvature energy at any resolution;
// unlike ½ B ∫ |Δx|² it also resists a saddle across a strip, which costs no
// stretching to first order. Per particle p, with s_p its area share
// (areaShareAlong) and b_p = (B / h²) s_p:
//   E_p = ½ b_p (χu |D^u|² + χv |D^v|² + 2 χu χv |D^t|²)
//   D^u = x_{i+1,j} + x_{i−1,j} − 2 x_p,   D^v = x_{i,j+1} + x_{i,j−1} − 2 x_p,
//   D^t = (x_{i+1,j+1} − x_{i+1,j−1} − x_{i−1,j+1} + x_{i−1,j−1}) / 4,
// χ 1 where the particle has both neighbours along that axis. E is quadratic in
// x, so the force −∂E/∂x is a constant linear map. cloth_bending.glsl computes
// the same force per particle from its neighbours.
#pragma once

#include <glm/vec3.hpp>

#include <span>
#include <vector>

namespace drape::engine {

/// Adds −∂E/∂y for the grid's cols × rows particles (row-major) to `force`, with
/// `coefficient` = B / h² (N/m). `scratch` is working space.
void addBendingForces(int cols, int rows, double coefficient, std::span<const glm::dvec3> y,
                      std::span<glm::dvec3> force, std::vector<glm::dvec3>& scratch);

}  // namespace drape::engine

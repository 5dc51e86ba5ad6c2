// The in-plane force of a cloth's triangles (docs/physics.md, "Cloth from a
// mesh"): a constant-strain triangle, Saint Venant–Kirchhoff, whose stress from
// the Green strain E in its warp–weft frame is the grid lattice's:
//   S₁₁ = C₁₁ E₁₁ + G E₂₂,  S₂₂ = G E₁₁ + C₁₁ E₂₂,  S₁₂ = 2 G E₁₂,
// C₁₁ = k_structural + k_shear and G = k_shear (Material.h), so that a material
// means the same on triangles as on the grid's springs. Kelvin–Voigt damping
// adds β times the same stress of the strain rate. f = −A F S D_m⁻ᵀ on corners
// 1 and 2, minus their sum on corner 0.
#pragma once

#include "engine/scene/ClothTopology.h"

#include <glm/vec3.hpp>

#include <span>

namespace drape::engine {

/// The membrane of triangle (p₀, p₁, p₂) at rest. `warp` is the material's first
/// axis, taken into the triangle's plane (the first edge's direction where it
/// stands along the normal).
MembraneTriangle restMembrane(const std::array<std::uint32_t, 3>& particle, std::span<const glm::dvec3> rest,
                              const glm::dvec3& warp);

/// Moduli of the membranes, N/m, and β, s.
struct MembraneModuli {
    double c11 = 0.0;
    double shear = 0.0;
    double retardation = 0.0;
};

/// Adds every membrane's force at positions x and velocities v to `force`.
void addMembraneForces(std::span<const MembraneTriangle> membranes, const MembraneModuli& moduli,
                       std::span<const glm::dvec3> x, std::span<const glm::dvec3> v, std::span<glm::dvec3> force);

}  // namespace drape::engine

// Bending on any triangle mesh (docs/physics.md, "Bending"): the quadratic
// isometric bending of Bergou et al. 2006 ("A Quadratic Bending Model for
// Inextensible Surfaces"), one term per interior edge:
//   E = ½ B Σ_e |K_e · y|² / (A₀ + A₁),
// K_e the edge's cotangent weights on its four particles at rest, A₀ and A₁ its
// two triangles' rest areas. Scaled so that a cylinder of curvature κ stores
// ½ B κ² per unit area, as the grid's plate form does (GridBending.h). Quadratic
// in y, so its force is a constant linear map.
#pragma once

#include "engine/scene/ClothTopology.h"

#include <glm/vec3.hpp>

#include <span>

namespace drape::engine {

/// The hinge of edge (a, b) between triangles (a, b, c) and (b, a, d), from their rest positions.
BendingHinge restHinge(const std::array<std::uint32_t, 4>& particle, std::span<const glm::dvec3> rest);

/// Adds −∂E/∂y, with rigidity `bending` (B, N·m), to `force`.
void addHingeBendingForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> y,
                           std::span<glm::dvec3> force);

}  // namespace drape::engine

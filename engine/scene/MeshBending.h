// Bending on any triangle mesh (docs/physics.md, "Bending"): the quadratic
// isometric bending of Bergou et al. 2006 ("A Quadratic Bending Model for
// Inextensible Surfaces"), one term per interior edge:
//   E = ½ B Σ_e |K_e · y|² / (A₀ + A₁),
// K_e the edge's cotangent weights on its four particles at rest, A₀ and A₁ its
// two triangles' rest areas. Scaled so that a cylinder of curvature κ stores
// ½ B κ² per unit area, as the grid's plate form does (GridBending.h). Bergou's
// form takes a flat rest shape, where K_e · x vanishes; so that a shape modelled
// curved keeps its form, each hinge measures K_e · y against its rest value
// K_e · x₀ turned into the hinge's current frame (edge, mean normal, across),
// the frame taken as given in the force (as co-rotational elements take their
// rotation). On a flat rest shape this is Bergou's force, a constant linear map.
#pragma once

#include "engine/scene/ClothTopology.h"

#include <glm/vec3.hpp>

#include <span>

namespace drape::engine {

/// The hinge of edge (a, b) between triangles (a, b, c) and (b, a, d), from their rest positions.
BendingHinge restHinge(const std::array<std::uint32_t, 4>& particle, std::span<const glm::dvec3> rest);

/// Adds the bending force at y, with rigidity `bending` (B, N·m), to `force`:
/// −B coefficient K_r (K_e · y − R(y) restCurvature) on each hinge's particle r.
void addHingeBendingForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> y,
                           std::span<glm::dvec3> force);

/// The hinge's rest curvature turned into its frame at y, R(y) restCurvature:
/// zero for a flat hinge, and where the frame is undefined (folded flat or degenerate).
glm::dvec3 turnedRestCurvature(const BendingHinge& hinge, std::span<const glm::dvec3> y);

/// Adds −Q z, the force's linear part (flat-rest Bergou), for a displacement z:
/// what the stability bound and the energy checks take.
void addHingeStiffnessForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> z,
                             std::span<glm::dvec3> force);

}  // namespace drape::engine

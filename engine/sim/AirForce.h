// Air on the cloth (docs/physics.md, "Wind and air"): the wind with its gusts,
// and the drag on one triangle. The CPU backend calls these; cloth_air.glsl is
// the same arithmetic in float for the GPU. Change them together.
#pragma once

#include "engine/contract/AirStencil.h"
#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <array>
#include <cstdint>

namespace drape::engine {

/// Wind at `x` (m) and time `t` (s): W + turbulence·|W|·g(s), where g is a smooth
/// value noise in [-1, 1] per component, seeded, of s = t − (x·Ŵ)/|W| / gustPeriod:
/// gusts that travel with the wind (frozen turbulence). Zero when W is zero.
glm::dvec3 windAt(const AirSpec& air, const glm::dvec3& x, double t);

/// Drag on the triangle, N, (a, b, c) whose corners move at va, vb, vc (m/s):
///   F = −½ ρ C_d A |u| (u·n) n,   u = (va + vb + vc)/3 − wind at the centroid,
/// n its unit normal, A its area: the pressure drag of a flat plate, from the
/// flow's component along the normal; zero for a degenerate triangle.
glm::dvec3 triangleDrag(const AirSpec& air, const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& c,
                                 const glm::dvec3& va, const glm::dvec3& vb, const glm::dvec3& vc, double t);

/// The noise lattice value for integer `k`, component `c`, in [-1, 1] (an integer hash).
double gustLattice(std::uint32_t seed, std::int32_t k, int c);

}  // namespace drape::engine

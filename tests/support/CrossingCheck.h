// Whether a cloth passes through itself or another between two moments
// (docs/physics.md, "Self-collision"), from the positions alone, with geometry
// written here: a particle crosses a triangle when, with the particle and the
// triangle's corners moving linearly between the two moments, the coplanarity
// cubic det[b − a, c − a, p − a](t) changes sign at a root where the point lies
// inside the triangle (Provot 1997; Bridson et al. 2002).
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <array>
#include <vector>

namespace drape::test {

/// A triangle's three particle indices.
using Triangle = std::array<int, 3>;

/// Each cell's two triangles, split along its (i, j)–(i + 1, j + 1) diagonal.
std::vector<Triangle> gridTriangles(const engine::ClothSpec& cloth);

/// How many (particle, triangle) pairs cross from `x0` to `x1`, the particle not a
/// corner of the triangle. Triangles are put in the cells (of side `cell`) of a
/// hash grid that their swept boxes touch; each particle's swept box reads its cells.
int crossings(const std::vector<Triangle>& triangles, const std::vector<glm::dvec3>& x0,
              const std::vector<glm::dvec3>& x1, double cell);

}  // namespace drape::test

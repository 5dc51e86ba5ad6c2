// Splitting a mesh file's polygon into triangles, for a cloth from a mesh
// (ClothMeshFile.h), which keeps triangles and quads as they are and splits only
// larger polygons. Internal to engine/io.
#pragma once

#include <glm/vec3.hpp>

#include <array>
#include <cstddef>
#include <span>
#include <vector>

namespace drape::engine {

/// Newell's normal of a polygon: the sum of its corners' cross products, twice its
/// vector area. For a planar polygon its length is twice the area, and the corners
/// wind counter-clockwise about it; for any polygon it is the normal of the
/// best-fit plane. Zero when the polygon has no area.
glm::dvec3 polygonNormal(std::span<const glm::dvec3> corners);

/// The polygon's corners.size() − 2 triangles, as indices into `corners`, each
/// wound as the polygon is. Ear clipping in the best-fit plane (normal to
/// polygonNormal, which must not be zero): a concave polygon whose outline in that
/// plane does not cross itself comes out right. Of the ears at each step the
/// best-shaped one is cut (largest area for its edges' lengths), so that no sliver
/// is made where a better ear exists; the same corners always give the same
/// triangles. Where no ear is left (an outline that crosses itself), the
/// best-shaped corner that turns the polygon's way is cut all the same.
std::vector<std::array<std::size_t, 3>> polygonTriangles(std::span<const glm::dvec3> corners);

}  // namespace drape::engine

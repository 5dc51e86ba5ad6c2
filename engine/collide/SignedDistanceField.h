// A mesh collider's shape as a signed distance field: distances to the mesh
// sampled on a regular grid, negative inside, read back by trilinear
// interpolation. The CPU backend calls distance()/normal(); the GPU backend
// uploads `values` as an R32F 3D texture and runs the same arithmetic in
// shaders/cloth_contacts.glsl, in float, with texelFetch.
//
// The arithmetic both backends run, for a point p (mesh units); dims − 1 and
// dims − 2 are per axis, lerp(a, b, t) = a + t·(b − a):
//   pc  = clamp(p, origin, origin + (dims − 1)·cellSize)     nearest point of the sampled box
//   out = |p − pc|                                            distance to that box (0 inside it)
//   g   = (pc − origin) / cellSize                            grid coordinates, in [0, dims − 1]
//   c   = clamp(floor(g), 0, dims − 2)                        cell (integer), its lowest sample
//   t   = clamp(g − c, 0, 1)                                  position inside the cell
//   vXYZ = values at c + (X, Y, Z), X, Y, Z ∈ {0, 1}
//   v00 = lerp(v000, v100, t.x)   v10 = lerp(v010, v110, t.x)
//   v01 = lerp(v001, v101, t.x)   v11 = lerp(v011, v111, t.x)
//   v0  = lerp(v00, v10, t.y)     v1  = lerp(v01, v11, t.y)
//   distance(p) = lerp(v0, v1, t.z) + out
//   gradient (the derivative of that blend with respect to t, i.e. cellSize × ∂/∂p):
//   d.x = lerp(lerp(v100 − v000, v110 − v010, t.y), lerp(v101 − v001, v111 − v011, t.y), t.z)
//   d.y = lerp(v10 − v00, v11 − v01, t.z)
//   d.z = v1 − v0
//   normal(p) = |d| > 0 ? d / |d| : (0, 0, 0)
// Outside the box the normal is therefore the one at pc.
#pragma once

#include "engine/collide/TriangleMesh.h"

#include <glm/vec3.hpp>

#include <vector>

namespace drape::engine {

struct SignedDistanceField {
    glm::dvec3 origin{0.0};     ///< position of sample (0,0,0), in the mesh's own units
    double cellSize = 1.0;      ///< distance between neighbouring samples, mesh units
    glm::ivec3 dims{0};         ///< samples along x, y, z (at least 2 each)
    std::vector<float> values;  ///< signed distance per sample, mesh units, negative inside; x fastest: index (k*dims.y + j)*dims.x + i

    /// Trilinear interpolation of the samples at p (mesh units); outside the sampled box, the
    /// value at the nearest point of the box plus the distance to the box. Mesh units.
    /// A NaN coordinate gives NaN; an empty field (dims below 2) gives +infinity.
    double distance(glm::dvec3 p) const;
    /// Gradient of that interpolation at p (analytic derivative of the trilinear blend of the
    /// same 8 samples, normalised; outside the box, the gradient at the clamped point). Unit
    /// length or zero (zero for an empty field); points out of the solid.
    glm::dvec3 normal(glm::dvec3 p) const;

    /// values[(k*dims.y + j)*dims.x + i]; the sample lies at origin + (i, j, k)·cellSize.
    float at(int i, int j, int k) const;
};

/// Largest coordinate (absolute, mesh units) buildSignedDistanceField accepts, so that
/// squared distances stay finite in double and distances fit in float.
inline constexpr double maxSdfCoordinate = 1.0e15;

/// Samples the mesh's signed distance on a grid.
/// Resolution: `cellsAlongLongestSide` cells across the longest side of the mesh's
/// bounding box (cellSize = longest side / cellsAlongLongestSide); the box is padded on
/// every side by 3 cells plus 5% of its diagonal, so that points within the padding are
/// sampled: origin = box min − padding, dims = ceil((box size + 2·padding) / cellSize) + 1.
/// Distances are exact (to float rounding) within about 2 cells of a triangle and found by
/// propagating nearest triangles from neighbour to neighbour beyond (Bridson's fast
/// sweeping), which can overestimate slightly far from the surface.
/// Sign: a sample is inside (negative) when a ray from it towards −x crosses the surface an
/// odd number of times (edges and vertices hit exactly are counted once, by a fixed
/// symbolic perturbation of the ray). This needs a closed (watertight) mesh; for an open
/// mesh the magnitudes stay right but the sign is that parity, e.g. behind a lone open
/// square, in its shadow along +x, the samples are "inside".
/// Degenerate (zero-area) triangles count as their edges: distances stay finite.
/// Throws std::invalid_argument when cellsAlongLongestSide is outside [8, 256]
/// (limits::minSdfResolution, limits::maxSdfResolution), the mesh has
/// no triangles, an index is out of range, a coordinate is not finite or beyond
/// maxSdfCoordinate, or the bounding box is a single point.
SignedDistanceField buildSignedDistanceField(const TriangleMesh& mesh, int cellsAlongLongestSide = 64);

}  // namespace drape::engine

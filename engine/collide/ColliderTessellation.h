// Triangles of colliders, in each shape's own frame, as shaders/collider.vert
// reads them: a unit capsule (also the sphere), a unit cube, a square for the
// plane, and a loaded mesh. The editor draws them (engine/render/ColliderRenderer)
// and exports write them (engine/io/ColliderMeshes). Plain CPU code; no OpenGL.
#pragma once

#include "engine/collide/TriangleMesh.h"

#include <glm/vec4.hpp>

#include <vector>

namespace drape::engine {

/// Half the side of the square an infinite plane collider is shown and exported as, metres.
inline constexpr double shownPlaneHalfExtent = 10.0;

/// One corner of a drawn triangle, laid out as collider.vert's storage buffer (std430).
struct ShapeVertex {
    glm::vec4 position;   ///< xyz: local coordinates; w: -1 / +1 on a capsule's lower / upper cap, else 0
    glm::vec4 normal;     ///< xyz: unit outward normal, local; w: 0
};

/// A capsule of radius 1 whose caps are offset by w·halfHeight along y when drawn:
/// `segments` around the y axis (≥ 3), `halfRings` latitude bands per cap (≥ 1),
/// and the cylinder band between them (flat when halfHeight is 0: a unit sphere).
std::vector<ShapeVertex> tessellateCapsule(int segments, int halfRings);

/// The cube [-1, 1]³ with face normals (12 triangles).
std::vector<ShapeVertex> tessellateBox();

/// The square [-halfExtent, halfExtent]² in the local x–z plane (y = 0), normal +y.
std::vector<ShapeVertex> tessellatePlane(float halfExtent);

/// Every triangle of `mesh`, in the mesh's units, with its face normal (flat
/// shading: mesh files may wind triangles either way, and the shader lights
/// both sides). Degenerate triangles are left out.
std::vector<ShapeVertex> tessellateMesh(const TriangleMesh& mesh);

}  // namespace drape::engine

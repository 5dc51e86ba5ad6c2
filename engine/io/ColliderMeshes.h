// A scene's colliders as meshes, for exports that take them along
// (docs/export.md, "Colliders"): placed exactly as the physics and the viewport
// place them (engine/collide/ColliderGeometry, shaders/collider.vert), a keyed
// one in its own frame with its keys beside it.
#pragma once

#include "engine/collide/PreparedCollider.h"
#include "engine/io/ColliderMesh.h"

#include <string>
#include <vector>

namespace drape::engine {

/// Every collider that can be used, in order: a plane as a square 2·shownPlaneHalfExtent
/// across, spheres and capsules tessellated (48 segments, 12 rings per cap), boxes as
/// 12 triangles, meshes as their own triangles. Named after the collider, made unique
/// among themselves and different from `clothName` ("Sphere", "Sphere 2", …).
std::vector<ColliderMesh> colliderMeshes(const std::vector<PreparedCollider>& colliders, const std::string& clothName);

}  // namespace drape::engine

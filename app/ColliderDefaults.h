// What a new collider starts as in the editor: a shape of a useful size placed
// under the cloths' centre (so playing drapes the cloth over it) and the ground
// plane at y = 0.
#pragma once

#include "engine/collide/TriangleMesh.h"
#include "engine/scene/Scene.h"

#include <string>
#include <vector>

namespace drape::app {

/// Metres between the cloths' lowest rest point and the top of a new collider under them.
inline constexpr double newColliderGap = 0.1;

/// A new collider of `shape` named `name` for `scene`, with friction 0.3 and a
/// thickness of 1 cm: a sphere of radius 0.3 m, a 0.5 m box or a capsule of
/// radius 0.15 m and length 0.6 m lying along x, with its top newColliderGap
/// below the cloths' lowest rest point and centred under them; a plane through
/// y = 0 under their centre. For a mesh, `mesh` (its file's triangles) is
/// centred under the cloths the same way; `meshFile` must be absolute.
engine::ColliderSpec newCollider(engine::ColliderShape shape, const std::string& name, const engine::Scene& scene,
                                 const engine::TriangleMesh& mesh = {}, const std::string& meshFile = {});

}  // namespace drape::app

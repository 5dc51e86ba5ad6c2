// What the Colliders panel may do to the scene's colliders, without widgets: the
// limits on adding one, which parameters each shape has, duplicating and the
// selection after a removal (names: app/Naming.h). The panel asks these and
// shows the answers.
#pragma once

#include "engine/scene/Collider.h"

#include <vector>

namespace drape::app {

/// Which limit on colliders (engine/scene/Limits.h) refuses one more.
enum class ColliderLimit { None, Colliders, MeshColliders };

/// The limit that refuses adding (or duplicating) a collider of `shape` to `colliders`, if any.
ColliderLimit colliderLimitFor(engine::ColliderShape shape, const std::vector<engine::ColliderSpec>& colliders);

int meshColliderCount(const std::vector<engine::ColliderSpec>& colliders);

/// The parameters only some shapes have; the others apply to every shape.
enum class ShapeParameter {
    Radius,       ///< sphere, capsule
    HalfHeight,   ///< capsule
    HalfExtents,  ///< box
    Mesh,         ///< mesh: its file, scale and distance-field resolution
};
bool hasParameter(engine::ColliderShape shape, ShapeParameter parameter);

/// A copy of `original` for `colliders`, with a name of its own and moved beside
/// the original along x, so that both show.
engine::ColliderSpec duplicateOf(const engine::ColliderSpec& original, const std::vector<engine::ColliderSpec>& colliders);

/// The collider to select after removing `removed` leaves `remaining` (-1: none).
int selectionAfterRemoving(int removed, int remaining);

}  // namespace drape::app

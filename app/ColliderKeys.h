// What the editor does to a collider's keys (docs/editor.md, "Moving colliders"):
// the pose it shows at a frame, an edit of that pose (a keyed collider's sets
// the key at that frame, as Blender's auto-keying does), setting a key (K),
// deleting one (Alt+K), moving one along the timeline, and the interpolation.
// Widget-free, so it is tested alone.
#pragma once

#include "engine/scene/Collider.h"

namespace drape::app {

/// The pose `collider` has at `frame`: its keys' where it is keyed, else its position and rotation.
engine::TransformPose colliderPoseAt(const engine::ColliderSpec& collider, double frame);

/// Puts `collider` at `pose` at `frame`: a keyed one by setting its key at that
/// frame, a still one by moving it.
void setColliderPose(engine::ColliderSpec& collider, int frame, const engine::TransformPose& pose);

/// Sets a key at `frame` holding the pose the collider has there (a still
/// collider's first key holds its position and rotation).
void keyColliderAt(engine::ColliderSpec& collider, int frame);

/// Deletes the key at `frame`; false when there is none. Deleting the last key
/// leaves the collider still, at that key's pose.
bool unkeyColliderAt(engine::ColliderSpec& collider, int frame);

/// Moves the key at `from` to frame `to` (≥ 0); false when there is no key at
/// `from` or there is one at `to` already.
bool moveColliderKey(engine::ColliderSpec& collider, int from, int to);

}  // namespace drape::app

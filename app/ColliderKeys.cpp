#include "app/ColliderKeys.h"

#include <algorithm>

namespace drape::app {
namespace {

/// A keyed collider's position and rotation are written as its pose at frame 0,
/// so that the file reads right and the collider stays there if its keys go.
void settle(engine::ColliderSpec& collider)
{
    if (!collider.motion.animated())
        return;
    const engine::TransformPose start = engine::poseAt(collider.motion, 0.0);
    collider.position = start.position;
    collider.rotation = start.rotation;
}

auto keyAt(engine::KeyedTransform& motion, int frame)
{
    return std::find_if(motion.keys.begin(), motion.keys.end(),
                        [frame](const engine::TransformKey& key) { return key.frame == frame; });
}

}  // namespace

engine::TransformPose colliderPoseAt(const engine::ColliderSpec& collider, double frame)
{
    if (collider.motion.animated())
        return engine::poseAt(collider.motion, frame);
    return {collider.position, collider.rotation};
}

void setColliderPose(engine::ColliderSpec& collider, int frame, const engine::TransformPose& pose)
{
    if (!collider.motion.animated()) {
        collider.position = pose.position;
        collider.rotation = pose.rotation;
        return;
    }
    engine::setKey(collider.motion, {frame, pose.position, pose.rotation});
    settle(collider);
}

void keyColliderAt(engine::ColliderSpec& collider, int frame)
{
    const engine::TransformPose pose = colliderPoseAt(collider, frame);
    engine::setKey(collider.motion, {frame, pose.position, pose.rotation});
    settle(collider);
}

bool unkeyColliderAt(engine::ColliderSpec& collider, int frame)
{
    const std::optional<engine::TransformKey> removed = engine::removeKey(collider.motion, frame);
    if (!removed)
        return false;
    if (collider.motion.animated()) {
        settle(collider);
    } else {
        collider.position = removed->position;
        collider.rotation = removed->rotation;
    }
    return true;
}

bool moveColliderKey(engine::ColliderSpec& collider, int from, int to)
{
    if (to < 0 || keyAt(collider.motion, to) != collider.motion.keys.end())
        return false;
    std::optional<engine::TransformKey> moved = engine::removeKey(collider.motion, from);
    if (!moved)
        return false;
    moved->frame = to;
    engine::setKey(collider.motion, *moved);
    settle(collider);
    return true;
}

}  // namespace drape::app

// What the editor does to a cloth's pin groups (docs/editor.md, "Pin groups"):
// making one of the cloth's pins, giving its particles back as pins, the pose it
// has at a frame, and keying or unkeying that pose. Widget-free, so it is tested alone.
#pragma once

#include "engine/scene/Scene.h"

#include <string>

namespace drape::app {

/// Moves every pin of `cloth` into a new pin group called `name`, without keys
/// (so it holds them at rest); false, and nothing changed, when it has no pins.
bool groupThePins(engine::ClothSpec& cloth, const std::string& name);

/// Removes pin group `group`; its particles become pins again, held at rest.
void ungroupPins(engine::ClothSpec& cloth, std::size_t group);

/// The pose of `group` at `frame`: its keys' where it is keyed, else the rest
/// pose (no move, no turn).
engine::TransformPose pinGroupPoseAt(const engine::PinGroup& group, double frame);

/// Keys `group` at `pose` at `frame`: a group without keys then holds that pose
/// at every frame, one with keys moves through it.
void keyPinGroupAt(engine::PinGroup& group, int frame, const engine::TransformPose& pose);

/// Deletes the key at `frame`; false when there is none. Without keys the group
/// holds its particles at rest again.
bool unkeyPinGroupAt(engine::PinGroup& group, int frame);

}  // namespace drape::app

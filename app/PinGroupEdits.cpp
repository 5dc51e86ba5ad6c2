#include "app/PinGroupEdits.h"

#include "engine/scene/Keyframes.h"

#include <algorithm>

namespace drape::app {

bool groupThePins(engine::ClothSpec& cloth, const std::string& name)
{
    if (cloth.pins.empty())
        return false;
    engine::PinGroup group;
    group.name = name;
    group.particles = std::move(cloth.pins);
    cloth.pins.clear();
    cloth.pinGroups.push_back(std::move(group));
    return true;
}

void ungroupPins(engine::ClothSpec& cloth, std::size_t group)
{
    if (group >= cloth.pinGroups.size())
        return;
    for (const engine::GridCoord& particle : cloth.pinGroups[group].particles)
        if (std::find(cloth.pins.begin(), cloth.pins.end(), particle) == cloth.pins.end())
            cloth.pins.push_back(particle);
    cloth.pinGroups.erase(cloth.pinGroups.begin() + std::ptrdiff_t(group));
}

engine::TransformPose pinGroupPoseAt(const engine::PinGroup& group, double frame)
{
    return group.motion.animated() ? engine::poseAt(group.motion, frame) : engine::TransformPose{};
}

void keyPinGroupAt(engine::PinGroup& group, int frame, const engine::TransformPose& pose)
{
    engine::setKey(group.motion, {frame, pose.position, pose.rotation});
}

bool unkeyPinGroupAt(engine::PinGroup& group, int frame)
{
    return engine::removeKey(group.motion, frame).has_value();
}

}  // namespace drape::app

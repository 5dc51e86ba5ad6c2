// A keyed collider for the export tests, and its motion read back out of an
// export through Assimp's importer, a reader that shares no code with Drape's
// writers, against its keys (header only; tst_GltfExporter, tst_FbxExporter).
#pragma once

#include "engine/collide/ColliderGeometry.h"
#include "engine/scene/Scene.h"
#include "engine/scene/Keyframes.h"

#include <assimp/scene.h>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include <QString>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace drape::test {

/// A box carried along a curve and turned, keyed at frames 0, 6 and 11.
inline engine::ColliderSpec keyedHand()
{
    engine::ColliderSpec hand;
    hand.name = "Hand";
    hand.shape = engine::ColliderShape::Box;
    hand.halfExtents = {0.1, 0.05, 0.2};
    hand.motion.keys = {{0, {0.3, 0.4, 0.5}, {0.0, 0.0, 0.0}},
                        {6, {0.6, 0.5, 0.4}, {10.0, 45.0, 0.0}},
                        {11, {0.9, 0.4, 0.3}, {0.0, 120.0, 30.0}}};
    return hand;
}

/// How far the read-back keys are from the collider's poses at the exported frames.
struct MotionReadBack {
    QString problem;       ///< empty when a channel with one key per frame was found
    double metres = 0.0;   ///< largest position error
    double degrees = 0.0;  ///< largest rotation error, as the angle of the rotation between the two
    double seconds = 0.0;  ///< largest error of a key's time after the first key, against (k − first)/fps
};

/// The node animation channel of `node` in any of `ai`'s animations, against
/// poseAt(motion, k) for every exported frame k in `frames`, at fps `fps`.
inline MotionReadBack readBackMotion(const aiScene* ai, const std::string& node, const engine::KeyedTransform& motion,
                                     const std::vector<int>& frames, int fps)
{
    MotionReadBack result;
    const aiNodeAnim* channel = nullptr;
    double ticksPerSecond = 0.0;
    for (unsigned a = 0; ai && a < ai->mNumAnimations; ++a)
        for (unsigned c = 0; c < ai->mAnimations[a]->mNumChannels; ++c)
            if (std::string(ai->mAnimations[a]->mChannels[c]->mNodeName.C_Str()) == node) {
                channel = ai->mAnimations[a]->mChannels[c];
                ticksPerSecond = ai->mAnimations[a]->mTicksPerSecond;
            }
    if (!channel) {
        result.problem = QString("no animation channel moves \"%1\"").arg(QString::fromStdString(node));
        return result;
    }
    if (channel->mNumPositionKeys != frames.size() || channel->mNumRotationKeys != frames.size()) {
        result.problem = QString("%1 position and %2 rotation keys for %3 exported frames")
                             .arg(channel->mNumPositionKeys)
                             .arg(channel->mNumRotationKeys)
                             .arg(frames.size());
        return result;
    }
    const double tick = ticksPerSecond > 0.0 ? 1.0 / ticksPerSecond : 1.0;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const engine::TransformPose pose = engine::poseAt(motion, double(frames[n]));
        const aiVector3D& p = channel->mPositionKeys[n].mValue;
        result.metres = std::max(result.metres, glm::length(glm::dvec3(p.x, p.y, p.z) - pose.position));
        const aiQuaternion& r = channel->mRotationKeys[n].mValue;
        const glm::dquat read(r.w, r.x, r.y, r.z);
        const glm::dquat wanted = glm::quat_cast(engine::rotationFromEulerDegrees(pose.rotation));
        const double cosHalf = std::min(1.0, std::abs(glm::dot(glm::normalize(read), glm::normalize(wanted))));
        result.degrees = std::max(result.degrees, glm::degrees(2.0 * std::acos(cosHalf)));
        for (const double time : {channel->mPositionKeys[n].mTime, channel->mRotationKeys[n].mTime}) {
            const double after = (time - channel->mPositionKeys[0].mTime) * tick;
            result.seconds = std::max(result.seconds, std::abs(after - double(frames[n] - frames[0]) / fps));
        }
    }
    return result;
}

/// `base` with keyedHand() ("Hand") and a still plane "Floor" beside its cloth.
inline engine::Scene withHandAndFloor(engine::Scene base)
{
    engine::ColliderSpec floor;
    floor.name = "Floor";
    floor.shape = engine::ColliderShape::Plane;
    base.colliders = {keyedHand(), floor};
    return base;
}

/// What both exporters' tests ask of a file of a withHandAndFloor scene: Hand's keys read back within 1e-6 m, 1e-3° and 1e-4 s
/// of its poses, and Floor has no channel. Empty when that holds, else what failed.
inline QString keyedHandReadsBack(const aiScene* ai, const engine::Scene& scene, const std::vector<int>& frames)
{
    const MotionReadBack hand = readBackMotion(ai, "Hand", scene.colliders[0].motion, frames, scene.simulation.fps);
    if (!hand.problem.isEmpty())
        return hand.problem;
    qInfo("Hand read back: %.2g m, %.2g degrees, %.2g s off", hand.metres, hand.degrees, hand.seconds);
    if (hand.metres >= 1e-6 || hand.degrees >= 1e-3 || hand.seconds >= 1e-4)
        return QString("Hand is %1 m, %2 degrees, %3 s off its keys").arg(hand.metres).arg(hand.degrees).arg(hand.seconds);
    if (readBackMotion(ai, "Floor", {}, frames, scene.simulation.fps).problem.isEmpty())
        return "the still Floor has an animation channel";
    return {};
}

}  // namespace drape::test

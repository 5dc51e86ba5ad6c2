// Keyed rigid motion (docs/scene-format.md, "motion"): a position and a rotation
// set at frames, and the pose between them. Colliders and pin groups move by it.
#pragma once

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include <optional>
#include <vector>

namespace drape::engine {

/// The pose set at one frame.
struct TransformKey {
    int frame = 0;
    glm::dvec3 position{0.0};   ///< m
    glm::dvec3 rotation{0.0};   ///< degrees about x, then y, then z (world axes), as a collider's
    friend bool operator==(const TransformKey&, const TransformKey&) = default;
};

/// How the pose goes from one key to the next.
enum class KeyInterpolation {
    Linear,   ///< straight, at constant speed between two keys
    Smooth,   ///< a cubic through the keys (Catmull–Rom tangents), easing in at the first key and out at the last
};

struct KeyedTransform {
    std::vector<TransformKey> keys;   ///< by increasing frame, one per frame; none: it does not move
    KeyInterpolation interpolation = KeyInterpolation::Smooth;

    bool animated() const { return !keys.empty(); }
    friend bool operator==(const KeyedTransform&, const KeyedTransform&) = default;
};

struct TransformPose {
    glm::dvec3 position{0.0};
    glm::dvec3 rotation{0.0};   ///< degrees, as TransformKey's
};

/// The pose at `frame` (a real number: steps fall between frames), each of the
/// six numbers interpolated on its own, as an animation curve is. Before the
/// first key, the first key's pose; after the last, the last's. Smooth is the
/// cubic Hermite curve whose slope at an inner key is (next − previous) /
/// (frames between them), and 0 at the first and the last key.
/// `transform` must be animated.
TransformPose poseAt(const KeyedTransform& transform, double frame);

/// Local → world rotation for Euler angles in degrees: about x, then y, then z
/// (world axes), i.e. R = Rz · Ry · Rx. Colliders, pin groups and keys all turn by it.
glm::dmat3 rotationFromEulerDegrees(const glm::dvec3& degrees);

/// Adds `key` in frame order, replacing the key at its frame if there is one.
void setKey(KeyedTransform& transform, const TransformKey& key);

/// Removes the key at `frame` and returns it; nothing when there is none.
std::optional<TransformKey> removeKey(KeyedTransform& transform, int frame);

}  // namespace drape::engine

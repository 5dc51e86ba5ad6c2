#include "engine/scene/Keyframes.h"

#include <glm/trigonometric.hpp>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>

namespace drape::engine {
namespace {

/// The curve's slope at key k, per frame (Smooth).
glm::dvec3 slopeAt(const std::vector<TransformKey>& keys, std::size_t k, glm::dvec3 TransformKey::*part)
{
    if (k == 0 || k + 1 == keys.size())
        return glm::dvec3(0.0);
    return (keys[k + 1].*part - keys[k - 1].*part) / double(keys[k + 1].frame - keys[k - 1].frame);
}

glm::dvec3 between(const std::vector<TransformKey>& keys, std::size_t k, double s, KeyInterpolation interpolation,
                   glm::dvec3 TransformKey::*part)
{
    const glm::dvec3& a = keys[k].*part;
    const glm::dvec3& b = keys[k + 1].*part;
    if (interpolation == KeyInterpolation::Linear)
        return a + s * (b - a);
    // Cubic Hermite basis over the span of h frames.
    const double h = double(keys[k + 1].frame - keys[k].frame);
    const double s2 = s * s, s3 = s2 * s;
    return (2.0 * s3 - 3.0 * s2 + 1.0) * a + (s3 - 2.0 * s2 + s) * h * slopeAt(keys, k, part) +
           (-2.0 * s3 + 3.0 * s2) * b + (s3 - s2) * h * slopeAt(keys, k + 1, part);
}

}  // namespace

TransformPose poseAt(const KeyedTransform& transform, double frame)
{
    const std::vector<TransformKey>& keys = transform.keys;
    assert(!keys.empty());
    if (frame <= double(keys.front().frame))
        return {keys.front().position, keys.front().rotation};
    if (frame >= double(keys.back().frame))
        return {keys.back().position, keys.back().rotation};
    // The span [k, k + 1] holding the frame.
    const auto after = std::upper_bound(keys.begin(), keys.end(), frame,
                                        [](double f, const TransformKey& key) { return f < double(key.frame); });
    const std::size_t k = std::size_t(after - keys.begin()) - 1;
    const double s = (frame - double(keys[k].frame)) / double(keys[k + 1].frame - keys[k].frame);
    return {between(keys, k, s, transform.interpolation, &TransformKey::position),
            between(keys, k, s, transform.interpolation, &TransformKey::rotation)};
}

void setKey(KeyedTransform& transform, const TransformKey& key)
{
    auto at = std::lower_bound(transform.keys.begin(), transform.keys.end(), key.frame,
                               [](const TransformKey& k, int frame) { return k.frame < frame; });
    if (at != transform.keys.end() && at->frame == key.frame)
        *at = key;
    else
        transform.keys.insert(at, key);
}

std::optional<TransformKey> removeKey(KeyedTransform& transform, int frame)
{
    const auto at = std::find_if(transform.keys.begin(), transform.keys.end(),
                                 [frame](const TransformKey& key) { return key.frame == frame; });
    if (at == transform.keys.end())
        return std::nullopt;
    const TransformKey removed = *at;
    transform.keys.erase(at);
    return removed;
}

glm::dmat3 rotationFromEulerDegrees(const glm::dvec3& degrees)
{
    const glm::dvec3 r = glm::radians(degrees);
    const double cx = std::cos(r.x), sx = std::sin(r.x);
    const double cy = std::cos(r.y), sy = std::sin(r.y);
    const double cz = std::cos(r.z), sz = std::sin(r.z);
    // glm matrices are column-major: each dvec3 below is a column.
    const glm::dmat3 rx{{1, 0, 0}, {0, cx, sx}, {0, -sx, cx}};
    const glm::dmat3 ry{{cy, 0, -sy}, {0, 1, 0}, {sy, 0, cy}};
    const glm::dmat3 rz{{cz, sz, 0}, {-sz, cz, 0}, {0, 0, 1}};
    return rz * ry * rx;
}

}  // namespace drape::engine

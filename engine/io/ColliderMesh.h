// A collider's mesh written beside the animated cloth (an export's colliders,
// docs/export.md, "Colliders"): positions in metres, optional per-vertex
// normals, triangles counter-clockwise seen from outside. A collider that stands
// still is written in world space; a keyed one in its own frame, on a node that
// its keys move.
#pragma once

#include "engine/scene/Keyframes.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

struct ColliderMesh {
    std::string name;                      ///< unique within one export, and not the scene's name
    /// World space, metres; the collider's own frame (scaled, not rotated or moved) when `motion` is animated.
    std::vector<glm::vec3> positions;
    std::vector<glm::vec3> normals;        ///< one per position, unit length, in the frame of `positions`; empty: none
    std::vector<std::uint32_t> triangles;  ///< three indices into positions per triangle
    /// The collider's keys: its node is at poseAt(motion, k) at baked frame k. None: it stands still.
    KeyedTransform motion;
};

}  // namespace drape::engine

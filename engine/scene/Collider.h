// Colliders: rigid shapes the cloth cannot pass through (docs/scene-format.md,
// "colliders"). Plain values; engine/collide/ turns them into what the solvers
// evaluate. Units: metres, degrees.
#pragma once

#include "engine/scene/Keyframes.h"

#include <glm/vec3.hpp>

#include <string>

namespace drape::engine {

enum class ColliderShape {
    Plane,    ///< infinite plane through `position`, normal = local +y (the solid is below)
    Sphere,   ///< `radius` around `position`
    Box,      ///< oriented box, `halfExtents` along its local axes
    Capsule,  ///< segment from local y = -halfHeight to +halfHeight, swept by `radius`
    Mesh,     ///< closed triangle mesh from `meshFile`, sampled as a signed distance field
};

struct ColliderSpec {
    std::string name = "Collider";
    ColliderShape shape = ColliderShape::Sphere;
    glm::dvec3 position{0.0};      ///< m: centre (plane: a point on it; mesh: where its origin goes)
    glm::dvec3 rotation{0.0};      ///< degrees about x, then y, then z (world axes): local → world
    double radius = 0.5;           ///< m: sphere, capsule
    glm::dvec3 halfExtents{0.5};   ///< m: box
    double halfHeight = 0.5;       ///< m: capsule, half the length of its axis segment
    std::string meshFile;          ///< mesh: absolute in memory; relative to the scene file on disk
    double scale = 1.0;            ///< mesh: uniform scale, applied before the rotation
    int sdfResolution = 64;        ///< mesh: distance-field cells along the mesh's longest side
    double thickness = 0.01;       ///< m: the cloth keeps at least this far from the surface
    double friction = 0.3;         ///< Coulomb coefficient μ ≥ 0
    /// Keyed, the keys give the position and rotation at each moment instead of
    /// `position` and `rotation` (docs/colliders.md, "Moving colliders").
    KeyedTransform motion;
    friend bool operator==(const ColliderSpec&, const ColliderSpec&) = default;
};

}  // namespace drape::engine

// One collider ready to be evaluated: its rotation as a matrix and, for a mesh,
// its signed distance field. The distance and normal formulas here are the
// CPU side of shaders/cloth_contacts.glsl, which the GPU evaluates the same way.
#pragma once

#include "engine/collide/SignedDistanceField.h"
#include "engine/scene/Collider.h"

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include <memory>

namespace drape::engine {

/// Signed distance from a collider's surface (negative inside) and the outward
/// unit normal there, in world space.
struct SurfaceSample {
    double distance = 0.0;   ///< m
    glm::dvec3 normal{0.0, 1.0, 0.0};
};

class ColliderGeometry {
public:
    /// `field` is the mesh's distance field (mesh colliders only; null otherwise).
    /// A keyed collider starts at its pose at frame 0.
    ColliderGeometry(const ColliderSpec& spec, std::shared_ptr<const SignedDistanceField> field);

    /// The spec, its position and rotation where the collider is now.
    const ColliderSpec& spec() const { return m_spec; }
    bool moves() const { return m_spec.motion.animated(); }
    /// Puts a keyed collider at its pose at `frame`, as still (a restart, or colliders
    /// replaced mid-run): surfaceMotion is then zero.
    void placeAt(double frame);
    /// Moves a keyed collider to its pose at `frame` (a step's end); surfaceMotion
    /// then says how far its surface moved since the last pose. Unkeyed, it stays.
    void moveTo(double frame);
    /// How far the collider's surface point now at `point` moved in the last
    /// moveTo: shift + turn · (point − position), shift the centre's move and
    /// turn = I − R_before · R_nowᵀ (docs/colliders.md, "Moving colliders").
    glm::dvec3 surfaceMotion(const glm::dvec3& point) const { return m_shift + m_turn * (point - m_spec.position); }
    const glm::dvec3& shift() const { return m_shift; }
    const glm::dmat3& turn() const { return m_turn; }
    /// Local → world rotation (columns: the local axes in world space).
    const glm::dmat3& rotation() const { return m_rotation; }
    /// Null for analytic shapes.
    const std::shared_ptr<const SignedDistanceField>& field() const { return m_field; }

    /// The surface nearest to `point` (world, metres).
    SurfaceSample sample(const glm::dvec3& point) const;

private:
    ColliderSpec m_spec;
    glm::dmat3 m_rotation;
    glm::dvec3 m_shift{0.0};
    glm::dmat3 m_turn{0.0};
    std::shared_ptr<const SignedDistanceField> m_field;
};


}  // namespace drape::engine

// Contact with colliders, resolved after each step on the CPU backend; the GPU
// runs the same arithmetic in shaders/cloth_contacts.glsl (docs/colliders.md).
#pragma once

#include "engine/collide/ColliderGeometry.h"

#include <glm/vec3.hpp>

#include <vector>

namespace drape::engine {

/// A free particle's move in one step: from x to `next`, carrying `step`
/// (the implicit velocity x_next - x_prev, times dt) into the following step.
struct ParticleMove {
    glm::dvec3 next;
    glm::dvec3 step;
};

/// With d, n the distance and normal of the collider at `move.next`, when d < thickness,
/// and c the collider's surface motion there over the step (zero for a still one):
///   next += (thickness - d) n                                    (out along the normal)
///   m = next - x - c;  m_n = (m·n) n;  m_t = m - m_n             (the motion relative to the surface)
///   m_t *= max(0, 1 - μ (thickness - d) / |m_t|)                 (Coulomb friction)
///   next = x + c + m_n + m_t
///   step = c + max((step - c)·n, 0) n + m_t   (the push-out adds no velocity relative to the
///                                              surface; sliding keeps its own)
void applyContact(const ColliderGeometry& collider, const glm::dvec3& x, ParticleMove& move);

/// applyContact for every collider, in the scene's order.
void applyContacts(const std::vector<ColliderGeometry>& colliders, const glm::dvec3& x, ParticleMove& move);

}  // namespace drape::engine

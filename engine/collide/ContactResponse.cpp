#include "engine/collide/ContactResponse.h"

#include <glm/geometric.hpp>

#include <algorithm>

namespace drape::engine {

void applyContact(const ColliderGeometry& collider, const glm::dvec3& x, ParticleMove& move)
{
    const ColliderSpec& spec = collider.spec();
    const SurfaceSample surface = collider.sample(move.next);
    const double depth = spec.thickness - surface.distance;
    if (!(depth > 0.0))
        return;
    const glm::dvec3& n = surface.normal;
    const glm::dvec3 carried = collider.surfaceMotion(move.next);
    const glm::dvec3 moved = move.next + depth * n - x - carried;
    const glm::dvec3 normalPart = glm::dot(moved, n) * n;
    glm::dvec3 tangentialPart = moved - normalPart;
    const double sliding = glm::length(tangentialPart);
    const double kept = sliding > 0.0 ? std::max(0.0, 1.0 - spec.friction * depth / sliding) : 0.0;
    tangentialPart *= kept;
    move.next = x + carried + normalPart + tangentialPart;
    move.step = carried + std::max(glm::dot(move.step - carried, n), 0.0) * n + tangentialPart;
}

void applyContacts(const std::vector<ColliderGeometry>& colliders, const glm::dvec3& x, ParticleMove& move)
{
    for (const ColliderGeometry& collider : colliders)
        applyContact(collider, x, move);
}

}  // namespace drape::engine

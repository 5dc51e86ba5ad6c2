#include "engine/scene/MeshBending.h"

#include <glm/geometric.hpp>

#include <cmath>

namespace drape::engine {
namespace {

/// cot of the angle between a and b.
double cotangent(const glm::dvec3& a, const glm::dvec3& b)
{
    return glm::dot(a, b) / glm::length(glm::cross(a, b));
}

}  // namespace

BendingHinge restHinge(const std::array<std::uint32_t, 4>& particle, std::span<const glm::dvec3> rest)
{
    const glm::dvec3& x0 = rest[particle[0]];
    const glm::dvec3& x1 = rest[particle[1]];
    const glm::dvec3 e0 = x1 - x0, e1 = rest[particle[2]] - x0, e2 = rest[particle[3]] - x0;
    const glm::dvec3 e3 = rest[particle[2]] - x1, e4 = rest[particle[3]] - x1;
    const double c01 = cotangent(e0, e1), c02 = cotangent(e0, e2);
    const double c03 = cotangent(-e0, e3), c04 = cotangent(-e0, e4);
    BendingHinge hinge;
    hinge.particle = particle;
    hinge.weight = {c03 + c04, c01 + c02, -c01 - c03, -c02 - c04};
    const double areas = 0.5 * (glm::length(glm::cross(e0, e1)) + glm::length(glm::cross(e0, e2)));
    hinge.coefficient = 1.0 / areas;
    return hinge;
}

void addHingeBendingForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> y,
                           std::span<glm::dvec3> force)
{
    for (const BendingHinge& hinge : hinges) {
        glm::dvec3 curvature(0.0);
        for (std::size_t r = 0; r < 4; ++r)
            curvature += hinge.weight[r] * y[hinge.particle[r]];
        const glm::dvec3 scaled = (bending * hinge.coefficient) * curvature;
        for (std::size_t r = 0; r < 4; ++r)
            force[hinge.particle[r]] -= hinge.weight[r] * scaled;
    }
}

}  // namespace drape::engine

#include "engine/scene/MeshBending.h"

#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/matrix.hpp>

#include <cmath>
#include <optional>

namespace drape::engine {
namespace {

/// cot of the angle between a and b.
double cotangent(const glm::dvec3& a, const glm::dvec3& b)
{
    return glm::dot(a, b) / glm::length(glm::cross(a, b));
}

/// The hinge's frame at positions y: along its edge, along the mean of its two
/// triangles' normals, and across; nothing where the hinge is folded flat onto
/// itself or degenerate.
std::optional<glm::dmat3> hingeFrame(const BendingHinge& hinge, std::span<const glm::dvec3> y)
{
    const glm::dvec3& x0 = y[hinge.particle[0]];
    const glm::dvec3 edge = y[hinge.particle[1]] - x0;
    const glm::dvec3 n0 = glm::cross(edge, y[hinge.particle[2]] - x0);
    const glm::dvec3 n1 = glm::cross(y[hinge.particle[3]] - x0, edge);
    const double l0 = glm::length(n0), l1 = glm::length(n1), le = glm::length(edge);
    if (l0 == 0.0 || l1 == 0.0 || le == 0.0)
        return std::nullopt;
    const glm::dvec3 mean = n0 / l0 + n1 / l1;
    const double lm = glm::length(mean);
    if (lm < 1e-9)
        return std::nullopt;
    const glm::dvec3 e = edge / le, n = mean / lm;
    return glm::dmat3(e, n, glm::cross(e, n));
}

glm::dvec3 curvatureOf(const BendingHinge& hinge, std::span<const glm::dvec3> y)
{
    glm::dvec3 curvature(0.0);
    for (std::size_t r = 0; r < 4; ++r)
        curvature += hinge.weight[r] * y[hinge.particle[r]];
    return curvature;
}

void addHingeForce(const BendingHinge& hinge, double bending, const glm::dvec3& curvature, std::span<glm::dvec3> force)
{
    const glm::dvec3 scaled = (bending * hinge.coefficient) * curvature;
    for (std::size_t r = 0; r < 4; ++r)
        force[hinge.particle[r]] -= hinge.weight[r] * scaled;
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
    // A flat hinge's K · x is rounding, of the order of 1e-16 of its weights times
    // the coordinates; kept as zero, its force stays Bergou's linear map exactly.
    const glm::dvec3 curvature = curvatureOf(hinge, rest);
    const double weights = std::abs(hinge.weight[0]) + std::abs(hinge.weight[1]) + std::abs(hinge.weight[2]) +
                           std::abs(hinge.weight[3]);
    const std::optional<glm::dmat3> frame = hingeFrame(hinge, rest);
    if (frame && glm::length(curvature) > 1e-9 * weights * glm::length(e0))
        hinge.restCurvature = glm::transpose(*frame) * curvature;
    return hinge;
}

void addHingeBendingForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> y,
                           std::span<glm::dvec3> force)
{
    for (const BendingHinge& hinge : hinges)
        addHingeForce(hinge, bending, curvatureOf(hinge, y) - turnedRestCurvature(hinge, y), force);
}

glm::dvec3 turnedRestCurvature(const BendingHinge& hinge, std::span<const glm::dvec3> y)
{
    if (hinge.restCurvature == glm::dvec3(0.0))
        return glm::dvec3(0.0);
    const std::optional<glm::dmat3> frame = hingeFrame(hinge, y);
    return frame ? *frame * hinge.restCurvature : glm::dvec3(0.0);
}

void addHingeStiffnessForces(std::span<const BendingHinge> hinges, double bending, std::span<const glm::dvec3> z,
                             std::span<glm::dvec3> force)
{
    for (const BendingHinge& hinge : hinges)
        addHingeForce(hinge, bending, curvatureOf(hinge, z), force);
}

}  // namespace drape::engine

#include "engine/scene/MembraneForces.h"

#include <glm/geometric.hpp>
#include <glm/mat2x3.hpp>
#include <glm/mat3x2.hpp>
#include <glm/matrix.hpp>

#include <cmath>

namespace drape::engine {
namespace {

/// The lattice's stress for a symmetric strain (Voigt: E₁₁, E₂₂, E₁₂).
glm::dmat2 stressOf(const glm::dmat2& strain, const MembraneModuli& moduli)
{
    const double s11 = moduli.c11 * strain[0][0] + moduli.shear * strain[1][1];
    const double s22 = moduli.shear * strain[0][0] + moduli.c11 * strain[1][1];
    const double s12 = 2.0 * moduli.shear * strain[1][0];
    return {s11, s12, s12, s22};
}

}  // namespace

MembraneTriangle restMembrane(const std::array<std::uint32_t, 3>& particle, std::span<const glm::dvec3> rest,
                              const glm::dvec3& warp)
{
    const glm::dvec3 d1 = rest[particle[1]] - rest[particle[0]];
    const glm::dvec3 d2 = rest[particle[2]] - rest[particle[0]];
    const glm::dvec3 normal = glm::cross(d1, d2);
    const double doubleArea = glm::length(normal);
    const glm::dvec3 n = normal / doubleArea;
    glm::dvec3 first = warp - glm::dot(warp, n) * n;
    if (glm::length(first) < 1e-6 * glm::length(warp))
        first = d1;
    const glm::dvec3 e1 = glm::normalize(first);
    const glm::dvec3 e2 = glm::cross(n, e1);
    const glm::dmat2 restEdges(glm::dot(d1, e1), glm::dot(d1, e2), glm::dot(d2, e1), glm::dot(d2, e2));
    MembraneTriangle membrane;
    membrane.particle = particle;
    membrane.area = 0.5 * doubleArea;
    membrane.restInverse = glm::inverse(restEdges);
    return membrane;
}

void addMembraneForces(std::span<const MembraneTriangle> membranes, const MembraneModuli& moduli,
                       std::span<const glm::dvec3> x, std::span<const glm::dvec3> v, std::span<glm::dvec3> force)
{
    for (const MembraneTriangle& m : membranes) {
        const auto [p0, p1, p2] = m.particle;
        const glm::dmat2x3 F = glm::dmat2x3(x[p1] - x[p0], x[p2] - x[p0]) * m.restInverse;
        const glm::dmat2x3 Fdot = glm::dmat2x3(v[p1] - v[p0], v[p2] - v[p0]) * m.restInverse;
        const glm::dmat3x2 Ft = glm::transpose(F);
        const glm::dmat2 strain = 0.5 * (Ft * F - glm::dmat2(1.0));
        const glm::dmat2 rate = 0.5 * (Ft * Fdot + glm::transpose(Fdot) * F);
        const glm::dmat2 stress = stressOf(strain, moduli) + moduli.retardation * stressOf(rate, moduli);
        const glm::dmat2x3 h = (-m.area) * (F * stress * glm::transpose(m.restInverse));
        force[p1] += h[0];
        force[p2] += h[1];
        force[p0] -= h[0] + h[1];
    }
}

}  // namespace drape::engine

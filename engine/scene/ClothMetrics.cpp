#include "engine/scene/ClothMetrics.h"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace drape::engine {
namespace {

double length(const glm::dvec3& v)
{
    return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

/// The rest mesh's extent along world axis `axis`, m.
double meshExtent(const ClothSurface& surface, int axis)
{
    if (surface.rest.empty())
        return 0.0;
    const auto [low, high] = std::minmax_element(surface.rest.begin(), surface.rest.end(),
                                                 [axis](const glm::dvec3& a, const glm::dvec3& b) { return a[axis] < b[axis]; });
    return (*high)[axis] - (*low)[axis];
}

/// The rest mesh's area, m²: a quad's as its two triangles (0, 1, 2) and (0, 2, 3).
double meshArea(const ClothSurface& surface)
{
    double area = 0.0;
    for (const SurfaceFace& face : surface.faces)
        for (std::size_t t = 1; t + 1 < face.corners; ++t) {
            const glm::dvec3& a = surface.rest[face.particle[0]];
            area += 0.5 * glm::length(glm::cross(surface.rest[face.particle[t]] - a, surface.rest[face.particle[t + 1]] - a));
        }
    return area;
}

}  // namespace

double clothWidth(const ClothSpec& cloth)
{
    if (cloth.mesh)
        return meshExtent(*cloth.mesh->surface, 0);
    return double(cloth.cols - 1) * cloth.spacing * length(cloth.uAxis);
}

double clothHeight(const ClothSpec& cloth)
{
    if (cloth.mesh)
        return std::max(meshExtent(*cloth.mesh->surface, 1), meshExtent(*cloth.mesh->surface, 2));
    return double(cloth.rows - 1) * cloth.spacing * length(cloth.vAxis);
}

std::pair<glm::dvec3, glm::dvec3> restBounds(const ClothSpec& cloth)
{
    glm::dvec3 low(std::numeric_limits<double>::max()), high(-std::numeric_limits<double>::max());
    const auto include = [&](const glm::dvec3& p) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    };
    if (cloth.mesh) {
        for (const glm::dvec3& p : cloth.mesh->surface->rest)
            include(p);
    } else {
        // A grid is a parallelogram at rest: its corners bound it.
        for (const GridCoord corner : {GridCoord{0, 0}, {cloth.cols - 1, 0}, {0, cloth.rows - 1}, {cloth.cols - 1, cloth.rows - 1}})
            include(restPosition(cloth, corner));
    }
    return {low, high};
}

std::pair<glm::dvec3, glm::dvec3> restBounds(const Scene& scene)
{
    auto [low, high] = restBounds(scene.cloths.front());
    for (const ClothSpec& cloth : scene.cloths) {
        const auto [clothLow, clothHigh] = restBounds(cloth);
        low = glm::min(low, clothLow);
        high = glm::max(high, clothHigh);
    }
    return {low, high};
}

double totalMass(const ClothSpec& cloth)
{
    // Mass is lumped by area: a mesh's particles share its whole area.
    if (cloth.mesh)
        return cloth.particleMass * meshArea(*cloth.mesh->surface) / (cloth.spacing * cloth.spacing);
    // The area shares along an axis of n > 1 particles add up to n − 1 (two halves at the ends).
    const auto shares = [](int n) { return n > 1 ? double(n - 1) : 1.0; };
    return cloth.particleMass * shares(cloth.cols) * shares(cloth.rows);
}

double arealDensity(const ClothSpec& cloth)
{
    if (cloth.mesh) {
        const double area = meshArea(*cloth.mesh->surface);
        return area > 0.0 ? totalMass(cloth) / area : 0.0;
    }
    // Area of the parallelogram the axes span, so skewed placements count right.
    const glm::dvec3& u = cloth.uAxis;
    const glm::dvec3& v = cloth.vAxis;
    const glm::dvec3 normal{u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
    const double area = double(cloth.cols - 1) * double(cloth.rows - 1) * cloth.spacing * cloth.spacing * length(normal);
    return area > 0.0 ? totalMass(cloth) / area : 0.0;
}

}  // namespace drape::engine

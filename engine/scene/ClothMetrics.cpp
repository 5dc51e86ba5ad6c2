#include "engine/scene/ClothMetrics.h"

#include <cmath>

namespace drape::engine {
namespace {

double length(const glm::dvec3& v)
{
    return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

}  // namespace

double clothWidth(const ClothSpec& cloth)
{
    return double(cloth.cols - 1) * cloth.spacing * length(cloth.uAxis);
}

double clothHeight(const ClothSpec& cloth)
{
    return double(cloth.rows - 1) * cloth.spacing * length(cloth.vAxis);
}

double totalMass(const ClothSpec& cloth)
{
    // The area shares along an axis of n > 1 particles add up to n − 1 (two halves at the ends).
    const auto shares = [](int n) { return n > 1 ? double(n - 1) : 1.0; };
    return cloth.particleMass * shares(cloth.cols) * shares(cloth.rows);
}

double arealDensity(const ClothSpec& cloth)
{
    // Area of the parallelogram the axes span, so skewed placements count right.
    const glm::dvec3& u = cloth.uAxis;
    const glm::dvec3& v = cloth.vAxis;
    const glm::dvec3 normal{u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
    const double area = double(cloth.cols - 1) * double(cloth.rows - 1) * cloth.spacing * cloth.spacing * length(normal);
    return area > 0.0 ? totalMass(cloth) / area : 0.0;
}

}  // namespace drape::engine

#include "engine/sim/AirForce.h"

#include <glm/geometric.hpp>

#include <cmath>

namespace drape::engine {
namespace {

std::uint32_t mix32(std::uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

double smoothNoise(std::uint32_t seed, double s, int c)
{
    const double k = std::floor(s);
    const double f = s - k;
    const double w = f * f * (3.0 - 2.0 * f);
    const double a = gustLattice(seed, std::int32_t(k), c);
    const double b = gustLattice(seed, std::int32_t(k) + 1, c);
    return a + w * (b - a);
}

}  // namespace

double gustLattice(std::uint32_t seed, std::int32_t k, int c)
{
    const std::uint32_t h = mix32((std::uint32_t(k) * 3u + std::uint32_t(c)) ^ mix32(seed));
    return double(h) / 4294967295.0 * 2.0 - 1.0;
}

glm::dvec3 windAt(const AirSpec& air, const glm::dvec3& x, double t)
{
    const double speed = glm::length(air.wind);
    if (speed == 0.0)
        return glm::dvec3(0.0);
    if (air.turbulence == 0.0)
        return air.wind;
    const double s = (t - glm::dot(x, air.wind) / (speed * speed)) / gustPeriod;
    const glm::dvec3 gust{smoothNoise(air.seed, s, 0), smoothNoise(air.seed, s, 1), smoothNoise(air.seed, s, 2)};
    return air.wind + (air.turbulence * speed) * gust;
}

glm::dvec3 triangleDrag(const AirSpec& air, const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& c,
                                 const glm::dvec3& va, const glm::dvec3& vb, const glm::dvec3& vc, double t)
{
    const glm::dvec3 cross = glm::cross(b - a, c - a);
    const double twiceArea = glm::length(cross);
    if (twiceArea < 1e-12)
        return glm::dvec3(0.0);
    const glm::dvec3 n = cross / twiceArea;
    const glm::dvec3 u = (va + vb + vc) / 3.0 - windAt(air, (a + b + c) / 3.0, t);
    return (-0.25 * air.density * air.drag * twiceArea * glm::length(u) * glm::dot(u, n)) * n;
}

}  // namespace drape::engine

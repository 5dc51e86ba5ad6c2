#include "engine/scene/Stability.h"

#include "engine/scene/GridBending.h"
#include "engine/scene/Limits.h"
#include "engine/scene/SpringStencil.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace drape::engine {
namespace {

/// Power iteration: enough steps for the Rayleigh quotient to come within 1% of
/// λ on the probe grid (docs/physics.md, "Stability", has the measurements).
constexpr int powerIterations = 150;

/// (K + Q) z for the probe grid: the springs' stiffness at rest (k n nᵀ per
/// spring along its rest direction n) and the bending operator.
class StiffnessOperator {
public:
    explicit StiffnessOperator(const ClothSpec& cloth) : m_cloth(cloth)
    {
        for (std::size_t o = 0; o < springStencil.size(); ++o) {
            const glm::dvec3 d = restPosition(cloth, {springStencil[o].di, springStencil[o].dj}) -
                                 restPosition(cloth, {0, 0});
            m_direction[o] = d / std::sqrt(glm::dot(d, d));
        }
        m_bending = cloth.bending / (cloth.spacing * cloth.spacing);
    }

    void apply(const std::vector<glm::dvec3>& z, std::vector<glm::dvec3>& out)
    {
        out.assign(z.size(), glm::dvec3(0.0));
        const int cols = m_cloth.cols, rows = m_cloth.rows;
        for (int j = 0; j < rows; ++j) {
            for (int i = 0; i < cols; ++i) {
                const std::size_t p = std::size_t(particleIndex(m_cloth, {i, j}));
                for (std::size_t o = 0; o < springStencil.size(); ++o) {
                    const int ni = i + springStencil[o].di, nj = j + springStencil[o].dj;
                    const double k = stiffnessOf(m_cloth.springs, springStencil[o].type) *
                                     borderShare(cols, rows, {i, j}, springStencil[o]);
                    if (ni < 0 || ni >= cols || nj < 0 || nj >= rows || k == 0.0)
                        continue;
                    const glm::dvec3& n = m_direction[o];
                    out[p] += (k * glm::dot(n, z[p] - z[std::size_t(particleIndex(m_cloth, {ni, nj}))])) * n;
                }
            }
        }
        if (m_bending > 0.0) {
            // addBendingForces adds −Q z.
            m_scratch.assign(z.size(), glm::dvec3(0.0));
            addBendingForces(cols, rows, m_bending, z, m_scratch, m_weighted);
            for (std::size_t p = 0; p < z.size(); ++p)
                out[p] -= m_scratch[p];
        }
    }

private:
    const ClothSpec& m_cloth;
    std::array<glm::dvec3, springStencil.size()> m_direction{};
    double m_bending = 0.0;
    std::vector<glm::dvec3> m_scratch, m_weighted;
};

/// A fixed start with the grid-scale alternations the largest modes have, and a
/// hashed part so that no mode is missed: the same every run.
double startComponent(int i, int j, int c)
{
    std::uint32_t h = std::uint32_t(i) * 73856093u ^ std::uint32_t(j) * 19349663u ^ std::uint32_t(c) * 83492791u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    const double hashed = double(h) / 4294967295.0 - 0.5;
    const double alternating = c == 0 ? ((i & 1) ? -1.0 : 1.0) : c == 1 ? ((j & 1) ? -1.0 : 1.0) : (((i + j) & 1) ? -1.0 : 1.0);
    return alternating + hashed;
}

}  // namespace

double largestStiffnessEigenvalue(const ClothSpec& cloth)
{
    ClothSpec probe = cloth;
    probe.cols = std::min(cloth.cols, stabilityProbeSide);
    probe.rows = std::min(cloth.rows, stabilityProbeSide);
    const std::size_t n = std::size_t(probe.particleCount());
    // The symmetric form M^-1/2 (K + Q) M^-1/2, whose Rayleigh quotient bounds λ from below.
    std::vector<double> scale(n);
    std::vector<glm::dvec3> z(n), kz;
    for (int j = 0; j < probe.rows; ++j)
        for (int i = 0; i < probe.cols; ++i) {
            const std::size_t p = std::size_t(particleIndex(probe, {i, j}));
            scale[p] = 1.0 / std::sqrt(particleMassAt(probe, {i, j}));
            z[p] = {startComponent(i, j, 0), startComponent(i, j, 1), startComponent(i, j, 2)};
        }
    StiffnessOperator stiffness(probe);
    const auto normalise = [&] {
        double sum = 0.0;
        for (const glm::dvec3& c : z)
            sum += glm::dot(c, c);
        const double norm = std::sqrt(sum);
        for (glm::dvec3& c : z)
            c /= norm;
    };
    normalise();
    double lambda = 0.0;
    std::vector<glm::dvec3> scaled(n);
    for (int iteration = 0; iteration < powerIterations; ++iteration) {
        for (std::size_t p = 0; p < n; ++p)
            scaled[p] = scale[p] * z[p];
        stiffness.apply(scaled, kz);
        double quotient = 0.0;
        for (std::size_t p = 0; p < n; ++p) {
            kz[p] *= scale[p];
            quotient += glm::dot(z[p], kz[p]);
        }
        lambda = quotient;
        z.swap(kz);
        if (lambda <= 0.0)
            return 0.0;
        normalise();
    }
    return lambda * stabilityMargin;
}

double stableTimeStepLimit(const ClothSpec& cloth)
{
    const double lambda = largestStiffnessEigenvalue(cloth);
    if (lambda <= 0.0)
        return std::numeric_limits<double>::infinity();
    const double mu = cloth.damping.internal * lambda + cloth.damping.drag;
    return (std::sqrt(mu * mu + 4.0 * lambda) - mu) / lambda;
}

int minimumStableSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::floor(1.0 / (double(fps) * limit)) + 1.0;
    return needed > double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : int(needed);
}

int automaticSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = autoSubstepsSafety * stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::ceil(1.0 / (double(fps) * limit));
    return int(std::clamp(needed, 1.0, double(limits::maxSubsteps)));
}

bool isTimeStepStable(const Scene& scene)
{
    return scene.simulation.timeStep() < stableTimeStepLimit(scene.cloth);
}

}  // namespace drape::engine

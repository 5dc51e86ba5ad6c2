#include "engine/scene/GridBending.h"

#include "engine/scene/Scene.h"

namespace drape::engine {

void addBendingForces(int cols, int rows, double coefficient, std::span<const glm::dvec3> y,
                      std::span<glm::dvec3> force, std::vector<glm::dvec3>& weighted)
{
    const auto at = [cols](int i, int j) { return std::size_t(j) * std::size_t(cols) + std::size_t(i); };
    const auto hasBothAlongU = [cols](int i) { return i > 0 && i < cols - 1; };
    const auto hasBothAlongV = [rows](int j) { return j > 0 && j < rows - 1; };
    // b_p D_p for every particle, then each particle gathers ∂D_p/∂x_r over the p that use it.
    weighted.assign(y.size(), glm::dvec3(0.0));
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const glm::dvec3 x = y[at(i, j)];
            glm::dvec3 d(0.0);
            if (hasBothAlongU(i))
                d += (y[at(i + 1, j)] - x) + (y[at(i - 1, j)] - x);
            if (hasBothAlongV(j))
                d += (y[at(i, j + 1)] - x) + (y[at(i, j - 1)] - x);
            weighted[at(i, j)] = (coefficient * areaShareAlong(i, cols) * areaShareAlong(j, rows)) * d;
        }
    }
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const double own = 2.0 * ((hasBothAlongU(i) ? 1.0 : 0.0) + (hasBothAlongV(j) ? 1.0 : 0.0));
            glm::dvec3 f = own * weighted[at(i, j)];
            if (i + 1 < cols && hasBothAlongU(i + 1))
                f -= weighted[at(i + 1, j)];
            if (i > 0 && hasBothAlongU(i - 1))
                f -= weighted[at(i - 1, j)];
            if (j + 1 < rows && hasBothAlongV(j + 1))
                f -= weighted[at(i, j + 1)];
            if (j > 0 && hasBothAlongV(j - 1))
                f -= weighted[at(i, j - 1)];
            force[at(i, j)] += f;
        }
    }
}

}  // namespace drape::engine

#include "engine/scene/GridBending.h"

#include "engine/scene/Scene.h"

namespace drape::engine {

void addBendingForces(int cols, int rows, double coefficient, std::span<const glm::dvec3> y,
                      std::span<glm::dvec3> force, std::vector<glm::dvec3>& scratch)
{
    const std::size_t n = y.size();
    const auto at = [cols](int i, int j) { return std::size_t(j) * std::size_t(cols) + std::size_t(i); };
    const auto hasBothAlongU = [cols](int i) { return i > 0 && i < cols - 1; };
    const auto hasBothAlongV = [rows](int j) { return j > 0 && j < rows - 1; };
    // W = ∂E_p/∂D for the three differences of every particle (zero where a χ is),
    // then each particle gathers ∂D_p/∂x_r over the p whose differences use it.
    scratch.assign(3 * n, glm::dvec3(0.0));
    glm::dvec3* alongU = scratch.data();
    glm::dvec3* alongV = alongU + n;
    glm::dvec3* twist = alongV + n;
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const std::size_t p = at(i, j);
            const glm::dvec3 x = y[p];
            const double b = coefficient * areaShareAlong(i, cols) * areaShareAlong(j, rows);
            const bool u = hasBothAlongU(i), v = hasBothAlongV(j);
            if (u)
                alongU[p] = b * ((y[at(i + 1, j)] - x) + (y[at(i - 1, j)] - x));
            if (v)
                alongV[p] = b * ((y[at(i, j + 1)] - x) + (y[at(i, j - 1)] - x));
            if (u && v)
                twist[p] = (2.0 * b * 0.25) *
                           ((y[at(i + 1, j + 1)] - y[at(i + 1, j - 1)]) - (y[at(i - 1, j + 1)] - y[at(i - 1, j - 1)]));
        }
    }
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            const std::size_t r = at(i, j);
            glm::dvec3 f = 2.0 * (alongU[r] + alongV[r]);
            if (i + 1 < cols)
                f -= alongU[at(i + 1, j)];
            if (i > 0)
                f -= alongU[at(i - 1, j)];
            if (j + 1 < rows)
                f -= alongV[at(i, j + 1)];
            if (j > 0)
                f -= alongV[at(i, j - 1)];
            // r is the (+, +) corner of p = r − (1, 1) and the (−, −) one of r + (1, 1), and so on.
            glm::dvec3 corners(0.0);
            if (i > 0 && j > 0)
                corners += twist[at(i - 1, j - 1)];
            if (i + 1 < cols && j + 1 < rows)
                corners += twist[at(i + 1, j + 1)];
            if (i > 0 && j + 1 < rows)
                corners -= twist[at(i - 1, j + 1)];
            if (i + 1 < cols && j > 0)
                corners -= twist[at(i + 1, j - 1)];
            force[r] += f - 0.25 * corners;
        }
    }
}

}  // namespace drape::engine

#include "tests/support/CrossingCheck.h"

#include <glm/geometric.hpp>
#include <glm/vector_relational.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace drape::test {
namespace {

/// f(t) = det[b − a, c − a, p − a] for corners and point moving linearly from
/// *0 at t = 0 to *1 at t = 1, as the coefficients of c₀ + c₁ t + c₂ t² + c₃ t³.
std::array<double, 4> coplanarityCubic(const std::array<glm::dvec3, 4>& at0, const std::array<glm::dvec3, 4>& at1)
{
    // at[0] is the point, at[1..3] the corners a, b, c.
    const glm::dvec3 e1 = at0[2] - at0[1], e2 = at0[3] - at0[1], w = at0[0] - at0[1];
    const glm::dvec3 de1 = (at1[2] - at1[1]) - e1, de2 = (at1[3] - at1[1]) - e2, dw = (at1[0] - at1[1]) - w;
    const glm::dvec3 n0 = glm::cross(e1, e2);
    const glm::dvec3 n1 = glm::cross(e1, de2) + glm::cross(de1, e2);
    const glm::dvec3 n2 = glm::cross(de1, de2);
    return {glm::dot(n0, w), glm::dot(n0, dw) + glm::dot(n1, w), glm::dot(n1, dw) + glm::dot(n2, w), glm::dot(n2, dw)};
}

double evaluate(const std::array<double, 4>& c, double t)
{
    return ((c[3] * t + c[2]) * t + c[1]) * t + c[0];
}

/// The times in (0, 1] where the cubic changes sign: between the roots of its
/// derivative it is monotone, so each piece holds at most one, found by bisection.
std::vector<double> signChanges(const std::array<double, 4>& c)
{
    std::vector<double> bounds{0.0, 1.0};
    const double a = 3.0 * c[3], b = 2.0 * c[2], d = c[1];
    if (a != 0.0) {
        const double disc = b * b - 4.0 * a * d;
        if (disc > 0.0)
            for (double s : {-1.0, 1.0})
                if (const double r = (-b + s * std::sqrt(disc)) / (2.0 * a); r > 0.0 && r < 1.0)
                    bounds.push_back(r);
    } else if (b != 0.0 && -d / b > 0.0 && -d / b < 1.0) {
        bounds.push_back(-d / b);
    }
    std::sort(bounds.begin(), bounds.end());
    std::vector<double> roots;
    for (std::size_t k = 0; k + 1 < bounds.size(); ++k) {
        double lo = bounds[k], hi = bounds[k + 1];
        const double flo = evaluate(c, lo);
        if (flo == 0.0 || flo * evaluate(c, hi) >= 0.0)
            continue;
        for (int it = 0; it < 60; ++it) {
            const double mid = 0.5 * (lo + hi);
            (evaluate(c, mid) * flo > 0.0 ? lo : hi) = mid;
        }
        roots.push_back(0.5 * (lo + hi));
    }
    return roots;
}

/// Whether p lies inside triangle abc (all three in one plane), by barycentric coordinates.
bool inside(const glm::dvec3& p, const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& c)
{
    const glm::dvec3 n = glm::cross(b - a, c - a);
    const double area2 = glm::dot(n, n);
    if (area2 == 0.0)
        return false;
    const double u = glm::dot(glm::cross(c - b, p - b), n) / area2;
    const double v = glm::dot(glm::cross(a - c, p - c), n) / area2;
    return u >= 0.0 && v >= 0.0 && u + v <= 1.0;
}

}  // namespace

std::vector<Triangle> gridTriangles(const engine::ClothSpec& cloth)
{
    std::vector<Triangle> triangles;
    for (int j = 0; j + 1 < cloth.rows; ++j)
        for (int i = 0; i + 1 < cloth.cols; ++i) {
            const int p = j * cloth.cols + i;
            triangles.push_back({p, p + 1, p + cloth.cols + 1});
            triangles.push_back({p, p + cloth.cols + 1, p + cloth.cols});
        }
    return triangles;
}

int crossings(const std::vector<Triangle>& triangles, const std::vector<glm::dvec3>& x0, const std::vector<glm::dvec3>& x1, double cell)
{
    const auto cellOf = [cell](double v) { return std::int64_t(std::floor(v / cell)); };
    const auto key = [](std::int64_t i, std::int64_t j, std::int64_t k) {
        return (std::uint64_t(i) * 73856093u) ^ (std::uint64_t(j) * 19349663u) ^ (std::uint64_t(k) * 83492791u);
    };
    const auto sweptBox = [&](std::initializer_list<int> particles, glm::dvec3& lo, glm::dvec3& hi) {
        lo = glm::dvec3(1e300), hi = glm::dvec3(-1e300);
        for (int p : particles)
            for (const std::vector<glm::dvec3>* x : {&x0, &x1}) {
                lo = glm::min(lo, (*x)[std::size_t(p)]);
                hi = glm::max(hi, (*x)[std::size_t(p)]);
            }
    };
    std::vector<std::pair<std::uint64_t, int>> cells;   // (cell key, triangle), sorted by key
    std::vector<std::pair<glm::dvec3, glm::dvec3>> boxes(triangles.size());
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        auto& [lo, hi] = boxes[t];
        sweptBox({triangles[t][0], triangles[t][1], triangles[t][2]}, lo, hi);
        for (std::int64_t i = cellOf(lo.x); i <= cellOf(hi.x); ++i)
            for (std::int64_t j = cellOf(lo.y); j <= cellOf(hi.y); ++j)
                for (std::int64_t k = cellOf(lo.z); k <= cellOf(hi.z); ++k)
                    cells.emplace_back(key(i, j, k), int(t));
    }
    std::sort(cells.begin(), cells.end());
    int count = 0;
    std::vector<int> seen(triangles.size(), -1);
    for (int p = 0; p < int(x0.size()); ++p) {
        glm::dvec3 lo, hi;
        sweptBox({p}, lo, hi);
        for (std::int64_t i = cellOf(lo.x); i <= cellOf(hi.x); ++i)
            for (std::int64_t j = cellOf(lo.y); j <= cellOf(hi.y); ++j)
                for (std::int64_t k = cellOf(lo.z); k <= cellOf(hi.z); ++k) {
                    const std::uint64_t cellKey = key(i, j, k);
                    const auto first = std::lower_bound(cells.begin(), cells.end(), std::pair{cellKey, -1});
                    for (auto it = first; it != cells.end() && it->first == cellKey; ++it) {
                        const Triangle& tri = triangles[std::size_t(it->second)];
                        if (seen[std::size_t(it->second)] == p || tri[0] == p || tri[1] == p || tri[2] == p)
                            continue;
                        seen[std::size_t(it->second)] = p;
                        const auto& [triangleLo, triangleHi] = boxes[std::size_t(it->second)];
                        if (glm::any(glm::lessThan(hi, triangleLo)) || glm::any(glm::greaterThan(lo, triangleHi)))
                            continue;   // the swept boxes do not meet

                        const std::array<glm::dvec3, 4> at0{x0[std::size_t(p)], x0[std::size_t(tri[0])],
                                                            x0[std::size_t(tri[1])], x0[std::size_t(tri[2])]};
                        const std::array<glm::dvec3, 4> at1{x1[std::size_t(p)], x1[std::size_t(tri[0])],
                                                            x1[std::size_t(tri[1])], x1[std::size_t(tri[2])]};
                        for (double t : signChanges(coplanarityCubic(at0, at1))) {
                            std::array<glm::dvec3, 4> at;
                            for (std::size_t c = 0; c < 4; ++c)
                                at[c] = at0[c] + t * (at1[c] - at0[c]);
                            if (inside(at[0], at[1], at[2], at[3])) {
                                ++count;
                                break;
                            }
                        }
                    }
                }
    }
    return count;
}

}  // namespace drape::test

// Ear clipping with the ears kept up to date: cutting an ear changes only whether
// its two neighbours are ears, so each step tests those two against the corners
// left (O(n)) and picks the best of the ears (O(n)), O(n²) in all. A polygon has
// at most maxPolygonCorners corners (MeshLoader.h).
#include "engine/io/PolygonTriangles.h"

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include <cmath>
#include <utility>

namespace drape::engine {
namespace {

/// Twice the signed area of the triangle a, b, c: positive when it turns counter-clockwise.
double turn(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c)
{
    const glm::dvec2 u = b - a, v = c - a;
    return u.x * v.y - u.y * v.x;
}

/// The corners in the plane normal to `normal`, axes chosen so that the polygon winds counter-clockwise.
std::vector<glm::dvec2> projected(std::span<const glm::dvec3> corners, glm::dvec3 normal)
{
    const glm::dvec3 n = glm::normalize(normal);
    // The axis most nearly in the plane gives the best-conditioned first direction.
    const glm::dvec3 a = std::abs(n.x) <= std::abs(n.y) && std::abs(n.x) <= std::abs(n.z) ? glm::dvec3(1, 0, 0)
                         : std::abs(n.y) <= std::abs(n.z)                                 ? glm::dvec3(0, 1, 0)
                                                                                          : glm::dvec3(0, 0, 1);
    const glm::dvec3 u = glm::normalize(glm::cross(a, n));
    const glm::dvec3 v = glm::cross(n, u);  // u × v = n: counter-clockwise about n stays counter-clockwise
    std::vector<glm::dvec2> points;
    points.reserve(corners.size());
    for (const glm::dvec3& p : corners)
        points.emplace_back(glm::dot(p - corners[0], u), glm::dot(p - corners[0], v));
    return points;
}

/// The corners not yet cut off, as a ring, and which of them are ears.
class Ring {
public:
    explicit Ring(std::vector<glm::dvec2> points) : m_points(std::move(points))
    {
        const std::size_t n = m_points.size();
        m_previous.resize(n);
        m_next.resize(n);
        m_left.assign(n, true);
        m_ear.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            m_previous[i] = (i + n - 1) % n;
            m_next[i] = (i + 1) % n;
        }
        m_count = n;
        for (std::size_t i = 0; i < n; ++i)
            m_ear[i] = isEar(i);
    }

    std::size_t count() const { return m_count; }

    /// The triangle that cutting `i` leaves behind, in the polygon's winding.
    std::array<std::size_t, 3> triangle(std::size_t i) const { return {m_previous[i], i, m_next[i]}; }

    /// The corner to cut next: the best-shaped ear; where none is left, the best-shaped corner
    /// that turns the polygon's way; where none does, the first corner left. Lowest index on ties.
    std::size_t next() const
    {
        const std::size_t none = m_points.size();
        std::size_t ear = none, turning = none, first = none;
        double earShape = 0.0, turningShape = 0.0;
        for (std::size_t i = 0; i < m_points.size(); ++i) {
            if (!m_left[i])
                continue;
            const double s = shape(i);
            if (first == none)
                first = i;
            if (m_ear[i] && (ear == none || s > earShape)) {
                ear = i;
                earShape = s;
            }
            if (s > turningShape) {
                turning = i;
                turningShape = s;
            }
        }
        return ear != none ? ear : turning != none ? turning : first;
    }

    /// Cuts `i` off: whether its two neighbours are ears is all that changes.
    void cut(std::size_t i)
    {
        const std::size_t previous = m_previous[i], next = m_next[i];
        m_next[previous] = next;
        m_previous[next] = previous;
        m_left[i] = false;
        --m_count;
        m_ear[previous] = isEar(previous);
        m_ear[next] = isEar(next);
    }

private:
    bool turnsLeft(std::size_t i) const
    {
        return turn(m_points[m_previous[i]], m_points[i], m_points[m_next[i]]) > 0.0;
    }

    /// Area for the edges' lengths: √3/6 for an equilateral triangle (the most), ≤ 0 when it turns the wrong way.
    double shape(std::size_t i) const
    {
        const glm::dvec2 a = m_points[m_previous[i]], b = m_points[i], c = m_points[m_next[i]];
        const double edges = glm::dot(b - a, b - a) + glm::dot(c - b, c - b) + glm::dot(a - c, a - c);
        return edges > 0.0 ? turn(a, b, c) / edges : 0.0;
    }

    /// Whether `i` turns the polygon's way and no other corner left that does not is inside
    /// or on its triangle (only such corners can be inside an ear's triangle of a simple
    /// polygon, so testing them is enough).
    bool isEar(std::size_t i) const
    {
        if (!turnsLeft(i))
            return false;
        const glm::dvec2 a = m_points[m_previous[i]], b = m_points[i], c = m_points[m_next[i]];
        for (std::size_t j = m_next[m_next[i]]; j != m_previous[i]; j = m_next[j]) {
            const glm::dvec2 p = m_points[j];
            if (!turnsLeft(j) && turn(a, b, p) >= 0.0 && turn(b, c, p) >= 0.0 && turn(c, a, p) >= 0.0)
                return false;
        }
        return true;
    }

    std::vector<glm::dvec2> m_points;
    std::vector<std::size_t> m_previous, m_next;
    std::vector<bool> m_left, m_ear;
    std::size_t m_count = 0;
};

}  // namespace

glm::dvec3 polygonNormal(std::span<const glm::dvec3> corners)
{
    // Relative to the first corner, so that far from the origin the products lose nothing.
    glm::dvec3 sum(0.0);
    for (std::size_t i = 1; i + 1 < corners.size(); ++i)
        sum += glm::cross(corners[i] - corners[0], corners[i + 1] - corners[0]);
    return sum;
}

std::vector<std::array<std::size_t, 3>> polygonTriangles(std::span<const glm::dvec3> corners)
{
    Ring ring(projected(corners, polygonNormal(corners)));
    std::vector<std::array<std::size_t, 3>> triangles;
    triangles.reserve(corners.size() - 2);
    while (ring.count() > 3) {
        const std::size_t i = ring.next();
        triangles.push_back(ring.triangle(i));
        ring.cut(i);
    }
    triangles.push_back(ring.triangle(ring.next()));
    return triangles;
}

}  // namespace drape::engine

// Building a signed distance field from a triangle mesh (after Bridson's level-set
// construction): exact distances in a narrow band around each triangle, the
// nearest triangle propagated to the rest of the grid by fast sweeping, and the
// sign from the parity of surface crossings along x. Reading it back is the
// trilinear blend described in the header, shared with the GPU.
#include "engine/collide/SignedDistanceField.h"

#include "engine/scene/Limits.h"

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

/// A triangle ready for distance queries: corner a, edges ab and ac, the unit normal,
/// for each edge the in-plane direction pointing away from the triangle and
/// 1/length² (0 for a zero-length edge). A degenerate triangle only has edges.
struct Triangle {
    glm::dvec3 a, ab, ac;
    glm::dvec3 normal;
    glm::dvec3 outAB, outBC, outCA;
    double inverseAB2, inverseBC2, inverseCA2;
    bool degenerate;
};

double inverseOrZero(double x)
{
    return x > 0.0 ? 1.0 / x : 0.0;
}

/// A triangle counts as degenerate when its area is negligible next to its longest
/// edge (its normal would be mostly round-off); then only its edges count.
Triangle makeTriangle(const glm::dvec3& a, const glm::dvec3& b, const glm::dvec3& c)
{
    Triangle t{};
    t.a = a;
    t.ab = b - a;
    t.ac = c - a;
    const glm::dvec3 bc = c - b;
    const glm::dvec3 n = glm::cross(t.ab, t.ac);
    const double length = glm::length(n);
    const double ab2 = glm::dot(t.ab, t.ab), bc2 = glm::dot(bc, bc), ca2 = glm::dot(t.ac, t.ac);
    t.inverseAB2 = inverseOrZero(ab2);
    t.inverseBC2 = inverseOrZero(bc2);
    t.inverseCA2 = inverseOrZero(ca2);
    t.degenerate = !(length > 1e-10 * std::max({ab2, bc2, ca2}));
    if (!t.degenerate) {
        t.normal = n / length;
        t.outAB = glm::cross(t.ab, t.normal);
        t.outBC = glm::cross(bc, t.normal);
        t.outCA = glm::cross(-t.ac, t.normal);
    }
    return t;
}

/// Squared distance from the point a + ap to the segment from a to a + edge.
double segmentDistanceSquared(const glm::dvec3& ap, const glm::dvec3& edge, double inverseLength2)
{
    const double t = std::clamp(glm::dot(ap, edge) * inverseLength2, 0.0, 1.0);
    const glm::dvec3 d = ap - t * edge;
    return glm::dot(d, d);
}

/// Squared distance from p to the triangle: to its plane when p projects inside it,
/// otherwise to the nearest edge p lies beyond (for a convex shape, the nearest
/// boundary point is on an edge that faces p).
double triangleDistanceSquared(const Triangle& t, const glm::dvec3& p)
{
    const glm::dvec3 ap = p - t.a;
    const glm::dvec3 bp = ap - t.ab;
    if (t.degenerate)
        return std::min({segmentDistanceSquared(ap, t.ab, t.inverseAB2),
                         segmentDistanceSquared(bp, t.ac - t.ab, t.inverseBC2),
                         segmentDistanceSquared(ap, t.ac, t.inverseCA2)});
    const bool beyondAB = glm::dot(ap, t.outAB) > 0.0;
    const bool beyondBC = glm::dot(bp, t.outBC) > 0.0;
    const bool beyondCA = glm::dot(ap, t.outCA) > 0.0;
    if (!beyondAB && !beyondBC && !beyondCA) {
        const double height = glm::dot(ap, t.normal);
        return height * height;
    }
    double best = std::numeric_limits<double>::infinity();
    if (beyondAB)
        best = segmentDistanceSquared(ap, t.ab, t.inverseAB2);
    if (beyondBC)
        best = std::min(best, segmentDistanceSquared(bp, t.ac - t.ab, t.inverseBC2));
    if (beyondCA)
        best = std::min(best, segmentDistanceSquared(ap, t.ac, t.inverseCA2));
    return best;
}

/// Which side of the edge a→b the point q is on, in the (y, z) plane, and the signed
/// area (a − q) × (b − q). The area is computed with the edge's ends in a fixed
/// order, so the two triangles sharing an edge get exactly opposite answers; an exact
/// zero is decided by moving q by (ε, ε²) for an infinitesimal ε (simulation of
/// simplicity), so a ray through an edge or vertex crosses exactly one of the
/// triangles around it. Side 0 only for a zero-length edge.
struct EdgeSide {
    int side;
    double area;
};

EdgeSide edgeSide(const glm::dvec2& q, glm::dvec2 a, glm::dvec2 b)
{
    const bool swapped = b.x < a.x || (b.x == a.x && b.y < a.y);
    if (swapped)
        std::swap(a, b);
    const double area = (a.x - q.x) * (b.y - q.y) - (a.y - q.y) * (b.x - q.x);
    int side = 0;
    if (area > 0.0)
        side = 1;
    else if (area < 0.0)
        side = -1;
    else if (a.y != b.y)  // d(area)/d(q.x) = a.y − b.y
        side = a.y > b.y ? 1 : -1;
    else if (a.x != b.x)  // d(area)/d(q.y) = b.x − a.x
        side = b.x > a.x ? 1 : -1;
    return swapped ? EdgeSide{-side, -area} : EdgeSide{side, area};
}

/// The grid being built. While it is, `values` holds squared distances (to the
/// nearest triangle found so far) and m_nearest that triangle's index.
class FieldBuilder {
public:
    FieldBuilder(SignedDistanceField& field, const TriangleMesh& mesh, const std::vector<Triangle>& triangles)
        : m_field(field), m_mesh(mesh), m_triangles(triangles), m_nearest(field.values.size(), -1),
          m_changedIn(field.values.size(), 0)
    {
    }

    /// Exact distances for the samples within `cells` cells of each triangle's bounding box.
    void narrowBand(int cells);
    /// One fast-sweeping pass in the order given by the signs: each sample tries the
    /// nearest triangles of its 7 neighbours already visited in this pass. Sweeps
    /// must come in rounds of the 8 orders, always in the same order.
    void sweep(int di, int dj, int dk);
    /// Square roots, then the sign: negative where a row from −x crosses the surface an odd number of times.
    void finish();

private:
    std::size_t index(int i, int j, int k) const
    {
        return (std::size_t(k) * std::size_t(m_field.dims.y) + std::size_t(j)) * std::size_t(m_field.dims.x)
               + std::size_t(i);
    }
    glm::dvec3 position(int i, int j, int k) const { return m_field.origin + glm::dvec3(i, j, k) * m_field.cellSize; }
    const glm::dvec3& corner(std::size_t triangle, int c) const
    {
        return m_mesh.vertices[m_mesh.triangles[triangle][std::size_t(c)]];
    }
    /// Grid index range [first, last] covering world coordinates [lo, hi] on `axis`, grown by `grow` samples.
    void range(int axis, double lo, double hi, int grow, int& first, int& last) const
    {
        const double h = m_field.cellSize, o = m_field.origin[axis];
        const double top = double(m_field.dims[axis] - 1);
        first = int(std::clamp(std::floor((lo - o) / h) - grow, 0.0, top));
        last = int(std::clamp(std::ceil((hi - o) / h) + grow, 0.0, top));
    }

    SignedDistanceField& m_field;
    const TriangleMesh& m_mesh;
    const std::vector<Triangle>& m_triangles;
    std::vector<std::int32_t> m_nearest;  ///< triangle index per sample, −1 while unknown
    /// The sweep (1, 2, …; 0 for the narrow band) in which each sample's nearest triangle last changed.
    std::vector<std::uint8_t> m_changedIn;
    int m_sweep = 0;
};

void FieldBuilder::narrowBand(int cells)
{
    for (std::size_t n = 0; n < m_triangles.size(); ++n) {
        const glm::dvec3 lo = glm::min(corner(n, 0), glm::min(corner(n, 1), corner(n, 2)));
        const glm::dvec3 hi = glm::max(corner(n, 0), glm::max(corner(n, 1), corner(n, 2)));
        int i0, i1, j0, j1, k0, k1;
        range(0, lo.x, hi.x, cells, i0, i1);
        range(1, lo.y, hi.y, cells, j0, j1);
        range(2, lo.z, hi.z, cells, k0, k1);
        for (int k = k0; k <= k1; ++k)
            for (int j = j0; j <= j1; ++j)
                for (int i = i0; i <= i1; ++i) {
                    const std::size_t s = index(i, j, k);
                    const auto d2 = float(triangleDistanceSquared(m_triangles[n], position(i, j, k)));
                    if (d2 < m_field.values[s]) {
                        m_field.values[s] = d2;
                        m_nearest[s] = std::int32_t(n);
                    }
                }
    }
}

void FieldBuilder::sweep(int di, int dj, int dk)
{
    ++m_sweep;
    // A neighbour whose triangle has not changed since the sweep in this same order one round
    // ago was tried then (it was behind this sample then too, and visited before it): skip it.
    const int settled = m_sweep > 8 ? m_sweep - 8 : -1;
    const glm::ivec3 dims = m_field.dims;
    const auto stepI = std::ptrdiff_t(di), stepJ = std::ptrdiff_t(dj) * dims.x,
               stepK = std::ptrdiff_t(dk) * dims.x * dims.y;
    // Offsets back to the 7 neighbours visited before a sample in this order.
    const std::ptrdiff_t behind[7] = {stepI, stepJ, stepI + stepJ, stepK, stepI + stepK, stepJ + stepK,
                                      stepI + stepJ + stepK};
    // The first sample in the sweep's direction has no neighbour behind it on that axis: start one further.
    const int i0 = di > 0 ? 1 : dims.x - 2, i1 = di > 0 ? dims.x : -1;
    const int j0 = dj > 0 ? 1 : dims.y - 2, j1 = dj > 0 ? dims.y : -1;
    const int k0 = dk > 0 ? 1 : dims.z - 2, k1 = dk > 0 ? dims.z : -1;
    std::int32_t* const nearest = m_nearest.data();
    std::uint8_t* const changedIn = m_changedIn.data();
    float* const values = m_field.values.data();
    for (int k = k0; k != k1; k += dk)
        for (int j = j0; j != j1; j += dj)
            for (int i = i0; i != i1; i += di) {
                const std::size_t s = index(i, j, k);
                // Neighbours often share a triangle: try each one once.
                std::int32_t tried[7];
                int triedCount = 0;
                for (const std::ptrdiff_t back : behind) {
                    const std::size_t from = std::size_t(std::ptrdiff_t(s) - back);
                    if (int(changedIn[from]) <= settled)
                        continue;
                    const std::int32_t candidate = nearest[from];
                    if (candidate < 0 || candidate == nearest[s]
                        || std::find(tried, tried + triedCount, candidate) != tried + triedCount)
                        continue;
                    tried[triedCount++] = candidate;
                    // Compared in float, as stored: a change always lowers the value, so sweeps settle.
                    const auto d2 = float(triangleDistanceSquared(m_triangles[std::size_t(candidate)], position(i, j, k)));
                    if (d2 < values[s]) {
                        values[s] = d2;
                        nearest[s] = candidate;
                        changedIn[s] = std::uint8_t(m_sweep);
                    }
                }
            }
}

void FieldBuilder::finish()
{
    // crossings[s]: surface crossings of the x-row between sample s − 1 and sample s
    // (the nearest-triangle table is no longer needed and is reused for them).
    std::vector<std::int32_t>& crossings = m_nearest;
    std::fill(crossings.begin(), crossings.end(), 0);
    const double h = m_field.cellSize;
    for (std::size_t n = 0; n < m_triangles.size(); ++n) {
        // The mesh's own corners, so that triangles sharing an edge compute it identically.
        const glm::dvec3 &pa = corner(n, 0), &pb = corner(n, 1), &pc = corner(n, 2);
        const glm::dvec2 a(pa.y, pa.z), b(pb.y, pb.z), c(pc.y, pc.z);
        int j0, j1, k0, k1;
        // One sample more on each side: the exact test below decides, not the rounding of the range.
        range(1, std::min({a.x, b.x, c.x}), std::max({a.x, b.x, c.x}), 1, j0, j1);
        range(2, std::min({a.y, b.y, c.y}), std::max({a.y, b.y, c.y}), 1, k0, k1);
        for (int k = k0; k <= k1; ++k)
            for (int j = j0; j <= j1; ++j) {
                const glm::dvec2 q(m_field.origin.y + j * h, m_field.origin.z + k * h);
                const EdgeSide wa = edgeSide(q, b, c), wb = edgeSide(q, c, a), wc = edgeSide(q, a, b);
                if (wa.side == 0 || wa.side != wb.side || wb.side != wc.side)
                    continue;
                // Where the row meets the triangle: barycentric weights from the three areas.
                const double total = wa.area + wb.area + wc.area;
                double x = total != 0.0 ? (wa.area * pa.x + wb.area * pb.x + wc.area * pc.x) / total
                                        : (pa.x + pb.x + pc.x) / 3.0;
                x = std::clamp(x, std::min({pa.x, pb.x, pc.x}), std::max({pa.x, pb.x, pc.x}));
                // Samples with x_i > x are beyond the crossing.
                const double first = std::floor((x - m_field.origin.x) / h) + 1.0;
                if (first < double(m_field.dims.x))
                    ++crossings[index(int(std::max(first, 0.0)), j, k)];
            }
    }
    for (int k = 0; k < m_field.dims.z; ++k)
        for (int j = 0; j < m_field.dims.y; ++j) {
            std::int32_t count = 0;
            for (int i = 0; i < m_field.dims.x; ++i) {
                const std::size_t s = index(i, j, k);
                count += crossings[s];
                const float distance = std::sqrt(m_field.values[s]);
                m_field.values[s] = count % 2 != 0 ? -distance : distance;
            }
        }
}

/// Throws std::invalid_argument when the mesh cannot be sampled; returns its triangles.
std::vector<Triangle> checkedTriangles(const TriangleMesh& mesh)
{
    if (mesh.triangles.empty())
        throw std::invalid_argument("the mesh has no triangles: there is no surface to measure distances to");
    if (mesh.triangles.size() > std::size_t(std::numeric_limits<std::int32_t>::max()))
        throw std::invalid_argument("the mesh has too many triangles for a distance field");
    std::vector<Triangle> triangles;
    triangles.reserve(mesh.triangles.size());
    for (const auto& corners : mesh.triangles) {
        for (const std::uint32_t v : corners) {
            if (v >= mesh.vertices.size())
                throw std::invalid_argument("a triangle refers to vertex " + std::to_string(v) + " of a mesh that has "
                                            + std::to_string(mesh.vertices.size()));
            const glm::dvec3& p = mesh.vertices[v];
            for (int a = 0; a < 3; ++a)
                if (!(std::abs(p[a]) <= maxSdfCoordinate))
                    throw std::invalid_argument("vertex " + std::to_string(v) + " has a coordinate that is "
                                                + (std::isfinite(p[a]) ? "beyond ±1e15" : "not finite"));
        }
        const glm::dvec3 &a = mesh.vertices[corners[0]], &b = mesh.vertices[corners[1]], &c = mesh.vertices[corners[2]];
        triangles.push_back(makeTriangle(a, b, c));
    }
    return triangles;
}

/// Interpolation cell and weights at p (see the header for the formula).
struct Blend {
    double outside;  // distance from p to the sampled box
    glm::dvec3 t;
    double v[2][2][2];  // v[X][Y][Z]
};

Blend blendAt(const SignedDistanceField& field, const glm::dvec3& p)
{
    Blend blend{};
    const glm::dvec3 top = field.origin + glm::dvec3(field.dims - 1) * field.cellSize;
    glm::dvec3 pc;
    for (int a = 0; a < 3; ++a)
        pc[a] = std::clamp(p[a], field.origin[a], top[a]);
    blend.outside = glm::length(p - pc);
    glm::ivec3 cell;
    for (int a = 0; a < 3; ++a) {
        const double g = (pc[a] - field.origin[a]) / field.cellSize;
        double c = std::floor(g);
        // Written so that NaN lands in cell 0 instead of reaching the int conversion.
        if (!(c >= 0.0))
            c = 0.0;
        c = std::min(c, double(field.dims[a] - 2));
        cell[a] = int(c);
        blend.t[a] = std::clamp(g - c, 0.0, 1.0);
    }
    for (int z = 0; z < 2; ++z)
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 2; ++x)
                blend.v[x][y][z] = double(field.at(cell.x + x, cell.y + y, cell.z + z));
    return blend;
}

double lerp(double a, double b, double t)
{
    return a + t * (b - a);
}

bool isEmpty(const SignedDistanceField& field)
{
    return field.dims.x < 2 || field.dims.y < 2 || field.dims.z < 2
           || field.values.size() != std::size_t(field.dims.x) * std::size_t(field.dims.y) * std::size_t(field.dims.z);
}

}  // namespace

float SignedDistanceField::at(int i, int j, int k) const
{
    return values[(std::size_t(k) * std::size_t(dims.y) + std::size_t(j)) * std::size_t(dims.x) + std::size_t(i)];
}

double SignedDistanceField::distance(glm::dvec3 p) const
{
    if (isEmpty(*this))
        return std::numeric_limits<double>::infinity();
    const Blend b = blendAt(*this, p);
    const double v00 = lerp(b.v[0][0][0], b.v[1][0][0], b.t.x), v10 = lerp(b.v[0][1][0], b.v[1][1][0], b.t.x);
    const double v01 = lerp(b.v[0][0][1], b.v[1][0][1], b.t.x), v11 = lerp(b.v[0][1][1], b.v[1][1][1], b.t.x);
    const double v0 = lerp(v00, v10, b.t.y), v1 = lerp(v01, v11, b.t.y);
    return lerp(v0, v1, b.t.z) + b.outside;
}

glm::dvec3 SignedDistanceField::normal(glm::dvec3 p) const
{
    if (isEmpty(*this))
        return glm::dvec3(0.0);
    const Blend b = blendAt(*this, p);
    const double v00 = lerp(b.v[0][0][0], b.v[1][0][0], b.t.x), v10 = lerp(b.v[0][1][0], b.v[1][1][0], b.t.x);
    const double v01 = lerp(b.v[0][0][1], b.v[1][0][1], b.t.x), v11 = lerp(b.v[0][1][1], b.v[1][1][1], b.t.x);
    const double v0 = lerp(v00, v10, b.t.y), v1 = lerp(v01, v11, b.t.y);
    const glm::dvec3 d{lerp(lerp(b.v[1][0][0] - b.v[0][0][0], b.v[1][1][0] - b.v[0][1][0], b.t.y),
                            lerp(b.v[1][0][1] - b.v[0][0][1], b.v[1][1][1] - b.v[0][1][1], b.t.y), b.t.z),
                       lerp(v10 - v00, v11 - v01, b.t.z), v1 - v0};
    const double length = glm::length(d);
    return length > 0.0 ? d / length : glm::dvec3(0.0);
}

SignedDistanceField buildSignedDistanceField(const TriangleMesh& mesh, int cellsAlongLongestSide)
{
    if (cellsAlongLongestSide < limits::minSdfResolution || cellsAlongLongestSide > limits::maxSdfResolution)
        throw std::invalid_argument("distance-field resolution " + std::to_string(cellsAlongLongestSide) + " is outside "
                                    + std::to_string(limits::minSdfResolution) + " to "
                                    + std::to_string(limits::maxSdfResolution) + " cells along the mesh's longest side");
    const std::vector<Triangle> triangles = checkedTriangles(mesh);
    const MeshBounds bounds = triangleBounds(mesh);
    const glm::dvec3 size = bounds.size();
    const double longest = std::max({size.x, size.y, size.z});
    if (!(longest > 0.0))
        throw std::invalid_argument("the mesh's bounding box is a single point: a distance field needs a mesh with "
                                    "extent along at least one axis");

    SignedDistanceField field;
    field.cellSize = longest / cellsAlongLongestSide;
    if (!(field.cellSize > 0.0))
        throw std::invalid_argument("the mesh is too small for a distance field (cells would be 0 long)");
    const double padding = 3.0 * field.cellSize + 0.05 * glm::length(size);
    field.origin = bounds.min - padding;
    for (int a = 0; a < 3; ++a)
        field.dims[a] = int(std::ceil((size[a] + 2.0 * padding) / field.cellSize)) + 1;
    field.values.assign(std::size_t(field.dims.x) * std::size_t(field.dims.y) * std::size_t(field.dims.z),
                        std::numeric_limits<float>::infinity());

    FieldBuilder builder(field, mesh, triangles);
    builder.narrowBand(2);
    // Two rounds of the 8 orders, each followed by its opposite (Bridson's order).
    constexpr int orders[8][3] = {{1, 1, 1},  {-1, -1, -1}, {1, 1, -1}, {-1, -1, 1},
                                  {1, -1, 1}, {-1, 1, -1},  {1, -1, -1}, {-1, 1, 1}};
    for (int round = 0; round < 2; ++round)
        for (const auto& order : orders)
            builder.sweep(order[0], order[1], order[2]);
    builder.finish();
    return field;
}

}  // namespace drape::engine

// Tests of the signed distance field (engine/collide/SignedDistanceField.h) against
// closed-form answers: an icosphere against the sphere it approximates, an
// L-shaped prism and a box against their exact distance functions, an open
// square against the distance to it; the interpolation formula the GPU copies;
// the grid's size and padding; what is refused.
//
// Tolerances. For samples that are exact, trilinear interpolation of a function
// with gradient of length ≤ 1 is off by at most Σ wᵢ·|xᵢ − p| ≤ (√3/2)·h at the
// centre of a cell (h = cell size): that is `interpolationBound`. An icosphere
// inscribed in a sphere of radius r differs from it by at most
// facetError = max over faces of (r − distance of the face's plane from the centre),
// and so do their signed distances (the two surfaces are nested and that far
// apart at most). Samples themselves are exact to float rounding (1e-5 here) within
// the narrow band; beyond it the propagated nearest triangle may not be the true
// nearest, which only overestimates |distance|: by at most 0.06·h in every case
// measured here (sphereSamples, lPrismSamples check it), allowed for as
// `propagationSlack` = 0.1·h.
#include "engine/collide/SignedDistanceField.h"

#include <QElapsedTimer>
#include <QtTest>

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace drape::engine;

namespace {

constexpr double sphereRadius = 0.5;
constexpr double roundOff = 1e-5;  // float samples of values up to ~3, plus double arithmetic

/// A unit icosahedron's corners (0, ±1, ±φ) and cyclic permutations, scaled to `radius`,
/// each face split into 4 `subdivisions` times, new corners pushed out onto the sphere.
/// Faces are wound counter-clockwise seen from outside.
TriangleMesh icosphere(int subdivisions, double radius)
{
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    TriangleMesh mesh;
    for (const double a : {-1.0, 1.0})
        for (const double b : {-phi, phi}) {
            mesh.vertices.emplace_back(0.0, a, b);
            mesh.vertices.emplace_back(a, b, 0.0);
            mesh.vertices.emplace_back(b, 0.0, a);
        }
    // The 20 faces: the triples of corners two apart from each other (the edge length).
    auto adjacent = [&](std::uint32_t u, std::uint32_t v) {
        return std::abs(glm::distance(mesh.vertices[u], mesh.vertices[v]) - 2.0) < 1e-9;
    };
    for (std::uint32_t u = 0; u < 12; ++u)
        for (std::uint32_t v = u + 1; v < 12; ++v)
            for (std::uint32_t w = v + 1; w < 12; ++w)
                if (adjacent(u, v) && adjacent(v, w) && adjacent(w, u))
                    mesh.triangles.push_back({u, v, w});
    for (auto& v : mesh.vertices)
        v = glm::normalize(v) * radius;
    for (int level = 0; level < subdivisions; ++level) {
        std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> middles;
        auto middle = [&](std::uint32_t u, std::uint32_t v) {
            const auto key = std::minmax(u, v);
            const auto found = middles.find(key);
            if (found != middles.end())
                return found->second;
            mesh.vertices.push_back(glm::normalize(mesh.vertices[u] + mesh.vertices[v]) * radius);
            const auto index = std::uint32_t(mesh.vertices.size() - 1);
            middles.emplace(key, index);
            return index;
        };
        std::vector<std::array<std::uint32_t, 3>> finer;
        for (const auto& [a, b, c] : mesh.triangles) {
            const std::uint32_t ab = middle(a, b), bc = middle(b, c), ca = middle(c, a);
            finer.push_back({a, ab, ca});
            finer.push_back({b, bc, ab});
            finer.push_back({c, ca, bc});
            finer.push_back({ab, bc, ca});
        }
        mesh.triangles = std::move(finer);
    }
    for (auto& t : mesh.triangles) {
        const glm::dvec3 &a = mesh.vertices[t[0]], &b = mesh.vertices[t[1]], &c = mesh.vertices[t[2]];
        if (glm::dot(glm::cross(b - a, c - a), a + b + c) < 0.0)
            std::swap(t[1], t[2]);
    }
    return mesh;
}

/// max over faces of (r − distance of the face's plane from the centre).
double facetError(const TriangleMesh& mesh, double radius)
{
    double worst = 0.0;
    for (const auto& [a, b, c] : mesh.triangles) {
        const glm::dvec3 n = glm::normalize(glm::cross(mesh.vertices[b] - mesh.vertices[a],
                                                        mesh.vertices[c] - mesh.vertices[a]));
        worst = std::max(worst, radius - std::abs(glm::dot(n, mesh.vertices[a])));
    }
    return worst;
}

/// Largest angle (radians) between a face's normal and the radial direction at its corners.
double facetAngle(const TriangleMesh& mesh)
{
    double worst = 0.0;
    for (const auto& t : mesh.triangles) {
        const glm::dvec3 n = glm::normalize(glm::cross(mesh.vertices[t[1]] - mesh.vertices[t[0]],
                                                        mesh.vertices[t[2]] - mesh.vertices[t[0]]));
        for (const auto v : t)
            worst = std::max(worst, std::acos(std::clamp(glm::dot(n, glm::normalize(mesh.vertices[v])), -1.0, 1.0)));
    }
    return worst;
}

/// Adds the box [lo, hi] as 12 triangles wound outwards.
void addBox(TriangleMesh& mesh, glm::dvec3 lo, glm::dvec3 hi)
{
    const auto base = std::uint32_t(mesh.vertices.size());
    for (int n = 0; n < 8; ++n)
        mesh.vertices.emplace_back(n & 1 ? hi.x : lo.x, n & 2 ? hi.y : lo.y, n & 4 ? hi.z : lo.z);
    const std::uint32_t quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto& q : quads) {
        mesh.triangles.push_back({base + q[0], base + q[1], base + q[2]});
        mesh.triangles.push_back({base + q[0], base + q[2], base + q[3]});
    }
}

/// The L-shaped prism [0,2]×[0,1]×[0,1] ∪ [0,1]×[0,2]×[0,1]: the L of corners
/// (0,0) (2,0) (2,1) (1,1) (1,2) (0,2) in the xy-plane, extruded from z = 0 to 1.
TriangleMesh lPrismMesh()
{
    const double corners[6][2] = {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
    TriangleMesh mesh;
    for (const double z : {0.0, 1.0})
        for (const auto& c : corners)
            mesh.vertices.emplace_back(c[0], c[1], z);
    // Caps: the L as the quads 0-1-2-3 and 0-3-4-5 (top counter-clockwise seen from +z).
    for (const std::array<std::uint32_t, 3> t : {std::array<std::uint32_t, 3>{0, 1, 2}, {0, 2, 3}, {0, 3, 4}, {0, 4, 5}}) {
        mesh.triangles.push_back({t[0], t[2], t[1]});
        mesh.triangles.push_back({t[0] + 6, t[1] + 6, t[2] + 6});
    }
    for (std::uint32_t n = 0; n < 6; ++n) {
        const std::uint32_t m = (n + 1) % 6;
        mesh.triangles.push_back({n, m, m + 6});
        mesh.triangles.push_back({n, m + 6, n + 6});
    }
    return mesh;
}

/// Signed distance to the box [lo, hi].
double boxDistance(glm::dvec3 p, glm::dvec3 lo, glm::dvec3 hi)
{
    const glm::dvec3 q = glm::max(lo - p, p - hi);
    return glm::length(glm::max(q, glm::dvec3(0.0))) + std::min(std::max({q.x, q.y, q.z}), 0.0);
}

/// The L-prism's exact signed distance. Outside: the distance to the nearer of its two boxes.
/// Inside: the distance to the nearest of the faces z = 0, z = 1, x = 0, y = 0, x = 2, y = 2
/// and the notch {x ≥ 1, y ≥ 1}.
double lPrismDistance(glm::dvec3 p)
{
    const double outside = std::min(boxDistance(p, {0, 0, 0}, {2, 1, 1}), boxDistance(p, {0, 0, 0}, {1, 2, 1}));
    if (outside > 0.0)
        return outside;
    const double notch = std::hypot(std::max(1.0 - p.x, 0.0), std::max(1.0 - p.y, 0.0));
    return -std::min({p.z, 1.0 - p.z, p.x, p.y, 2.0 - p.x, 2.0 - p.y, notch});
}

/// Uniform doubles from a fixed seed, the same on every standard library.
class Random {
public:
    double uniform(double lo, double hi) { return lo + (hi - lo) * (double(m_engine()) / 4294967296.0); }
    glm::dvec3 direction()
    {
        for (;;) {
            const glm::dvec3 v(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1));
            const double length = glm::length(v);
            if (length > 0.1 && length <= 1.0)
                return v / length;
        }
    }
    glm::dvec3 inBox(glm::dvec3 lo, glm::dvec3 hi)
    {
        return {uniform(lo.x, hi.x), uniform(lo.y, hi.y), uniform(lo.z, hi.z)};
    }

private:
    std::mt19937 m_engine{20240607};
};

glm::dvec3 samplePosition(const SignedDistanceField& f, int i, int j, int k)
{
    return f.origin + glm::dvec3(i, j, k) * f.cellSize;
}

glm::dvec3 boxTop(const SignedDistanceField& f)
{
    return f.origin + glm::dvec3(f.dims - 1) * f.cellSize;
}

double interpolationBound(const SignedDistanceField& f)
{
    return std::sqrt(3.0) / 2.0 * f.cellSize;
}

double propagationSlack(const SignedDistanceField& f)
{
    return 0.1 * f.cellSize;
}

/// How far distance() may be from the exact distance to the mesh, inside the sampled box.
double fieldTolerance(const SignedDistanceField& f)
{
    return interpolationBound(f) + propagationSlack(f) + roundOff;
}

}  // namespace

class TstSignedDistanceField : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void sphereDistance_data();
    void sphereDistance();
    void sphereNormal();
    void sphereOutsideTheBox();
    void sphereSamples();
    void lPrism_data();
    void lPrism();
    void lPrismSamples();
    void boxRaysAlongEdges();
    void openSquare_data();
    void openSquare();
    void degenerateTriangles();
    void gridSizeAndPadding_data();
    void gridSizeAndPadding();
    void interpolationFormula();
    void rejectsBadInput_data();
    void rejectsBadInput();
    void buildTime();

private:
    TriangleMesh m_sphere;
    SignedDistanceField m_sphereField;
    double m_facetError = 0.0;
};

void TstSignedDistanceField::initTestCase()
{
    m_sphere = icosphere(3, sphereRadius);
    QCOMPARE(m_sphere.triangles.size(), std::size_t(1280));
    m_sphereField = buildSignedDistanceField(m_sphere, 64);
    m_facetError = facetError(m_sphere, sphereRadius);
    qDebug("icosphere: 1280 triangles, facet error %.5f; field %d×%d×%d, cell %.5f", m_facetError,
           m_sphereField.dims.x, m_sphereField.dims.y, m_sphereField.dims.z, m_sphereField.cellSize);
}

void TstSignedDistanceField::sphereDistance_data()
{
    QTest::addColumn<double>("rMin");  // points at distances [rMin, rMax] from the centre
    QTest::addColumn<double>("rMax");
    QTest::newRow("around the centre") << 0.0 << 0.1;
    QTest::newRow("deep inside") << 0.1 << 0.4;
    QTest::newRow("just inside") << 0.4 << 0.5;
    QTest::newRow("just outside") << 0.5 << 0.6;
    QTest::newRow("in the padding") << 0.6 << 0.62;
}

// |distance(p) − (|p| − r)| ≤ facetError + (√3/2)·h + propagationSlack + roundOff,
// and the sign right wherever the bound does not cover zero.
void TstSignedDistanceField::sphereDistance()
{
    QFETCH(double, rMin);
    QFETCH(double, rMax);
    const double tolerance = m_facetError + fieldTolerance(m_sphereField);
    Random random;
    double worst = 0.0;
    for (int n = 0; n < 4000; ++n) {
        const glm::dvec3 p = random.direction() * random.uniform(rMin, rMax);
        const double expected = glm::length(p) - sphereRadius;
        const double got = m_sphereField.distance(p);
        worst = std::max(worst, std::abs(got - expected));
        QVERIFY2(std::abs(got - expected) <= tolerance,
                 qPrintable(QString("at (%1, %2, %3): %4, expected %5 ± %6").arg(p.x).arg(p.y).arg(p.z)
                                .arg(got).arg(expected).arg(tolerance)));
        if (std::abs(expected) > tolerance)
            QCOMPARE(got < 0.0, expected < 0.0);
    }
    qDebug("largest error %.5f (allowed %.5f)", worst, tolerance);
}

// Near the surface the normal is within facetAngle + 2·h/(r − 2h) radians of the radial direction:
// the mesh's own normal there is a face normal (off by up to facetAngle), and the interpolated
// gradient of a field whose normal turns at 1/|p| per unit length is off by the turn across a
// cell and its neighbours.
void TstSignedDistanceField::sphereNormal()
{
    const double h = m_sphereField.cellSize;
    const double bound = facetAngle(m_sphere) + 2.0 * h / (sphereRadius - 2.0 * h);
    const double degrees = 180.0 / std::numbers::pi;
    Random random;
    double worst = 0.0;
    for (int n = 0; n < 4000; ++n) {
        const glm::dvec3 direction = random.direction();
        const glm::dvec3 p = direction * random.uniform(sphereRadius - 2.0 * h, sphereRadius + 2.0 * h);
        const glm::dvec3 normal = m_sphereField.normal(p);
        QVERIFY(std::abs(glm::length(normal) - 1.0) < 1e-12);
        const double angle = std::acos(std::clamp(glm::dot(normal, direction), -1.0, 1.0));
        worst = std::max(worst, angle);
        QVERIFY2(angle <= bound, qPrintable(QString("%1 degrees off at (%2, %3, %4)").arg(angle * degrees)
                                                .arg(p.x).arg(p.y).arg(p.z)));
    }
    qDebug("largest normal error %.2f degrees (allowed %.2f)", worst * degrees, bound * degrees);
}

// Beyond the sampled box: the value at the nearest point of the box plus the distance to it, which
// never underestimates (triangle inequality) and is exact along the axes through the centre.
void TstSignedDistanceField::sphereOutsideTheBox()
{
    const SignedDistanceField& f = m_sphereField;
    const double tolerance = m_facetError + fieldTolerance(f);
    const glm::dvec3 lo = f.origin, hi = boxTop(f);
    Random random;
    for (int n = 0; n < 2000; ++n) {
        const glm::dvec3 p = random.direction() * random.uniform(1.0, 20.0);
        const glm::dvec3 pc = glm::clamp(p, lo, hi);
        QVERIFY(p != pc);
        const double got = f.distance(p);
        QVERIFY(std::abs(got - (f.distance(pc) + glm::distance(p, pc))) <= 1e-12 * (1.0 + got));
        QVERIFY(got >= glm::length(p) - sphereRadius - tolerance);
        QCOMPARE(f.normal(p), f.normal(pc));
    }
    for (int axis = 0; axis < 3; ++axis)
        for (const double s : {-5.0, 5.0}) {
            glm::dvec3 p(0.0);
            p[axis] = s;
            QVERIFY(std::abs(f.distance(p) - (5.0 - sphereRadius)) <= tolerance);
            QVERIFY(f.normal(p)[axis] * (s > 0.0 ? 1.0 : -1.0) > 0.99);
        }
}

// At the samples themselves: exact within the band, and beyond it never below the exact
// distance to the mesh (a propagated distance is a distance to some triangle). The icosphere
// is convex, so the exact distance is the largest face-plane distance inside and the
// distance to the nearest triangle outside.
void TstSignedDistanceField::sphereSamples()
{
    const SignedDistanceField f = buildSignedDistanceField(m_sphere, 16);
    double worstBand = 0.0, worstFar = 0.0;
    for (int k = 0; k < f.dims.z; ++k)
        for (int j = 0; j < f.dims.y; ++j)
            for (int i = 0; i < f.dims.x; ++i) {
                const glm::dvec3 p = samplePosition(f, i, j, k);
                double plane = -1e300, nearest = 1e300;
                for (const auto& t : m_sphere.triangles) {
                    const glm::dvec3 a = m_sphere.vertices[t[0]], b = m_sphere.vertices[t[1]], c = m_sphere.vertices[t[2]];
                    const glm::dvec3 n = glm::normalize(glm::cross(b - a, c - a));
                    plane = std::max(plane, glm::dot(p - a, n));
                    // Distance to the triangle: the plane if p projects inside, else the nearest edge.
                    const glm::dvec3 q = p - glm::dot(p - a, n) * n;
                    const bool inside = glm::dot(glm::cross(b - a, q - a), n) >= 0 && glm::dot(glm::cross(c - b, q - b), n) >= 0
                                        && glm::dot(glm::cross(a - c, q - c), n) >= 0;
                    double d = std::abs(glm::dot(p - a, n));
                    if (!inside) {
                        d = 1e300;
                        for (const auto& [u, v] : {std::pair{a, b}, {b, c}, {c, a}}) {
                            const double s = std::clamp(glm::dot(p - u, v - u) / glm::dot(v - u, v - u), 0.0, 1.0);
                            d = std::min(d, glm::distance(p, u + s * (v - u)));
                        }
                    }
                    nearest = std::min(nearest, d);
                }
                const double exact = plane > 0.0 ? nearest : plane;
                const double got = f.at(i, j, k);
                QVERIFY2(std::abs(got) >= std::abs(exact) - roundOff,
                         qPrintable(QString("sample %1 %2 %3: %4, exact %5").arg(i).arg(j).arg(k).arg(got).arg(exact)));
                QCOMPARE(got < 0.0, exact < 0.0);
                if (std::abs(exact) <= 2.0 * f.cellSize)
                    worstBand = std::max(worstBand, std::abs(got - exact));
                else
                    worstFar = std::max(worstFar, std::abs(got) - std::abs(exact));
            }
    qDebug("16-cell icosphere samples: largest error %.2g within 2 cells of the surface, %.2g beyond",
           worstBand, worstFar);
    QVERIFY(worstBand <= roundOff);
    QVERIFY(worstFar <= propagationSlack(f));
}

void TstSignedDistanceField::lPrism_data()
{
    QTest::addColumn<int>("cells");
    QTest::newRow("16 cells") << 16;
    QTest::newRow("48 cells") << 48;
}

// The L-prism's triangles are its exact shape: |distance − exact| ≤ fieldTolerance, points in
// the notch outside, points in the solid inside.
void TstSignedDistanceField::lPrism()
{
    QFETCH(int, cells);
    const SignedDistanceField f = buildSignedDistanceField(lPrismMesh(), cells);
    const double tolerance = fieldTolerance(f);
    Random random;
    double worst = 0.0;
    for (int n = 0; n < 20000; ++n) {
        const glm::dvec3 p = random.inBox({-0.3, -0.3, -0.3}, {2.3, 2.3, 1.3});
        const double expected = lPrismDistance(p);
        const double got = f.distance(p);
        worst = std::max(worst, std::abs(got - expected));
        QVERIFY2(std::abs(got - expected) <= tolerance,
                 qPrintable(QString("at (%1, %2, %3): %4, expected %5").arg(p.x).arg(p.y).arg(p.z).arg(got).arg(expected)));
        if (std::abs(expected) > tolerance)
            QCOMPARE(got < 0.0, expected < 0.0);
    }
    qDebug("largest error %.5f (allowed %.5f)", worst, tolerance);
    // The notch is outside, by its distance to the inner corner's edges.
    QVERIFY(f.distance({1.5, 1.5, 0.5}) > 0.5 - tolerance && f.distance({1.5, 1.5, 0.5}) < 0.5 + tolerance);
    QVERIFY(f.distance({1.9, 1.9, 0.5}) > 0.9 - tolerance);
    // The solid is inside: the middle of each arm and the corner block.
    QVERIFY(std::abs(f.distance({1.5, 0.5, 0.5}) + 0.5) <= tolerance);
    QVERIFY(std::abs(f.distance({0.5, 1.5, 0.5}) + 0.5) <= tolerance);
    QVERIFY(std::abs(f.distance({0.5, 0.5, 0.5}) + 0.5) <= tolerance);
    // Normals point out of the faces.
    QVERIFY(glm::dot(f.normal({1.5, 1.02, 0.5}), glm::dvec3(0, 1, 0)) > 0.99);
    QVERIFY(glm::dot(f.normal({1.02, 1.5, 0.5}), glm::dvec3(1, 0, 0)) > 0.99);
    QVERIFY(glm::dot(f.normal({0.5, 0.5, 1.02}), glm::dvec3(0, 0, 1)) > 0.99);
}

// Every sample against the exact distance: signs all right, values exact within the band.
void TstSignedDistanceField::lPrismSamples()
{
    const SignedDistanceField f = buildSignedDistanceField(lPrismMesh(), 40);
    double worstBand = 0.0, worstFar = 0.0;
    for (int k = 0; k < f.dims.z; ++k)
        for (int j = 0; j < f.dims.y; ++j)
            for (int i = 0; i < f.dims.x; ++i) {
                const double exact = lPrismDistance(samplePosition(f, i, j, k));
                const double got = f.at(i, j, k);
                if (std::abs(exact) > 1e-9)
                    QVERIFY2((got < 0.0) == (exact < 0.0), qPrintable(QString("sample %1 %2 %3: %4, expected %5")
                                                                          .arg(i).arg(j).arg(k).arg(got).arg(exact)));
                QVERIFY(std::abs(got) >= std::abs(exact) - roundOff);
                if (std::abs(exact) <= 2.0 * f.cellSize)
                    worstBand = std::max(worstBand, std::abs(got - exact));
                else
                    worstFar = std::max(worstFar, std::abs(got) - std::abs(exact));
            }
    qDebug("40-cell L-prism samples: largest error %.2g within 2 cells of the surface, %.2g beyond",
           worstBand, worstFar);
    QVERIFY(worstBand <= roundOff);
    QVERIFY(worstFar <= propagationSlack(f));
}

// A hollow box (the unit cube with a smaller box cut out of it) whose inner corners are placed
// exactly on samples, so that rows of samples run exactly along its edges, through its corners and
// through the diagonals of its faces: the sign of every sample must still be right.
void TstSignedDistanceField::boxRaysAlongEdges()
{
    TriangleMesh mesh;
    addBox(mesh, glm::dvec3(0.0), glm::dvec3(1.0));
    const SignedDistanceField outer = buildSignedDistanceField(mesh, 32);
    const glm::dvec3 lo = samplePosition(outer, 10, 11, 12), hi = samplePosition(outer, 20, 21, 22);
    QVERIFY(glm::all(glm::greaterThan(lo, glm::dvec3(0.0))) && glm::all(glm::lessThan(hi, glm::dvec3(1.0))));
    addBox(mesh, lo, hi);
    const SignedDistanceField f = buildSignedDistanceField(mesh, 32);
    QCOMPARE(f.dims, outer.dims);
    QCOMPARE(f.origin, outer.origin);
    int onSurface = 0;
    for (int k = 0; k < f.dims.z; ++k)
        for (int j = 0; j < f.dims.y; ++j)
            for (int i = 0; i < f.dims.x; ++i) {
                const glm::dvec3 p = samplePosition(f, i, j, k);
                const double exact = std::max(boxDistance(p, glm::dvec3(0.0), glm::dvec3(1.0)), -boxDistance(p, lo, hi));
                const double got = f.at(i, j, k);
                if (std::abs(exact) > 1e-9)
                    QVERIFY2((got < 0.0) == (exact < 0.0), qPrintable(QString("sample %1 %2 %3: %4, expected %5")
                                                                          .arg(i).arg(j).arg(k).arg(got).arg(exact)));
                else
                    ++onSurface;
                QVERIFY(std::abs(got) >= std::abs(exact) - roundOff);
                if (std::abs(exact) <= 2.0 * f.cellSize)
                    QVERIFY(std::abs(got - exact) <= roundOff);
            }
    QCOMPARE(onSurface, 6 * 11 * 11 - 12 * 11 + 8);  // the samples on the inner box's faces
}

void TstSignedDistanceField::openSquare_data()
{
    QTest::addColumn<int>("normalAxis");
    QTest::newRow("facing z (rows run in its plane)") << 2;
    QTest::newRow("facing x (rows cross it)") << 0;
}

// An open square [−0.5, 0.5]² of 2 triangles: a flat box, padded; within the sampled box |distance| is
// the distance to the square within fieldTolerance. The sign is the documented parity: facing z, the
// rows never cross it and everything is outside; facing x, its shadow along +x is "inside", and
// within a cell diagonal of the shadow's sides, where samples of both signs blend, |distance| is not
// checked.
void TstSignedDistanceField::openSquare()
{
    QFETCH(int, normalAxis);
    const int u = (normalAxis + 1) % 3, v = (normalAxis + 2) % 3;
    TriangleMesh mesh;
    for (const double a : {-0.5, 0.5})
        for (const double b : {-0.5, 0.5}) {
            glm::dvec3 p(0.0);
            p[u] = a;
            p[v] = b;
            mesh.vertices.push_back(p);
        }
    mesh.triangles = {{0, 1, 3}, {0, 3, 2}};
    const SignedDistanceField f = buildSignedDistanceField(mesh, 32);
    QVERIFY(f.dims[normalAxis] >= 7);
    for (const float value : f.values)
        QVERIFY(std::isfinite(value));
    const double tolerance = fieldTolerance(f);
    const double blend = std::sqrt(3.0) * f.cellSize;
    Random random;
    for (int n = 0; n < 5000; ++n) {
        // Inside the sampled box half the time, anywhere near it the other half.
        const glm::dvec3 p = n % 2 == 0 ? random.inBox(f.origin, boxTop(f)) : random.inBox(glm::dvec3(-1.0), glm::dvec3(1.0));
        const bool inBox = p == glm::clamp(p, f.origin, boxTop(f));
        glm::dvec3 q = p;
        q[u] = std::clamp(q[u], -0.5, 0.5);
        q[v] = std::clamp(q[v], -0.5, 0.5);
        q[normalAxis] = 0.0;
        const double expected = glm::distance(p, q);
        const double got = f.distance(p);
        QVERIFY(std::isfinite(got) && std::isfinite(glm::length(f.normal(p))));
        const double edge = std::max(std::abs(p[u]), std::abs(p[v]));  // 0.5 on the shadow's sides
        const bool inShadow = normalAxis == 0 && p.x > 0.0 && edge < 0.5;
        const bool nearShadowSide = normalAxis == 0 && p.x > -blend && std::abs(edge - 0.5) < blend;
        // Beyond the box the value is the clamped one plus the distance to the box: no comparison there.
        if (inBox && !nearShadowSide) {
            QVERIFY2(std::abs(std::abs(got) - expected) <= tolerance,
                     qPrintable(QString("at (%1, %2, %3): %4, expected ±%5").arg(p.x).arg(p.y).arg(p.z).arg(got).arg(expected)));
            if (expected > tolerance)
                QCOMPARE(got < 0.0, inShadow);
        }
    }
}

// Zero-area triangles (a repeated corner, three corners on a line) in a closed box change nothing;
// a mesh of nothing but a zero-area triangle along a line is a distance to that segment.
void TstSignedDistanceField::degenerateTriangles()
{
    TriangleMesh box;
    addBox(box, glm::dvec3(-0.5), glm::dvec3(0.5));
    TriangleMesh withDegenerate = box;
    withDegenerate.vertices.emplace_back(0.0, 0.0, 0.0);
    withDegenerate.vertices.emplace_back(0.25, 0.0, 0.0);
    const auto n = std::uint32_t(withDegenerate.vertices.size());
    withDegenerate.triangles.push_back({0, 0, 0});              // a point: corner 0
    withDegenerate.triangles.push_back({0, 7, 7});              // a segment: the box's diagonal
    withDegenerate.triangles.push_back({n - 2, n - 1, n - 2});  // a segment inside
    const SignedDistanceField plain = buildSignedDistanceField(box, 16);
    const SignedDistanceField mixed = buildSignedDistanceField(withDegenerate, 16);
    QCOMPARE(mixed.dims, plain.dims);
    for (std::size_t s = 0; s < plain.values.size(); ++s) {
        QVERIFY(std::isfinite(mixed.values[s]));
        // Inside, the inner segment and the diagonal are nearer than the walls in places: same sign
        // (samples on the diagonal are ±0), magnitude never above the box's.
        if (mixed.values[s] != 0.0f)
            QCOMPARE(mixed.values[s] < 0.0f, plain.values[s] < 0.0f);
        QVERIFY(std::abs(mixed.values[s]) <= std::abs(plain.values[s]) + 1e-6f);
    }

    TriangleMesh line;
    line.vertices = {{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, {0.5, 0.0, 0.0}};
    line.triangles = {{0, 1, 2}};
    const SignedDistanceField f = buildSignedDistanceField(line, 16);
    const double tolerance = fieldTolerance(f);
    for (const glm::dvec3 p : {glm::dvec3(0.5, 0.2, 0.0), glm::dvec3(-0.2, 0.0, 0.1), glm::dvec3(1.1, -0.1, 0.1)}) {
        const glm::dvec3 q(std::clamp(p.x, 0.0, 1.0), 0.0, 0.0);
        QVERIFY(std::abs(f.distance(p) - glm::distance(p, q)) <= tolerance);
    }
    for (const float value : f.values)
        QVERIFY(value >= 0.0f);
}

void TstSignedDistanceField::gridSizeAndPadding_data()
{
    QTest::addColumn<glm::dvec3>("size");
    QTest::addColumn<int>("cells");
    QTest::newRow("cube, 64") << glm::dvec3(1.0) << 64;
    QTest::newRow("long box, 8") << glm::dvec3(4.0, 1.0, 0.5) << 8;
    QTest::newRow("tall box, 256") << glm::dvec3(0.5, 3.0, 1.0) << 256;
    QTest::newRow("flat, 20") << glm::dvec3(2.0, 0.0, 1.0) << 20;
}

// cellSize = longest side / cells; padding = 3·cellSize + 5% of the diagonal on every side;
// dims = ceil((size + 2·padding) / cellSize) + 1, so the last sample is at least `padding` beyond the mesh.
void TstSignedDistanceField::gridSizeAndPadding()
{
    QFETCH(glm::dvec3, size);
    QFETCH(int, cells);
    const glm::dvec3 lo(-1.0, 2.0, 0.25);
    TriangleMesh mesh;
    mesh.vertices = {lo, lo + glm::dvec3(size.x, 0, 0), lo + glm::dvec3(0, size.y, 0), lo + glm::dvec3(0, 0, size.z),
                     lo + size};
    mesh.triangles = {{0, 1, 2}, {0, 3, 4}};
    const SignedDistanceField f = buildSignedDistanceField(mesh, cells);
    const double h = std::max({size.x, size.y, size.z}) / cells;
    const double padding = 3.0 * h + 0.05 * glm::length(size);
    QCOMPARE(f.cellSize, h);
    QVERIFY(glm::all(glm::lessThan(glm::abs(f.origin - (lo - padding)), glm::dvec3(1e-12))));
    for (int a = 0; a < 3; ++a) {
        QCOMPARE(f.dims[a], int(std::ceil((size[a] + 2.0 * padding) / h)) + 1);
        QVERIFY(boxTop(f)[a] >= lo[a] + size[a] + padding - 1e-12);
        QVERIFY(boxTop(f)[a] < lo[a] + size[a] + padding + h);
    }
    QCOMPARE(f.values.size(), std::size_t(f.dims.x) * std::size_t(f.dims.y) * std::size_t(f.dims.z));
}

// The formula of the header, on hand-made samples: a linear function is reproduced exactly with its
// gradient; between samples of a non-linear one, the blend written out by hand; beyond the box,
// the clamped value plus the distance; NaN in, NaN out; an empty field answers without reading.
void TstSignedDistanceField::interpolationFormula()
{
    SignedDistanceField f;
    f.origin = {1.0, -2.0, 0.5};
    f.cellSize = 0.25;
    f.dims = {4, 3, 5};
    auto linear = [&](glm::dvec3 p) { return 2.0 * p.x - 3.0 * p.y + 0.5 * p.z + 1.0; };
    for (int k = 0; k < f.dims.z; ++k)
        for (int j = 0; j < f.dims.y; ++j)
            for (int i = 0; i < f.dims.x; ++i)
                f.values.push_back(float(linear(samplePosition(f, i, j, k))));
    const glm::dvec3 gradient = glm::normalize(glm::dvec3(2.0, -3.0, 0.5));
    Random random;
    for (int n = 0; n < 200; ++n) {
        const glm::dvec3 p = random.inBox(f.origin, boxTop(f));
        QVERIFY(std::abs(f.distance(p) - linear(p)) < 1e-5);
        QVERIFY(glm::distance(f.normal(p), gradient) < 1e-6);
    }
    // On a sample and on the box's last sample (the last cell, t = 1).
    QCOMPARE(f.distance(samplePosition(f, 1, 2, 3)), double(f.at(1, 2, 3)));
    QCOMPARE(f.distance(boxTop(f)), double(f.at(3, 2, 4)));

    // Non-linear samples: one cell written out.
    f.values.assign(f.values.size(), 0.0f);
    const float v[2][2][2] = {{{1.0f, -2.0f}, {0.5f, 3.0f}}, {{-1.5f, 2.5f}, {4.0f, -0.25f}}};  // v[x][y][z]
    for (int z = 0; z < 2; ++z)
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 2; ++x)
                f.values[std::size_t(((1 + z) * f.dims.y + (1 + y)) * f.dims.x + (2 + x))] = v[x][y][z];
    const glm::dvec3 t(0.3, 0.6, 0.8);
    const glm::dvec3 p = samplePosition(f, 2, 1, 1) + t * f.cellSize;
    auto lerp = [](double a, double b, double s) { return a + s * (b - a); };
    const double v00 = lerp(v[0][0][0], v[1][0][0], t.x), v10 = lerp(v[0][1][0], v[1][1][0], t.x);
    const double v01 = lerp(v[0][0][1], v[1][0][1], t.x), v11 = lerp(v[0][1][1], v[1][1][1], t.x);
    const double v0 = lerp(v00, v10, t.y), v1 = lerp(v01, v11, t.y);
    QVERIFY(std::abs(f.distance(p) - lerp(v0, v1, t.z)) < 1e-12);
    const glm::dvec3 d(lerp(lerp(v[1][0][0] - v[0][0][0], v[1][1][0] - v[0][1][0], t.y),
                            lerp(v[1][0][1] - v[0][0][1], v[1][1][1] - v[0][1][1], t.y), t.z),
                       lerp(v10 - v00, v11 - v01, t.z), v1 - v0);
    QVERIFY(glm::distance(f.normal(p), glm::normalize(d)) < 1e-12);
    // The analytic gradient matches a central difference of distance().
    const double e = 1e-6;
    const glm::dvec3 numeric((f.distance(p + glm::dvec3(e, 0, 0)) - f.distance(p - glm::dvec3(e, 0, 0))),
                             (f.distance(p + glm::dvec3(0, e, 0)) - f.distance(p - glm::dvec3(0, e, 0))),
                             (f.distance(p + glm::dvec3(0, 0, e)) - f.distance(p - glm::dvec3(0, 0, e))));
    QVERIFY(glm::distance(f.normal(p), glm::normalize(numeric)) < 1e-6);

    // Beyond the box.
    const glm::dvec3 far = boxTop(f) + glm::dvec3(3.0, -0.5, 4.0);
    const glm::dvec3 clamped(boxTop(f).x, boxTop(f).y - 0.5, boxTop(f).z);
    QCOMPARE(f.distance(far), f.distance(clamped) + glm::distance(far, clamped));
    QCOMPARE(f.normal(far), f.normal(clamped));

    QVERIFY(std::isnan(f.distance({std::nan(""), 0.0, 0.0})));
    QVERIFY(std::isinf(f.distance({std::numeric_limits<double>::infinity(), 0.0, 0.0})));
    const SignedDistanceField empty;
    QVERIFY(std::isinf(empty.distance({0.0, 0.0, 0.0})));
    QCOMPARE(empty.normal({0.0, 0.0, 0.0}), glm::dvec3(0.0));
}

void TstSignedDistanceField::rejectsBadInput_data()
{
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("defect");
    QTest::addColumn<QString>("expected");  // in the message
    QTest::newRow("7 cells") << 7 << 0 << "outside 8 to 256";
    QTest::newRow("257 cells") << 257 << 0 << "outside 8 to 256";
    QTest::newRow("0 cells") << 0 << 0 << "outside 8 to 256";
    QTest::newRow("-64 cells") << -64 << 0 << "outside 8 to 256";
    QTest::newRow("no triangles") << 64 << 1 << "no triangles";
    QTest::newRow("a single point") << 64 << 2 << "single point";
    QTest::newRow("index out of range") << 64 << 3 << "vertex 9";
    QTest::newRow("NaN coordinate") << 64 << 4 << "not finite";
    QTest::newRow("infinite coordinate") << 64 << 5 << "not finite";
    QTest::newRow("coordinate 1e16") << 64 << 6 << "beyond";
}

void TstSignedDistanceField::rejectsBadInput()
{
    QFETCH(int, cells);
    QFETCH(int, defect);
    QFETCH(QString, expected);
    TriangleMesh mesh;
    mesh.vertices = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
    mesh.triangles = {{0, 1, 2}};
    switch (defect) {
    case 1: mesh.triangles.clear(); break;
    case 2: mesh.vertices = {{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}}; break;
    case 3: mesh.triangles[0][1] = 9; break;
    case 4: mesh.vertices[1].y = std::nan(""); break;
    case 5: mesh.vertices[2].z = -std::numeric_limits<double>::infinity(); break;
    case 6: mesh.vertices[2].x = 1e16; break;
    default: break;
    }
    try {
        buildSignedDistanceField(mesh, cells);
        QFAIL("no exception");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains(expected), e.what());
    }
}

// The 64-cell field of a 5,120-triangle icosphere (and of the 1,280-triangle one), timed for the log only.
void TstSignedDistanceField::buildTime()
{
    for (const int subdivisions : {3, 4}) {
        const TriangleMesh mesh = icosphere(subdivisions, sphereRadius);
        QElapsedTimer timer;
        timer.start();
        const SignedDistanceField f = buildSignedDistanceField(mesh, 64);
        qDebug("64-cell field of a %zu-triangle icosphere (%d×%d×%d samples): %lld ms", mesh.triangles.size(),
               f.dims.x, f.dims.y, f.dims.z, timer.elapsed());
    }
}

QTEST_GUILESS_MAIN(TstSignedDistanceField)
#include "tst_SignedDistanceField.moc"

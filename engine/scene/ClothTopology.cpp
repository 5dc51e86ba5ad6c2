#include "engine/scene/ClothTopology.h"

#include "engine/scene/BucketSort.h"
#include "engine/scene/MembraneForces.h"
#include "engine/scene/MeshBending.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>
#include <utility>

namespace drape::engine {
namespace {

using Edge = std::pair<std::uint32_t, std::uint32_t>;

Edge edgeOf(std::uint32_t a, std::uint32_t b)
{
    return a < b ? Edge{a, b} : Edge{b, a};
}

double distance(const glm::dvec3& a, const glm::dvec3& b)
{
    const glm::dvec3 d = b - a;
    return std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
}

double faceArea(const SurfaceFace& face, std::span<const glm::dvec3> rest)
{
    const auto& p = face.particle;
    if (face.corners == 3)
        return 0.5 * glm::length(glm::cross(rest[p[1]] - rest[p[0]], rest[p[2]] - rest[p[0]]));
    return 0.5 * glm::length(glm::cross(rest[p[2]] - rest[p[0]], rest[p[3]] - rest[p[1]]));
}

/// Each particle's share of its faces' area over the reference area.
std::vector<double> lumpedMassShares(const ClothSurface& surface, double referenceArea)
{
    std::vector<double> area(surface.rest.size(), 0.0);
    for (const SurfaceFace& face : surface.faces) {
        const double share = faceArea(face, surface.rest) / double(face.corners);
        for (std::size_t c = 0; c < face.corners; ++c)
            area[face.particle[c]] += share;
    }
    for (double& a : area)
        a /= referenceArea;
    return area;
}

std::vector<AirFace> airFacesOf(const ClothSurface& surface)
{
    std::vector<AirFace> faces;
    faces.reserve(surface.faces.size());
    for (const SurfaceFace& face : surface.faces)
        faces.push_back({face.corners, face.particle});
    return faces;
}

/// A spring before merging: the same pair and type from several faces add their weights.
struct SpringDraft {
    Edge edge;
    SpringType type = SpringType::Structural;
    std::array<double, 3> weight{};
};

/// Springs merged by their particle pair and type (weights added in the order
/// they came), then each particle's ends by the far particle.
void indexSprings(ClothTopology& topology, std::vector<SpringDraft> drafts)
{
    bucketSort(drafts, topology.rest.size(), [](const SpringDraft& d) { return d.edge.first; },
               [](const SpringDraft& d) { return std::uint64_t(d.edge.second) << 8 | std::uint64_t(d.type); });
    topology.springs.reserve(drafts.size());  // at most one spring a draft
    for (std::size_t d = 0; d < drafts.size();) {
        TopologySpring spring{drafts[d].edge.first, drafts[d].edge.second, drafts[d].type, 0.0, drafts[d].weight};
        std::size_t next = d + 1;
        for (; next < drafts.size() && drafts[next].edge == drafts[d].edge && drafts[next].type == drafts[d].type; ++next)
            for (std::size_t t = 0; t < 3; ++t)
                spring.weight[t] += drafts[next].weight[t];
        spring.restLength = distance(topology.rest[spring.a], topology.rest[spring.b]);
        topology.springs.push_back(spring);
        d = next;
    }
    const std::size_t n = topology.rest.size();
    topology.springStart.assign(n + 1, 0);
    for (const TopologySpring& spring : topology.springs) {
        ++topology.springStart[spring.a + 1];
        ++topology.springStart[spring.b + 1];
    }
    for (std::size_t p = 0; p < n; ++p)
        topology.springStart[p + 1] += topology.springStart[p];
    topology.springEnds.resize(topology.springStart[n]);
    std::vector<std::uint32_t> filled(topology.springStart.begin(), topology.springStart.end() - 1);
    for (std::size_t s = 0; s < topology.springs.size(); ++s) {
        const TopologySpring& spring = topology.springs[s];
        topology.springEnds[filled[spring.a]++] = {spring.b, std::uint32_t(s)};
        topology.springEnds[filled[spring.b]++] = {spring.a, std::uint32_t(s)};
    }
    for (std::size_t p = 0; p < n; ++p)
        std::sort(topology.springEnds.begin() + topology.springStart[p], topology.springEnds.begin() + topology.springStart[p + 1],
                  [](const SpringEnd& l, const SpringEnd& r) {
                      return l.other != r.other ? l.other < r.other : l.spring < r.spring;
                  });
}

/// The angle at corner `at` between the edges to `a` and `b`, degrees.
double angleAt(const glm::dvec3& at, const glm::dvec3& a, const glm::dvec3& b)
{
    const glm::dvec3 u = a - at, v = b - at;
    return std::acos(std::clamp(glm::dot(u, v) / (glm::length(u) * glm::length(v)), -1.0, 1.0)) * 180.0 /
           std::numbers::pi;
}

/// The angle at corner c of a quad, degrees.
double cornerAngle(const SurfaceFace& face, std::span<const glm::dvec3> rest, std::size_t c)
{
    return angleAt(rest[face.particle[c]], rest[face.particle[(c + 1) % 4]], rest[face.particle[(c + 3) % 4]]);
}

/// A quad's mean side lengths: a along edges 01 and 32, b along 12 and 03.
std::pair<double, double> quadSides(const SurfaceFace& face, std::span<const glm::dvec3> rest)
{
    const auto& p = face.particle;
    return {0.5 * (distance(rest[p[0]], rest[p[1]]) + distance(rest[p[3]], rest[p[2]])),
            0.5 * (distance(rest[p[1]], rest[p[2]]) + distance(rest[p[0]], rest[p[3]]))};
}

/// Sides in a ratio the quad lattice's edge stiffness stays positive for (a
/// free-strip Y of at least G: (b/a)² ≥ G / C₁₁ holds at 0.8 for every such material).
constexpr double quadAspectLimit = 1.25;

bool keepsShearSprings(const SurfaceFace& face, std::span<const glm::dvec3> rest)
{
    if (face.corners != 4)
        return false;
    for (std::size_t c = 0; c < 4; ++c)
        if (std::abs(cornerAngle(face, rest, c) - 90.0) > quadRightAngleTolerance)
            return false;
    const auto [a, b] = quadSides(face, rest);
    return std::max(a / b, b / a) <= quadAspectLimit;
}

/// A nearly rectangular quad of sides a (edges 01, 32) and b (12, 03) as the
/// grid's lattice (docs/physics.md, "Cloth from a mesh"): on an a × b lattice,
/// edges along a of stiffness C₁₁ b/a − G a/b, along b C₁₁ a/b − G b/a and two
/// diagonals of G d²/(2ab) give the moduli C₁₁, C₁₂ = G and G. An edge is on
/// two quads, so each quad gives it half. Sides equal to 1e-9 are a square's.
void addQuadLatticeSprings(const SurfaceFace& face, std::span<const glm::dvec3> rest, std::vector<SpringDraft>& drafts)
{
    const auto& p = face.particle;
    auto [a, b] = quadSides(face, rest);
    const bool square = std::abs(a - b) <= 1e-9 * (a + b);
    if (square)
        a = b = 1.0;
    const auto add = [&](std::uint32_t u, std::uint32_t v, SpringType type, std::array<double, 3> w) {
        drafts.push_back({edgeOf(u, v), type, w});
    };
    const std::array<double, 3> alongA{0.5 * (b / a), 0.5 * (b / a - a / b), 0.0};
    const std::array<double, 3> alongB{0.5 * (a / b), 0.5 * (a / b - b / a), 0.0};
    add(p[0], p[1], SpringType::Structural, alongA);
    add(p[3], p[2], SpringType::Structural, alongA);
    add(p[1], p[2], SpringType::Structural, alongB);
    add(p[0], p[3], SpringType::Structural, alongB);
    for (const auto& [u, v] : {std::pair{p[0], p[2]}, std::pair{p[1], p[3]}}) {
        const double d = distance(rest[u], rest[v]);
        add(u, v, SpringType::Shear, {0.0, square ? 1.0 : d * d / (2.0 * a * b), 0.0});
    }
}

/// The material's first axis on a triangle: where u grows on its texture, else `warp`.
glm::dvec3 triangleWarp(const SurfaceFace& face, const std::array<std::size_t, 3>& corner,
                        std::span<const glm::dvec3> rest, const glm::dvec3& warp)
{
    const glm::dvec2 du1 = face.uv[corner[1]] - face.uv[corner[0]], du2 = face.uv[corner[2]] - face.uv[corner[0]];
    const double det = du1.x * du2.y - du2.x * du1.y;
    if (std::abs(det) < 1e-12)
        return warp;
    const glm::dvec3 d1 = rest[face.particle[corner[1]]] - rest[face.particle[corner[0]]];
    const glm::dvec3 d2 = rest[face.particle[corner[2]]] - rest[face.particle[corner[0]]];
    return (du2.y * d1 - du1.y * d2) / det;
}

/// A face's membrane triangles as corner numbers: a quad's along its shorter diagonal.
std::vector<std::array<std::size_t, 3>> splitFace(const SurfaceFace& face, std::span<const glm::dvec3> rest)
{
    if (face.corners == 3)
        return {{0, 1, 2}};
    const auto& p = face.particle;
    if (distance(rest[p[0]], rest[p[2]]) <= distance(rest[p[1]], rest[p[3]]))
        return {{0, 1, 2}, {0, 2, 3}};
    return {{0, 1, 3}, {1, 2, 3}};
}

/// The corner opposite edge (c, c + 1) of a face in the triangle that holds the
/// edge, when the face is split along `split`: a triangle's third corner; a quad's
/// split 0 is along its corners 0–2, split 1 along 1–3.
std::uint32_t wingOf(const SurfaceFace& face, std::size_t c, int split)
{
    if (face.corners == 3)
        return face.particle[(c + 2) % 3];
    static constexpr std::array<std::array<std::size_t, 4>, 2> wing{{{2, 0, 0, 2}, {3, 3, 1, 1}}};
    return face.particle[wing[std::size_t(split)][c]];
}

/// Edge (corner, corner + 1) of a face.
struct FaceEdge {
    Edge edge;
    std::uint32_t face = 0;
    std::uint8_t corner = 0;
};

/// The edges of the surface's faces (of its triangles only, with `trianglesOnly`),
/// sorted so that the faces sharing an edge stand together, in face order.
std::vector<FaceEdge> sortedFaceEdges(const ClothSurface& surface, bool trianglesOnly)
{
    std::vector<FaceEdge> edges;
    for (std::uint32_t f = 0; f < surface.faces.size(); ++f) {
        const SurfaceFace& face = surface.faces[f];
        if (trianglesOnly && face.corners != 3)
            continue;
        for (std::uint8_t c = 0; c < face.corners; ++c)
            edges.push_back({edgeOf(face.particle[c], face.particle[(c + 1) % face.corners]), f, c});
    }
    std::stable_sort(edges.begin(), edges.end(), [](const FaceEdge& l, const FaceEdge& r) { return l.edge < r.edge; });
    return edges;
}

/// Bergou's hinges over every way of splitting the quads: a quad is split along
/// either diagonal with weight ½ each, so each edge between two faces is a hinge
/// per pair of their splits (weights multiplied), and each quad's diagonals are
/// hinges of weight ½. One split alone couples bend to twist (a hinge across an
/// edge off the bend's direction sees both), and a strip then twists as it bends;
/// over both the coupling cancels (docs/physics.md, "Cloth from a mesh").
std::vector<BendingHinge> hingesOf(const ClothSurface& surface)
{
    std::vector<BendingHinge> hinges;
    const auto add = [&](const std::array<std::uint32_t, 4>& particle, double weight) {
        BendingHinge hinge = restHinge(particle, surface.rest);
        hinge.coefficient *= weight;
        hinges.push_back(hinge);
    };
    for (const SurfaceFace& face : surface.faces)
        if (face.corners == 4) {
            const auto& p = face.particle;
            add({p[0], p[2], p[1], p[3]}, 0.5);
            add({p[1], p[3], p[0], p[2]}, 0.5);
        }
    const std::vector<FaceEdge> edges = sortedFaceEdges(surface, false);
    for (std::size_t e = 0; e < edges.size();) {
        std::size_t next = e + 1;
        while (next < edges.size() && edges[next].edge == edges[e].edge)
            ++next;
        if (next - e > 2)
            throw std::invalid_argument("an edge is shared by more than two faces");
        if (next - e == 2) {
            const SurfaceFace& a = surface.faces[edges[e].face];
            const SurfaceFace& b = surface.faces[edges[e + 1].face];
            const int splitsA = a.corners == 4 ? 2 : 1, splitsB = b.corners == 4 ? 2 : 1;
            for (int sa = 0; sa < splitsA; ++sa)
                for (int sb = 0; sb < splitsB; ++sb)
                    add({edges[e].edge.first, edges[e].edge.second, wingOf(a, edges[e].corner, sa),
                         wingOf(b, edges[e + 1].corner, sb)},
                        1.0 / double(splitsA * splitsB));
        }
        e = next;
    }
    return hinges;
}

/// The surface the bending is built on: pairs of triangles whose shared edge is
/// the diagonal of a near-rectangle (both angles facing it within
/// quadRightAngleTolerance of 90°) taken back into the quads they were split
/// from, so that their hinges also average both splits. Best-shaped pairs first;
/// each triangle in one pair at most.
ClothSurface quadsForBending(const ClothSurface& surface)
{
    struct Candidate {
        double skew = 0.0;          ///< the larger of the two angles' distances from 90°
        std::uint32_t first = 0, second = 0;   ///< the two triangles
        std::uint8_t firstCorner = 0, secondCorner = 0;   ///< the edge's first corner in each
    };
    const std::vector<FaceEdge> edges = sortedFaceEdges(surface, true);
    const auto opposite = [&](const FaceEdge& e) { return surface.faces[e.face].particle[(e.corner + 2) % 3]; };
    std::vector<Candidate> candidates;
    for (std::size_t e = 0; e + 1 < edges.size(); ++e) {
        if (edges[e].edge != edges[e + 1].edge || (e + 2 < edges.size() && edges[e + 2].edge == edges[e].edge))
            continue;
        const glm::dvec3 &a = surface.rest[edges[e].edge.first], &b = surface.rest[edges[e].edge.second];
        const double skew = std::max(std::abs(angleAt(surface.rest[opposite(edges[e])], a, b) - 90.0),
                                     std::abs(angleAt(surface.rest[opposite(edges[e + 1])], a, b) - 90.0));
        if (skew <= quadRightAngleTolerance)
            candidates.push_back({skew, edges[e].face, edges[e + 1].face, edges[e].corner, edges[e + 1].corner});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& l, const Candidate& r) { return l.skew < r.skew; });
    ClothSurface paired;
    paired.rest = surface.rest;
    std::vector<std::uint8_t> used(surface.faces.size(), 0);
    for (const Candidate& c : candidates) {
        if (used[c.first] || used[c.second])
            continue;
        used[c.first] = used[c.second] = 1;
        // Triangle (p, q, r) with the edge p→q, and the other with q→p and wing s: the quad p, s, q, r.
        const SurfaceFace& t = surface.faces[c.first];
        const std::uint32_t p = t.particle[c.firstCorner], q = t.particle[(c.firstCorner + 1) % 3];
        const std::uint32_t r = t.particle[(c.firstCorner + 2) % 3];
        const std::uint32_t wing = surface.faces[c.second].particle[(c.secondCorner + 2) % 3];
        SurfaceFace quad;
        quad.corners = 4;
        quad.particle = {p, wing, q, r};
        paired.faces.push_back(quad);
    }
    for (std::uint32_t f = 0; f < surface.faces.size(); ++f)
        if (!used[f])
            paired.faces.push_back(surface.faces[f]);
    return paired;
}

}  // namespace

ClothTopology surfaceTopology(const ClothSurface& surface, double referenceArea, std::span<const std::uint32_t> pins,
                              const glm::dvec3& warp)
{
    ClothTopology topology;
    topology.rest = surface.rest;
    topology.massShare = lumpedMassShares(surface, referenceArea);
    topology.airFaces = airFacesOf(surface);
    std::vector<SpringDraft> drafts;
    for (const SurfaceFace& face : surface.faces) {
        const bool lattice = keepsShearSprings(face, surface.rest);
        if (lattice)
            addQuadLatticeSprings(face, surface.rest, drafts);
        for (std::size_t c = 0; c < face.corners; ++c)
            drafts.push_back({edgeOf(face.particle[c], face.particle[(c + 1) % face.corners]), SpringType::Structural, {}});
        if (lattice)
            continue;
        for (const auto& corner : splitFace(face, surface.rest)) {
            const std::array<std::uint32_t, 3> t{face.particle[corner[0]], face.particle[corner[1]],
                                                 face.particle[corner[2]]};
            topology.membranes.push_back(restMembrane(t, surface.rest, triangleWarp(face, corner, surface.rest, warp)));
        }
    }
    indexSprings(topology, std::move(drafts));
    topology.hinges = hingesOf(quadsForBending(surface));
    topology.pinned.assign(surface.rest.size(), 0);
    for (std::uint32_t pin : pins) {
        if (pin >= surface.rest.size())
            throw std::invalid_argument("pin " + std::to_string(pin) + " is not a particle (the surface has " +
                                        std::to_string(surface.rest.size()) + ")");
        topology.pinned[pin] = 1;
    }
    return topology;
}

ClothTopology gridTopology(const ClothSpec& cloth)
{
    const ClothSurface surface = gridSurface(cloth);
    ClothTopology topology;
    topology.rest = surface.rest;
    topology.gridSize = std::array<int, 2>{cloth.cols, cloth.rows};
    if (cloth.cols > 1 && cloth.rows > 1) {
        const double cellArea = cloth.spacing * cloth.spacing * glm::length(glm::cross(cloth.uAxis, cloth.vAxis));
        topology.massShare = lumpedMassShares(surface, cellArea);
    } else {
        // A rope has no faces: each particle stands for its length, the ends for half.
        for (int j = 0; j < cloth.rows; ++j)
            for (int i = 0; i < cloth.cols; ++i)
                topology.massShare.push_back(areaShareAlong(i, cloth.cols) * areaShareAlong(j, cloth.rows));
    }
    topology.airFaces = airFacesOf(surface);
    std::vector<SpringDraft> drafts;
    drafts.reserve(std::size_t(cloth.particleCount()) * springStencil.size() / 2);  // each spring from one end
    for (int j = 0; j < cloth.rows; ++j) {
        for (int i = 0; i < cloth.cols; ++i) {
            for (const StencilOffset& offset : springStencil) {
                const int ni = i + offset.di, nj = j + offset.dj;
                // Each spring once, from the end it points away from in the stencil's positive half.
                if (ni < 0 || ni >= cloth.cols || nj < 0 || nj >= cloth.rows || offset.dj < 0 ||
                    (offset.dj == 0 && offset.di < 0))
                    continue;
                std::array<double, 3> w{};
                w[std::size_t(offset.type)] = borderShare(cloth.cols, cloth.rows, {i, j}, offset);
                drafts.push_back({edgeOf(std::uint32_t(particleIndex(cloth, {i, j})), std::uint32_t(particleIndex(cloth, {ni, nj}))),
                                  offset.type, w});
            }
        }
    }
    indexSprings(topology, std::move(drafts));
    topology.pinned.assign(surface.rest.size(), 0);
    for (const GridCoord& pin : heldParticles(cloth))
        topology.pinned[std::size_t(particleIndex(cloth, pin))] = 1;
    return topology;
}

ClothTopology clothTopology(const ClothSpec& cloth)
{
    if (!cloth.mesh)
        return gridTopology(cloth);
    std::vector<std::uint32_t> pins;
    for (const GridCoord& pin : heldParticles(cloth))
        pins.push_back(std::uint32_t(pin.i));
    return surfaceTopology(*cloth.mesh->surface, cloth.spacing * cloth.spacing, pins, {1.0, 0.0, 0.0});
}

}  // namespace drape::engine

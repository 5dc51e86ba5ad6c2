#include "engine/collide/ColliderTessellation.h"

#include <glm/geometric.hpp>

#include <array>
#include <cmath>
#include <numbers>

namespace drape::engine {
namespace {

/// A vertex of the unit sphere at latitude `lat` (radians, +π/2 at +y) and
/// longitude `lon`, on the cap `cap` (-1, 0, +1).
ShapeVertex sphereVertex(double lat, double lon, float cap)
{
    const glm::vec3 n(float(std::cos(lat) * std::cos(lon)), float(std::sin(lat)), float(std::cos(lat) * std::sin(lon)));
    return {glm::vec4(n, cap), glm::vec4(n, 0.0f)};
}

void addTriangle(std::vector<ShapeVertex>& out, const ShapeVertex& a, const ShapeVertex& b, const ShapeVertex& c)
{
    out.insert(out.end(), {a, b, c});
}

}  // namespace

std::vector<ShapeVertex> tessellateCapsule(int segments, int halfRings)
{
    // Latitude rings from the top pole to the bottom one; the equator appears
    // twice, once on each cap, and the band between those two is the cylinder.
    struct Ring {
        double latitude;
        float cap;
    };
    std::vector<Ring> rings;
    for (int r = 0; r <= halfRings; ++r)
        rings.push_back({std::numbers::pi / 2.0 * (1.0 - double(r) / halfRings), 1.0f});
    for (int r = 0; r <= halfRings; ++r)
        rings.push_back({-std::numbers::pi / 2.0 * double(r) / halfRings, -1.0f});

    std::vector<ShapeVertex> out;
    for (std::size_t r = 0; r + 1 < rings.size(); ++r) {
        for (int s = 0; s < segments; ++s) {
            const double lon0 = 2.0 * std::numbers::pi * s / segments;
            const double lon1 = 2.0 * std::numbers::pi * (s + 1) / segments;
            const ShapeVertex a = sphereVertex(rings[r].latitude, lon0, rings[r].cap);
            const ShapeVertex b = sphereVertex(rings[r].latitude, lon1, rings[r].cap);
            const ShapeVertex c = sphereVertex(rings[r + 1].latitude, lon0, rings[r + 1].cap);
            const ShapeVertex d = sphereVertex(rings[r + 1].latitude, lon1, rings[r + 1].cap);
            // Counter-clockwise seen from outside; the poles' rows degenerate to one triangle.
            if (r != 0)
                addTriangle(out, a, b, c);
            if (r + 2 != rings.size())
                addTriangle(out, b, d, c);
        }
    }
    return out;
}

std::vector<ShapeVertex> tessellateBox()
{
    std::vector<ShapeVertex> out;
    for (int axis = 0; axis < 3; ++axis) {
        for (const float side : {-1.0f, 1.0f}) {
            glm::vec3 normal(0.0f);
            normal[axis] = side;
            // Two unit vectors spanning the face, with u × v = normal.
            glm::vec3 u(0.0f), v(0.0f);
            u[(axis + 1) % 3] = 1.0f;
            v[(axis + 2) % 3] = side;
            const auto corner = [&](float a, float b) {
                return ShapeVertex{glm::vec4(normal + a * u + b * v, 0.0f), glm::vec4(normal, 0.0f)};
            };
            addTriangle(out, corner(-1, -1), corner(1, -1), corner(1, 1));
            addTriangle(out, corner(-1, -1), corner(1, 1), corner(-1, 1));
        }
    }
    return out;
}

std::vector<ShapeVertex> tessellatePlane(float halfExtent)
{
    const glm::vec4 up(0.0f, 1.0f, 0.0f, 0.0f);
    const auto corner = [&](float x, float z) { return ShapeVertex{glm::vec4(x, 0.0f, z, 0.0f), up}; };
    const float h = halfExtent;
    std::vector<ShapeVertex> out;
    addTriangle(out, corner(-h, -h), corner(-h, h), corner(h, h));
    addTriangle(out, corner(-h, -h), corner(h, h), corner(h, -h));
    return out;
}

std::vector<ShapeVertex> tessellateMesh(const TriangleMesh& mesh)
{
    std::vector<ShapeVertex> out;
    out.reserve(mesh.triangles.size() * 3);
    for (const std::array<std::uint32_t, 3>& triangle : mesh.triangles) {
        const glm::dvec3& a = mesh.vertices[triangle[0]];
        const glm::dvec3& b = mesh.vertices[triangle[1]];
        const glm::dvec3& c = mesh.vertices[triangle[2]];
        const glm::dvec3 cross = glm::cross(b - a, c - a);
        const double length = glm::length(cross);
        if (!(length > 0.0))
            continue;
        const glm::vec4 normal(glm::vec3(cross / length), 0.0f);
        for (const glm::dvec3* corner : {&a, &b, &c})
            out.push_back({glm::vec4(glm::vec3(*corner), 0.0f), normal});
    }
    return out;
}

}  // namespace drape::engine

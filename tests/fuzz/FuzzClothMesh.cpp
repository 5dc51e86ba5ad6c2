// libFuzzer harness for cloths from a mesh (engine/io/ClothMeshFile.h): the first
// byte picks the format hint as in FuzzMeshCollider.cpp (whose notes on the formats
// left out, the checks before Assimp and Assimp's own leaks hold here too: both read
// through MeshFileReader, and both replay mesh_regressions/), the rest are the file's
// bytes. They must either load into a surface a cloth can be made of or raise
// MeshLoadError: faces of 3 or 4 distinct particles, each with an area, every edge
// on at most two faces, every particle on a face, finite positions within
// maxClothCoordinate and finite texture coordinates, at most maxClothMeshVertices
// particles. Anything else (a crash, another exception, a sanitizer report, a broken
// surface) is a bug.
#include "engine/io/ClothMeshFile.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

// The first byte picks the hint: '0' the first, '1' the second, … (any byte picks one).
constexpr std::array<std::string_view, 6> hints = {"obj", "stl", "ply", "gltf", "glb", "fbx"};

void check(bool condition)
{
    if (!condition)
        std::abort();
}

void checkFace(const drape::engine::SurfaceFace& face, const std::vector<glm::dvec3>& rest,
               std::vector<bool>& used, std::map<std::pair<std::uint32_t, std::uint32_t>, int>& edges)
{
    check(face.corners == 3 || face.corners == 4);
    glm::dvec3 twiceArea(0.0);
    for (std::size_t c = 0; c < face.corners; ++c) {
        const std::uint32_t a = face.particle[c], b = face.particle[(c + 1) % face.corners];
        check(a < rest.size() && a != b);
        check(std::isfinite(face.uv[c].x) && std::isfinite(face.uv[c].y));
        used[a] = true;
        ++edges[{std::min(a, b), std::max(a, b)}];
        twiceArea += glm::cross(rest[a] - rest[face.particle[0]], rest[b] - rest[face.particle[0]]);
    }
    if (face.corners == 4)
        check(face.particle[0] != face.particle[2] && face.particle[1] != face.particle[3]);
    check(glm::length(twiceArea) > 0.0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::string_view hint = hints[(data[0] + hints.size() - '0' % hints.size()) % hints.size()];
    drape::engine::ClothSurface surface;
    try {
        surface = drape::engine::loadClothSurfaceFromMemory(data + 1, size - 1, hint, "fuzz." + std::string(hint), {});
    } catch (const drape::engine::MeshLoadError&) {
        return 0;  // refused with a message: what bad input should get
    }
    check(!surface.faces.empty() && surface.rest.size() <= drape::engine::maxClothMeshVertices);
    for (const glm::dvec3& p : surface.rest)
        for (int axis = 0; axis < 3; ++axis)
            check(std::abs(p[axis]) <= drape::engine::maxClothCoordinate);  // false for a NaN too
    std::vector<bool> used(surface.rest.size(), false);
    std::map<std::pair<std::uint32_t, std::uint32_t>, int> edges;
    for (const drape::engine::SurfaceFace& face : surface.faces)
        checkFace(face, surface.rest, used, edges);
    check(std::all_of(used.begin(), used.end(), [](bool u) { return u; }));
    for (const auto& [edge, faces] : edges)
        check(faces <= 2);
    return 0;
}

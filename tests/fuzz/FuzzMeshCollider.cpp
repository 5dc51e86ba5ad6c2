// libFuzzer harness for mesh colliders: the first byte picks the format hint, the
// rest are the file's bytes. They must either load into a valid triangle mesh or
// raise MeshLoadError; a loaded mesh must either give a well-formed distance field
// or be refused with std::invalid_argument (a single point, coordinates beyond
// maxSdfCoordinate). Anything else (a crash, another exception, a sanitizer
// report, a NaN in the field) is a bug. Only Drape's code is instrumented; Assimp
// runs as Debian ships it.
//
// Formats: those Drape promises (OBJ, STL, PLY, glTF 2.0, GLB, FBX). Left out:
// - glTF 1.0, which MeshLoader refuses itself: Assimp 5.2.5's importer aborts on an
//   assertion even on files Assimp writes;
// - OFF: Assimp 5.2.5's reader allocates whatever the header's counts say before
//   reading any data ("OFF\n3 100000000 0" takes 1.5 GB), so a fuzzer only finds
//   out-of-memory inside Assimp;
// - the dozens of other formats Assimp reads, which mesh colliders accept but are
//   not fuzzed here.
// PLY, GLB and binary FBX stay in because MeshLoader checks their bytes before
// Assimp reads them: Assimp 5.2.5's PLY reader hangs on a header without end_header
// or with a line it cannot parse and crashes on binary data cut short, its glTF
// reader allocates a GLB chunk at whatever length it claims, and its FBX reader
// aborts on an assertion when a record's length wraps its read pointer (inputs in
// mesh_regressions/).
// Assimp's importers leak on some malformed files that no check stops;
// mesh_lsan.supp says why those leaks are Assimp's own and what suppressing them
// can hide.
#include "engine/collide/SignedDistanceField.h"
#include "engine/io/MeshLoader.h"

#include <glm/geometric.hpp>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

// The first byte picks the hint: '0' the first, '1' the second, … (any byte picks one).
constexpr std::array<std::string_view, 6> hints = {"obj", "stl", "ply", "gltf", "glb", "fbx"};

void check(bool condition)
{
    if (!condition)
        std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::string_view hint = hints[(data[0] + hints.size() - '0' % hints.size()) % hints.size()];
    drape::engine::TriangleMesh mesh;
    try {
        mesh = drape::engine::loadTriangleMeshFromMemory(data + 1, size - 1, hint, "fuzz." + std::string(hint));
    } catch (const drape::engine::MeshLoadError&) {
        return 0;  // refused with a message: what bad input should get
    }
    check(!mesh.triangles.empty() && mesh.triangles.size() <= drape::engine::maxMeshTriangles);
    for (const auto& triangle : mesh.triangles)
        for (const std::uint32_t v : triangle)
            check(v < mesh.vertices.size());
    for (const auto& v : mesh.vertices)
        check(std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z));

    drape::engine::SignedDistanceField field;
    try {
        // The coarsest field: the same code as any other size, and the sweeps, instrumented
        // for coverage, dominate the time of a run.
        field = drape::engine::buildSignedDistanceField(mesh, 8);
    } catch (const std::invalid_argument&) {
        return 0;
    }
    check(field.dims.x >= 2 && field.dims.y >= 2 && field.dims.z >= 2);
    check(field.values.size() == std::size_t(field.dims.x) * std::size_t(field.dims.y) * std::size_t(field.dims.z));
    check(field.cellSize > 0.0 && std::isfinite(field.cellSize));
    for (const float value : field.values)
        check(std::isfinite(value));
    // A few reads: the box's corners, its centre and a point far outside.
    const glm::dvec3 top = field.origin + glm::dvec3(field.dims - 1) * field.cellSize;
    for (const glm::dvec3 p : {field.origin, top, (field.origin + top) * 0.5, top + (top - field.origin)}) {
        check(std::isfinite(field.distance(p)));
        const double length = glm::length(field.normal(p));
        check(length == 0.0 || std::abs(length - 1.0) < 1e-9);
    }
    return 0;
}

// Reading a mesh collider's geometry from a mesh file (OBJ, glTF/GLB, FBX, STL,
// PLY and whatever else Assimp reads): every mesh of the file merged into one
// triangle mesh, node transforms baked in, points and lines dropped. A file that
// cannot be used raises MeshLoadError with one line naming the file and what is
// wrong (docs/architecture.md, "Mesh colliders: from file to distance field").
#pragma once

#include "engine/collide/TriangleMesh.h"

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string_view>

namespace drape::engine {

/// Most triangles a mesh collider may have (after polygons are split into
/// triangles): about 100 MB of mesh in memory while the distance field is built,
/// far more detail than a 256-cell field can show.
inline constexpr std::size_t maxMeshTriangles = 2'000'000;

/// Most corners of one polygon in a mesh file. Assimp splits a polygon of n corners
/// into triangles in time proportional to n², so this bounds the load time (a file
/// of maxMeshTriangles triangles in such polygons takes seconds, not hours).
inline constexpr unsigned maxPolygonCorners = 1024;

/// Most levels of a mesh file's node hierarchy (a node, its children, theirs, …).
/// Assimp's glTF reader and its post-processing steps recurse once per level.
inline constexpr std::size_t maxMeshNodeDepth = 1024;

/// A mesh file that cannot be used: "NAME: what is wrong", on one line.
class MeshLoadError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Reads every triangle of a mesh file, positions in the file's units with the
/// node transforms applied. Files the mesh file refers to (an OBJ's .mtl, a
/// glTF's .bin) are looked up next to it. Throws MeshLoadError when the file is
/// missing, unreadable, empty, not a mesh Assimp can parse (glTF 1.0 is not read,
/// and the bytes are checked first for the malformed files Assimp 5.2.5 mishandles:
/// MeshFileChecks.h), has no triangles with an area, has a non-finite coordinate,
/// more than maxMeshTriangles triangles, a polygon of more than maxPolygonCorners
/// corners or a node hierarchy deeper than maxMeshNodeDepth.
TriangleMesh loadTriangleMesh(const std::filesystem::path& file);

/// The same for a file's bytes: `formatHint` is the extension that says how to
/// read them ("obj", "stl", "glb", …; Assimp also looks at the bytes), and
/// `nameForMessages` stands for the file in MeshLoadError. Nothing else is read
/// from disk: a reference to another file (an .mtl, a glTF's external buffer)
/// finds nothing.
TriangleMesh loadTriangleMeshFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages);

}  // namespace drape::engine

// A cloth's surface from a mesh file (OBJ, glTF/GLB, FBX, PLY, STL and whatever
// else Assimp reads; docs/physics.md, "Cloth from a mesh"): every mesh of the file
// merged, node transforms baked in, then the caller's transform; points and lines
// dropped; triangles and quads kept as they are, larger polygons split into
// triangles; corners closer than a tolerance welded into one particle. A file that
// cannot make a cloth raises MeshLoadError with one line naming the file and what
// is wrong, as MeshLoader.h does for mesh colliders, whose reading (MeshFileReader.h)
// and limits (maxPolygonCorners, maxMeshNodeDepth) it shares.
#pragma once

#include "engine/io/MeshLoader.h"
#include "engine/scene/ClothSurface.h"

#include <glm/mat4x4.hpp>

#include <cstddef>
#include <filesystem>
#include <string_view>

namespace drape::engine {

struct ClothMeshImport {
    /// Applied to the file's positions after the node transforms; metres out. Affine:
    /// its bottom row must be (0, 0, 0, 1).
    glm::dmat4 transform{1.0};
    /// Metres: positions closer than this become one particle. Finite and above zero.
    double weldTolerance = 1e-6;
};

/// Most particles a cloth from a mesh may have, once welded: 2^22 (4 194 304). A
/// mesh cloth's topology lists its springs, membrane triangles and bending hinges
/// (ClothTopology.h), some 550 bytes per particle of a triangle mesh where a grid
/// needs 73 (limits::maxParticles): 2^22 such particles take about the 2.3 GiB of
/// the largest grid. An OBJ grid of that many (400 MB) imports in about 20 s and
/// 1.6 GB on two cores, Assimp's own share 4 s and 1.4 GB.
inline constexpr std::size_t maxClothMeshVertices = std::size_t(1) << 22;

/// Most face corners a file may give a cloth, over every placement of its meshes (a
/// mesh that n nodes use counts n times) and before welding: 6 per particle allowed,
/// what a closed triangle mesh has (about 2 triangles per particle), 1.5 times a
/// quad mesh's. Counted before anything is welded, so that a small file that places
/// one mesh a million times is refused before it takes gigabytes.
inline constexpr std::size_t maxClothMeshCorners = 6 * maxClothMeshVertices;

/// Largest magnitude of a cloth particle's coordinate once transformed, metres: that
/// of a collider (limits::maxColliderSize), far inside float range on the GPU, and
/// what keeps the weld grid's cell numbers small.
inline constexpr double maxClothCoordinate = 1.0e4;

/// A face whose area is at most this times the square of the particles' bounding-box
/// diagonal has none: it is a line, or a point, as far as the arithmetic can tell (the
/// products of coordinates that give an area carry errors near 1e-16 of that square),
/// and far smaller than any face a cloth simulation can use (a square a millionth of
/// the cloth's size on a side, or a sliver thinner still).
inline constexpr double minClothFaceArea = 1e-12;

/// The surface of a mesh file's faces. Particles come in the order in which the
/// file's vertices that faces use first appear, mesh by mesh in node order (a node's
/// meshes, then its children's), vertex by vertex: a PLY's vertex order, an OBJ's
/// order of first use by its faces (Assimp gives an OBJ a vertex per face corner).
/// A vertex closer than weldTolerance to an earlier particle becomes that particle
/// (the first such one), which stays where its first vertex is; welding does not
/// chain (vertices 0.6 tolerances apart in a row are not all one). A UV seam is so
/// one particle with a texture coordinate per face corner. A face's corners keep
/// their order; a corner whose particle the face already has is dropped (a quad with
/// two corners welded is a triangle); a face of more than four corners is split
/// into triangles (polygonTriangles). UVs: the file's first channel (OpenGL's
/// convention, v up; zero where the file has none). Pins: a particle is pinned
/// when one of its vertices has a pure red vertex colour in the first colour
/// channel (red at least ½, green and blue below; Blender's vertex paint, written
/// to PLY, glTF or FBX); a file without colours pins nothing. An OBJ's own vertex
/// order, that of its v lines, comes back as sourceVertexParticle (ObjVertexOrder.h)
/// when every v line is some face's, for the exports to keep.
///
/// Throws std::invalid_argument when `options` break their rules, and MeshLoadError
/// when the file cannot be read as loadTriangleMesh says, or has no faces (only
/// points, lines or nothing), a vertex with a non-finite coordinate or texture
/// coordinate, a vertex beyond maxClothCoordinate once transformed, more than
/// maxClothMeshCorners corners or maxClothMeshVertices particles, a face that has
/// fewer than three particles or no area (minClothFaceArea) once welded, or an edge
/// that more than two faces share. Faces are numbered from 0 in messages, over the
/// faces of three or more corners in the order above; particles from 0.
/// Several separate pieces are one cloth.
ClothSurface loadClothSurface(const std::filesystem::path& file, const ClothMeshImport& options);

/// The same for a file's bytes, as loadTriangleMeshFromMemory reads them:
/// `formatHint` is the extension ("obj", "glb", …), `nameForMessages` stands for the
/// file, and nothing else is read from disk.
ClothSurface loadClothSurfaceFromMemory(const void* data, std::size_t size, std::string_view formatHint,
                                        std::string_view nameForMessages, const ClothMeshImport& options);

}  // namespace drape::engine

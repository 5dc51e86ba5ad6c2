// The cloth as the triangles that are drawn and exported (docs/export.md,
// "What every format shares"). Its points are what OBJ's v lines, a PC2's points
// and FBX's vertices hold: the particles in particle order, or, for a mesh file
// that has a vertex order of its own (an OBJ's v lines), that file's vertices
// in its order, so that a point cache drives the user's own object; vertices a
// file duplicates (at a UV seam) are one particle and move together. Its
// vertices are the points and then a copy of a point for each further texture
// coordinate it has at a UV seam, so that each vertex has one UV (what glTF
// holds). A grid's points and vertices are its particles, two triangles a cell.
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace drape::engine {

struct ClothMesh {
    std::size_t particleCount = 0;
    std::vector<std::uint32_t> pointParticle;    ///< the particle each point shows
    std::vector<std::uint32_t> vertexPoint;      ///< the point each vertex is (itself for the first pointCount())
    std::vector<std::uint32_t> vertexParticle;   ///< pointParticle[vertexPoint[v]]
    std::vector<glm::vec2> uvs;              ///< per vertex, OpenGL's convention (v up)
    /// Vertex indices, three per triangle, counter-clockwise seen from the side
    /// the normals point to; a quad is (0, 1, 2), (0, 2, 3) for a mesh, and a
    /// grid's cell (i, j), (i+1, j), (i, j+1), (i+1, j), (i+1, j+1), (i, j+1).
    std::vector<std::uint32_t> triangles;
    /// Set for a grid: its normals are central differences (shaders/cloth.vert's).
    std::optional<std::array<int, 2>> gridSize;

    std::size_t pointCount() const { return pointParticle.size(); }
    std::size_t vertexCount() const { return vertexParticle.size(); }
    std::size_t triangleCount() const { return triangles.size() / 3; }
    /// Unit normals per particle for positions per particle: a grid's along
    /// cross(d/di, d/dj), a mesh's the area-weighted sum of its triangles'
    /// normals; (0, 1, 0) where that vanishes (a fold, a rope).
    void particleNormals(std::span<const glm::vec3> positions, std::vector<glm::vec3>& normals) const;
    /// Per-particle values (positions, normals) per point.
    void toPoints(std::span<const glm::vec3> perParticle, std::vector<glm::vec3>& perPoint) const;
    /// Per-particle values (positions, normals) per vertex.
    void toVertices(std::span<const glm::vec3> perParticle, std::vector<glm::vec3>& perVertex) const;
};

/// The mesh of the scene's cloth: a grid's cells, or a mesh cloth's faces.
ClothMesh clothMesh(const ClothSpec& cloth);

/// Cloth k's mesh over the scene's particles (ClothAssembly.h): its particle
/// indices where its particles are among the scene's, particleCount the scene's,
/// and, in a scene of several, no gridSize. A lone cloth's is clothMesh's.
ClothMesh clothMeshInScene(const Scene& scene, std::size_t k);

/// The meshes of all the scene's cloths as one, over the scene's particles
/// (ClothAssembly.h): cloth k's points after cloth k − 1's, then the seams'
/// vertices in the same order; a grid among several has no gridSize.
ClothMesh sceneClothMesh(const Scene& scene);

/// A cols × rows grid's mesh: u = i/(cols-1), v = j/(rows-1) (0 along a side of one particle).
ClothMesh gridClothMesh(int cols, int rows);

}  // namespace drape::engine

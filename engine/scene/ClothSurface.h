// A cloth's surface as modelled (docs/physics.md, "Cloth from a mesh"): its
// particles at rest and its faces, triangles and quads. A grid is one such
// surface (gridSurface); a mesh file gives another (engine/io/ClothMeshFile.h).
// The mechanics of any surface come from it (ClothTopology.h).
#pragma once

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace drape::engine {

struct ClothSpec;

/// One face: a triangle (corners == 3) or a quad (corners == 4), its particles
/// counter-clockwise seen from the side its normal points to.
struct SurfaceFace {
    std::uint8_t corners = 3;
    std::array<std::uint32_t, 4> particle{};
    /// Texture coordinates per corner (zero when the source has none).
    std::array<glm::dvec2, 4> uv{};
    friend bool operator==(const SurfaceFace&, const SurfaceFace&) = default;
};

struct ClothSurface {
    std::vector<glm::dvec3> rest;   ///< rest position per particle, m
    std::vector<SurfaceFace> faces;
    /// Particles the source marks as pinned, ascending (a mesh file's red vertex
    /// colours: ClothMeshFile.h); a grid's pins are its ClothSpec's.
    std::vector<std::uint32_t> pins;
    /// For a file whose vertices have an order of their own (an OBJ's v lines), the
    /// particle each of them became, in the file's order (welded vertices share
    /// one); empty where the particle order is the file's own (ClothMeshFile.h).
    std::vector<std::uint32_t> sourceVertexParticle;
    friend bool operator==(const ClothSurface&, const ClothSurface&) = default;
};

/// The grid's surface: its particles in particle order (j·cols + i) at their rest
/// positions, one quad per cell (corners (i, j), (i+1, j), (i+1, j+1), (i, j+1)),
/// u = i / (cols − 1), v = j / (rows − 1).
ClothSurface gridSurface(const ClothSpec& cloth);

/// The mean length of the surface's edges at rest (each edge once), m; 0 without faces.
double meanEdgeLength(const ClothSurface& surface);

}  // namespace drape::engine

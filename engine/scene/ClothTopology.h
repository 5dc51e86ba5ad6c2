// What joins a cloth's particles, for any surface (docs/physics.md, "Cloth from
// a mesh"): the springs, the in-plane triangles, the bending hinges, each
// particle's share of the cloth's area, and the faces the air pushes on. The
// CPU backend steps a cloth through this alone; a grid is one surface among
// others (gridTopology), with its flexion springs and its plate bending added.
#pragma once

#include "engine/scene/ClothSurface.h"
#include "engine/scene/SpringStencil.h"

#include <glm/mat2x2.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace drape::engine {

/// A spring between particles a < b. Its stiffness is Σ_t weight[t] × the
/// scene's stiffness of type t (structural, shear, flexion), so that live edits
/// of the three stiffnesses reach every spring; `type` says which strain limit
/// holds it. A spring of weight zero carries no force and is kept for the limit.
struct TopologySpring {
    std::uint32_t a = 0, b = 0;
    SpringType type = SpringType::Structural;
    double restLength = 0.0;                ///< m
    std::array<double, 3> weight{};
};

/// A spring's stiffness, N/m, for the scene's stiffness of each type.
inline double springStiffness(const TopologySpring& spring, const SpringStiffness& k)
{
    return spring.weight[0] * k.structural + spring.weight[1] * k.shear + spring.weight[2] * k.flexion;
}

/// A spring as one of its ends sees it.
struct SpringEnd {
    std::uint32_t other = 0;    ///< the particle at the far end
    std::uint32_t spring = 0;   ///< index into ClothTopology::springs
};

/// One interior edge (a, b) of the triangulated surface with its two wings c
/// and d (the corners opposite it), for Bergou et al.'s isometric bending:
/// E_e = ½ B coefficient |Σ_r weight_r y_r|², weights from the cotangents of
/// the rest triangles (MeshBending.h).
struct BendingHinge {
    std::array<std::uint32_t, 4> particle{};   ///< a, b, c, d
    std::array<double, 4> weight{};
    double coefficient = 0.0;                  ///< 1 / (A₀ + A₁), 1/m²
    /// K_e · x at rest in the hinge's own frame (along the edge, along the mean
    /// normal, and across): zero for a flat rest shape, the rest curvature of a
    /// curved one, which the force turns with the hinge (MeshBending.h).
    glm::dvec3 restCurvature{0.0};
};

/// A triangle's membrane (MembraneTriangle.h): constant strain, Saint
/// Venant–Kirchhoff, with the material's moduli along its warp (first axis).
struct MembraneTriangle {
    std::array<std::uint32_t, 3> particle{};
    double area = 0.0;                          ///< m², at rest
    glm::dmat2 restInverse{1.0};                ///< D_m⁻¹: rest edges (x₁ − x₀, x₂ − x₀) in the warp–weft frame, inverted
};

/// A face the air pushes on: its triangles' drag is shared equally by its corners.
struct AirFace {
    std::uint8_t corners = 3;
    std::array<std::uint32_t, 4> particle{};   ///< counter-clockwise; a quad's triangles are (0, 1, 2) and (0, 2, 3)
};

struct ClothTopology {
    std::vector<glm::dvec3> rest;           ///< rest position per particle, m
    /// Mass per particle over the cloth's particleMass: the particle's lumped area
    /// (a third of each triangle's, a quarter of each quad's) over the area a
    /// particle of mass particleMass stands for (a grid's cell).
    std::vector<double> massShare;
    std::vector<TopologySpring> springs;
    /// Particle p's springs are springEnds[springStart[p] .. springStart[p + 1]),
    /// by the far particle's index: the order its forces are summed in.
    std::vector<std::uint32_t> springStart;
    std::vector<SpringEnd> springEnds;
    std::vector<MembraneTriangle> membranes;
    std::vector<BendingHinge> hinges;
    std::vector<AirFace> airFaces;
    /// Set for a grid cloth: its bending is the plate form of GridBending.h instead of hinges.
    std::optional<std::array<int, 2>> gridSize;
    std::vector<std::uint8_t> pinned;       ///< 1 where the particle never moves

    std::size_t particleCount() const { return rest.size(); }
    std::span<const SpringEnd> springsOf(std::size_t p) const
    {
        return {springEnds.data() + springStart[p], springEnds.data() + springStart[p + 1]};
    }
};

/// The topology of any surface (faces of 3 or 4 corners, every edge on at most two),
/// its particles' mass shares over `referenceArea` (m², what a particle of the
/// cloth's particleMass stands for):
/// - each edge is a structural spring; one on a quad carries the quad's share of
///   the material's stretch, one on triangles only none (their membranes do);
/// - each quad that is close to a rectangle (corners within quadRightAngleTolerance
///   of 90°) has springs across both its diagonals for shear, the stiffness of
///   its edges and diagonals scaled to its sides (docs/physics.md), else it is two
///   membrane triangles like every triangle;
/// - every edge two faces share is a bending hinge, once per pair of the ways
///   they split into triangles (a quad either way, weight ½ each), and so is
///   each quad's diagonal (MeshBending.h);
/// - each particle's area is a third of each triangle's and a quarter of each quad's.
/// `warp` is the material's first axis where a face has no texture coordinates.
/// Throws std::invalid_argument for a pin that is not a particle or an edge on
/// more than two faces.
ClothTopology surfaceTopology(const ClothSurface& surface, double referenceArea, std::span<const std::uint32_t> pins,
                              const glm::dvec3& warp);

/// The grid's topology: gridSurface's, with the grid's flexion springs, its
/// plate bending and its pins; a grid of one row or column is a rope of
/// structural springs and full-mass particles.
ClothTopology gridTopology(const ClothSpec& cloth);

/// The topology of the scene's cloth: gridTopology for a grid; for a mesh cloth
/// its surface's, over the area a particle of its particleMass stands for
/// (spacing²), with its pins and world x as the warp where faces have no UVs.
ClothTopology clothTopology(const ClothSpec& cloth);

/// The largest angle by which a quad's corner may differ from 90° and keep shear springs.
inline constexpr double quadRightAngleTolerance = 10.0;   // degrees

}  // namespace drape::engine

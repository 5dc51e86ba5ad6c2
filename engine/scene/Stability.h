// The explicit-integration stability bound (docs/physics.md, "Stability"). A
// mode of the linearised step with stiffness eigenvalue λ (of M⁻¹K, 1/s²) and
// damping rate μ (of M⁻¹C, 1/s) stays bounded while λ dt² + 2 μ dt < 4. The
// damping is Rayleigh's, C = β K + γ M (DampingSpec), so μ = β λ + γ, and the
// bound is set by the largest λ of the scene's spring and bending graph, which
// power iteration finds when the scene is built.
#pragma once

#include "engine/scene/ClothTopology.h"
#include "engine/scene/Scene.h"

namespace drape::engine {

/// Which stiffness a bound is taken for. A spring's stiffness is k n nᵀ along
/// its direction n; at rest the springs point along the threads, but a folded
/// or crumpled cloth turns them, and where they line up the largest λ grows, up
/// to twice the rest one on a grid. Every spring is at most k I in every
/// direction (a stretched spring's sideways stiffness k(1 − L₀/L) is below k,
/// a compressed one's negative), so the springs' bound holds for any shape. A
/// membrane counts as its own largest eigenvalue at rest over its corners'
/// graph Laplacian, which holds however the triangle is turned, though not for
/// one sheared flat or stretched (docs/physics.md, "Stability").
enum class SpringDirections {
    AtRest,   ///< along the rest shape's directions: what a cloth near its rest shape has
    Any,      ///< every fold and crumple: what automatic substeps use
};

/// Largest eigenvalue of M⁻¹(K + Q), 1/s²: the springs' stiffness (at rest, or
/// its bound over every shape) and the bending, with the lumped masses, pins
/// left free (fixing a particle can only lower it). Grids wider or taller than
/// stabilityProbeSide are probed on a corner of that size: the largest mode is
/// a grid-scale one, found as well there. A mesh cloth goes through its
/// topology (below), every particle taking part.
double largestStiffnessEigenvalue(const ClothSpec& cloth, SpringDirections directions = SpringDirections::AtRest);

/// The factor largestStiffnessEigenvalue puts on power iteration's estimate,
/// which approaches λ from below.
inline constexpr double stabilityMargin = 1.02;

/// The side of the grid largestStiffnessEigenvalue probes at most.
inline constexpr int stabilityProbeSide = 16;

/// Largest stable time step in seconds, the root of λ dt² + 2(βλ + γ) dt = 4;
/// +infinity when the cloth has no stiffness.
double stableTimeStepLimit(const ClothSpec& cloth, SpringDirections directions = SpringDirections::AtRest);

/// Fewest substeps per frame at which dt = 1/(fps·substeps) is below the limit.
int minimumStableSubsteps(const ClothSpec& cloth, int fps);

/// The share of the stability limit the automatic substeps mode stays under:
/// contacts, strain limiting and air drag are not in the bound, so it keeps a
/// 20% margin.
inline constexpr double autoSubstepsSafety = 0.8;

/// Fewest substeps per frame at which dt ≤ autoSubstepsSafety × the limit for
/// those directions (at most limits::maxSubsteps). Automatic substeps take it
/// for SpringDirections::Any, so that a cloth folding into itself stays stable.
int automaticSubsteps(const ClothSpec& cloth, int fps, SpringDirections directions = SpringDirections::Any);

/// The same for a cloth of any surface: `cloth` gives the stiffness, bending,
/// mass and damping, `topology` what joins the particles. Every particle takes
/// part, so the smallest element sets the bound (docs/physics.md, "Cloth from a mesh").
double largestStiffnessEigenvalue(const ClothSpec& cloth, const ClothTopology& topology,
                                  SpringDirections directions = SpringDirections::AtRest);
double stableTimeStepLimit(const ClothSpec& cloth, const ClothTopology& topology,
                           SpringDirections directions = SpringDirections::AtRest);
int automaticSubsteps(const ClothSpec& cloth, const ClothTopology& topology, int fps,
                      SpringDirections directions = SpringDirections::Any);

/// The same for all the scene's cloths: the smallest limit of any, as nothing but
/// contact joins them; the substeps at the scene's fps.
double stableTimeStepLimit(const Scene& scene, SpringDirections directions = SpringDirections::AtRest);
int minimumStableSubsteps(const Scene& scene);
int automaticSubsteps(const Scene& scene);

/// True when the scene's own time step is below the limit, and always for the
/// implicit integrator, which has none.
bool isTimeStepStable(const Scene& scene);

}  // namespace drape::engine

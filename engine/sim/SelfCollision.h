// Self-collision on the CPU backend (docs/physics.md, "Self-collision"): the
// particle–particle repulsion of Macklin et al., "Unified particle physics for
// real-time applications" (SIGGRAPH 2014), with Coulomb friction between
// layers as Bridson et al. 2002 and Macklin et al. give it. After a step, each
// pair of particles closer than the thickness that the cloth does not hold
// together (SelfCollisionExclusion.h) is pushed apart to the thickness, in
// Jacobi passes: each particle sums its pairs' corrections in order of the
// other particle's index, so the result depends on nothing but the state. The
// correction moves x and not x_prev, so it is added to the step, as strain
// limiting's is.
#pragma once

#include "engine/scene/ClothTopology.h"
#include "engine/scene/Scene.h"
#include "engine/scene/SelfCollisionExclusion.h"
#include "engine/sim/ParticleGrid.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

/// Jacobi passes per step. A push travels one layer per pass through stacked
/// layers; docs/physics.md gives the closest approach measured for 1 to 12.
inline constexpr int selfCollisionIterations = 8;
/// Over-relaxation ω of the averaged corrections: a particle with n contacts
/// takes ω/n of their sum (never more than the sum itself).
inline constexpr double selfCollisionRelaxation = 1.5;
/// The pairs a pass looks at are found within (1 + skin) × thickness, and found
/// again only once a particle has moved half the skin since, counted from the
/// cloth's mean motion (a Verlet neighbour list): no pair closer than the
/// thickness is ever missed, and most steps skip the search.
inline constexpr double selfCollisionSkin = 1.0;

class SelfCollision {
public:
    explicit SelfCollision(const ClothTopology& topology);

    /// Pushes apart the pairs of `x` closer than the thickness. `previous`: x_prev,
    /// so that x − x_prev is the step, whose relative sliding friction takes away;
    /// `inverseMass`: 1/m per particle, 0 for one that must not move (pinned, grabbed).
    void resolve(const SelfCollisionSpec& spec, std::span<glm::dvec3> x, std::span<const glm::dvec3> previous,
                 std::span<const double> inverseMass);
    /// Forgets the pairs found, for a cloth put back at rest.
    void forgetPairs() { m_searchRadius = 0.0; }

private:
    bool pairsAreStale(std::span<const glm::dvec3> x, double thickness) const;
    void findPairs(std::span<const glm::dvec3> x, double thickness);

    SelfCollisionExclusion m_exclusion;
    ParticleGrid m_grid;
    double m_searchRadius = 0.0;                 ///< m, 0 when no pairs are found yet
    std::vector<glm::dvec3> m_searchedAt;        ///< positions when the pairs were found
    /// Particle p's candidate pairs: m_pairs[m_pairStart[p] .. m_pairStart[p + 1]), by index.
    std::vector<std::uint32_t> m_pairStart, m_pairs;
    std::vector<std::uint32_t> m_contacts;       ///< pairs closer than the thickness, per particle, this pass
    std::vector<glm::dvec3> m_corrected;
};

}  // namespace drape::engine

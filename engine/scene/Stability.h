// The explicit-integration stability bound (docs/architecture.md, "Physics
// contract"): with Gershgorin's bound the stiffness matrix's largest eigenvalue
// at a particle is at most 2·Σk over its springs, so Verlet stays stable while
// dt < 2 / sqrt(2·Σk / m).
#pragma once

#include "engine/scene/Scene.h"

namespace drape::engine {

/// Largest Σk (N/m) over the cloth's particles, counting only springs that exist on this grid.
double largestSpringStiffnessSum(const ClothSpec& cloth);

/// Largest stable time step in seconds; +infinity when the cloth has no springs.
double stableTimeStepLimit(const ClothSpec& cloth);

/// Fewest substeps per frame at which dt = 1/(fps·substeps) is below the limit.
int minimumStableSubsteps(const ClothSpec& cloth, int fps);

/// The share of the stability limit the automatic substeps mode stays under:
/// Gershgorin's bound is already safe, but contacts, strain limiting and air
/// drag are not in it, so the automatic mode keeps a 20% margin.
inline constexpr double autoSubstepsSafety = 0.8;

/// Fewest substeps per frame at which dt ≤ autoSubstepsSafety × the limit (at
/// most limits::maxSubsteps).
int automaticSubsteps(const ClothSpec& cloth, int fps);

/// True when the scene's own time step is below the limit.
bool isTimeStepStable(const Scene& scene);

}  // namespace drape::engine

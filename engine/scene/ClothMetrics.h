// Derived quantities the editor shows next to a cloth's parameters.
#pragma once

#include "engine/scene/Scene.h"

#include <utility>

namespace drape::engine {

/// Size of the rest cloth along u and v, metres; a mesh's along world x, and
/// along y or z, whichever is larger (a hanging cape's height, a tablecloth's depth).
double clothWidth(const ClothSpec& cloth);
double clothHeight(const ClothSpec& cloth);
/// The corners of the rest cloth's axis-aligned bounding box, m: low, then high.
std::pair<glm::dvec3, glm::dvec3> restBounds(const ClothSpec& cloth);
/// The same for all the scene's cloths together.
std::pair<glm::dvec3, glm::dvec3> restBounds(const Scene& scene);

/// Total mass, kg.
double totalMass(const ClothSpec& cloth);
/// Mass per rest area, kg/m² (0 for a rope, which has no area).
double arealDensity(const ClothSpec& cloth);

}  // namespace drape::engine

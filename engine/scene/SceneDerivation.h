// Values a scene derives from others, brought up to date after every load and
// edit: a mesh cloth's size, the cloth's mass and springs from its material, and
// the substeps in the automatic mode (stability, and keyed colliders' speed).
#pragma once

#include "engine/scene/Scene.h"

namespace drape::engine {

/// A mesh cloth's grid fields from its surface: cols its particle count, rows 1,
/// spacing its mean edge length (Scene.h, ClothSpec). Nothing for a grid.
void applyMeshShape(ClothSpec& cloth);

/// applyMeshShape and applyMaterial on every cloth, then, with autoSubsteps, substeps = the larger of
/// automaticSubsteps (1 under the implicit integrator) and motionSubsteps.
void deriveSceneValues(Scene& scene);

}  // namespace drape::engine

// Values a scene derives from others, brought up to date after every load and
// edit: the cloth's mass and springs from its material, and the substeps in the
// automatic mode.
#pragma once

#include "engine/scene/Scene.h"

namespace drape::engine {

/// applyMaterial, then, with autoSubsteps, substeps = automaticSubsteps.
void deriveSceneValues(Scene& scene);

}  // namespace drape::engine

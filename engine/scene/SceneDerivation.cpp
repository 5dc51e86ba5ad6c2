#include "engine/scene/SceneDerivation.h"

#include "engine/scene/Stability.h"

namespace drape::engine {

void deriveSceneValues(Scene& scene)
{
    applyMaterial(scene.cloth);
    if (scene.simulation.autoSubsteps)
        scene.simulation.substeps = automaticSubsteps(scene.cloth, scene.simulation.fps);
}

}  // namespace drape::engine

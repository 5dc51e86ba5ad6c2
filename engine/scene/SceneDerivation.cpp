#include "engine/scene/SceneDerivation.h"

#include "engine/scene/ColliderSpeedLimit.h"
#include "engine/scene/Stability.h"

#include <algorithm>

namespace drape::engine {

void applyMeshShape(ClothSpec& cloth)
{
    if (!cloth.mesh)
        return;
    cloth.cols = int(cloth.mesh->surface->rest.size());
    cloth.rows = 1;
    cloth.spacing = meanEdgeLength(*cloth.mesh->surface);
    cloth.origin = glm::dvec3(0.0);
    cloth.uAxis = {1.0, 0.0, 0.0};
    cloth.vAxis = {0.0, -1.0, 0.0};
}

void deriveSceneValues(Scene& scene)
{
    for (ClothSpec& cloth : scene.cloths) {
        applyMeshShape(cloth);
        applyMaterial(cloth);
    }
    if (scene.simulation.autoSubsteps) {
        const int stable = scene.simulation.integrator == Integrator::Implicit ? 1 : automaticSubsteps(scene);
        scene.simulation.substeps = std::max(stable, motionSubsteps(scene));
    }
}

}  // namespace drape::engine

#include "app/ClothDefaults.h"

#include "app/Naming.h"

#include "engine/scene/ClothMetrics.h"
#include "engine/scene/Material.h"

namespace drape::app {

engine::ClothSpec newCloth(const engine::Scene& scene)
{
    engine::ClothSpec cloth;
    cloth.name = uniqueName("Cloth", namesOf(scene.cloths));
    cloth.cols = 32;
    cloth.rows = 32;
    cloth.spacing = 0.03;
    cloth.uAxis = {1.0, 0.0, 0.0};
    cloth.vAxis = {0.0, 0.0, 1.0};
    cloth.pins.clear();
    cloth.material = *engine::findMaterialPreset("cotton");
    const auto [low, high] = engine::restBounds(scene);
    const double side = cloth.spacing * (cloth.cols - 1);
    const glm::dvec3 centre = 0.5 * (low + high);
    cloth.origin = {centre.x - 0.5 * side, high.y + newClothGap, centre.z - 0.5 * side};
    return cloth;
}

}  // namespace drape::app

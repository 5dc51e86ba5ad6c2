// What a new cloth starts as in the editor (Outliner ▸ Add Cloth): a square of
// cotton lying flat just above the scene's cloths, so that playing drops it onto
// them, under a name no other cloth has.
#pragma once

#include "engine/scene/Scene.h"

namespace drape::app {

/// Metres between the cloths' highest rest point and a new cloth above them.
inline constexpr double newClothGap = 0.2;

/// A new cloth for `scene`: 32 × 32 particles 3 cm apart, cotton, unpinned,
/// lying flat (u along x, v along z), centred over the scene's cloths
/// newClothGap above their highest rest point, named "Cloth" or "Cloth N".
/// The settings the cloths share follow the edited cloth when it is added
/// (SceneDocument::edit).
engine::ClothSpec newCloth(const engine::Scene& scene);

}  // namespace drape::app

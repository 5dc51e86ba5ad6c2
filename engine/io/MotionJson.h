// Keyed motion in a scene file (docs/scene-format.md, "motion"): a collider's
// "motion" and the cloth's "pinGroups", read with checks that name the key, and written.
#pragma once

#include "engine/io/JsonReader.h"
#include "engine/scene/Scene.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace drape::engine {

/// Reads the object of a "motion" key: {"interpolation": "linear" | "smooth", "keys": [...]}.
KeyedTransform readKeyedTransform(const JsonReader& r);
nlohmann::ordered_json keyedTransformJson(const KeyedTransform& transform);

/// Reads `r`'s "pinGroups" for `cloth`, whose grid or mesh and pins are read
/// already: every particle in the cloth, in one group at most, and not a pin.
std::vector<PinGroup> readPinGroups(const JsonReader& r, const ClothSpec& cloth);
nlohmann::ordered_json pinGroupsJson(const ClothSpec& cloth);

}  // namespace drape::engine

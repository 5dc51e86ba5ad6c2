// The words that name a BackendChoice in scene files and on drape-cli's command
// line ("auto", "cpu", "gpu"), read and written in this one place.
#pragma once

#include "engine/scene/Scene.h"

#include <optional>
#include <string_view>

namespace drape::engine {

/// "auto", "cpu" or "gpu".
std::string_view backendKeyword(BackendChoice backend);

/// The choice `keyword` names (exactly, lower case), or nothing for any other text.
std::optional<BackendChoice> parseBackendKeyword(std::string_view keyword);

}  // namespace drape::engine

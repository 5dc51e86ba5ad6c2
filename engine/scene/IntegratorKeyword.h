// The words that name an Integrator in scene files and on drape-cli's command
// line ("verlet", "implicit"), read and written in this one place.
#pragma once

#include "engine/scene/Scene.h"

#include <optional>
#include <string_view>

namespace drape::engine {

/// "verlet" or "implicit".
std::string_view integratorKeyword(Integrator integrator);

/// The integrator `keyword` names (exactly, lower case), or nothing for any other text.
std::optional<Integrator> parseIntegratorKeyword(std::string_view keyword);

}  // namespace drape::engine

#include "engine/scene/IntegratorKeyword.h"

namespace drape::engine {

std::string_view integratorKeyword(Integrator integrator)
{
    return integrator == Integrator::Implicit ? "implicit" : "verlet";
}

std::optional<Integrator> parseIntegratorKeyword(std::string_view keyword)
{
    if (keyword == "verlet")
        return Integrator::Verlet;
    if (keyword == "implicit")
        return Integrator::Implicit;
    return std::nullopt;
}

}  // namespace drape::engine

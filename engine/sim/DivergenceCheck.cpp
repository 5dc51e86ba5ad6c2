#include "engine/sim/DivergenceCheck.h"

#include <cmath>
#include <sstream>

namespace drape::engine {
namespace {

bool finite(const glm::dvec3& v)
{
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

double length(const glm::dvec3& v)
{
    return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

}  // namespace

std::optional<std::string> particleDivergence(const ClothSpec& cloth, std::size_t p, const glm::dvec3& x,
                                              const glm::dvec3& step, double dt)
{
    std::ostringstream s;
    if (cloth.mesh)
        s << "particle " << p;
    else
        s << "particle (" << p % std::size_t(cloth.cols) << ", " << p / std::size_t(cloth.cols) << ")";
    if (!finite(x) || !finite(step))
        s << " has a non-finite position";
    else if (length(x) > runawayDistance)
        s << " is " << length(x) << " m from the origin";
    else if (length(step) / dt > runawaySpeed)
        s << " moves at " << length(step) / dt << " m/s";
    else
        return std::nullopt;
    return s.str();
}

}  // namespace drape::engine

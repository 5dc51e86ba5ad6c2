#include "engine/sim/DivergenceCheck.h"

#include <cmath>
#include <sstream>

namespace drape::engine {

std::optional<std::string> findDivergence(const ClothSpec& cloth, std::span<const glm::vec3> current,
                                          std::span<const glm::vec3> previous, double frameDuration)
{
    const auto where = [&](std::size_t p) {
        const int i = int(p % std::size_t(cloth.cols)), j = int(p / std::size_t(cloth.cols));
        return "particle (" + std::to_string(i) + ", " + std::to_string(j) + ")";
    };
    for (std::size_t p = 0; p < current.size(); ++p) {
        const glm::dvec3 x(current[p]);
        if (!std::isfinite(x.x) || !std::isfinite(x.y) || !std::isfinite(x.z))
            return where(p) + " has a non-finite position";
        const double distance = std::sqrt(x.x * x.x + x.y * x.y + x.z * x.z);
        if (distance > runawayDistance) {
            std::ostringstream s;
            s << where(p) << " is " << distance << " m from the origin";
            return s.str();
        }
        if (!previous.empty()) {
            const glm::dvec3 d = x - glm::dvec3(previous[p]);
            const double speed = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z) / frameDuration;
            if (speed > runawaySpeed) {
                std::ostringstream s;
                s << where(p) << " moves at " << speed << " m/s";
                return s.str();
            }
        }
    }
    return std::nullopt;
}

}  // namespace drape::engine

#include "engine/scene/Stability.h"

#include "engine/scene/Limits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace drape::engine {

double largestSpringStiffnessSum(const ClothSpec& cloth)
{
    // Most neighbours one particle can have along an axis of n particles, for
    // springs spanning `reach` cells: one side needs n > reach, both n > 2·reach.
    const auto along = [](int n, int reach) { return (n > reach ? 1 : 0) + (n > 2 * reach ? 1 : 0); };
    const int structural = along(cloth.cols, 1) + along(cloth.rows, 1);
    const int shear = along(cloth.cols, 1) * along(cloth.rows, 1);
    const int flexion = along(cloth.cols, 2) + along(cloth.rows, 2);
    return structural * cloth.springs.structural + shear * cloth.springs.shear + flexion * cloth.springs.flexion;
}

double stableTimeStepLimit(const ClothSpec& cloth)
{
    const double sum = largestSpringStiffnessSum(cloth);
    if (sum <= 0.0)
        return std::numeric_limits<double>::infinity();
    return 2.0 / std::sqrt(2.0 * sum / cloth.particleMass);
}

int minimumStableSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::floor(1.0 / (double(fps) * limit)) + 1.0;
    return needed > double(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max() : int(needed);
}

int automaticSubsteps(const ClothSpec& cloth, int fps)
{
    const double limit = autoSubstepsSafety * stableTimeStepLimit(cloth);
    if (!std::isfinite(limit))
        return 1;
    const double needed = std::ceil(1.0 / (double(fps) * limit));
    return int(std::clamp(needed, 1.0, double(limits::maxSubsteps)));
}

bool isTimeStepStable(const Scene& scene)
{
    return scene.simulation.timeStep() < stableTimeStepLimit(scene.cloth);
}

}  // namespace drape::engine

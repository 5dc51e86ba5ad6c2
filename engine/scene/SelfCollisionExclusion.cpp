#include "engine/scene/SelfCollisionExclusion.h"

namespace drape::engine {
namespace {

void sortUnique(std::vector<std::uint32_t>& list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

}  // namespace

SelfCollisionExclusion selfCollisionExclusion(const ClothTopology& topology)
{
    const std::size_t n = topology.particleCount();
    std::vector<std::vector<std::uint32_t>> ignored(n);
    for (const AirFace& face : topology.airFaces)
        for (std::size_t a = 0; a < face.corners; ++a)
            for (std::size_t b = 0; b < face.corners; ++b)
                if (a != b)
                    ignored[face.particle[a]].push_back(face.particle[b]);
    SelfCollisionExclusion exclusion;
    exclusion.start.reserve(n + 1);
    exclusion.start.push_back(0);
    for (std::size_t p = 0; p < n; ++p) {
        for (const SpringEnd& end : topology.springsOf(p))
            if (topology.springs[end.spring].type == SpringType::Structural)
                ignored[p].push_back(end.other);
        sortUnique(ignored[p]);
        exclusion.ignored.insert(exclusion.ignored.end(), ignored[p].begin(), ignored[p].end());
        exclusion.start.push_back(std::uint32_t(exclusion.ignored.size()));
    }
    return exclusion;
}

}  // namespace drape::engine

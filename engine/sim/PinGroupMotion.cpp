#include "engine/sim/PinGroupMotion.h"

#include "engine/collide/ColliderGeometry.h"

namespace drape::engine {

PinGroupMotion::PinGroupMotion(const ClothSpec& cloth, std::span<const glm::dvec3> rest)
{
    for (const PinGroup& group : cloth.pinGroups) {
        if (!group.motion.animated() || group.particles.empty())
            continue;
        Group g{group.motion, glm::dvec3(0.0), m_particles.size(), group.particles.size()};
        for (const GridCoord& c : group.particles)
            g.pivot += rest[std::size_t(particleIndex(cloth, c))];
        g.pivot /= double(group.particles.size());
        for (const GridCoord& c : group.particles) {
            const std::uint32_t p = std::uint32_t(particleIndex(cloth, c));
            m_particles.push_back(p);
            m_offsets.push_back(rest[p] - g.pivot);
        }
        m_groups.push_back(std::move(g));
    }
}

void PinGroupMotion::placesAt(double frame, std::vector<glm::dvec3>& out) const
{
    out.resize(m_particles.size());
    for (const Group& g : m_groups) {
        const TransformPose pose = poseAt(g.motion, frame);
        const glm::dmat3 rotation = rotationFromEulerDegrees(pose.rotation);
        const glm::dvec3 centre = g.pivot + pose.position;
        for (std::size_t k = g.first; k < g.first + g.count; ++k)
            out[k] = centre + rotation * m_offsets[k];
    }
}

}  // namespace drape::engine

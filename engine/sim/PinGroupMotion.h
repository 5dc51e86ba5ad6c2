// Where the keyed pin groups' particles are at each moment (engine/scene/Scene.h,
// PinGroup), for both backends: each step moves them from where they are to
// their place at the step's end, as the grab moves its particle.
#pragma once

#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <span>
#include <vector>

namespace drape::engine {

class PinGroupMotion {
public:
    /// The keyed groups of `cloth`, whose particles rest at `rest` (in particle order).
    PinGroupMotion(const ClothSpec& cloth, std::span<const glm::dvec3> rest);

    bool empty() const { return m_particles.empty(); }
    /// The particles of the keyed groups, as particle indices.
    const std::vector<std::uint32_t>& particles() const { return m_particles; }
    /// Where each of particles() is at `frame`: pivot + position + R(rotation)(rest − pivot).
    void placesAt(double frame, std::vector<glm::dvec3>& out) const;

private:
    struct Group {
        KeyedTransform motion;
        glm::dvec3 pivot{0.0};
        std::size_t first = 0, count = 0;   ///< its span of m_particles and m_offsets
    };
    std::vector<Group> m_groups;
    std::vector<std::uint32_t> m_particles;
    std::vector<glm::dvec3> m_offsets;      ///< rest − pivot
};

}  // namespace drape::engine

// The keyed pins on the GPU (shaders/cloth_pin_places.comp): each step, their
// places at the step's end (PinGroupMotion, computed here) go up to a small
// storage buffer, and one pass moves them there. The solvers' publish passes
// leave pinned particles alone (they keep their exact rest), so the keyed ones
// are published here, from the places in double precision.
// Lives in the GPU solver's context.
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/sim/PinGroupMotion.h"

#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace drape::engine {

class GpuPinPlaces {
public:
    /// `slotOf` gives the state slot of a particle index; `stateDefine` is the
    /// state format's (GpuClothState::shaderDefine); places are stored less `anchor`.
    /// The particle index is where a pin is published.
    template <typename SlotOf>
    GpuPinPlaces(PinGroupMotion motion, SlotOf slotOf, const glm::dvec3& anchor, std::string stateDefine)
        : m_motion(std::move(motion)), m_anchor(anchor), m_stateDefine(std::move(stateDefine))
    {
        for (std::uint32_t p : m_motion.particles())
            m_slots.push_back(std::uint32_t(slotOf(p)));
    }

    bool empty() const { return m_motion.empty(); }
    const PinGroupMotion& motion() const { return m_motion; }
    /// Moves the keyed pins to their places at `frame`, with the state bound as
    /// the step's particle pass left it; `stepsInPlace` as that pass wrote v.
    void run(double frame, bool stepsInPlace);
    /// Writes the places of the last run() into `published` (vec4s in particle
    /// order, w = 0 as a pin's), after the solver's publish pass.
    void publish(const GlBuffer& published);
    /// After a restart: nothing is published until the next run().
    void forget() { m_placed = false; }

private:
    PinGroupMotion m_motion;
    std::vector<std::uint32_t> m_slots;
    glm::dvec3 m_anchor{0.0};
    std::string m_stateDefine;
    std::vector<glm::dvec3> m_places;
    /// struct PinPlace of the shader, std430.
    struct Packed {
        float x, y, z;             ///< less the anchor
        std::uint32_t slot;
        float worldX, worldY, worldZ;
        std::uint32_t particle;
    };
    std::vector<Packed> m_packed;
    GlBuffer m_buffer;
    std::array<GlProgram, 2> m_programs;   ///< writing v in place (0) or to the next buffer (1), built on first use
    GlProgram m_publishProgram;           ///< built on first use
    bool m_placed = false;                ///< m_buffer holds the places of a run() since the last forget()
};

}  // namespace drape::engine

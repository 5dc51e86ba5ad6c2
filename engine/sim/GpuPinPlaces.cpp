#include "engine/sim/GpuPinPlaces.h"

#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

namespace drape::engine {

void GpuPinPlaces::run(double frame, bool stepsInPlace)
{
    if (empty())
        return;
    m_motion.placesAt(frame, m_places);
    m_packed.resize(m_places.size());
    for (std::size_t k = 0; k < m_places.size(); ++k) {
        const glm::vec3 place(m_places[k] - m_anchor);
        const glm::vec3 world(m_places[k]);
        m_packed[k] = {place.x, place.y, place.z, m_slots[k], world.x, world.y, world.z, m_motion.particles()[k]};
    }
    const std::size_t bytes = m_packed.size() * sizeof(Packed);
    if (m_buffer.id() == 0)
        m_buffer = GlBuffer(bytes, m_packed.data());
    else
        m_buffer.upload(m_packed.data(), bytes);
    GlProgram& program = m_programs[stepsInPlace ? 0 : 1];
    if (program.id() == 0) {
        program = GlProgram::compute("cloth_pin_places.comp",
                                     m_stateDefine + (stepsInPlace ? "#define DRAPE_STEP_IN_PLACE 1\n" : ""));
        program.setInt("u_pinCount", int(m_slots.size()));
    }
    program.use();
    m_buffer.bindStorage(gpu::pinPlacesBinding);
    program.dispatch(unsigned((m_slots.size() + 63) / 64), 1);
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    m_placed = true;
}

void GpuPinPlaces::publish(const GlBuffer& published)
{
    if (empty() || !m_placed)
        return;
    if (m_publishProgram.id() == 0) {
        m_publishProgram = GlProgram::compute("cloth_pin_places.comp", m_stateDefine + "#define DRAPE_PUBLISH_PINS 1\n");
        m_publishProgram.setInt("u_pinCount", int(m_slots.size()));
    }
    m_publishProgram.use();
    m_buffer.bindStorage(gpu::pinPlacesBinding);
    published.bindStorage(gpu::resultBinding);
    m_publishProgram.dispatch(unsigned((m_slots.size() + 63) / 64), 1);
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
}

}  // namespace drape::engine

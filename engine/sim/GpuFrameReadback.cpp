#include "engine/sim/GpuFrameReadback.h"

#include "engine/gl/GlError.h"

#include <epoxy/gl.h>
#include <glm/vec4.hpp>

#include <cstring>
#include <stdexcept>

namespace drape::engine {
namespace {

void deleteFence(void*& fence)
{
    if (fence)
        glDeleteSync(static_cast<GLsync>(fence));
    fence = nullptr;
}

}  // namespace


GpuFrameReadback::~GpuFrameReadback()
{
    forget();
}

void GpuFrameReadback::queue(const GlBuffer& positions, const GlBuffer& health)
{
    if (m_pending == m_copies.size())
        throw std::logic_error("GpuFrameReadback: a frame was queued before the oldest was taken");
    Copy& copy = m_copies[(m_oldest + m_pending) % m_copies.size()];
    m_particles = positions.size() / sizeof(glm::vec4);
    // Made at the first frame: a solver that is never baked needs none.
    if (copy.buffer.size() != (m_particles + 1) * sizeof(glm::vec4))
        copy.buffer = GlBuffer::mappedForReading((m_particles + 1) * sizeof(glm::vec4));
    const GLsizeiptr bytes = GLsizeiptr(m_particles * sizeof(glm::vec4));
    glBindBuffer(GL_COPY_READ_BUFFER, positions.id());
    glBindBuffer(GL_COPY_WRITE_BUFFER, copy.buffer.id());
    glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 0, bytes);
    glBindBuffer(GL_COPY_READ_BUFFER, health.id());
    glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, bytes, sizeof(unsigned int));
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    copy.fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    glFlush();   // so that the GPU starts on it while the CPU queues the next frame
    ++m_pending;
}

unsigned int GpuFrameReadback::take(std::vector<glm::vec3>& out)
{
    if (m_pending == 0)
        throw std::logic_error("GpuFrameReadback: no frame to take");
    Copy& copy = m_copies[m_oldest];
    GLenum waited = GL_TIMEOUT_EXPIRED;
    while (waited == GL_TIMEOUT_EXPIRED)
        waited = glClientWaitSync(static_cast<GLsync>(copy.fence), GL_SYNC_FLUSH_COMMANDS_BIT, 1'000'000'000);
    if (waited == GL_WAIT_FAILED)
        throw GlError("waiting for a frame's readback failed");
    deleteFence(copy.fence);
    const auto* raw = static_cast<const glm::vec4*>(copy.buffer.mapped());
    out.resize(m_particles);
    for (std::size_t p = 0; p < m_particles; ++p)
        out[p] = glm::vec3(raw[p]);
    unsigned int health = 0;
    std::memcpy(&health, &raw[m_particles], sizeof health);
    m_oldest = (m_oldest + 1) % m_copies.size();
    --m_pending;
    return health;
}

void GpuFrameReadback::forget()
{
    for (Copy& copy : m_copies)
        deleteFence(copy.fence);
    m_oldest = 0;
    m_pending = 0;
}

}  // namespace drape::engine

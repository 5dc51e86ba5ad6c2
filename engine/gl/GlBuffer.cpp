#include "engine/gl/GlBuffer.h"

#include "engine/gl/GlError.h"

#include <epoxy/gl.h>

#include <string>
#include <utility>

namespace drape::engine {

GlBuffer::GlBuffer(std::size_t bytes, const void* data) : m_size(bytes)
{
    glGenBuffers(1, &m_id);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    while (glGetError() != GL_NO_ERROR) {
    }
    glBufferData(GL_SHADER_STORAGE_BUFFER, GLsizeiptr(bytes), data, GL_DYNAMIC_COPY);
    const GLenum error = glGetError();
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
    if (error != GL_NO_ERROR) {
        glDeleteBuffers(1, &m_id);
        m_id = 0;
        throw GlError("cannot allocate " + std::to_string(bytes) + " bytes of GPU memory" +
                      (error == GL_OUT_OF_MEMORY ? " (out of memory)" : ""));
    }
}

GlBuffer GlBuffer::mappedForReading(std::size_t bytes)
{
    constexpr GLbitfield access = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
    GlBuffer buffer;
    buffer.m_size = bytes;
    glGenBuffers(1, &buffer.m_id);
    glBindBuffer(GL_COPY_WRITE_BUFFER, buffer.m_id);
    while (glGetError() != GL_NO_ERROR) {
    }
    glBufferStorage(GL_COPY_WRITE_BUFFER, GLsizeiptr(bytes), nullptr, access | GL_CLIENT_STORAGE_BIT);
    if (glGetError() == GL_NO_ERROR)
        buffer.m_mapped = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, GLsizeiptr(bytes), access);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    if (!buffer.m_mapped)
        throw GlError("cannot allocate " + std::to_string(bytes) + " bytes of mapped memory for reading frames back");
    return buffer;
}

GlBuffer::~GlBuffer()
{
    if (m_id)
        glDeleteBuffers(1, &m_id);
}

GlBuffer::GlBuffer(GlBuffer&& other) noexcept
    : m_id(std::exchange(other.m_id, 0)), m_size(std::exchange(other.m_size, 0)),
      m_mapped(std::exchange(other.m_mapped, nullptr))
{
}

GlBuffer& GlBuffer::operator=(GlBuffer&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteBuffers(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
        m_size = std::exchange(other.m_size, 0);
        m_mapped = std::exchange(other.m_mapped, nullptr);
    }
    return *this;
}

void GlBuffer::upload(const void* data, std::size_t bytes, std::size_t offset)
{
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glBufferSubData(GL_SHADER_STORAGE_BUFFER, GLintptr(offset), GLsizeiptr(bytes), data);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
}

void GlBuffer::download(void* data, std::size_t bytes, std::size_t offset) const
{
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, GLintptr(offset), GLsizeiptr(bytes), data);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
}

void GlBuffer::bindStorage(unsigned int index) const
{
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, index, m_id);
}

void GlBuffer::bindUniform(unsigned int index) const
{
    glBindBufferBase(GL_UNIFORM_BUFFER, index, m_id);
}

}  // namespace drape::engine

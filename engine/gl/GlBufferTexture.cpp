#include "engine/gl/GlBufferTexture.h"

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlError.h"

#include <epoxy/gl.h>

#include <string>
#include <utility>

namespace drape::engine {

GlBufferTexture::GlBufferTexture(const GlBuffer& buffer)
{
    GLint maxTexels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &maxTexels);
    const std::size_t texels = buffer.size() / 16;
    if (texels > std::size_t(maxTexels))
        throw GlError("this OpenGL allows buffer textures of " + std::to_string(maxTexels) + " texels, " +
                      std::to_string(texels) + " are needed");
    glGenTextures(1, &m_id);
    glBindTexture(GL_TEXTURE_BUFFER, m_id);
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32F, buffer.id());
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

GlBufferTexture::~GlBufferTexture()
{
    if (m_id)
        glDeleteTextures(1, &m_id);
}

GlBufferTexture::GlBufferTexture(GlBufferTexture&& other) noexcept : m_id(std::exchange(other.m_id, 0)) {}

GlBufferTexture& GlBufferTexture::operator=(GlBufferTexture&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteTextures(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
    }
    return *this;
}

void GlBufferTexture::bindImage(unsigned int unit) const
{
    glBindImageTexture(unit, m_id, 0, GL_FALSE, 0, GL_READ_WRITE, GL_RGBA32F);
}

}  // namespace drape::engine

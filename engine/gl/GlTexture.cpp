#include "engine/gl/GlTexture.h"

#include "engine/gl/GlError.h"

#include <epoxy/gl.h>

#include <string>
#include <utility>

namespace drape::engine {

GlTexture::GlTexture(int width, int height, const float* rgba)
{
    glGenTextures(1, &m_id);
    glBindTexture(GL_TEXTURE_2D, m_id);
    while (glGetError() != GL_NO_ERROR) {
    }
    glTexStorage2D(GL_TEXTURE_2D, 1, GL_RGBA32F, width, height);
    if (rgba)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RGBA, GL_FLOAT, rgba);
    const GLenum error = glGetError();
    glBindTexture(GL_TEXTURE_2D, 0);
    if (error != GL_NO_ERROR) {
        glDeleteTextures(1, &m_id);
        m_id = 0;
        throw GlError("cannot allocate a " + std::to_string(width) + " × " + std::to_string(height) +
                      " rgba32f texture");
    }
}

GlTexture::~GlTexture()
{
    if (m_id)
        glDeleteTextures(1, &m_id);
}

GlTexture::GlTexture(GlTexture&& other) noexcept : m_id(std::exchange(other.m_id, 0)) {}

GlTexture& GlTexture::operator=(GlTexture&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteTextures(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
    }
    return *this;
}

void GlTexture::bindImage(unsigned int unit) const
{
    glBindImageTexture(unit, m_id, 0, GL_FALSE, 0, GL_READ_WRITE, GL_RGBA32F);
}

}  // namespace drape::engine

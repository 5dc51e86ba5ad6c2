#include "engine/gl/GlTexture.h"

#include "engine/gl/GlError.h"

#include <epoxy/gl.h>

#include <stdexcept>
#include <string>
#include <utility>

namespace drape::engine {
namespace {

GLenum internalFormat(int channels)
{
    return channels == 4 ? GL_RGBA32F : GL_RG32F;
}

GLenum pixelFormat(int channels)
{
    return channels == 4 ? GL_RGBA : GL_RG;
}

}  // namespace

GlTexture::GlTexture(int width, int height, const float* texels, int channels)
    : m_width(width), m_height(height), m_channels(channels)
{
    if (channels != 4 && channels != 2)
        throw std::invalid_argument("GlTexture holds 2 or 4 channels, not " + std::to_string(channels));
    glGenTextures(1, &m_id);
    glBindTexture(GL_TEXTURE_2D, m_id);
    while (glGetError() != GL_NO_ERROR) {
    }
    glTexStorage2D(GL_TEXTURE_2D, 1, internalFormat(channels), width, height);
    if (texels)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, pixelFormat(channels), GL_FLOAT, texels);
    const GLenum error = glGetError();
    glBindTexture(GL_TEXTURE_2D, 0);
    if (error != GL_NO_ERROR) {
        glDeleteTextures(1, &m_id);
        m_id = 0;
        throw GlError("cannot allocate a " + std::to_string(width) + " × " + std::to_string(height) +
                      (channels == 4 ? " rgba32f" : " rg32f") + " texture");
    }
}

GlTexture::~GlTexture()
{
    if (m_id)
        glDeleteTextures(1, &m_id);
}

GlTexture::GlTexture(GlTexture&& other) noexcept
    : m_id(std::exchange(other.m_id, 0)), m_width(other.m_width), m_height(other.m_height), m_channels(other.m_channels)
{
}

GlTexture& GlTexture::operator=(GlTexture&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteTextures(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
        m_width = other.m_width;
        m_height = other.m_height;
        m_channels = other.m_channels;
    }
    return *this;
}

void GlTexture::bindImage(unsigned int unit) const
{
    glBindImageTexture(unit, m_id, 0, GL_FALSE, 0, GL_READ_WRITE, internalFormat(m_channels));
}

void GlTexture::upload(const float* texels)
{
    glBindTexture(GL_TEXTURE_2D, m_id);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, m_width, m_height, pixelFormat(m_channels), GL_FLOAT, texels);
    glBindTexture(GL_TEXTURE_2D, 0);
}

// Through a copy of the block (OpenGL 4.3 reads back whole levels only).
void GlTexture::download(int x, int y, int width, int height, float* out) const
{
    const GlTexture block(width, height, nullptr, m_channels);
    glMemoryBarrier(GL_TEXTURE_UPDATE_BARRIER_BIT);
    glCopyImageSubData(m_id, GL_TEXTURE_2D, 0, x, y, 0, block.m_id, GL_TEXTURE_2D, 0, 0, 0, 0, width, height, 1);
    glBindTexture(GL_TEXTURE_2D, block.m_id);
    glGetTexImage(GL_TEXTURE_2D, 0, pixelFormat(m_channels), GL_FLOAT, out);
    glBindTexture(GL_TEXTURE_2D, 0);
}

}  // namespace drape::engine

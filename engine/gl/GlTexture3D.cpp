#include "engine/gl/GlTexture3D.h"

#include "engine/gl/GlError.h"

#include <epoxy/gl.h>

#include <string>
#include <utility>

namespace drape::engine {

GlTexture3D::GlTexture3D(int width, int height, int depth, const float* values)
{
    glGenTextures(1, &m_id);
    glBindTexture(GL_TEXTURE_3D, m_id);
    while (glGetError() != GL_NO_ERROR) {
    }
    glTexStorage3D(GL_TEXTURE_3D, 1, GL_R32F, width, height, depth);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexSubImage3D(GL_TEXTURE_3D, 0, 0, 0, 0, width, height, depth, GL_RED, GL_FLOAT, values);
    // texelFetch ignores the filter, but a texture without mipmaps must not ask for them to be complete.
    glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    const GLenum error = glGetError();
    glBindTexture(GL_TEXTURE_3D, 0);
    if (error != GL_NO_ERROR) {
        glDeleteTextures(1, &m_id);
        m_id = 0;
        throw GlError("cannot allocate a " + std::to_string(width) + " × " + std::to_string(height) + " × " +
                      std::to_string(depth) + " distance-field texture");
    }
}

GlTexture3D::~GlTexture3D()
{
    if (m_id)
        glDeleteTextures(1, &m_id);
}

GlTexture3D::GlTexture3D(GlTexture3D&& other) noexcept : m_id(std::exchange(other.m_id, 0)) {}

GlTexture3D& GlTexture3D::operator=(GlTexture3D&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteTextures(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
    }
    return *this;
}

void GlTexture3D::bind(unsigned int unit) const
{
    glActiveTexture(GL_TEXTURE0 + unit);
    glBindTexture(GL_TEXTURE_3D, m_id);
    glActiveTexture(GL_TEXTURE0);
}

}  // namespace drape::engine

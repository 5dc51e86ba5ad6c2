#include "engine/gl/GlVertexArray.h"

#include <epoxy/gl.h>

#include <utility>

namespace drape::engine {

GlVertexArray GlVertexArray::create()
{
    GlVertexArray array;
    glGenVertexArrays(1, &array.m_id);
    return array;
}

GlVertexArray::~GlVertexArray()
{
    if (m_id)
        glDeleteVertexArrays(1, &m_id);
}

GlVertexArray::GlVertexArray(GlVertexArray&& other) noexcept : m_id(std::exchange(other.m_id, 0))
{
}

GlVertexArray& GlVertexArray::operator=(GlVertexArray&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteVertexArrays(1, &m_id);
        m_id = std::exchange(other.m_id, 0);
    }
    return *this;
}

void GlVertexArray::bind() const
{
    glBindVertexArray(m_id);
}

void GlVertexArray::setElementBuffer(unsigned int buffer) const
{
    // The element buffer binding belongs to the bound vertex array, so this one
    // is bound for the call and the caller's is put back.
    GLint previous = 0;
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &previous);
    glBindVertexArray(m_id);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buffer);
    glBindVertexArray(GLuint(previous));
}

}  // namespace drape::engine

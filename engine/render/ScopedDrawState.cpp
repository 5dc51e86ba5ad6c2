#include "engine/render/ScopedDrawState.h"

#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

namespace drape::engine {
namespace {

int integer(GLenum name)
{
    GLint value = 0;
    glGetIntegerv(name, &value);
    return value;
}

float floating(GLenum name)
{
    GLfloat value = 0.0f;
    glGetFloatv(name, &value);
    return value;
}

void setEnabled(GLenum capability, bool enabled)
{
    enabled ? glEnable(capability) : glDisable(capability);
}

}  // namespace

ScopedDrawState::ScopedDrawState()
    : m_program(integer(GL_CURRENT_PROGRAM)),
      m_vertexArray(integer(GL_VERTEX_ARRAY_BINDING)),
      m_storageBuffer(integer(GL_SHADER_STORAGE_BUFFER_BINDING)),
      m_depthTest(glIsEnabled(GL_DEPTH_TEST)),
      m_depthFunc(integer(GL_DEPTH_FUNC)),
      m_blend(glIsEnabled(GL_BLEND)),
      m_blendSourceRgb(integer(GL_BLEND_SRC_RGB)),
      m_blendDestinationRgb(integer(GL_BLEND_DST_RGB)),
      m_blendSourceAlpha(integer(GL_BLEND_SRC_ALPHA)),
      m_blendDestinationAlpha(integer(GL_BLEND_DST_ALPHA)),
      m_blendEquationRgb(integer(GL_BLEND_EQUATION_RGB)),
      m_blendEquationAlpha(integer(GL_BLEND_EQUATION_ALPHA)),
      m_cullFace(glIsEnabled(GL_CULL_FACE)),
      m_frontFace(integer(GL_FRONT_FACE)),
      m_programPointSize(glIsEnabled(GL_PROGRAM_POINT_SIZE)),
      m_polygonOffsetFill(glIsEnabled(GL_POLYGON_OFFSET_FILL)),
      m_polygonOffsetFactor(floating(GL_POLYGON_OFFSET_FACTOR)),
      m_polygonOffsetUnits(floating(GL_POLYGON_OFFSET_UNITS))
{
    GLint buffer = 0;
    glGetIntegeri_v(GL_SHADER_STORAGE_BUFFER_BINDING, gpu::pulledVerticesBinding, &buffer);
    m_storageBinding0 = buffer;
    GLint64 start = 0, size = 0;
    glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_START, gpu::pulledVerticesBinding, &start);
    glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_SIZE, gpu::pulledVerticesBinding, &size);
    m_storageStart0 = start;
    m_storageSize0 = size;
    GLboolean depthMask = GL_TRUE;
    glGetBooleanv(GL_DEPTH_WRITEMASK, &depthMask);
    m_depthMask = depthMask == GL_TRUE;

    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glFrontFace(GL_CCW);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glDisable(GL_POLYGON_OFFSET_FILL);
}

ScopedDrawState::~ScopedDrawState()
{
    // A program deleted while current (a solver destroyed after its last dispatch)
    // lives on only while it stays current; once the draw switched away it is
    // gone, and there is nothing to put back.
    glUseProgram(glIsProgram(GLuint(m_program)) ? GLuint(m_program) : 0);
    glBindVertexArray(GLuint(m_vertexArray));
    if (m_storageSize0 > 0)
        glBindBufferRange(GL_SHADER_STORAGE_BUFFER, gpu::pulledVerticesBinding, GLuint(m_storageBinding0),
                          GLintptr(m_storageStart0), GLsizeiptr(m_storageSize0));
    else
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, gpu::pulledVerticesBinding, GLuint(m_storageBinding0));
    // Binding an indexed point also sets the generic one, so that goes back last.
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, GLuint(m_storageBuffer));
    setEnabled(GL_DEPTH_TEST, m_depthTest);
    glDepthFunc(GLenum(m_depthFunc));
    glDepthMask(m_depthMask ? GL_TRUE : GL_FALSE);
    setEnabled(GL_BLEND, m_blend);
    glBlendFuncSeparate(GLenum(m_blendSourceRgb), GLenum(m_blendDestinationRgb), GLenum(m_blendSourceAlpha),
                        GLenum(m_blendDestinationAlpha));
    glBlendEquationSeparate(GLenum(m_blendEquationRgb), GLenum(m_blendEquationAlpha));
    setEnabled(GL_CULL_FACE, m_cullFace);
    glFrontFace(GLenum(m_frontFace));
    setEnabled(GL_PROGRAM_POINT_SIZE, m_programPointSize);
    setEnabled(GL_POLYGON_OFFSET_FILL, m_polygonOffsetFill);
    glPolygonOffset(m_polygonOffsetFactor, m_polygonOffsetUnits);
}

}  // namespace drape::engine

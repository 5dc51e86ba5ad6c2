#include "engine/gl/GlProgram.h"

#include "engine/gl/GlError.h"
#include "engine/gl/ShaderLibrary.h"

#include <epoxy/gl.h>

#include <utility>
#include <vector>

namespace drape::engine {
namespace {

std::string infoLog(GLuint object, bool isProgram)
{
    GLint length = 0;
    isProgram ? glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length) : glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
    std::vector<char> log(std::size_t(std::max(length, 1)), '\0');
    isProgram ? glGetProgramInfoLog(object, length, nullptr, log.data())
              : glGetShaderInfoLog(object, length, nullptr, log.data());
    return log.data();
}

}  // namespace

GlProgram::GlProgram(std::string_view shaderName) : m_name(shaderName)
{
    const std::string source = shaderSource(shaderName);
    const char* text = source.c_str();
    const GLuint shader = glCreateShader(GL_COMPUTE_SHADER);
    glShaderSource(shader, 1, &text, nullptr);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        const std::string log = infoLog(shader, false);
        glDeleteShader(shader);
        throw GlError("shader " + m_name + " does not compile: " + log);
    }
    m_id = glCreateProgram();
    glAttachShader(m_id, shader);
    glLinkProgram(m_id);
    glDeleteShader(shader);
    glGetProgramiv(m_id, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        const std::string log = infoLog(m_id, true);
        glDeleteProgram(m_id);
        m_id = 0;
        throw GlError("shader " + m_name + " does not link: " + log);
    }
}

GlProgram::~GlProgram()
{
    if (m_id)
        glDeleteProgram(m_id);
}

GlProgram::GlProgram(GlProgram&& other) noexcept
    : m_id(std::exchange(other.m_id, 0)), m_name(std::move(other.m_name)), m_locations(std::move(other.m_locations))
{
}

GlProgram& GlProgram::operator=(GlProgram&& other) noexcept
{
    if (this != &other) {
        if (m_id)
            glDeleteProgram(m_id);
        m_id = std::exchange(other.m_id, 0);
        m_name = std::move(other.m_name);
        m_locations = std::move(other.m_locations);
    }
    return *this;
}

void GlProgram::use() const
{
    glUseProgram(m_id);
}

void GlProgram::dispatch(unsigned int groupsX, unsigned int groupsY) const
{
    glDispatchCompute(groupsX, groupsY, 1);
}

int GlProgram::location(std::string_view name)
{
    const std::string key(name);
    const auto it = m_locations.find(key);
    if (it != m_locations.end())
        return it->second;
    const int found = glGetUniformLocation(m_id, key.c_str());
    m_locations.emplace(key, found);
    return found;
}

void GlProgram::setInt(std::string_view name, int value)
{
    glProgramUniform1i(m_id, location(name), value);
}

void GlProgram::setUInt(std::string_view name, unsigned int value)
{
    glProgramUniform1ui(m_id, location(name), value);
}

void GlProgram::setInt2(std::string_view name, int x, int y)
{
    glProgramUniform2i(m_id, location(name), x, y);
}

void GlProgram::setFloat(std::string_view name, float value)
{
    glProgramUniform1f(m_id, location(name), value);
}

void GlProgram::setVec3(std::string_view name, const glm::vec3& value)
{
    glProgramUniform3f(m_id, location(name), value.x, value.y, value.z);
}

void GlProgram::setFloatArray(std::string_view name, std::span<const float> values)
{
    glProgramUniform1fv(m_id, location(name), GLsizei(values.size()), values.data());
}

void GlProgram::setInt2Array(std::string_view name, std::span<const int> xyPairs)
{
    glProgramUniform2iv(m_id, location(name), GLsizei(xyPairs.size() / 2), xyPairs.data());
}

}  // namespace drape::engine

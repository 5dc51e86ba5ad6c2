#include "engine/gl/GlProgram.h"

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlError.h"
#include "engine/gl/ShaderLibrary.h"

#include <epoxy/gl.h>
#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <initializer_list>
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

// A compiled shader object, deleted when it goes out of scope (the program
// keeps what it needs once linked).
class ShaderObject {
public:
    ShaderObject(GLenum stage, std::string_view fileName, std::string_view defines = {})
    {
        const std::string source = shaderSource(fileName, defines);   // throws before anything is created
        const char* text = source.c_str();
        m_id = glCreateShader(stage);
        glShaderSource(m_id, 1, &text, nullptr);
        glCompileShader(m_id);
        GLint ok = GL_FALSE;
        glGetShaderiv(m_id, GL_COMPILE_STATUS, &ok);
        if (ok != GL_TRUE) {
            const std::string log = infoLog(m_id, false);
            glDeleteShader(m_id);
            throw GlError("shader " + std::string(fileName) + " does not compile: " + log);
        }
    }
    ~ShaderObject() { glDeleteShader(m_id); }
    ShaderObject(const ShaderObject&) = delete;
    ShaderObject& operator=(const ShaderObject&) = delete;

    GLuint id() const { return m_id; }

private:
    GLuint m_id = 0;
};

// Links the shaders into a new program; throws naming `programName` on failure.
GLuint linkProgram(std::initializer_list<const ShaderObject*> shaders, const std::string& programName)
{
    const GLuint program = glCreateProgram();
    for (const ShaderObject* shader : shaders)
        glAttachShader(program, shader->id());
    glLinkProgram(program);
    for (const ShaderObject* shader : shaders)
        glDetachShader(program, shader->id());
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        const std::string log = infoLog(program, true);
        glDeleteProgram(program);
        throw GlError("shader " + programName + " does not link: " + log);
    }
    return program;
}

}  // namespace

GlProgram::GlProgram(std::string_view shaderName) : m_name(shaderName)
{
    const ShaderObject compute(GL_COMPUTE_SHADER, shaderName);
    m_id = linkProgram({&compute}, m_name);
}

GlProgram GlProgram::compute(std::string_view shaderName, std::string_view defines)
{
    GlProgram program;
    program.m_name = shaderName;
    const ShaderObject compute(GL_COMPUTE_SHADER, shaderName, defines);
    program.m_id = linkProgram({&compute}, program.m_name);
    return program;
}

GlProgram::GlProgram(std::string_view vertexShaderName, std::string_view fragmentShaderName)
    : m_name(std::string(vertexShaderName) + " + " + std::string(fragmentShaderName))
{
    const ShaderObject vertex(GL_VERTEX_SHADER, vertexShaderName);
    const ShaderObject fragment(GL_FRAGMENT_SHADER, fragmentShaderName);
    m_id = linkProgram({&vertex, &fragment}, m_name);
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

void GlProgram::dispatchIndirect(const GlBuffer& arguments, std::size_t offset) const
{
    glBindBuffer(GL_DISPATCH_INDIRECT_BUFFER, arguments.id());
    glDispatchComputeIndirect(GLintptr(offset));
    glBindBuffer(GL_DISPATCH_INDIRECT_BUFFER, 0);
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

void GlProgram::setVec2(std::string_view name, const glm::vec2& value)
{
    glProgramUniform2f(m_id, location(name), value.x, value.y);
}

void GlProgram::setVec3(std::string_view name, const glm::vec3& value)
{
    glProgramUniform3f(m_id, location(name), value.x, value.y, value.z);
}

void GlProgram::setVec4(std::string_view name, const glm::vec4& value)
{
    glProgramUniform4f(m_id, location(name), value.x, value.y, value.z, value.w);
}

void GlProgram::setMat4(std::string_view name, const glm::mat4& value)
{
    glProgramUniformMatrix4fv(m_id, location(name), 1, GL_FALSE, glm::value_ptr(value));
}

void GlProgram::setFloatArray(std::string_view name, std::span<const float> values)
{
    glProgramUniform1fv(m_id, location(name), GLsizei(values.size()), values.data());
}

void GlProgram::setIntArray(std::string_view name, std::span<const int> values)
{
    glProgramUniform1iv(m_id, location(name), GLsizei(values.size()), values.data());
}

}  // namespace drape::engine

// A move-only GL program built from shaders in shaders/ (by file name): a compute
// program from one shader, or a graphics program from a vertex and a fragment
// shader. Typed uniform setters look locations up once.
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

namespace drape::engine {

class GlBuffer;

class GlProgram {
public:
    GlProgram() = default;
    /// Compiles and links shaders/<shaderName>. Throws GlError with the driver's log.
    explicit GlProgram(std::string_view shaderName);
    /// Compiles shaders/<vertexShaderName> and shaders/<fragmentShaderName> and links
    /// them. Throws GlError with the driver's log, naming the file that failed.
    GlProgram(std::string_view vertexShaderName, std::string_view fragmentShaderName);
    /// A compute program from shaders/<shaderName> with `defines` (lines such as
    /// "#define NAME 1\n") placed after its #version line, for variants of one file.
    static GlProgram compute(std::string_view shaderName, std::string_view defines);
    ~GlProgram();
    GlProgram(GlProgram&& other) noexcept;
    GlProgram& operator=(GlProgram&& other) noexcept;
    GlProgram(const GlProgram&) = delete;
    GlProgram& operator=(const GlProgram&) = delete;

    unsigned int id() const { return m_id; }
    void use() const;
    /// Runs the program over groupsX × groupsY workgroups (it must be in use).
    void dispatch(unsigned int groupsX, unsigned int groupsY) const;
    /// Runs the program over the workgroup counts (three uints) at byte `offset`
    /// of `arguments`, which earlier kernels may have written: no CPU round trip.
    void dispatchIndirect(const GlBuffer& arguments, std::size_t offset) const;

    void setInt(std::string_view name, int value);
    void setUInt(std::string_view name, unsigned int value);
    void setInt2(std::string_view name, int x, int y);
    void setFloat(std::string_view name, float value);
    void setVec2(std::string_view name, const glm::vec2& value);
    void setVec3(std::string_view name, const glm::vec3& value);
    void setVec4(std::string_view name, const glm::vec4& value);
    void setMat4(std::string_view name, const glm::mat4& value);
    void setFloatArray(std::string_view name, std::span<const float> values);
    void setIntArray(std::string_view name, std::span<const int> values);

private:
    int location(std::string_view name);

    unsigned int m_id = 0;
    std::string m_name;
    std::unordered_map<std::string, int> m_locations;
};

}  // namespace drape::engine

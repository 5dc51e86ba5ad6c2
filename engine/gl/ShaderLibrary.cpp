#include "engine/gl/ShaderLibrary.h"

#include "engine/gl/GlError.h"

#include <cstdlib>

namespace drape::shaders {
std::string_view embeddedShader(std::string_view fileName);
}

namespace drape::engine {
namespace {

/// DRAPE_FAIL_SHADER (a comma-separated list of shader file names, or "*")
/// breaks those shaders on purpose, so tests and users can see what a driver
/// that rejects a shader does to Drape (docs/reliability.md).
bool failureRequested(std::string_view fileName)
{
    const char* list = std::getenv("DRAPE_FAIL_SHADER");
    if (!list)
        return false;
    std::string_view rest(list);
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        if (item == "*" || item == fileName)
            return true;
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    return false;
}

}  // namespace

std::string shaderSource(std::string_view fileName, std::string_view defines)
{
    const std::string_view body = drape::shaders::embeddedShader(fileName);
    if (body.empty())
        throw GlError("no shader named " + std::string(fileName) + " is built in");
    // 4.3 core is what the GPU backend requires; #line keeps driver messages on the file's own lines.
    std::string source = "#version 430 core\n" + std::string(defines) + "#line 1\n" + std::string(body);
    if (failureRequested(fileName))
        source += "\nthis line breaks the shader on purpose (DRAPE_FAIL_SHADER);\n";
    return source;
}

}  // namespace drape::engine

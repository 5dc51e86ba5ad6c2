#include "engine/gl/ShaderLibrary.h"

#include "engine/gl/GlError.h"
#include "engine/contract/ShaderPrelude.h"

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

/// `body` with each line `#include "NAME"` replaced by the built-in shader NAME
/// (one level: included files include nothing), so kernels share code such as
/// cloth_contacts.glsl. #line directives keep driver messages on the right lines:
/// source-string number 1 for the included text, 0 for the file itself.
std::string expandIncludes(std::string_view body)
{
    std::string out;
    int lineNumber = 0;
    while (!body.empty()) {
        const std::size_t end = body.find('\n');
        const std::string_view line = body.substr(0, end);
        body = end == std::string_view::npos ? std::string_view() : body.substr(end + 1);
        ++lineNumber;
        constexpr std::string_view directive = "#include \"";
        if (line.starts_with(directive) && line.ends_with('"')) {
            const std::string_view name = line.substr(directive.size(), line.size() - directive.size() - 1);
            const std::string_view included = drape::shaders::embeddedShader(name);
            if (included.empty())
                throw GlError("no shader named " + std::string(name) + " is built in (included on line " +
                              std::to_string(lineNumber) + ")");
            out += "#line 1 1\n" + std::string(included) + "\n#line " + std::to_string(lineNumber + 1) + " 0\n";
        } else {
            out += std::string(line) + "\n";
        }
    }
    return out;
}

}  // namespace

std::string shaderSource(std::string_view fileName, std::string_view defines)
{
    const std::string_view body = drape::shaders::embeddedShader(fileName);
    if (body.empty())
        throw GlError("no shader named " + std::string(fileName) + " is built in");
    // 4.3 core is what the GPU backend requires; #line keeps driver messages on the file's own lines.
    std::string source = "#version 430 core\n" + std::string(shaderPrelude()) + std::string(defines) + "#line 1\n" +
                         expandIncludes(body);
    if (failureRequested(fileName))
        source += "\nthis line breaks the shader on purpose (DRAPE_FAIL_SHADER);\n";
    return source;
}

}  // namespace drape::engine

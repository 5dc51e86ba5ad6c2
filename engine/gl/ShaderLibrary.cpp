#include "engine/gl/ShaderLibrary.h"

#include "engine/gl/GlError.h"

namespace drape::shaders {
std::string_view embeddedShader(std::string_view fileName);
}

namespace drape::engine {

std::string shaderSource(std::string_view fileName)
{
    const std::string_view body = drape::shaders::embeddedShader(fileName);
    if (body.empty())
        throw GlError("no shader named " + std::string(fileName) + " is built in");
    // 4.3 core is what the GPU backend requires; #line keeps driver messages on the file's own lines.
    return "#version 430 core\n#line 1\n" + std::string(body);
}

}  // namespace drape::engine

// The one place shaders come from: the files in shaders/, embedded in the binary
// at build time, with the #version line prepended here.
#pragma once

#include <string>
#include <string_view>

namespace drape::engine {

/// Full GLSL source of shaders/<fileName>. Throws GlError for an unknown name.
std::string shaderSource(std::string_view fileName);

}  // namespace drape::engine

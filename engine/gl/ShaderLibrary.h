// The one place shaders come from: the files in shaders/, embedded in the binary
// at build time, with the #version line and the prelude of shared constants
// (ShaderPrelude.h) prepended here.
#pragma once

#include <string>
#include <string_view>

namespace drape::engine {

/// Full GLSL source of shaders/<fileName>, with the prelude and then `defines`
/// after the #version line.
/// Throws GlError for an unknown name.
std::string shaderSource(std::string_view fileName, std::string_view defines = {});

}  // namespace drape::engine

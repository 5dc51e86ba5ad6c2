// The GLSL every shader is compiled with before its own text: the numbers the
// C++ side and the shaders share (engine/contract/GpuContract.h, the spring stencil
// of engine/scene/SpringStencil.h, the tile of engine/contract/TiledLayout.h, the
// collider limits of engine/scene/Limits.h, the air's triangles and gust period
// of engine/contract/AirStencil.h), written from those constants, so that the two
// sides cannot drift apart.
#pragma once

#include <string_view>

namespace drape::engine {

/// Lines of #define (the numbers layout qualifiers need) and const declarations,
/// for every shader stage.
std::string_view shaderPrelude();

}  // namespace drape::engine

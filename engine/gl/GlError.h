// Raised when OpenGL cannot do what was asked: no context, no compute shaders,
// a shader that does not compile. The message names the cause.
#pragma once

#include <stdexcept>

namespace drape::engine {

class GlError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace drape::engine

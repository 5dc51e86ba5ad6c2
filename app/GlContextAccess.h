// How the simulation reaches the viewport's OpenGL context: the GPU backend's
// buffers live there, so it is made current around every GPU call.
#pragma once

#include "engine/gl/GlInfo.h"

namespace drape::app {

class GlContextAccess {
public:
    virtual ~GlContextAccess() = default;
    virtual void makeContextCurrent() = 0;
    virtual void doneContextCurrent() = 0;
    /// What the context is and whether it runs compute shaders.
    virtual const engine::GlInfo& glInfo() const = 0;
};

}  // namespace drape::app

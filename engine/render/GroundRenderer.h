// Draws the ground reference: grey grid lines on the y = 0 plane, fading out
// towards their ends, and the axes from the origin, 1 m long (x red, y green,
// z blue). The lines are generated in the vertex shader (shaders/ground.vert);
// no vertex buffer. Needs a current OpenGL ≥ 4.3 core context, the same one for
// every call and for destruction; leaves the GL state as it found it
// (engine/render/ScopedDrawState.h).
#pragma once

#include "engine/gl/GlProgram.h"
#include "engine/gl/GlVertexArray.h"
#include "engine/render/ViewParameters.h"

namespace drape::engine {

class GroundRenderer {
public:
    /// Builds the shaders. Throws GlError when the current context is not OpenGL ≥ 4.3.
    GroundRenderer();

    /// Grid lines every `spacing` metres covering [-halfExtent, halfExtent] in x
    /// and z (none when either is not positive), then the axes. The faded grid
    /// lines blend over what is drawn and write no depth, so anything drawn
    /// after them covers them; draw the ground before the cloth, so that the
    /// cloth's pins (drawn without depth test) stay on top.
    void draw(const ViewParameters& view, float halfExtent, float spacing);

private:
    GlProgram m_program;            ///< ground.vert + lines.frag
    GlVertexArray m_vertexArray;    ///< empty; the core profile needs one bound to draw
};

}  // namespace drape::engine

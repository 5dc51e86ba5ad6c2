// Saves the OpenGL state the renderers change and puts it back when it goes out
// of scope, so that drawing leaves the editor's (Qt's) context as it found it.
// On entry it sets the state every renderer starts from: depth test on with
// GL_LESS and depth writes, no blending, no face culling, counter-clockwise
// front faces, GL_PROGRAM_POINT_SIZE on, no polygon offset.
// Saved and restored: the current program, the bound vertex array, the
// GL_SHADER_STORAGE_BUFFER bindings (generic and the index the renderers pull
// vertices from, gpu::pulledVerticesBinding), depth test/func/mask, blend enable/func/equation,
// face culling, front face, program point size, polygon offset (fill) enable,
// factor and units. Everything else (framebuffer, viewport, scissor, stencil,
// colour mask, primitive restart, rasterizer discard) is used as the caller set it.
#pragma once

namespace drape::engine {

class ScopedDrawState {
public:
    ScopedDrawState();
    ~ScopedDrawState();
    ScopedDrawState(const ScopedDrawState&) = delete;
    ScopedDrawState& operator=(const ScopedDrawState&) = delete;

private:
    int m_program = 0;
    int m_vertexArray = 0;
    int m_storageBuffer = 0;           ///< generic GL_SHADER_STORAGE_BUFFER binding
    int m_storageBinding0 = 0;         ///< buffer at indexed binding 0
    long long m_storageStart0 = 0;     ///< bytes
    long long m_storageSize0 = 0;      ///< bytes; 0 when bound whole (glBindBufferBase)
    bool m_depthTest = false;
    bool m_depthMask = true;
    int m_depthFunc = 0;
    bool m_blend = false;
    int m_blendSourceRgb = 0;
    int m_blendDestinationRgb = 0;
    int m_blendSourceAlpha = 0;
    int m_blendDestinationAlpha = 0;
    int m_blendEquationRgb = 0;
    int m_blendEquationAlpha = 0;
    bool m_cullFace = false;
    int m_frontFace = 0;
    bool m_programPointSize = false;
    bool m_polygonOffsetFill = false;
    float m_polygonOffsetFactor = 0.0f;
    float m_polygonOffsetUnits = 0.0f;
};

}  // namespace drape::engine

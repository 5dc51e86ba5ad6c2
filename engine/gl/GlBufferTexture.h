// A move-only rgba32f buffer texture: a view of a GlBuffer's storage that
// shaders access with imageLoad/imageStore(imageBuffer, i). No data is copied.
// On llvmpipe the GPU solver steps through these: image accesses run about twice
// as fast there as storage-buffer accesses (measured, docs/performance.md).
#pragma once

namespace drape::engine {

class GlBuffer;

class GlBufferTexture {
public:
    GlBufferTexture() = default;
    /// Views all of `buffer` as vec4 texels. Throws GlError when it holds more
    /// texels than GL_MAX_TEXTURE_BUFFER_SIZE.
    explicit GlBufferTexture(const GlBuffer& buffer);
    ~GlBufferTexture();
    GlBufferTexture(GlBufferTexture&& other) noexcept;
    GlBufferTexture& operator=(GlBufferTexture&& other) noexcept;
    GlBufferTexture(const GlBufferTexture&) = delete;
    GlBufferTexture& operator=(const GlBufferTexture&) = delete;

    /// Binds to image unit `unit` for imageLoad/imageStore as rgba32f.
    void bindImage(unsigned int unit) const;

private:
    unsigned int m_id = 0;
};

}  // namespace drape::engine

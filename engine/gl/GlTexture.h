// A move-only rgba32f 2D texture, bound as an image for compute shaders.
#pragma once

namespace drape::engine {

class GlTexture {
public:
    GlTexture() = default;
    /// width × height texels of 4 floats, filled from `rgba` (may be null). Throws GlError.
    GlTexture(int width, int height, const float* rgba);
    ~GlTexture();
    GlTexture(GlTexture&& other) noexcept;
    GlTexture& operator=(GlTexture&& other) noexcept;
    GlTexture(const GlTexture&) = delete;
    GlTexture& operator=(const GlTexture&) = delete;

    unsigned int id() const { return m_id; }
    /// Binds level 0 to image unit `unit` for read and write.
    void bindImage(unsigned int unit) const;

private:
    unsigned int m_id = 0;
};

}  // namespace drape::engine

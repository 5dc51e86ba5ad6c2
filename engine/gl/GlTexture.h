// A move-only 2D texture of float32 texels, rgba32f or rg32f, bound as an image
// for compute shaders.
#pragma once

namespace drape::engine {

class GlTexture {
public:
    GlTexture() = default;
    /// width × height texels of `channels` floats (4: rgba32f, 2: rg32f), filled
    /// from `texels` (may be null). Throws GlError.
    GlTexture(int width, int height, const float* texels, int channels = 4);
    ~GlTexture();
    GlTexture(GlTexture&& other) noexcept;
    GlTexture& operator=(GlTexture&& other) noexcept;
    GlTexture(const GlTexture&) = delete;
    GlTexture& operator=(const GlTexture&) = delete;

    unsigned int id() const { return m_id; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    int channels() const { return m_channels; }
    /// Binds level 0 to image unit `unit` for read and write.
    void bindImage(unsigned int unit) const;
    /// Replaces every texel from `texels` (width × height × channels floats).
    void upload(const float* texels);
    /// The texels of the width × height block at (x, y) into `out`, row by row (waits for the GPU).
    void download(int x, int y, int width, int height, float* out) const;

private:
    unsigned int m_id = 0;
    int m_width = 0;
    int m_height = 0;
    int m_channels = 4;
};

}  // namespace drape::engine

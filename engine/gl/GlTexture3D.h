// A move-only single-channel float (R32F) 3D texture: a mesh collider's distance
// field, read by the step kernel with texelFetch (no filtering: the kernel
// interpolates itself, exactly as the CPU backend does).
#pragma once

namespace drape::engine {

class GlTexture3D {
public:
    GlTexture3D() = default;
    /// width × height × depth texels, x fastest, from `values`. Throws GlError.
    GlTexture3D(int width, int height, int depth, const float* values);
    ~GlTexture3D();
    GlTexture3D(GlTexture3D&& other) noexcept;
    GlTexture3D& operator=(GlTexture3D&& other) noexcept;
    GlTexture3D(const GlTexture3D&) = delete;
    GlTexture3D& operator=(const GlTexture3D&) = delete;

    unsigned int id() const { return m_id; }
    /// Binds it to texture unit `unit`.
    void bind(unsigned int unit) const;

private:
    unsigned int m_id = 0;
};

}  // namespace drape::engine

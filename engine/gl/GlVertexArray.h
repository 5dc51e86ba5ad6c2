// A move-only OpenGL vertex array object. The core profile draws nothing without
// one bound, even when the vertex shader pulls its data from storage buffers and
// no attribute is used; it also remembers the bound element (index) buffer. The
// context that made it must be current when it is used or destroyed.
#pragma once

namespace drape::engine {

class GlVertexArray {
public:
    /// An empty handle; create() makes the GL object.
    GlVertexArray() = default;
    /// Makes a vertex array in the current context.
    static GlVertexArray create();
    ~GlVertexArray();
    GlVertexArray(GlVertexArray&& other) noexcept;
    GlVertexArray& operator=(GlVertexArray&& other) noexcept;
    GlVertexArray(const GlVertexArray&) = delete;
    GlVertexArray& operator=(const GlVertexArray&) = delete;

    unsigned int id() const { return m_id; }
    void bind() const;
    /// Records `buffer` as this array's element (index) buffer; the bound array is unchanged.
    void setElementBuffer(unsigned int buffer) const;

private:
    unsigned int m_id = 0;
};

}  // namespace drape::engine

// A move-only OpenGL buffer object (used as a shader storage buffer). The
// context that made it must be current when it is used or destroyed.
#pragma once

#include <cstddef>

namespace drape::engine {

class GlBuffer {
public:
    GlBuffer() = default;
    /// Allocates `bytes` and fills them from `data` (may be null). Throws GlError when out of memory.
    GlBuffer(std::size_t bytes, const void* data);
    /// A buffer that the GPU writes (by copies) and the CPU reads in place, mapped
    /// for as long as it lives: immutable storage, persistently and coherently
    /// mapped for reading (OpenGL 4.4 or GL_ARB_buffer_storage, which GlInfo
    /// requires of the GPU backend). Reading it does not
    /// queue a transfer behind the GPU's work, as download() may; wait on a fence
    /// that follows the copy, then read mapped(). Throws GlError.
    static GlBuffer mappedForReading(std::size_t bytes);
    ~GlBuffer();
    GlBuffer(GlBuffer&& other) noexcept;
    GlBuffer& operator=(GlBuffer&& other) noexcept;
    GlBuffer(const GlBuffer&) = delete;
    GlBuffer& operator=(const GlBuffer&) = delete;

    unsigned int id() const { return m_id; }
    std::size_t size() const { return m_size; }
    /// The host address of a mappedForReading() buffer's bytes; null for others.
    const void* mapped() const { return m_mapped; }

    void upload(const void* data, std::size_t bytes, std::size_t offset = 0);
    /// Reads back, waiting for the GPU work that writes this buffer.
    void download(void* data, std::size_t bytes, std::size_t offset = 0) const;
    /// Binds to GL_SHADER_STORAGE_BUFFER binding point `index`.
    void bindStorage(unsigned int index) const;
    /// Binds it to uniform-block binding `index`.
    void bindUniform(unsigned int index) const;

private:
    unsigned int m_id = 0;
    std::size_t m_size = 0;
    const void* m_mapped = nullptr;
};

}  // namespace drape::engine

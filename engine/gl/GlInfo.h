// What the current OpenGL context is, and whether it can run the GPU backend.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace drape::engine {

struct GlInfo {
    std::string vendor;
    std::string renderer;
    std::string version;
    int major = 0;
    int minor = 0;
    /// OpenGL ≥ 4.3 (compute shaders and storage buffers) with buffer storage
    /// (4.4 or GL_ARB_buffer_storage: GlBuffer::mappedForReading)
    bool hasCompute = false;
    std::string missingReason;     ///< why the GPU backend cannot run, when !hasCompute
    /// Free GPU memory as the driver reports it (GL_NVX_gpu_memory_info,
    /// GL_ATI_meminfo), or as DRAPE_GPU_MEMORY_MIB sets it for tests; none on
    /// drivers that do not say (Mesa's llvmpipe among them).
    std::optional<std::uint64_t> freeMemoryBytes;
    std::string freeMemorySource;  ///< which of those it came from
};

/// Describes the context current on this thread; requires one to be current.
GlInfo queryCurrentGl();

/// Whether the context renders on the CPU (Mesa's llvmpipe or softpipe), where
/// each dispatch costs tens of microseconds and images beat storage buffers.
bool isSoftwareRenderer(const GlInfo& gl);

}  // namespace drape::engine

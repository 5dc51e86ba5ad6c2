#include "engine/gl/GlInfo.h"

#include <epoxy/gl.h>

#include <cstdlib>
#include <string_view>

namespace drape::engine {
namespace {

std::string glString(GLenum name)
{
    const auto* text = reinterpret_cast<const char*>(glGetString(name));
    return text ? text : "";
}

constexpr GLenum currentAvailableVideoMemoryNvx = 0x9049;  // GL_NVX_gpu_memory_info, KiB
constexpr GLenum textureFreeMemoryAti = 0x87FC;            // GL_ATI_meminfo, KiB (4 values, the first the total free)

void queryFreeMemory(GlInfo& info)
{
    if (const char* override = std::getenv("DRAPE_GPU_MEMORY_MIB")) {
        info.freeMemoryBytes = std::uint64_t(std::strtoull(override, nullptr, 10)) << 20;
        info.freeMemorySource = "DRAPE_GPU_MEMORY_MIB";
    } else if (epoxy_has_gl_extension("GL_NVX_gpu_memory_info")) {
        GLint kib = 0;
        glGetIntegerv(currentAvailableVideoMemoryNvx, &kib);
        info.freeMemoryBytes = std::uint64_t(kib) << 10;
        info.freeMemorySource = "GL_NVX_gpu_memory_info";
    } else if (epoxy_has_gl_extension("GL_ATI_meminfo")) {
        GLint kib[4] = {};
        glGetIntegerv(textureFreeMemoryAti, kib);
        info.freeMemoryBytes = std::uint64_t(kib[0]) << 10;
        info.freeMemorySource = "GL_ATI_meminfo";
    }
}

}  // namespace

GlInfo queryCurrentGl()
{
    GlInfo info;
    info.vendor = glString(GL_VENDOR);
    info.renderer = glString(GL_RENDERER);
    info.version = glString(GL_VERSION);
    const int version = epoxy_gl_version();
    info.major = version / 10;
    info.minor = version % 10;
    const bool bufferStorage = version >= 44 || epoxy_has_gl_extension("GL_ARB_buffer_storage");
    info.hasCompute = epoxy_is_desktop_gl() && version >= 43 && bufferStorage;
    if (!epoxy_is_desktop_gl())
        info.missingReason = "the context is OpenGL ES, not desktop OpenGL";
    else if (version < 43)
        info.missingReason = "OpenGL " + std::to_string(info.major) + "." + std::to_string(info.minor) +
                             " has no compute shaders (4.3 is needed)";
    else if (!bufferStorage)
        info.missingReason = "OpenGL " + std::to_string(info.major) + "." + std::to_string(info.minor) +
                             " lacks GL_ARB_buffer_storage (4.4 has it), which reading frames back needs";
    if (epoxy_is_desktop_gl())
        queryFreeMemory(info);
    return info;
}

bool isSoftwareRenderer(const GlInfo& gl)
{
    return gl.renderer.find("llvmpipe") != std::string::npos || gl.renderer.find("softpipe") != std::string::npos;
}

}  // namespace drape::engine

#include "engine/gl/GlInfo.h"

#include <epoxy/gl.h>

namespace drape::engine {
namespace {

std::string glString(GLenum name)
{
    const auto* text = reinterpret_cast<const char*>(glGetString(name));
    return text ? text : "";
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
    info.hasCompute = epoxy_is_desktop_gl() && version >= 43;
    if (!epoxy_is_desktop_gl())
        info.missingReason = "the context is OpenGL ES, not desktop OpenGL";
    else if (!info.hasCompute)
        info.missingReason = "OpenGL " + std::to_string(info.major) + "." + std::to_string(info.minor) +
                             " has no compute shaders (4.3 is needed)";
    return info;
}

}  // namespace drape::engine

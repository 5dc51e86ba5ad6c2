#include "engine/gl/HeadlessContext.h"

#include "engine/gl/GlError.h"

#include <epoxy/egl.h>

#include <algorithm>
#include <vector>

namespace drape::engine {
namespace {

bool deviceHasExtension(EGLDeviceEXT device, const char* name)
{
    const char* list = eglQueryDeviceStringEXT(device, EGL_EXTENSIONS);
    return list && std::string(list).find(name) != std::string::npos;
}

/// Tries to make a 4.3 core context on one EGL display; returns it or nothing.
EGLContext createContextOn(EGLDisplay display, std::string& failure)
{
    EGLint major = 0, minor = 0;
    if (!eglInitialize(display, &major, &minor)) {
        failure = "eglInitialize failed";
        return EGL_NO_CONTEXT;
    }
    if (!epoxy_has_egl_extension(display, "EGL_KHR_surfaceless_context")) {
        failure = "the display lacks EGL_KHR_surfaceless_context";
        eglTerminate(display);
        return EGL_NO_CONTEXT;
    }
    if (!eglBindAPI(EGL_OPENGL_API)) {
        failure = "the display does not offer desktop OpenGL";
        eglTerminate(display);
        return EGL_NO_CONTEXT;
    }
    EGLConfig config = EGL_NO_CONFIG_KHR;
    if (!epoxy_has_egl_extension(display, "EGL_KHR_no_config_context")) {
        const EGLint wanted[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
        EGLint count = 0;
        if (!eglChooseConfig(display, wanted, &config, 1, &count) || count == 0) {
            failure = "no EGL config renders desktop OpenGL";
            eglTerminate(display);
            return EGL_NO_CONTEXT;
        }
    }
    const EGLint attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 3,
                                 EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, attributes);
    if (context == EGL_NO_CONTEXT) {
        failure = "the driver refused an OpenGL 4.3 core context";
        eglTerminate(display);
    }
    return context;
}

}  // namespace

std::unique_ptr<HeadlessContext> HeadlessContext::create()
{
    // NVIDIA's EGL names EGL_EXT_device_base, which by its spec is
    // EGL_EXT_device_enumeration plus EGL_EXT_device_query.
    const bool enumerates = epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_device_enumeration") ||
                            epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_device_base");
    if (!enumerates || !epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_platform_device"))
        throw GlError("cannot make a headless OpenGL context: EGL lacks EGL_EXT_device_enumeration or "
                      "EGL_EXT_platform_device (install Mesa's libegl-mesa0 or the GPU vendor's EGL)");
    EGLint count = 0;
    eglQueryDevicesEXT(0, nullptr, &count);
    std::vector<EGLDeviceEXT> devices(std::size_t(std::max(count, 0)));
    eglQueryDevicesEXT(count, devices.data(), &count);
    devices.resize(std::size_t(std::max(count, 0)));
    // Hardware first: a GPU server lists Mesa's software device too.
    std::stable_partition(devices.begin(), devices.end(),
                          [](EGLDeviceEXT d) { return !deviceHasExtension(d, "EGL_MESA_device_software"); });

    std::string failures;
    for (std::size_t n = 0; n < devices.size(); ++n) {
        EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, devices[n], nullptr);
        std::string failure = "no display";
        EGLContext context = display == EGL_NO_DISPLAY ? EGL_NO_CONTEXT : createContextOn(display, failure);
        if (context == EGL_NO_CONTEXT) {
            failures += "; device " + std::to_string(n) + ": " + failure;
            continue;
        }
        std::unique_ptr<HeadlessContext> result(new HeadlessContext);
        result->m_display = display;
        result->m_context = context;
        result->m_description = deviceHasExtension(devices[n], "EGL_MESA_device_software")
                                    ? "EGL device " + std::to_string(n) + " (software)"
                                    : "EGL device " + std::to_string(n);
        result->makeCurrent();
        return result;
    }
    throw GlError("cannot make a headless OpenGL 4.3 context: " +
                  (devices.empty() ? std::string("EGL found no devices") : failures.substr(2)));
}

HeadlessContext::~HeadlessContext()
{
    eglMakeCurrent(m_display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(m_display, m_context);
    eglTerminate(m_display);
}

void HeadlessContext::makeCurrent()
{
    if (!eglMakeCurrent(m_display, EGL_NO_SURFACE, EGL_NO_SURFACE, m_context))
        throw GlError("cannot make the headless OpenGL context current (eglMakeCurrent failed)");
}

}  // namespace drape::engine

// An OpenGL 4.3 core context with no window, made through EGL's device platform
// (EGL_EXT_platform_device): Mesa's software device on machines without a GPU,
// the vendor's device on GPU servers. Used by drape-cli and the tests.
#pragma once

#include <memory>
#include <string>

namespace drape::engine {

class HeadlessContext {
public:
    /// Creates a context and makes it current on this thread. Hardware devices
    /// are tried before software ones. Throws GlError naming what failed.
    static std::unique_ptr<HeadlessContext> create();
    ~HeadlessContext();
    HeadlessContext(const HeadlessContext&) = delete;
    HeadlessContext& operator=(const HeadlessContext&) = delete;

    void makeCurrent();
    /// Which EGL device the context runs on, for `drape-cli info`.
    const std::string& deviceDescription() const { return m_description; }

private:
    HeadlessContext() = default;

    void* m_display = nullptr;
    void* m_context = nullptr;
    std::string m_description;
};

}  // namespace drape::engine

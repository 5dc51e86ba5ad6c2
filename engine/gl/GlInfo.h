// What the current OpenGL context is, and whether it can run the GPU backend.
#pragma once

#include <string>

namespace drape::engine {

struct GlInfo {
    std::string vendor;
    std::string renderer;
    std::string version;
    int major = 0;
    int minor = 0;
    bool hasCompute = false;       ///< OpenGL ≥ 4.3 (compute shaders and storage buffers)
    std::string missingReason;     ///< why the GPU backend cannot run, when !hasCompute
};

/// Describes the context current on this thread; requires one to be current.
GlInfo queryCurrentGl();

}  // namespace drape::engine

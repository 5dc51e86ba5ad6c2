// drape-cli info: which OpenGL the engine finds headless, and which backends run.
#include "cli/Arguments.h"
#include "cli/Commands.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"

#include <iostream>

namespace drape::cli {

int runInfo(const Words& words)
{
    const Arguments args = parseArguments(words, {}, {"--help"}, {{"-h", "--help"}});
    if (args.has("--help")) {
        std::cout << "usage: drape-cli info\n\n"
                     "Makes a headless OpenGL context (EGL device platform) and prints its vendor,\n"
                     "renderer and version, and which solver backends can run here.\n";
        return 0;
    }
    std::cout << "drape-cli " << DRAPE_VERSION << "\n";
    std::string gpu;
    try {
        const auto context = engine::HeadlessContext::create();
        const engine::GlInfo gl = engine::queryCurrentGl();
        std::cout << "OpenGL vendor:   " << gl.vendor << "\n"
                  << "OpenGL renderer: " << gl.renderer << "\n"
                  << "OpenGL version:  " << gl.version << "\n"
                  << "EGL device:      " << context->deviceDescription() << "\n"
                  << "GPU memory free: "
                  << (gl.freeMemoryBytes ? std::to_string(*gl.freeMemoryBytes >> 20) + " MiB (" + gl.freeMemorySource + ")"
                                         : std::string("not reported by the driver"))
                  << "\n";
        gpu = gl.hasCompute ? "available" : "unavailable: " + gl.missingReason;
    } catch (const engine::GlError& e) {
        std::cout << "OpenGL:          none (" << e.what() << ")\n";
        gpu = "unavailable: no OpenGL context";
    }
    std::cout << "backend cpu:     available (reference, double precision)\n"
              << "backend gpu:     " << gpu << "\n";
    return 0;
}

}  // namespace drape::cli

#include "tests/support/GpuTestContext.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/gl/HeadlessContext.h"

#include <cstdlib>
#include <memory>

namespace drape::test {

bool ensureGpuContext(std::string& reason)
{
    static std::unique_ptr<engine::HeadlessContext> context;
    static std::string failure;
    static bool tried = false;
    if (!tried) {
        tried = true;
        try {
            context = engine::HeadlessContext::create();
            const engine::GlInfo info = engine::queryCurrentGl();
            if (!info.hasCompute)
                failure = info.missingReason;
        } catch (const engine::GlError& e) {
            failure = e.what();
        }
    }
    reason = failure;
    return context && failure.empty();
}

bool runningInCi()
{
    const char* ci = std::getenv("CI");
    return ci && *ci && std::string(ci) != "0" && std::string(ci) != "false";
}

}  // namespace drape::test

// The headless OpenGL context the GPU tests run in, made once per test process.
// Where none can be made, GPU tests fail under CI (CI=true: llvmpipe must be
// there) and skip elsewhere with a visible message
// (docs/architecture.md, "Testing without a GPU").
#pragma once

#include <string>

namespace drape::test {

/// True when a GL 4.3 compute context is current; otherwise `reason` says why not.
bool ensureGpuContext(std::string& reason);

/// True when the environment says this is a CI run.
bool runningInCi();

}  // namespace drape::test

/// Use at the top of a test (or a data row) that needs the GPU backend.
#define DRAPE_REQUIRE_GPU()                                                                     \
    do {                                                                                        \
        std::string drapeGpuReason;                                                             \
        if (!drape::test::ensureGpuContext(drapeGpuReason)) {                                   \
            if (drape::test::runningInCi())                                                     \
                QFAIL(("no OpenGL 4.3 compute context in CI: " + drapeGpuReason).c_str());     \
            QSKIP(("no OpenGL 4.3 compute context: " + drapeGpuReason).c_str());               \
        }                                                                                       \
    } while (false)

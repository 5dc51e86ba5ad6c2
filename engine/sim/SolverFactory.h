// Picks and builds a backend for a scene.
#pragma once

#include "engine/gl/GlInfo.h"
#include "engine/sim/Solver.h"

#include <memory>

namespace drape::engine {

/// Builds the solver `choice` asks for. `gl` describes the current OpenGL
/// context, or is null when there is none. Auto takes the GPU when it can run,
/// else the CPU, and then says why in `fallbackReason` (when given); Gpu that
/// cannot run throws GlError saying why.
std::unique_ptr<Solver> createSolver(const Scene& scene, BackendChoice choice, const GlInfo* gl,
                                     std::string* fallbackReason = nullptr);

}  // namespace drape::engine

// The one place a solver is built: the CLI, the editor's live view and its bakes,
// the tests and the benchmark all come through here.
#pragma once

#include "engine/gl/GlInfo.h"
#include "engine/sim/Solver.h"

#include <memory>
#include <string_view>
#include <vector>

namespace drape::engine {

/// Builds the solver `choice` asks for, with `colliders` (the scene's usable ones,
/// engine/io/ColliderAssets). `gl` describes the current OpenGL context, or is
/// null when there is none. A grid runs on GpuSolver, a mesh cloth on GpuMeshSolver.
/// Auto takes the GPU when it can run, else the CPU, and
/// then says why in `fallbackReason` (when given); Gpu that cannot run throws
/// GlError saying why. Auto takes the CPU for a cloth with self-collision on a
/// software renderer too: its passes are a hundred dispatches a step, and there
/// each costs more than the CPU's whole pass (docs/performance.md).
inline constexpr std::string_view selfCollisionFasterOnCpu =
    "self-collision runs faster on the CPU backend than on a software renderer";

std::unique_ptr<Solver> createSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, BackendChoice choice,
                                     const GlInfo* gl, std::string* fallbackReason = nullptr);

/// The choice that builds a solver of `backend` (what a bake asks for to match the live view).
BackendChoice choiceFor(Backend backend);

}  // namespace drape::engine

#include "engine/sim/SolverFactory.h"

#include "engine/gl/GlError.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuSolver.h"

namespace drape::engine {

std::unique_ptr<Solver> createSolver(const Scene& scene, BackendChoice choice, const GlInfo* gl)
{
    const bool gpuUsable = gl && gl->hasCompute;
    if (choice == BackendChoice::Cpu || (choice == BackendChoice::Auto && !gpuUsable))
        return std::make_unique<CpuSolver>(scene);
    if (!gl)
        throw GlError("the GPU backend needs an OpenGL 4.3 context and none could be made");
    return std::make_unique<GpuSolver>(scene);
}

}  // namespace drape::engine

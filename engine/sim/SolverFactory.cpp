#include "engine/sim/SolverFactory.h"

#include "engine/gl/GlError.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuSolver.h"

namespace drape::engine {

std::unique_ptr<Solver> createSolver(const Scene& scene, BackendChoice choice, const GlInfo* gl,
                                     std::string* fallbackReason)
{
    if (choice == BackendChoice::Cpu)
        return std::make_unique<CpuSolver>(scene);
    try {
        if (!gl)
            throw GlError("the GPU backend needs an OpenGL 4.3 context and none could be made");
        return std::make_unique<GpuSolver>(scene);
    } catch (const GlError& e) {
        if (choice == BackendChoice::Gpu)
            throw;
        if (fallbackReason)
            *fallbackReason = e.what();
        return std::make_unique<CpuSolver>(scene);
    }
}

}  // namespace drape::engine

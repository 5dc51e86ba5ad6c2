#include "engine/sim/SolverFactory.h"

#include "engine/gl/GlError.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuMeshSolver.h"
#include "engine/sim/GpuSolver.h"

namespace drape::engine {

std::unique_ptr<Solver> createSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, BackendChoice choice,
                                     const GlInfo* gl, std::string* fallbackReason)
{
    AssembledCloths assembled = assembleCloths(scene);
    const Scene& system = assembled.scene;
    if (choice == BackendChoice::Cpu)
        return std::make_unique<CpuSolver>(system, std::move(colliders), std::move(assembled.topology));
    try {
        if (!gl)
            throw GlError("the GPU backend needs an OpenGL 4.3 context and none could be made");
        if (choice == BackendChoice::Auto && system.cloths[0].selfCollision && isSoftwareRenderer(*gl))
            throw GlError(std::string(selfCollisionFasterOnCpu));
        // The implicit integrator runs on any topology through GpuMeshSolver, a grid's included.
        if (system.cloths[0].mesh || system.simulation.integrator == Integrator::Implicit)
            return std::make_unique<GpuMeshSolver>(system, colliders, assembled.topology);
        return std::make_unique<GpuSolver>(system, colliders);
    } catch (const GlError& e) {
        if (choice == BackendChoice::Gpu)
            throw;
        if (fallbackReason)
            *fallbackReason = e.what();
        return std::make_unique<CpuSolver>(system, std::move(colliders), std::move(assembled.topology));
    }
}

BackendChoice choiceFor(Backend backend)
{
    return backend == Backend::Gpu ? BackendChoice::Gpu : BackendChoice::Cpu;
}

}  // namespace drape::engine

#include "engine/sim/SolverFactory.h"

#include "engine/gl/GlError.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/sim/CpuSolver.h"
#include "engine/sim/GpuMeshSolver.h"
#include "engine/sim/GpuSolver.h"

#include <optional>

namespace drape::engine {

std::unique_ptr<Solver> createSolver(const Scene& scene, std::vector<ColliderGeometry> colliders, BackendChoice choice,
                                     const GlInfo* gl, std::string* fallbackReason)
{
    const auto cpuSolver = [&](AssembledCloths assembled) {
        return std::make_unique<CpuSolver>(assembled.scene, std::move(colliders), std::move(assembled.topology));
    };
    if (choice == BackendChoice::Cpu)
        return cpuSolver(assembleCloths(scene));
    // GpuSolver steps a single grid cloth on the grid's own stencil: it needs no
    // topology, whose building takes seconds for millions of particles (each edit
    // in the editor rebuilds the solver).
    const bool onStencil = scene.cloths.size() == 1 && !scene.cloths[0].mesh &&
                           scene.simulation.integrator != Integrator::Implicit;
    std::optional<AssembledCloths> assembled;
    if (!onStencil)
        assembled = assembleCloths(scene);
    const Scene& system = assembled ? assembled->scene : scene;
    try {
        if (!gl)
            throw GlError("the GPU backend needs an OpenGL 4.3 context and none could be made");
        if (choice == BackendChoice::Auto && system.cloths[0].selfCollision && isSoftwareRenderer(*gl))
            throw GlError(std::string(selfCollisionFasterOnCpu));
        if (!onStencil)  // a mesh, several cloths, or the implicit integrator (on any topology, a grid's included)
            return std::make_unique<GpuMeshSolver>(system, colliders, assembled->topology);
        return std::make_unique<GpuSolver>(system, colliders);
    } catch (const GlError& e) {
        if (choice == BackendChoice::Gpu)
            throw;
        if (fallbackReason)
            *fallbackReason = e.what();
        return cpuSolver(assembled ? std::move(*assembled) : assembleCloths(scene));
    }
}

BackendChoice choiceFor(Backend backend)
{
    return backend == Backend::Gpu ? BackendChoice::Gpu : BackendChoice::Cpu;
}

}  // namespace drape::engine

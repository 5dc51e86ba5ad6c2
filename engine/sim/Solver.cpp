#include "engine/sim/Solver.h"

namespace drape::engine {

std::string backendName(Backend backend)
{
    return backend == Backend::Gpu ? "gpu" : "cpu";
}

LiveParameters LiveParameters::fromScene(const Scene& scene)
{
    return {scene.cloth.springs,      scene.cloth.bending,      scene.cloth.damping, scene.cloth.particleMass,
            scene.gravity,            scene.simulation.substeps, scene.cloth.strainLimits, scene.air};
}

Grab Grab::of(const ClothSpec& cloth, int particle, const glm::dvec3& target)
{
    return {particle, target, 0.1 * cloth.spacing};
}

void Solver::advanceFrame()
{
    step(m_simulation.substeps);
    ++m_frame;
}

void Solver::reset()
{
    restoreRest();
    m_frame = 0;
    m_stepTime = 0.0;
}

void Solver::setLiveParameters(const LiveParameters& parameters)
{
    const double before = m_simulation.timeStep();
    m_simulation.substeps = parameters.substeps;
    applyLiveParameters(parameters, m_simulation.timeStep() / before);
}

}  // namespace drape::engine

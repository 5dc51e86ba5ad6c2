#include "engine/sim/Solver.h"

namespace drape::engine {

LiveParameters LiveParameters::fromScene(const Scene& scene)
{
    return {scene.cloth.springs, scene.cloth.damping, scene.cloth.particleMass, scene.gravity};
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
}

}  // namespace drape::engine

#include "engine/sim/Solver.h"

#include "engine/scene/ClothAssembly.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>

namespace drape::engine {

std::string backendName(Backend backend)
{
    return backend == Backend::Gpu ? "gpu" : "cpu";
}

LiveParameters LiveParameters::fromScene(const Scene& scene)
{
    // Several cloths are stepped as one, whose reference values these must be
    // (the assembled scene held here: the cloth below may be one of its own).
    const std::optional<AssembledCloths> assembled =
        scene.cloths.size() == 1 ? std::nullopt : std::optional<AssembledCloths>(assembleCloths(scene));
    const ClothSpec& cloth = assembled ? assembled->scene.cloths[0] : scene.cloths[0];
    return {cloth.springs,  cloth.bending,        cloth.damping, cloth.particleMass,      scene.gravity,
            scene.simulation.substeps, cloth.strainLimits, scene.air, cloth.selfCollision, scene.simulation.iterations};
}

Grab Grab::of(const ClothSpec& cloth, int particle, const glm::dvec3& target)
{
    return {particle, target, 0.1 * cloth.spacing};
}

void Solver::advanceFrame()
{
    advanceSubsteps(m_simulation.substeps - m_substepsIntoFrame);
}

int Solver::advanceSubsteps(int count)
{
    const int run = std::clamp(count, 1, m_simulation.substeps - m_substepsIntoFrame);
    step(run);
    m_substepsIntoFrame += run;
    if (m_substepsIntoFrame == m_simulation.substeps) {
        m_substepsIntoFrame = 0;
        ++m_frame;
    }
    return run;
}

void Solver::reset()
{
    m_queuedFrames.clear();
    restoreRest();
    m_frame = 0;
    m_substepsIntoFrame = 0;
    m_stepTime = 0.0;
}

void Solver::queueFrame()
{
    if (m_queuedFrames.size() == 2)
        throw std::logic_error("a frame was queued before the oldest was taken");
    QueuedFrame& queued = m_queuedFrames.emplace_back();
    queued.divergence = findDivergence();
    readPositions(queued.positions);
}

std::optional<std::string> Solver::takeFrame(std::vector<glm::vec3>& out)
{
    if (m_queuedFrames.empty())
        throw std::logic_error("no frame was queued to take");
    out = std::move(m_queuedFrames.front().positions);
    std::optional<std::string> divergence = std::move(m_queuedFrames.front().divergence);
    m_queuedFrames.pop_front();
    return divergence;
}

void Solver::setLiveParameters(const LiveParameters& parameters)
{
    const double before = m_simulation.timeStep();
    const int oldSubsteps = m_simulation.substeps;
    m_simulation.substeps = parameters.substeps;
    // A frame in progress keeps the share of it already simulated, to the nearest new substep.
    if (m_substepsIntoFrame > 0) {
        m_substepsIntoFrame = std::clamp(int(std::lround(double(m_substepsIntoFrame) * parameters.substeps / oldSubsteps)),
                                         0, parameters.substeps - 1);
        m_stepTime = time() + m_substepsIntoFrame * m_simulation.timeStep();
    }
    applyLiveParameters(parameters, m_simulation.timeStep() / before);
}

}  // namespace drape::engine

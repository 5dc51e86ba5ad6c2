#include "engine/sim/Bake.h"

#include "engine/scene/Stability.h"

#include <sstream>
#include <vector>

namespace drape::engine {
namespace {

std::string divergenceMessage(const Scene& scene, int frame, const std::string& reason)
{
    std::ostringstream s;
    s << "the simulation diverged at frame " << frame << " (t = " << double(frame) / scene.simulation.fps
      << " s): " << reason;
    if (!isTimeStepStable(scene))
        s << "; its time step " << scene.simulation.timeStep() << " s is above the stability limit "
          << stableTimeStepLimit(scene.cloth) << " s: use at least "
          << minimumStableSubsteps(scene.cloth, scene.simulation.fps) << " substeps";
    return s.str();
}

}  // namespace

void bake(Solver& solver, const Scene& scene, int frames, FrameSink& sink, const BakeProgress& progress)
{
    solver.reset();
    std::vector<glm::vec3> positions;
    for (int frame = 0; frame < frames; ++frame) {
        if (frame > 0)
            solver.advanceFrame();
        if (const auto reason = solver.findDivergence())
            throw DivergenceError(frame, divergenceMessage(scene, frame, *reason));
        solver.readPositions(positions);
        sink.addFrame(positions);
        if (progress)
            progress(frame + 1, frames);
    }
    sink.finish();
}

}  // namespace drape::engine

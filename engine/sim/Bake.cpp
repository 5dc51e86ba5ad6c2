#include "engine/sim/Bake.h"

#include "engine/scene/Stability.h"

#include <algorithm>
#include <sstream>
#include <string>
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
          << stableTimeStepLimit(scene) << " s: use at least "
          << minimumStableSubsteps(scene) << " substeps";
    return s.str();
}

}  // namespace

void bake(Solver& solver, const Scene& scene, int frames, FrameSink& sink, const BakeProgress& progress,
          const BakePlan& plan)
{
    const int kept = std::min(plan.keptFrames, frames);
    if (kept > 0 && (!plan.kept || plan.kept->frameCount() < kept))
        throw std::invalid_argument("the earlier bake does not hold the " + std::to_string(kept) + " frames to keep");
    solver.reset();
    auto change = plan.changes.begin();
    std::vector<glm::vec3> positions;
    // Frame f is read back while frame f + 1 steps: queued, then taken after the
    // next frame's steps are queued (GpuFrameReadback.h says why).
    int queued = -1;
    const auto takeQueued = [&] {
        if (queued < 0)
            return;
        if (const auto reason = solver.takeFrame(positions))
            throw DivergenceError(queued, divergenceMessage(scene, queued, *reason));
        sink.addFrame(positions);
        if (progress)
            progress(queued + 1, frames);
        queued = -1;
    };
    for (int frame = 0; frame < frames; ++frame) {
        for (; change != plan.changes.end() && change->after < frame; ++change) {
            solver.setLiveParameters(change->parameters);
            solver.setColliders(change->colliders);
        }
        if (frame > 0 && plan.substepsPerSlice > 0) {
            for (solver.advanceSubsteps(plan.substepsPerSlice); solver.substepsIntoFrame() != 0;
                 solver.advanceSubsteps(plan.substepsPerSlice)) {
                solver.waitForSteps();
                if (progress)
                    progress(frame, frames);
            }
        } else if (frame > 0) {
            solver.advanceFrame();
        }
        if (frame < kept) {
            sink.addFrame(plan.kept->frame(frame));
            if (progress)
                progress(frame + 1, frames);
            continue;
        }
        solver.queueFrame();
        takeQueued();   // the frame before, whose copy this frame's steps followed
        queued = frame;
    }
    takeQueued();
    sink.finish();
}

}  // namespace drape::engine

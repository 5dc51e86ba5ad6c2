// Runs a solver for a number of frames and hands each frame to a sink, stopping
// with DivergenceError before a diverged frame reaches the sink. The one bake
// routine: the CLI bakes from frame 0, and the editor also re-bakes from frame k
// after live edits, keeping frames 0 … k of its earlier bake.
#pragma once

#include "engine/sim/FrameSink.h"
#include "engine/sim/FrameSource.h"
#include "engine/sim/Solver.h"

#include <functional>
#include <stdexcept>
#include <vector>

namespace drape::engine {

class DivergenceError : public std::runtime_error {
public:
    DivergenceError(int frame, const std::string& message) : std::runtime_error(message), m_frame(frame) {}
    int frame() const { return m_frame; }

private:
    int m_frame;
};

/// Called after each frame with (frames done, frames in all), and, in a bake
/// that runs its frames in slices (BakePlan::substepsPerSlice), after each slice
/// within a frame too, with the frames done so far.
using BakeProgress = std::function<void(int, int)>;

/// A live edit in a bake: the steps that make frame `after` + 1 and the frames
/// after it run with these parameters and colliders.
struct BakeChange {
    int after = 0;
    LiveParameters parameters;
    std::vector<ColliderGeometry> colliders;
};

/// What a bake does besides running the solver from rest.
struct BakePlan {
    /// Live edits, in increasing `after`; the solver starts with what it was built with.
    std::vector<BakeChange> changes;
    /// Frames 0 … keptFrames − 1 come from `kept`, an earlier bake of the same scene
    /// and changes, instead of being read back. The solver still runs through them
    /// (it has no way to set its state, and Verlet needs the previous positions
    /// too); solvers are deterministic, so it arrives where that bake was.
    const FrameSource* kept = nullptr;
    int keptFrames = 0;
    /// When > 0, each frame runs in slices of this many substeps, each waited for,
    /// with a progress call after each: the editor's progress dialog stays live
    /// however long a frame takes. The frames are the same bits either way.
    int substepsPerSlice = 0;
};

/// Resets the solver, then passes frames 0 … frames-1 to the sink and finishes it.
/// Throws DivergenceError naming the frame (and what the sink threw), and
/// std::invalid_argument for a plan whose kept frames `kept` does not hold.
void bake(Solver& solver, const Scene& scene, int frames, FrameSink& sink, const BakeProgress& progress = {},
          const BakePlan& plan = {});

}  // namespace drape::engine

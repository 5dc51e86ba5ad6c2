// Runs a solver for a number of frames and hands each frame to a sink, stopping
// with DivergenceError before a diverged frame reaches the sink.
#pragma once

#include "engine/sim/FrameSink.h"
#include "engine/sim/Solver.h"

#include <functional>
#include <stdexcept>

namespace drape::engine {

class DivergenceError : public std::runtime_error {
public:
    DivergenceError(int frame, const std::string& message) : std::runtime_error(message), m_frame(frame) {}
    int frame() const { return m_frame; }

private:
    int m_frame;
};

/// Called after each frame with (frames done, frames in all).
using BakeProgress = std::function<void(int, int)>;

/// Resets the solver, then passes frames 0 … frames-1 to the sink and finishes it.
/// Throws DivergenceError naming the frame (and what the sink threw).
void bake(Solver& solver, const Scene& scene, int frames, FrameSink& sink, const BakeProgress& progress = {});

}  // namespace drape::engine

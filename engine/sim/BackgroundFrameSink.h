// A FrameSink that passes each frame on to another sink from a thread of its
// own, so that a bake steps and reads back its next frame while the last one is
// stored. A fine cloth on a fast GPU is otherwise limited by its sink: at 512²
// a frame cache touches 3 MB of new memory a frame, longer than the GPU takes
// for an implicit frame (docs/performance.md, "The implicit integrator").
//
// Frames reach the other sink in order, one at a time; addFrame copies the
// frame and returns once the previous one is in the worker's hands. An error
// of the other sink is thrown again by the next addFrame or by finish, and no
// later frame reaches it.
#pragma once

#include "engine/sim/FrameSink.h"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace drape::engine {

class BackgroundFrameSink final : public FrameSink {
public:
    explicit BackgroundFrameSink(FrameSink& target);
    /// Without finish (a bake that failed): the frame in hand is completed, the
    /// one handed over is dropped, and the other sink is not finished.
    ~BackgroundFrameSink() override;
    BackgroundFrameSink(const BackgroundFrameSink&) = delete;
    BackgroundFrameSink& operator=(const BackgroundFrameSink&) = delete;

    void addFrame(std::span<const glm::vec3> positions) override;
    /// Waits for every frame to be stored, then finishes the other sink.
    void finish() override;

private:
    void work();
    /// Tells the worker to stop and joins it; `lock` is held again on return.
    /// The worker drops a frame handed over but not yet taken.
    void stop(std::unique_lock<std::mutex>& lock);

    FrameSink& m_target;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<glm::vec3> m_handedOver;   ///< the frame the worker takes next
    bool m_hasFrame = false;   ///< m_handedOver holds a frame
    bool m_storing = false;    ///< the worker is in the other sink's addFrame
    bool m_stopping = false;
    std::exception_ptr m_error;
    std::thread m_worker;
};

}  // namespace drape::engine

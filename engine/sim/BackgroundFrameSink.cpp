#include "engine/sim/BackgroundFrameSink.h"

#include <utility>

namespace drape::engine {

BackgroundFrameSink::BackgroundFrameSink(FrameSink& target) : m_target(target), m_worker([this] { work(); }) {}

BackgroundFrameSink::~BackgroundFrameSink()
{
    if (!m_worker.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_worker.join();
}

void BackgroundFrameSink::addFrame(std::span<const glm::vec3> positions)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_hasFrame || m_error; });
    if (m_error)
        std::rethrow_exception(m_error);
    m_handedOver.assign(positions.begin(), positions.end());
    m_hasFrame = true;
    lock.unlock();
    m_changed.notify_all();
}

void BackgroundFrameSink::finish()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return (!m_hasFrame && !m_storing) || m_error; });
    stop(lock);
    if (m_error)
        std::rethrow_exception(m_error);
    m_target.finish();
}

void BackgroundFrameSink::stop(std::unique_lock<std::mutex>& lock)
{
    m_stopping = true;
    lock.unlock();
    m_changed.notify_all();
    m_worker.join();
    lock.lock();
}

void BackgroundFrameSink::work()
{
    std::vector<glm::vec3> frame;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_hasFrame || m_stopping; });
        if (m_stopping)
            return;
        std::swap(frame, m_handedOver);
        m_hasFrame = false;
        const bool store = !m_error;   // after an error, frames handed over are dropped
        m_storing = store;
        lock.unlock();
        m_changed.notify_all();
        std::exception_ptr error;
        if (store) {
            try {
                m_target.addFrame(frame);
            } catch (...) {
                error = std::current_exception();
            }
        }
        lock.lock();
        if (error)
            m_error = error;
        m_storing = false;
        m_changed.notify_all();
    }
}

}  // namespace drape::engine

// While alive, turns SIGINT and SIGTERM into a flag that a long command polls,
// so it can stop cleanly (removing its temporary output) instead of dying mid-write.
#pragma once

#include <csignal>

namespace drape::cli {

class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    bool received() const;

private:
    void (*m_previousInterrupt)(int);
    void (*m_previousTerminate)(int);
};

}  // namespace drape::cli

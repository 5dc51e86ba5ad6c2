#include "cli/InterruptGuard.h"

namespace drape::cli {
namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void onInterrupt(int)
{
    interrupted = 1;
}

}  // namespace

InterruptGuard::InterruptGuard()
    : m_previousInterrupt(std::signal(SIGINT, onInterrupt)), m_previousTerminate(std::signal(SIGTERM, onInterrupt))
{
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, m_previousInterrupt);
    std::signal(SIGTERM, m_previousTerminate);
}

bool InterruptGuard::received() const
{
    return interrupted != 0;
}

}  // namespace drape::cli

#include "engine/io/FrameCache.h"

#include "engine/io/IoError.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace drape::engine {
namespace {

[[noreturn]] void fail(const std::string& what)
{
    throw IoError("frame cache: " + what + ": " + std::strerror(errno));
}

/// An unnamed file in the system's temporary folder ($TMPDIR): unlinked as soon as it
/// is made, so it vanishes when closed, even if the process is killed.
int openSpillFile()
{
    std::string pattern = (std::filesystem::temp_directory_path() / "drape-frames-XXXXXX").string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0)
        fail("cannot create a temporary file in " + std::filesystem::path(pattern).parent_path().string());
    ::unlink(pattern.c_str());
    return fd;
}

}  // namespace

FrameCache::FrameCache(int points, std::size_t memoryBudget) : m_points(points), m_memoryBudget(memoryBudget)
{
    if (points < 1)
        throw std::invalid_argument("FrameCache: a frame needs at least one point");
}

FrameCache::~FrameCache()
{
    if (m_spillFile >= 0)
        ::close(m_spillFile);
}

void FrameCache::addFrame(std::span<const glm::vec3> positions)
{
    if (positions.size() != std::size_t(m_points))
        throw std::logic_error("FrameCache: frame has the wrong number of points");
    // Once one frame went to disk all later ones do, so frame k's place is simple arithmetic.
    if (m_spillFile < 0 && (m_memory.size() + positions.size()) * sizeof(glm::vec3) <= m_memoryBudget) {
        // The whole budget's address space at once; pages are taken only as
        // frames fill them. Grown by doubling, the store copied every frame so
        // far at each growth (docs/performance.md, "The implicit integrator").
        if (m_memory.capacity() == 0)
            m_memory.reserve(m_memoryBudget / sizeof(glm::vec3));
        m_memory.insert(m_memory.end(), positions.begin(), positions.end());
    } else {
        if (m_spillFile < 0)
            m_spillFile = openSpillFile();
        const off_t offset = off_t(m_frameCount - framesInMemory()) * off_t(frameBytes());
        const char* bytes = reinterpret_cast<const char*>(positions.data());
        for (std::size_t done = 0; done < frameBytes();) {
            const ssize_t n = ::pwrite(m_spillFile, bytes + done, frameBytes() - done, offset + off_t(done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                fail("cannot write to the temporary file");
            done += std::size_t(n);
        }
    }
    ++m_frameCount;
}

std::span<const glm::vec3> FrameCache::frame(int k) const
{
    if (k < 0 || k >= m_frameCount)
        throw std::out_of_range("FrameCache: frame " + std::to_string(k) + " of " + std::to_string(m_frameCount));
    if (k < framesInMemory())
        return {m_memory.data() + std::size_t(k) * std::size_t(m_points), std::size_t(m_points)};
    m_readBuffer.resize(std::size_t(m_points));
    const off_t offset = off_t(k - framesInMemory()) * off_t(frameBytes());
    char* bytes = reinterpret_cast<char*>(m_readBuffer.data());
    for (std::size_t done = 0; done < frameBytes();) {
        const ssize_t n = ::pread(m_spillFile, bytes + done, frameBytes() - done, offset + off_t(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            fail("cannot read the temporary file");
        done += std::size_t(n);
    }
    return m_readBuffer;
}

}  // namespace drape::engine

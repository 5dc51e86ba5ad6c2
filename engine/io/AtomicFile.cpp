#include "engine/io/AtomicFile.h"

#include "engine/io/IoError.h"

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>
#include <sys/stat.h>
#include <unistd.h>

namespace drape::engine {

AtomicFile::AtomicFile(std::filesystem::path target) : m_target(std::move(target))
{
    const std::filesystem::path folder = m_target.has_parent_path() ? m_target.parent_path() : ".";
    std::string pattern = (folder / ("." + m_target.filename().string() + ".partial-XXXXXX")).string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0)
        fail("cannot create a file in " + folder.string());
    m_temporary = pattern;
    m_file = ::fdopen(fd, "w+b");
    if (!m_file) {
        ::close(fd);
        std::filesystem::remove(m_temporary);
        fail("cannot open a temporary file");
    }
}

AtomicFile::~AtomicFile()
{
    if (m_file)
        std::fclose(m_file);
    if (!m_temporary.empty()) {
        std::error_code ignored;
        std::filesystem::remove(m_temporary, ignored);
    }
}

void AtomicFile::write(const void* data, std::size_t size)
{
    if (size > 0 && std::fwrite(data, 1, size, m_file) != size)
        fail("cannot write");
}

void AtomicFile::writeAt(std::size_t offset, const void* data, std::size_t size)
{
    const long end = std::ftell(m_file);
    if (std::fseek(m_file, long(offset), SEEK_SET) != 0)
        fail("cannot seek");
    write(data, size);
    if (std::fseek(m_file, end, SEEK_SET) != 0)
        fail("cannot seek");
}

void AtomicFile::seal()
{
    if (!m_file)
        return;
    if (std::fflush(m_file) != 0 || ::fsync(::fileno(m_file)) != 0)
        fail("cannot write");
    // New files get the usual permissions (mkstemp makes them private).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(::fileno(m_file), 0666 & ~mask);
    const int closed = std::fclose(m_file);
    m_file = nullptr;
    if (closed != 0)
        throw IoError(m_target.string() + ": cannot write: " + std::strerror(errno));
}

void AtomicFile::commit()
{
    seal();
    std::error_code error;
    std::filesystem::rename(m_temporary, m_target, error);
    if (error)
        throw IoError(m_target.string() + ": cannot write: " + error.message());
    m_temporary.clear();
}

void AtomicFile::fail(std::string_view what) const
{
    throw IoError(m_target.string() + ": " + std::string(what) + ": " + std::strerror(errno));
}

}  // namespace drape::engine

// A file that appears whole or not at all: bytes go to a temporary file beside
// the target, and commit() renames it into place. Destroyed without commit()
// (an error, a cancel, a divergence), it removes the temporary file. seal()
// lets a group of files be written one after the other and renamed together.
#pragma once

#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <string_view>

namespace drape::engine {

class AtomicFile {
public:
    /// Opens a temporary file in the target's folder. Throws IoError.
    explicit AtomicFile(std::filesystem::path target);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Appends bytes. Throws IoError (disk full, I/O error).
    void write(const void* data, std::size_t size);
    void write(std::string_view text) { write(text.data(), text.size()); }
    /// Overwrites bytes already written, at `offset` from the start. Throws IoError.
    void writeAt(std::size_t offset, const void* data, std::size_t size);
    /// Flushes to disk and closes the temporary file, which stays until commit()
    /// or destruction; no more writes. Throws IoError.
    void seal();
    /// Seals if not sealed yet, then renames onto the target. Throws IoError.
    void commit();

    const std::filesystem::path& target() const { return m_target; }

private:
    [[noreturn]] void fail(std::string_view what) const;

    std::filesystem::path m_target;
    std::filesystem::path m_temporary;  ///< empty once renamed (or removed)
    std::FILE* m_file = nullptr;        ///< null once sealed
};

}  // namespace drape::engine

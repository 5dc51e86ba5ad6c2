#include "engine/io/OutputFileSet.h"

#include <system_error>

namespace drape::engine {

AtomicFile& OutputFileSet::open(const std::filesystem::path& target)
{
    m_files.push_back(std::make_unique<AtomicFile>(target));
    return *m_files.back();
}

void OutputFileSet::commit()
{
    // Seal everything first: the flushes are what can fail on a full disk.
    for (const auto& file : m_files)
        file->seal();
    for (std::size_t n = 0; n < m_files.size(); ++n) {
        try {
            m_files[n]->commit();
        } catch (...) {
            std::error_code ignored;
            for (std::size_t done = 0; done < n; ++done)
                std::filesystem::remove(m_files[done]->target(), ignored);
            throw;
        }
    }
    m_files.clear();
}

}  // namespace drape::engine

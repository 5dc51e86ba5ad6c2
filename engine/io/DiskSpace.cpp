#include "engine/io/DiskSpace.h"

#include "engine/io/IoError.h"

#include <sstream>
#include <system_error>

namespace drape::engine {

void requireFreeSpace(const std::filesystem::path& output, std::uint64_t bytes)
{
    const std::filesystem::path folder = output.has_parent_path() ? output.parent_path() : ".";
    std::error_code error;
    const std::filesystem::space_info space = std::filesystem::space(folder, error);
    if (error || space.available >= bytes)
        return;
    const auto megabytes = [](std::uint64_t b) { return double(b) / 1e6; };
    std::ostringstream message;
    message.precision(3);
    message << output.string() << ": the export needs about " << megabytes(bytes) << " MB but only "
            << megabytes(space.available) << " MB are free in " << folder.string();
    throw IoError(message.str());
}

}  // namespace drape::engine

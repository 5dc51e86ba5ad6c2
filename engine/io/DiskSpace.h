// Checks free disk space before a large write, so an export that cannot fit is
// refused at once with a message instead of failing half-way (issue 7).
#pragma once

#include <cstdint>
#include <filesystem>

namespace drape::engine {

/// Throws IoError naming `output` when its folder has fewer than `bytes` free.
/// Says nothing when the folder cannot be asked (a missing folder is reported
/// by the writer itself, with its own message).
void requireFreeSpace(const std::filesystem::path& output, std::uint64_t bytes);

}  // namespace drape::engine

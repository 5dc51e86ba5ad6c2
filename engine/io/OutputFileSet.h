// Several files that appear together or not at all: an OBJ sequence, a .gltf
// and its .bin, a point cache and its mesh. Each is written to a temporary
// file (AtomicFile); commit() renames them all, destruction removes them all.
#pragma once

#include "engine/io/AtomicFile.h"

#include <filesystem>
#include <memory>
#include <vector>

namespace drape::engine {

class OutputFileSet {
public:
    /// Opens the next file's temporary. Throws IoError naming `target`.
    AtomicFile& open(const std::filesystem::path& target);
    /// Renames every file into place; if one rename fails, the ones already
    /// renamed are removed again, so no half set is left. Throws IoError.
    void commit();

private:
    std::vector<std::unique_ptr<AtomicFile>> m_files;
};

}  // namespace drape::engine

// Writes an RGBA image as a PNG through libpng, atomically (AtomicFile): a
// failed write leaves nothing at the path.
#pragma once

#include "cli/LabelFont.h"

#include <filesystem>

namespace drape::cli {

/// Throws engine::IoError when the file cannot be written, std::runtime_error when libpng fails.
void writePng(const std::filesystem::path& path, const RgbaImage& image);

}  // namespace drape::cli

// A wedge's contact sheet (docs/farm.md): for each variant, its snapshot frames
// (the bake's --snapshot: the last frame unless the wedge chose others) drawn
// by Drape's own renderer offscreen, all from one camera that frames every
// variant, with the varied values written under each picture, in the grid of
// engine/render/ContactSheetLayout.h. A variant not done is a grey picture
// captioned with its state. Needs a current OpenGL 4.3 context (headless EGL).
#pragma once

#include "engine/io/WedgeManifest.h"

#include <filesystem>

namespace drape::cli {

/// Writes the sheet to `png`. Throws engine::GlError, engine::IoError, std::runtime_error.
void writeContactSheet(const engine::WedgeManifest& manifest, const std::filesystem::path& png);

}  // namespace drape::cli

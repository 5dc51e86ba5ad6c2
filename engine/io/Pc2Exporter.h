// Exports baked frames as a PC2 point cache (docs/cli.md, "The .pc2 point
// cache") plus the mesh it animates: OUT "cloth.pc2" gives cloth.pc2 and
// cloth.obj (the first exported frame, with vt and optional vn). Both appear
// together or neither does.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <filesystem>

namespace drape::engine {

/// The OBJ mesh written beside the point cache.
std::filesystem::path pc2MeshPath(const std::filesystem::path& output);

/// The header's start frame is options.first and its sample rate options.every (frames
/// between samples). Throws IoError, ExportCancelled, std::invalid_argument.
void exportPc2(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

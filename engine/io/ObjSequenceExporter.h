// Exports baked frames as a numbered OBJ sequence: OUT "cloth.obj" gives
// cloth_0000.obj, cloth_0001.obj, … numbered by baked frame, each a whole mesh
// with vt and optional vn. All files appear together or none does.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <filesystem>
#include <vector>

namespace drape::engine {

/// The files a sequence for `frames` writes, in order.
std::vector<std::filesystem::path> objSequencePaths(const std::filesystem::path& output, const std::vector<int>& frames);

/// Writes the frames the options select. Throws IoError, ExportCancelled, std::invalid_argument.
void exportObjSequence(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
                       const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

// Exports baked frames as binary FBX through Assimp, in a form that Debian 12's
// Assimp 5.2.5 can write and Blender plays: the cloth mesh skinned to one bone
// per vertex, each bone keyed with its vertex's position in every exported
// frame (5.2.5 writes no blend-shape animation). Units: metres
// (UnitScaleFactor 100). The output is repaired (FbxRepair) before it is written.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <filesystem>

namespace drape::engine {

/// Throws IoError, ExportCancelled, std::invalid_argument, std::runtime_error (Assimp failed).
void exportFbx(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

// Exports baked frames as binary FBX (FbxWriter): each cloth's mesh, of its
// exported name, at the first exported frame with one blend shape (shape key) per exported frame, whose
// weight curves turn exactly one shape fully on at each frame's key, and the
// export's colliders as meshes, a keyed one moved by Lcl Translation and Lcl
// Rotation curves. Units: metres (UnitScaleFactor 100).
// docs/export.md, "FBX".
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <filesystem>

namespace drape::engine {

/// Throws IoError, ExportCancelled, std::invalid_argument, std::length_error (a part too large for FBX).
void exportFbx(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

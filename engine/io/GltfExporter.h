// Exports baked frames as glTF 2.0 (.glb, or .gltf with a .bin beside it) through
// Assimp: one mesh named after the scene, with UVs and optional normals, whose
// base shape is the exported frame that looks least flat (engine/io/SmoothShadingBase);
// one morph target per exported frame; a weights animation that switches target n
// on at time n·every/fps; the colliders asked for as meshes beside it, a keyed
// one on a node that translation and rotation channels move on the same times.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/Scene.h"

#include <filesystem>

namespace drape::engine {

enum class GltfContainer { Binary, Text };

/// The .bin written beside a text .gltf.
std::filesystem::path gltfBufferPath(const std::filesystem::path& output);

/// Throws IoError, ExportCancelled, std::invalid_argument, std::runtime_error (Assimp failed).
void exportGltf(const std::filesystem::path& output, GltfContainer container, const FrameCache& cache,
                const Scene& scene, const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

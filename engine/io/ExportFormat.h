// The export formats by file extension, the size an export will have (for the
// CLI and the editor's export dialog, before anything is written), and one
// entry point that runs the right exporter.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/io/FrameCache.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/Scene.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace drape::engine {

enum class ExportFormat { Glb, Gltf, Fbx, Obj, Pc2 };

/// The format that OUT's extension names (.glb, .gltf, .fbx, .obj, .pc2, any case); none for others.
std::optional<ExportFormat> exportFormatFor(const std::filesystem::path& output);

/// A short description: "glTF 2.0 binary (.glb)", "OBJ sequence (.obj)", …
std::string exportFormatName(ExportFormat format);

/// Whether the format holds more than the cloth, so that an export can take the colliders
/// along (glTF and FBX); OBJ sequences and PC2 caches animate one mesh.
bool formatCarriesColliders(ExportFormat format);

/// Bytes the export will write in all files together, for `frames` exported frames of a
/// cloth of `mesh`: exact for the binary parts, a close estimate for text (OBJ, glTF's JSON).
std::uint64_t expectedExportSize(ExportFormat format, const ClothMesh& mesh, int frames, bool normals);

/// What the static meshes add to a glTF or FBX export: an upper bound (FBX's doubles).
std::uint64_t expectedCollidersSize(const std::vector<ColliderMesh>& colliders);

/// The whole export of the scene's cloths the options pick, and their colliders.
/// Throws std::invalid_argument where OBJ or PC2 would get several cloths (soleExportedCloth).
std::uint64_t expectedExportSize(ExportFormat format, const Scene& scene, const ExportOptions& options, int frames);

/// Writes the frames the options select from the cache in `format`. Throws IoError,
/// ExportCancelled, std::invalid_argument (options, colliders for a format without them),
/// std::runtime_error.
void exportFrames(ExportFormat format, const std::filesystem::path& output, const FrameCache& cache,
                  const Scene& scene, const ExportOptions& options, const ExportProgress& progress = {});

}  // namespace drape::engine

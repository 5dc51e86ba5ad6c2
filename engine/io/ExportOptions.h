// What every exporter shares: which baked frames go out (a range and a stride),
// whether normals and colliders do, when each frame plays, and a progress
// callback through which the caller cancels.
#pragma once

#include "engine/io/ColliderMesh.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace drape::engine {

struct Scene;

struct ExportOptions {
    int first = 0;         ///< first baked frame exported
    int last = -1;         ///< last baked frame that may be exported (inclusive); -1: the last one baked
    int every = 1;         ///< export frames first, first + every, … up to last
    bool normals = true;   ///< write per-vertex normals (and, in glTF, per-frame normal targets)
    /// Written as named static meshes beside the cloth (glTF and FBX only); empty: the cloth alone.
    std::vector<ColliderMesh> colliders;
    /// The one cloth of the scene to export (an index into Scene::cloths); unset: all
    /// of them, which OBJ and PC2, one mesh each, take only from a scene of one.
    std::optional<std::size_t> cloth;
};

/// Called after each exported frame with (frames done, frames in all); return false to cancel.
using ExportProgress = std::function<bool(int, int)>;

/// Thrown when the progress callback cancelled an export; the output is not written.
class ExportCancelled : public std::runtime_error {
public:
    ExportCancelled() : std::runtime_error("export cancelled; nothing was written") {}
};

/// The name cloth k's mesh and node are exported under: the scene's for its only
/// cloth (as before a scene had several), else the cloth's own.
std::string exportedClothName(const Scene& scene, std::size_t k);

/// The cloths an export holds, as indices into Scene::cloths: options.cloth, else all.
/// Throws std::invalid_argument when options.cloth is not a cloth of the scene.
std::vector<std::size_t> exportedCloths(const Scene& scene, const ExportOptions& options);

/// The one cloth a format of one mesh (OBJ, PC2) holds. Throws std::invalid_argument
/// when the scene has several and options.cloth does not pick one.
std::size_t soleExportedCloth(const Scene& scene, const ExportOptions& options);

/// The baked frame numbers the options select from a bake of `bakedFrames` frames.
/// Throws std::invalid_argument naming the option that is out of range.
std::vector<int> exportedFrames(const ExportOptions& options, int bakedFrames);

/// When baked frame `bakedFrame` plays in an exported clip, in seconds: (frame − first) / fps, so
/// the first exported frame is at 0 and Blender frame n shows baked frame first + n
/// (docs/export.md, "Frame numbering").
double clipSeconds(int bakedFrame, const ExportOptions& options, double fps);

/// What an exported clip says about itself, so that importers (the Blender add-on) set
/// the scene's frame rate and range: docs/export.md, "Frame numbering".
struct ClipInfo {
    double fps = 60.0;
    int first = 0;   ///< the baked frame at time 0
    int every = 1;   ///< baked frames from one exported frame to the next
    int frames = 0;  ///< exported frames
};

/// The clip the options select from a bake of `bakedFrames` frames at `fps`.
ClipInfo clipInfo(const ExportOptions& options, int bakedFrames, double fps);

/// Reports progress; throws ExportCancelled when the callback asks to stop.
void reportExportProgress(const ExportProgress& progress, int done, int total);

}  // namespace drape::engine

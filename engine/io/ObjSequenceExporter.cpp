#include "engine/io/ObjSequenceExporter.h"

#include "engine/io/ObjWriter.h"
#include "engine/io/OutputFileSet.h"

#include <algorithm>
#include <string>

namespace drape::engine {

std::vector<std::filesystem::path> objSequencePaths(const std::filesystem::path& output, const std::vector<int>& frames)
{
    // Four digits at least, more when the bake is longer, so names sort in frame order.
    const int largest = frames.empty() ? 0 : *std::max_element(frames.begin(), frames.end());
    const std::size_t digits = std::max<std::size_t>(4, std::to_string(largest).size());
    std::vector<std::filesystem::path> paths;
    for (const int frame : frames) {
        std::string number = std::to_string(frame);
        number.insert(0, digits - number.size(), '0');
        std::filesystem::path path = output;
        path.replace_filename(output.stem().string() + "_" + number + output.extension().string());
        paths.push_back(path);
    }
    return paths;
}

void exportObjSequence(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
                       const ExportOptions& options, const ExportProgress& progress)
{
    const std::vector<int> frames = exportedFrames(options, cache.frameCount());
    const ClipInfo clip = clipInfo(options, cache.frameCount(), double(scene.simulation.fps));
    const std::vector<std::filesystem::path> paths = objSequencePaths(output, frames);
    OutputFileSet files;
    const std::size_t cloth = soleExportedCloth(scene, options);
    const ClothMesh mesh = clothMeshInScene(scene, cloth);
    const std::string name = exportedClothName(scene, cloth);
    std::vector<glm::vec3> normals;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        const std::span<const glm::vec3> positions = cache.frame(frames[n]);
        if (options.normals)
            mesh.particleNormals(positions, normals);
        AtomicFile& file = files.open(paths[n]);
        file.write(objMeshText(name, "Drape: " + name + ", frame " + std::to_string(frames[n]), clip, positions,
                               normals, mesh));
        file.seal();
        reportExportProgress(progress, int(n) + 1, int(frames.size()));
    }
    files.commit();
}

}  // namespace drape::engine

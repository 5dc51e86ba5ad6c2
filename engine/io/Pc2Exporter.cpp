#include "engine/io/Pc2Exporter.h"

#include "engine/io/ObjWriter.h"
#include "engine/io/OutputFileSet.h"
#include "engine/io/Pc2Writer.h"

#include <string>
#include <system_error>

namespace drape::engine {

std::filesystem::path pc2MeshPath(const std::filesystem::path& output)
{
    return std::filesystem::path(output).replace_extension(".obj");
}

void exportPc2(const std::filesystem::path& output, const FrameCache& cache, const Scene& scene,
               const ExportOptions& options, const ExportProgress& progress)
{
    const std::vector<int> frames = exportedFrames(options, cache.frameCount());
    const ClipInfo clip = clipInfo(options, cache.frameCount(), double(scene.simulation.fps));
    OutputFileSet mesh;
    const std::span<const glm::vec3> first = cache.frame(frames.front());
    const std::size_t chosen = soleExportedCloth(scene, options);
    const ClothMesh cloth = clothMeshInScene(scene, chosen);
    const std::string name = exportedClothName(scene, chosen);
    std::vector<glm::vec3> normals;
    if (options.normals)
        cloth.particleNormals(first, normals);
    AtomicFile& meshFile = mesh.open(pc2MeshPath(output));
    meshFile.write(objMeshText(name, "Drape: " + name + ", frame " + std::to_string(frames.front()) +
                                               ", the mesh that " + output.filename().string() + " animates",
                               clip,
                               first, normals, cloth));
    meshFile.seal();

    // The points of the mesh, as its OBJ holds them: a mesh file's own vertex order.
    Pc2Writer writer(output, int(cloth.pointCount()), float(options.first), float(options.every));
    std::vector<glm::vec3> points;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        cloth.toPoints(cache.frame(frames[n]), points);
        writer.addFrame(points);
        reportExportProgress(progress, int(n) + 1, int(frames.size()));
    }
    writer.finish();
    try {
        mesh.commit();
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove(output, ignored);
        throw;
    }
}

}  // namespace drape::engine

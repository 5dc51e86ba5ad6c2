#include "engine/io/ExportFormat.h"

#include "engine/io/DiskSpace.h"
#include "engine/io/FbxExporter.h"
#include "engine/io/GltfExporter.h"
#include "engine/io/ObjSequenceExporter.h"
#include "engine/io/Pc2Exporter.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace drape::engine {
namespace {

/// Characters of one number as std::to_chars writes a float of a cloth in metres
/// or a unit vector, with its leading space: measured on baked cloths (docs/export.md).
constexpr std::uint64_t objNumberChars = 11;
constexpr std::uint64_t objUvNumberChars = 10;
/// glTF JSON per morph target (accessors, bufferViews, target entry and name) and the
/// rest, compact (.glb) and indented (.gltf): measured on Drape's exports.
struct JsonSizes {
    std::uint64_t fixed, perTarget, perNormalTarget;
};
constexpr JsonSizes glbJson{1600, 258, 186};
constexpr JsonSizes gltfJson{2400, 392, 295};

std::uint64_t digits(std::uint64_t value)
{
    std::uint64_t count = 1;
    while (value >= 10) {
        value /= 10;
        ++count;
    }
    return count;
}

/// One OBJ file of the mesh: header lines, v, vt, optional vn and f lines.
std::uint64_t objMeshSize(const ClothMesh& mesh, bool normals)
{
    const std::uint64_t n = mesh.pointCount(), vertices = mesh.vertexCount();
    std::uint64_t size = 130 + n * (1 + 3 * objNumberChars + 1) + vertices * (2 + 2 * objUvNumberChars + 1);
    if (normals)
        size += n * (2 + 3 * objNumberChars + 1);
    // Face lines: each corner " p/v" or " p/v/p", counted exactly.
    std::uint64_t corners = 0;
    for (const std::uint32_t vertex : mesh.triangles) {
        const std::uint64_t point = digits(std::uint64_t(mesh.vertexPoint[vertex]) + 1);
        corners += 2 + point + digits(std::uint64_t(vertex) + 1) + (normals ? 1 + point : 0);
    }
    return size + mesh.triangleCount() * 2 + corners;
}

std::uint64_t gltfSize(const ClothMesh& mesh, int frames, bool normals, const JsonSizes& jsonSizes)
{
    const std::uint64_t n = mesh.vertexCount();
    const std::uint64_t f = std::uint64_t(frames);
    const std::uint64_t triangles = mesh.triangleCount();
    const std::uint64_t perVertex = 12 + 8 + (normals ? 12 : 0);
    const std::uint64_t perTargetVertex = normals ? 24 : 12;
    const std::uint64_t binary = n * perVertex + triangles * 3 * 4 + f * n * perTargetVertex + 4 * f + 4 * f * f;
    const std::uint64_t json =
        jsonSizes.fixed + f * (jsonSizes.perTarget + (normals ? jsonSizes.perNormalTarget : 0));
    return binary + json;
}

/// FBX deflates its arrays, so its size depends on how the cloth moves; these are upper
/// bounds, measured on Drape's exports: a vertex's offsets in one frame (positions, and
/// normals or their zeros, as doubles: 52 bytes raw) deflated to 25 bytes on the 64 x 64
/// cloth of 240 frames in docs/export.md (12.7 without normals, whose zeros vanish) and to
/// about 27 (16) on the 24 x 16 test bake, which moves more; 32 (18) bounds both, 20 to 30 %
/// above the files. Per frame, its channel, shape and curve records; per vertex once, the
/// base mesh, whose normals are stored per triangle corner.
std::uint64_t fbxSize(const ClothMesh& mesh, int frames, bool normals)
{
    const std::uint64_t n = mesh.pointCount(), vertices = mesh.vertexCount();
    const std::uint64_t f = std::uint64_t(frames);
    return 6000 + vertices * (40 + (normals ? 80 : 0)) + f * 800 + n * f * (normals ? 32 : 18);
}

}  // namespace

std::optional<ExportFormat> exportFormatFor(const std::filesystem::path& output)
{
    std::string extension = output.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (extension == ".glb")
        return ExportFormat::Glb;
    if (extension == ".gltf")
        return ExportFormat::Gltf;
    if (extension == ".fbx")
        return ExportFormat::Fbx;
    if (extension == ".obj")
        return ExportFormat::Obj;
    if (extension == ".pc2")
        return ExportFormat::Pc2;
    return std::nullopt;
}

std::string exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Glb:
        return "glTF 2.0 binary (.glb)";
    case ExportFormat::Gltf:
        return "glTF 2.0 (.gltf + .bin)";
    case ExportFormat::Fbx:
        return "FBX binary, one blend shape per frame (.fbx)";
    case ExportFormat::Obj:
        return "OBJ sequence (.obj)";
    case ExportFormat::Pc2:
        return "PC2 point cache (.pc2 + .obj)";
    }
    return {};
}

bool formatCarriesColliders(ExportFormat format)
{
    return format == ExportFormat::Glb || format == ExportFormat::Gltf || format == ExportFormat::Fbx;
}

std::uint64_t expectedCollidersSize(const std::vector<ColliderMesh>& colliders)
{
    // FBX, the larger: positions and normals as doubles (normals per triangle corner), the
    // indices, and about 2 kB of objects and connections per mesh.
    std::uint64_t bytes = 0;
    for (const ColliderMesh& mesh : colliders)
        bytes += 2048 + mesh.positions.size() * 24 + mesh.triangles.size() * (4 + 24);
    return bytes;
}

std::uint64_t expectedExportSize(ExportFormat format, const ClothMesh& mesh, int frames, bool normals)
{
    switch (format) {
    case ExportFormat::Glb:
        return 12 + 8 + 8 + gltfSize(mesh, frames, normals, glbJson);
    case ExportFormat::Gltf:
        return gltfSize(mesh, frames, normals, gltfJson);
    case ExportFormat::Fbx:
        return fbxSize(mesh, frames, normals);
    case ExportFormat::Obj:
        return std::uint64_t(frames) * objMeshSize(mesh, normals);
    case ExportFormat::Pc2:
        return 32 + std::uint64_t(frames) * std::uint64_t(mesh.pointCount()) * 12 + objMeshSize(mesh, normals);
    }
    return 0;
}

std::uint64_t expectedExportSize(ExportFormat format, const Scene& scene, const ExportOptions& options, int frames)
{
    // OBJ and PC2 hold one mesh: a scene of several cloths needs one picked, before any work.
    const std::vector<std::size_t> cloths = formatCarriesColliders(format)
                                                ? exportedCloths(scene, options)
                                                : std::vector<std::size_t>{soleExportedCloth(scene, options)};
    std::uint64_t size = expectedCollidersSize(options.colliders);
    for (const std::size_t k : cloths)
        size += expectedExportSize(format, clothMesh(scene.cloths[k]), frames, options.normals);
    return size;
}

void exportFrames(ExportFormat format, const std::filesystem::path& output, const FrameCache& cache,
                  const Scene& scene, const ExportOptions& options, const ExportProgress& progress)
{
    const int frames = int(exportedFrames(options, cache.frameCount()).size());
    if (!options.colliders.empty() && !formatCarriesColliders(format))
        throw std::invalid_argument(exportFormatName(format) +
                                    " holds the cloth alone; export .glb, .gltf or .fbx to take the colliders along");
    requireFreeSpace(output, expectedExportSize(format, scene, options, frames));
    switch (format) {
    case ExportFormat::Glb:
        return exportGltf(output, GltfContainer::Binary, cache, scene, options, progress);
    case ExportFormat::Gltf:
        return exportGltf(output, GltfContainer::Text, cache, scene, options, progress);
    case ExportFormat::Fbx:
        return exportFbx(output, cache, scene, options, progress);
    case ExportFormat::Obj:
        return exportObjSequence(output, cache, scene, options, progress);
    case ExportFormat::Pc2:
        return exportPc2(output, cache, scene, options, progress);
    }
}

}  // namespace drape::engine

#include "engine/io/SmoothShadingBase.h"

#include <glm/geometric.hpp>

#include <cmath>

namespace drape::engine {
namespace {

/// Blender calls a corner flat above a cosine of 0.9999999; counting every corner above
/// 1 − 1e-6 as flat leaves a margin for float rounding, so a face counted smooth here is
/// smooth there.
constexpr float flatCosine = 1.0f - 1e-6f;

}  // namespace

std::size_t flatLookingFaces(std::span<const glm::vec3> positions, const ClothMesh& mesh)
{
    std::vector<glm::vec3> normals;
    mesh.particleNormals(positions, normals);
    const auto particle = [&](std::size_t corner) { return mesh.vertexParticle[mesh.triangles[corner]]; };
    std::size_t flat = 0;
    for (std::size_t t = 0; t < mesh.triangles.size(); t += 3) {
        const glm::vec3 &a = positions[particle(t)], &b = positions[particle(t + 1)], &c = positions[particle(t + 2)];
        const glm::vec3 face = glm::cross(b - a, c - a);
        const float length = glm::length(face);
        if (!(length > 0.0f))
            continue;  // degenerate: its normal is no face normal to equal
        bool allFlat = true;
        for (std::size_t corner = 0; corner < 3 && allFlat; ++corner)
            allFlat = glm::dot(normals[particle(t + corner)], face / length) > flatCosine;
        flat += allFlat ? 1 : 0;
    }
    return flat;
}

std::size_t smoothShadingBase(const FrameCache& cache, const std::vector<int>& frames, const ClothMesh& mesh)
{
    std::size_t best = 0, fewest = std::size_t(-1);
    for (std::size_t n = 0; n < frames.size() && fewest > 0; ++n) {
        const std::size_t flat = flatLookingFaces(cache.frame(frames[n]), mesh);
        if (flat < fewest) {
            fewest = flat;
            best = n;
        }
    }
    return best;
}

}  // namespace drape::engine

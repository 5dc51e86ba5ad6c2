#include "engine/scene/ClothMesh.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace drape::engine {
namespace {

glm::vec3 unitOr(const glm::vec3& normal)
{
    const float lengthSquared = glm::dot(normal, normal);
    return lengthSquared > 1e-24f ? normal / std::sqrt(lengthSquared) : glm::vec3(0.0f, 1.0f, 0.0f);
}

ClothMesh surfaceMesh(const ClothSurface& surface)
{
    ClothMesh mesh;
    mesh.particleCount = surface.rest.size();
    mesh.pointParticle = surface.sourceVertexParticle;
    if (mesh.pointParticle.empty())
        for (std::uint32_t p = 0; p < mesh.particleCount; ++p)
            mesh.pointParticle.push_back(p);
    // A particle's faces use its first point; the file's other copies of it follow it.
    std::vector<std::uint32_t> home(mesh.particleCount, ~0u);
    for (std::size_t point = mesh.pointParticle.size(); point-- > 0;)
        home[mesh.pointParticle[point]] = std::uint32_t(point);
    const std::size_t points = mesh.pointParticle.size();
    for (std::uint32_t point = 0; point < points; ++point)
        mesh.vertexPoint.push_back(point);
    mesh.uvs.assign(points, glm::vec2(0.0f));
    std::vector<std::uint8_t> hasUv(points, 0);
    // The extra vertices of a seam, by point and texture coordinate.
    std::map<std::pair<std::uint32_t, std::pair<float, float>>, std::uint32_t> seamVertices;
    const auto vertexOf = [&](std::uint32_t particle, const glm::dvec2& uv) {
        const std::uint32_t point = home[particle];
        const glm::vec2 texture(uv);
        if (!hasUv[point]) {
            hasUv[point] = 1;
            mesh.uvs[point] = texture;
            return point;
        }
        if (mesh.uvs[point] == texture)
            return point;
        const auto [at, added] = seamVertices.try_emplace({point, {texture.x, texture.y}},
                                                          std::uint32_t(mesh.vertexPoint.size()));
        if (added) {
            mesh.vertexPoint.push_back(point);
            mesh.uvs.push_back(texture);
        }
        return at->second;
    };
    for (const SurfaceFace& face : surface.faces) {
        std::array<std::uint32_t, 4> vertex{};
        for (std::size_t c = 0; c < face.corners; ++c)
            vertex[c] = vertexOf(face.particle[c], face.uv[c]);
        for (std::size_t t = 1; t + 1 < face.corners; ++t)
            mesh.triangles.insert(mesh.triangles.end(), {vertex[0], vertex[t], vertex[t + 1]});
    }
    for (const std::uint32_t point : mesh.vertexPoint)
        mesh.vertexParticle.push_back(mesh.pointParticle[point]);
    return mesh;
}

}  // namespace

void ClothMesh::particleNormals(std::span<const glm::vec3> positions, std::vector<glm::vec3>& normals) const
{
    normals.resize(positions.size());
    if (gridSize) {
        const int cols = (*gridSize)[0], rows = (*gridSize)[1];
        const auto at = [&](int i, int j) { return positions[std::size_t(j) * std::size_t(cols) + std::size_t(i)]; };
        for (int j = 0; j < rows; ++j)
            for (int i = 0; i < cols; ++i) {
                const glm::vec3 alongI = at(std::min(i + 1, cols - 1), j) - at(std::max(i - 1, 0), j);
                const glm::vec3 alongJ = at(i, std::min(j + 1, rows - 1)) - at(i, std::max(j - 1, 0));
                normals[std::size_t(j) * std::size_t(cols) + std::size_t(i)] = unitOr(glm::cross(alongI, alongJ));
            }
        return;
    }
    std::fill(normals.begin(), normals.end(), glm::vec3(0.0f));
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
        const std::uint32_t a = vertexParticle[triangles[t]], b = vertexParticle[triangles[t + 1]],
                            c = vertexParticle[triangles[t + 2]];
        // The cross product's length is twice the area: the sum is weighted by area.
        const glm::vec3 n = glm::cross(positions[b] - positions[a], positions[c] - positions[a]);
        normals[a] += n;
        normals[b] += n;
        normals[c] += n;
    }
    for (glm::vec3& n : normals)
        n = unitOr(n);
}

void ClothMesh::toPoints(std::span<const glm::vec3> perParticle, std::vector<glm::vec3>& perPoint) const
{
    perPoint.resize(pointParticle.size());
    for (std::size_t point = 0; point < pointParticle.size(); ++point)
        perPoint[point] = perParticle[pointParticle[point]];
}

void ClothMesh::toVertices(std::span<const glm::vec3> perParticle, std::vector<glm::vec3>& perVertex) const
{
    perVertex.resize(vertexParticle.size());
    for (std::size_t v = 0; v < vertexParticle.size(); ++v)
        perVertex[v] = perParticle[vertexParticle[v]];
}

ClothMesh gridClothMesh(int cols, int rows)
{
    ClothMesh mesh;
    mesh.particleCount = std::size_t(cols) * std::size_t(rows);
    mesh.gridSize = std::array<int, 2>{cols, rows};
    mesh.vertexParticle.resize(mesh.particleCount);
    mesh.uvs.reserve(mesh.particleCount);
    for (std::uint32_t p = 0; p < mesh.particleCount; ++p)
        mesh.vertexParticle[p] = p;
    mesh.pointParticle = mesh.vertexPoint = mesh.vertexParticle;
    const float du = cols > 1 ? 1.0f / float(cols - 1) : 0.0f, dv = rows > 1 ? 1.0f / float(rows - 1) : 0.0f;
    for (int j = 0; j < rows; ++j)
        for (int i = 0; i < cols; ++i) {
            mesh.uvs.emplace_back(float(i) * du, float(j) * dv);
        }
    if (cols < 2 || rows < 2)
        return mesh;
    mesh.triangles.reserve(std::size_t(cols - 1) * std::size_t(rows - 1) * 6);
    for (int j = 0; j + 1 < rows; ++j)
        for (int i = 0; i + 1 < cols; ++i) {
            const auto a = std::uint32_t(j * cols + i), b = a + 1, c = a + std::uint32_t(cols), d = c + 1;
            mesh.triangles.insert(mesh.triangles.end(), {a, b, c, b, d, c});
        }
    return mesh;
}

ClothMesh clothMesh(const ClothSpec& cloth)
{
    return cloth.mesh ? surfaceMesh(*cloth.mesh->surface) : gridClothMesh(cloth.cols, cloth.rows);
}

ClothMesh clothMeshInScene(const Scene& scene, std::size_t k)
{
    ClothMesh mesh = clothMesh(scene.cloths[k]);
    if (scene.cloths.size() == 1)
        return mesh;
    std::uint32_t first = 0, total = 0;
    for (std::size_t c = 0; c < scene.cloths.size(); ++c) {
        if (c < k)
            first += std::uint32_t(scene.cloths[c].particleCount());
        total += std::uint32_t(scene.cloths[c].particleCount());
    }
    for (std::uint32_t& particle : mesh.pointParticle)
        particle += first;
    for (std::uint32_t& particle : mesh.vertexParticle)
        particle += first;
    mesh.particleCount = total;
    mesh.gridSize.reset();
    return mesh;
}

ClothMesh sceneClothMesh(const Scene& scene)
{
    if (scene.cloths.size() == 1)
        return clothMesh(scene.cloths.front());
    std::vector<ClothMesh> parts;
    std::size_t points = 0;
    for (const ClothSpec& cloth : scene.cloths) {
        parts.push_back(clothMesh(cloth));
        points += parts.back().pointCount();
    }
    ClothMesh whole;
    std::uint32_t particleBase = 0, pointBase = 0, seamBase = std::uint32_t(points);
    for (const ClothMesh& part : parts) {
        const auto ownPoints = std::uint32_t(part.pointCount());
        const auto vertexOf = [&](std::uint32_t v) { return v < ownPoints ? pointBase + v : seamBase + v - ownPoints; };
        for (std::uint32_t particle : part.pointParticle)
            whole.pointParticle.push_back(particleBase + particle);
        for (std::uint32_t t : part.triangles)
            whole.triangles.push_back(vertexOf(t));
        particleBase += std::uint32_t(part.particleCount);
        pointBase += ownPoints;
        seamBase += std::uint32_t(part.vertexCount()) - ownPoints;
    }
    whole.particleCount = particleBase;
    whole.vertexPoint.resize(seamBase);
    whole.vertexParticle.resize(seamBase);
    whole.uvs.resize(seamBase);
    pointBase = 0;
    seamBase = std::uint32_t(points);
    for (const ClothMesh& part : parts) {
        const auto ownPoints = std::uint32_t(part.pointCount());
        for (std::uint32_t v = 0; v < part.vertexCount(); ++v) {
            const std::uint32_t to = v < ownPoints ? pointBase + v : seamBase + v - ownPoints;
            whole.vertexPoint[to] = pointBase + part.vertexPoint[v];
            whole.vertexParticle[to] = whole.pointParticle[whole.vertexPoint[to]];
            whole.uvs[to] = part.uvs[v];
        }
        pointBase += ownPoints;
        seamBase += std::uint32_t(part.vertexCount()) - ownPoints;
    }
    return whole;
}


}  // namespace drape::engine

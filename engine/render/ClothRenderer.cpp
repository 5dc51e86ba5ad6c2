#include "engine/render/ClothRenderer.h"

#include "engine/contract/GpuContract.h"
#include "engine/scene/SpringStencil.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/render/ScopedDrawState.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

// Two warm fabric colours for the 8 × 8 checker, and what is drawn over them.
// Each cloth of a scene in its own checker (setParts): sand and terracotta, then
// slate, sage and plum, light and dark of each; none as saturated as the pins'
// red or the thickness discs' blue.
constexpr std::array<std::array<glm::vec3, 2>, 4> partCheckers{{
    {glm::vec3{0.88f, 0.78f, 0.62f}, glm::vec3{0.72f, 0.46f, 0.30f}},
    {glm::vec3{0.66f, 0.74f, 0.86f}, glm::vec3{0.40f, 0.49f, 0.66f}},
    {glm::vec3{0.74f, 0.84f, 0.66f}, glm::vec3{0.45f, 0.60f, 0.40f}},
    {glm::vec3{0.82f, 0.70f, 0.82f}, glm::vec3{0.56f, 0.40f, 0.58f}},
}};
constexpr glm::vec3 checkerA = partCheckers[0][0];
constexpr glm::vec3 checkerB = partCheckers[0][1];
constexpr float checks = 8.0f;
constexpr glm::vec4 wireColor{0.32f, 0.20f, 0.13f, 1.0f};     // darker than both checks
constexpr glm::vec4 ropeColor{0.80f, 0.56f, 0.36f, 1.0f};
constexpr glm::vec4 particleColor{0.18f, 0.12f, 0.08f, 1.0f};
constexpr glm::vec4 pinColor{0.92f, 0.10f, 0.08f, 1.0f};      // red: stands out on the warm cloth
constexpr glm::vec4 thicknessColor{0.25f, 0.55f, 0.95f, 0.35f}; // translucent blue: unlike any of the cloth's

// Dot diameters in logical pixels.
constexpr float particlePixels = 4.0f;
constexpr float ropeParticlePixels = 6.0f;
constexpr float pinPixels = 10.0f;

const void* byteOffset(int indices)
{
    return reinterpret_cast<const void*>(std::uintptr_t(indices) * sizeof(std::uint32_t));
}

// What ScopedDrawState does not keep: the storage buffer at gpu::meshDrawTablesBinding,
// put back when a mesh has been drawn. Made after the ScopedDrawState, so that it
// ends first and that one puts the generic binding back last.
class ScopedMeshTablesBinding {
public:
    ScopedMeshTablesBinding()
    {
        glGetIntegeri_v(GL_SHADER_STORAGE_BUFFER_BINDING, gpu::meshDrawTablesBinding, &m_buffer);
        glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_START, gpu::meshDrawTablesBinding, &m_start);
        glGetInteger64i_v(GL_SHADER_STORAGE_BUFFER_SIZE, gpu::meshDrawTablesBinding, &m_size);
    }
    ~ScopedMeshTablesBinding()
    {
        if (m_size > 0)
            glBindBufferRange(GL_SHADER_STORAGE_BUFFER, gpu::meshDrawTablesBinding, GLuint(m_buffer),
                              GLintptr(m_start), GLsizeiptr(m_size));
        else
            glBindBufferBase(GL_SHADER_STORAGE_BUFFER, gpu::meshDrawTablesBinding, GLuint(m_buffer));
    }
    ScopedMeshTablesBinding(const ScopedMeshTablesBinding&) = delete;
    ScopedMeshTablesBinding& operator=(const ScopedMeshTablesBinding&) = delete;

private:
    GLint m_buffer = 0;
    GLint64 m_start = 0;
    GLint64 m_size = 0;   ///< bytes; 0 when bound whole (glBindBufferBase)
};

}  // namespace

ClothRenderer::ClothRenderer()
{
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the cloth renderer cannot run: " + gl.missingReason);
    // OpenGL 4.3 allows zero storage blocks in vertex shaders; vertex pulling needs one.
    GLint vertexStorageBlocks = 0;
    glGetIntegerv(GL_MAX_VERTEX_SHADER_STORAGE_BLOCKS, &vertexStorageBlocks);
    if (vertexStorageBlocks < 1)
        throw GlError("the cloth renderer cannot run: " + gl.renderer +
                      " cannot read shader storage buffers in vertex shaders");
    m_surfaceProgram = GlProgram("cloth.vert", "cloth.frag");
    m_meshProgram = GlProgram("cloth_mesh.vert", "cloth.frag");
    m_lineProgram = GlProgram("particles.vert", "lines.frag");
    m_pointProgram = GlProgram("particles.vert", "points.frag");
    m_lineProgram.setFloat("u_fadeRadius", 0.0f);
    m_surfaceProgram.setVec3("u_colorA", checkerA);
    m_surfaceProgram.setVec3("u_colorB", checkerB);
    m_surfaceProgram.setFloat("u_checks", checks);
    m_meshProgram.setVec3("u_colorA", checkerA);
    m_meshProgram.setVec3("u_colorB", checkerB);
    m_meshProgram.setFloat("u_checks", checks);
    m_meshProgram.setInt("u_strainColors", 0);
    m_meshProgram.setFloat("u_strainScale", 1.0f);
    m_vertexArray = GlVertexArray::create();
}

glm::vec3 strainColor(float t)
{
    const glm::vec3 stops[4] = {{0.15f, 0.3f, 0.95f}, {0.1f, 0.8f, 0.25f}, {0.95f, 0.85f, 0.1f}, {0.95f, 0.1f, 0.05f}};
    const float x = std::clamp(t, 0.0f, 1.0f) * 3.0f;
    const int k = std::min(int(x), 2);
    return stops[k] + (x - float(k)) * (stops[k + 1] - stops[k]);
}

void ClothRenderer::setRestLengths(const ClothSpec& cloth)
{
    std::array<float, springStencil.size()> lengths{};
    for (std::size_t o = 0; o < springStencil.size(); ++o)
        lengths[o] = float(restLengthOf(cloth, springStencil[o]));
    m_surfaceProgram.setFloatArray("u_restLength", lengths);
}

int ClothRenderer::drawStride(int cols, int rows)
{
    const int side = std::max(cols, rows);
    return (side + maxDrawnSide - 1) / maxDrawnSide;
}

namespace {

/// 0, stride, 2·stride, … and the last of `count`.
std::vector<int> drawnLines(int count, int stride)
{
    std::vector<int> lines;
    for (int k = 0; k < count - 1; k += stride)
        lines.push_back(k);
    lines.push_back(count - 1);
    return lines;
}

}  // namespace

void ClothRenderer::setGrid(int cols, int rows, const std::vector<GridCoord>& pins)
{
    if (cols < 1 || rows < 1)
        throw std::invalid_argument("a cloth grid needs at least 1 × 1 particles, not " + std::to_string(cols) +
                                    " × " + std::to_string(rows));
    const auto index = [cols](int i, int j) { return std::uint32_t(j * cols + i); };
    const int stride = drawStride(cols, rows);
    const std::vector<int> is = drawnLines(cols, stride), js = drawnLines(rows, stride);
    std::vector<std::uint32_t> indices;
    // Counter-clockwise about cross(d/di, d/dj), the normal cloth.vert computes, so
    // that gl_FrontFacing tells which side of the cloth a fragment shows.
    for (std::size_t b = 0; b + 1 < js.size(); ++b)
        for (std::size_t a = 0; a + 1 < is.size(); ++a) {
            const int i = is[a], i1 = is[a + 1], j = js[b], j1 = js[b + 1];
            indices.insert(indices.end(), {index(i, j), index(i1, j), index(i, j1), index(i1, j), index(i1, j1), index(i, j1)});
        }
    const std::size_t triangleIndices = indices.size();
    for (const int j : js)
        for (std::size_t a = 0; a + 1 < is.size(); ++a)
            indices.insert(indices.end(), {index(is[a], j), index(is[a + 1], j)});
    for (std::size_t b = 0; b + 1 < js.size(); ++b)
        for (const int i : is)
            indices.insert(indices.end(), {index(i, js[b]), index(i, js[b + 1])});
    const std::size_t edgeIndices = indices.size() - triangleIndices;
    // A scene being edited may briefly hold pins past a shrunk grid; they are not drawn.
    for (const GridCoord& pin : pins)
        if (pin.i >= 0 && pin.i < cols && pin.j >= 0 && pin.j < rows)
            indices.push_back(index(pin.i, pin.j));

    m_indices = GlBuffer(indices.size() * sizeof(std::uint32_t), indices.data());
    m_vertexArray.setElementBuffer(m_indices.id());
    m_meshTables = GlBuffer();
    m_mesh = false;
    m_partIndices.clear();
    m_particles = cols * rows;
    m_triangleIndices = int(triangleIndices);
    m_edgeIndices = int(edgeIndices);
    m_pinIndices = int(indices.size() - triangleIndices - edgeIndices);
    m_surfaceProgram.setInt2("u_gridSize", cols, rows);
}

void ClothRenderer::setMesh(const ClothMesh& mesh, const std::vector<GridCoord>& pins)
{
    if (mesh.gridSize) {
        setGrid((*mesh.gridSize)[0], (*mesh.gridSize)[1], pins);
        return;
    }
    const std::size_t particles = mesh.particleCount, vertices = mesh.vertexCount(), corners = mesh.triangles.size();
    if (particles == 0)
        throw std::invalid_argument("a cloth mesh needs at least one particle");
    if (vertices < particles || mesh.uvs.size() != vertices)
        throw std::invalid_argument("a cloth mesh of " + std::to_string(particles) + " particles has " +
                                    std::to_string(vertices) + " vertices and " + std::to_string(mesh.uvs.size()) +
                                    " UVs (one per vertex, at least one vertex per particle)");
    if (corners % 3 != 0)
        throw std::invalid_argument("a cloth mesh's triangles have " + std::to_string(corners) +
                                    " corners, not a multiple of 3");
    // The tables' words and the draw counts are 32-bit (GLsizei, uint in the shader).
    const std::size_t words = 3 * vertices + particles + 1 + 2 * corners;
    if (words > std::size_t(std::numeric_limits<std::int32_t>::max()) ||
        corners > std::size_t(std::numeric_limits<std::int32_t>::max()) / 2)
        throw std::invalid_argument("a cloth mesh of " + std::to_string(vertices) + " vertices and " +
                                    std::to_string(corners / 3) + " triangles is too large to draw");
    for (const std::uint32_t particle : mesh.vertexParticle)
        if (particle >= particles)
            throw std::invalid_argument("a cloth mesh's vertex shows particle " + std::to_string(particle) + " of " +
                                        std::to_string(particles));
    for (const std::uint32_t vertex : mesh.triangles)
        if (vertex >= vertices)
            throw std::invalid_argument("a cloth mesh's triangle names vertex " + std::to_string(vertex) + " of " +
                                        std::to_string(vertices));

    // cloth_mesh.vert's tables: each vertex's particle, each vertex's UV, then
    // per particle its triangles (CSR: a start per particle, then the entries),
    // each entry the triangle's next and previous corners counter-clockwise.
    std::vector<std::uint32_t> tables;
    tables.reserve(words);
    tables.insert(tables.end(), mesh.vertexParticle.begin(), mesh.vertexParticle.end());
    const auto uvStart = std::uint32_t(tables.size());
    for (const glm::vec2& uv : mesh.uvs)
        tables.insert(tables.end(), {std::bit_cast<std::uint32_t>(uv.x), std::bit_cast<std::uint32_t>(uv.y)});
    const auto ringStart = std::uint32_t(tables.size());
    tables.resize(tables.size() + particles + 1, 0);
    const auto particleOf = [&](std::size_t corner) { return mesh.vertexParticle[mesh.triangles[corner]]; };
    for (std::size_t c = 0; c < corners; ++c)
        ++tables[ringStart + particleOf(c) + 1];
    for (std::size_t p = 0; p < particles; ++p)
        tables[ringStart + p + 1] += tables[ringStart + p];
    const auto neighbourStart = std::uint32_t(tables.size());
    tables.resize(tables.size() + 2 * corners);
    std::vector<std::uint32_t> next(tables.begin() + ringStart, tables.begin() + ringStart + std::ptrdiff_t(particles));
    for (std::size_t t = 0; t < corners; t += 3)
        for (std::size_t k = 0; k < 3; ++k) {
            const std::uint32_t entry = next[particleOf(t + k)]++;
            tables[neighbourStart + 2 * entry] = particleOf(t + (k + 1) % 3);
            tables[neighbourStart + 2 * entry + 1] = particleOf(t + (k + 2) % 3);
        }

    // Triangles name vertices (cloth_mesh.vert); edges and pins name particles
    // (particles.vert), each edge once however many triangles and seam copies share it.
    std::vector<std::uint32_t> indices(mesh.triangles.begin(), mesh.triangles.end());
    std::vector<std::uint64_t> edges;
    edges.reserve(corners);
    for (std::size_t t = 0; t < corners; t += 3)
        for (std::size_t k = 0; k < 3; ++k) {
            const std::uint32_t a = particleOf(t + k), b = particleOf(t + (k + 1) % 3);
            if (a != b)
                edges.push_back(std::uint64_t(std::min(a, b)) << 32 | std::max(a, b));
        }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    for (const std::uint64_t edge : edges)
        indices.insert(indices.end(), {std::uint32_t(edge >> 32), std::uint32_t(edge)});
    const std::size_t edgeIndices = 2 * edges.size();
    for (const GridCoord& pin : pins)
        if (pin.j == 0 && pin.i >= 0 && std::size_t(pin.i) < particles)
            indices.push_back(std::uint32_t(pin.i));

    m_indices = GlBuffer(indices.size() * sizeof(std::uint32_t), indices.data());
    m_vertexArray.setElementBuffer(m_indices.id());
    m_meshTables = GlBuffer(tables.size() * sizeof(std::uint32_t), tables.data());
    m_meshProgram.setUInt("u_uvStart", uvStart);
    m_meshProgram.setUInt("u_ringStart", ringStart);
    m_meshProgram.setUInt("u_neighbourStart", neighbourStart);
    m_mesh = true;
    m_partIndices.clear();
    m_particles = int(particles);
    m_triangleIndices = int(corners);
    m_edgeIndices = int(edgeIndices);
    m_pinIndices = int(indices.size() - corners - edgeIndices);
}

void ClothRenderer::setParts(const std::vector<std::size_t>& triangleCounts)
{
    std::size_t total = 0;
    for (const std::size_t count : triangleCounts)
        total += count;
    if (!m_mesh || 3 * total != std::size_t(m_triangleIndices))
        throw std::invalid_argument("the cloth's parts hold " + std::to_string(total) + " triangles, its mesh " +
                                    std::to_string(m_mesh ? m_triangleIndices / 3 : 0));
    m_partIndices.clear();
    if (triangleCounts.size() > 1)
        for (const std::size_t count : triangleCounts)
            m_partIndices.push_back(int(3 * count));
}

std::array<glm::vec3, 2> ClothRenderer::partCheckerColors(std::size_t part)
{
    return partCheckers[part % partCheckers.size()];
}

void ClothRenderer::uploadPositions(std::span<const glm::vec3> positions)
{
    m_staging.resize(positions.size());
    for (std::size_t p = 0; p < positions.size(); ++p)
        m_staging[p] = glm::vec4(positions[p], 1.0f);
    const std::size_t bytes = m_staging.size() * sizeof(glm::vec4);
    if (m_uploaded.id() == 0 || m_uploaded.size() != bytes)
        m_uploaded = GlBuffer(bytes, m_staging.data());
    else
        m_uploaded.upload(m_staging.data(), bytes);
}

void ClothRenderer::useParticleProgram(GlProgram& program, const ViewParameters& view, const glm::vec4& color,
                                       float pointPixels, float pointMetres)
{
    GLint viewport[4] = {};
    glGetIntegerv(GL_VIEWPORT, viewport);
    program.setMat4("u_viewProjection", view.projection * view.view);
    program.setVec4("u_color", color);
    program.setFloat("u_pointSize", pointPixels);
    program.setFloat("u_pointMetres", pointMetres);
    program.setFloat("u_pixelsPerClipUnit", 0.5f * float(viewport[3]) * view.projection[1][1]);
    program.use();
}

void ClothRenderer::draw(const ViewParameters& view, unsigned int positionBuffer, const ClothDrawOptions& options)
{
    if (m_particles == 0 || positionBuffer == 0)
        return;
    const ScopedDrawState state;
    const ScopedMeshTablesBinding tablesBinding;
    // Whoever wrote the positions with a compute shader, storage reads must see it.
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, gpu::pulledVerticesBinding, positionBuffer);
    m_vertexArray.bind();
    const glm::mat4 viewProjection = view.projection * view.view;
    const bool rope = m_triangleIndices == 0;

    if (options.surface && !rope) {
        // Pushed back a little so that edges and dots on the surface win the depth test.
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.0f, 1.0f);
        if (m_mesh) {
            glBindBufferBase(GL_SHADER_STORAGE_BUFFER, gpu::meshDrawTablesBinding, m_meshTables.id());
            m_meshProgram.setMat4("u_viewProjection", viewProjection);
            m_meshProgram.setVec3("u_eye", view.eye);
            m_meshProgram.use();
        } else {
            m_surfaceProgram.setMat4("u_viewProjection", viewProjection);
            m_surfaceProgram.setVec3("u_eye", view.eye);
            m_surfaceProgram.setInt("u_strainColors", options.strainColors ? 1 : 0);
            m_surfaceProgram.setFloat("u_strainScale", options.strainScale);
            m_surfaceProgram.use();
        }
        if (m_partIndices.empty()) {
            glDrawElements(GL_TRIANGLES, m_triangleIndices, GL_UNSIGNED_INT, byteOffset(0));
        } else {
            int first = 0;
            for (std::size_t part = 0; part < m_partIndices.size(); ++part) {
                const int count = m_partIndices[part];
                const std::array<glm::vec3, 2> colors = partCheckerColors(part);
                m_meshProgram.setVec3("u_colorA", colors[0]);
                m_meshProgram.setVec3("u_colorB", colors[1]);
                glDrawElements(GL_TRIANGLES, count, GL_UNSIGNED_INT, byteOffset(first));
                first += count;
            }
            m_meshProgram.setVec3("u_colorA", checkerA);
            m_meshProgram.setVec3("u_colorB", checkerB);
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }
    // A rope has no triangles: its surface is its polyline and its particles.
    const bool ropeSurface = options.surface && rope;
    if (options.wireframe || ropeSurface) {
        useParticleProgram(m_lineProgram, view, ropeSurface ? ropeColor : wireColor, 0.0f);
        glDrawElements(GL_LINES, m_edgeIndices, GL_UNSIGNED_INT, byteOffset(m_triangleIndices));
    }
    if (ropeSurface) {
        useParticleProgram(m_pointProgram, view, ropeColor, ropeParticlePixels * options.pixelScale);
        glDrawArrays(GL_POINTS, 0, m_particles);
    }
    if (options.particles) {
        useParticleProgram(m_pointProgram, view, particleColor, particlePixels * options.pixelScale);
        glDrawArrays(GL_POINTS, 0, m_particles);
    }
    if (options.collisionThickness > 0.0f) {
        // Translucent, so that the surface and the other layer's discs show through.
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(GL_FALSE);
        useParticleProgram(m_pointProgram, view, thicknessColor, 0.0f, options.collisionThickness);
        glDrawArrays(GL_POINTS, 0, m_particles);
        glDepthMask(GL_TRUE);
        glDisable(GL_BLEND);
    }
    if (options.pins && m_pinIndices > 0) {
        // On top of everything: a pin behind the cloth must still be seen to be edited.
        glDisable(GL_DEPTH_TEST);
        useParticleProgram(m_pointProgram, view, pinColor, pinPixels * options.pixelScale);
        glDrawElements(GL_POINTS, m_pinIndices, GL_UNSIGNED_INT, byteOffset(m_triangleIndices + m_edgeIndices));
    }
}

}  // namespace drape::engine

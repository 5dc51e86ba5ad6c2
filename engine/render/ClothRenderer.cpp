#include "engine/render/ClothRenderer.h"

#include "engine/contract/GpuContract.h"
#include "engine/scene/SpringStencil.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/render/ScopedDrawState.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <array>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace drape::engine {
namespace {

// Two warm fabric colours for the 8 × 8 checker, and what is drawn over them.
constexpr glm::vec3 checkerA{0.88f, 0.78f, 0.62f};            // sand
constexpr glm::vec3 checkerB{0.72f, 0.46f, 0.30f};            // terracotta
constexpr float checks = 8.0f;
constexpr glm::vec4 wireColor{0.32f, 0.20f, 0.13f, 1.0f};     // darker than both checks
constexpr glm::vec4 ropeColor{0.80f, 0.56f, 0.36f, 1.0f};
constexpr glm::vec4 particleColor{0.18f, 0.12f, 0.08f, 1.0f};
constexpr glm::vec4 pinColor{0.92f, 0.10f, 0.08f, 1.0f};      // red: stands out on the warm cloth

// Dot diameters in logical pixels.
constexpr float particlePixels = 4.0f;
constexpr float ropeParticlePixels = 6.0f;
constexpr float pinPixels = 10.0f;

const void* byteOffset(int indices)
{
    return reinterpret_cast<const void*>(std::uintptr_t(indices) * sizeof(std::uint32_t));
}

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
    m_lineProgram = GlProgram("particles.vert", "lines.frag");
    m_pointProgram = GlProgram("particles.vert", "points.frag");
    m_lineProgram.setFloat("u_fadeRadius", 0.0f);
    m_surfaceProgram.setVec3("u_colorA", checkerA);
    m_surfaceProgram.setVec3("u_colorB", checkerB);
    m_surfaceProgram.setFloat("u_checks", checks);
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
    m_cols = cols;
    m_rows = rows;
    m_triangleIndices = int(triangleIndices);
    m_edgeIndices = int(edgeIndices);
    m_pinIndices = int(indices.size() - triangleIndices - edgeIndices);
    m_surfaceProgram.setInt2("u_gridSize", cols, rows);
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

void ClothRenderer::useParticleProgram(GlProgram& program, const glm::mat4& viewProjection, const glm::vec4& color,
                                       float pointPixels)
{
    program.setMat4("u_viewProjection", viewProjection);
    program.setVec4("u_color", color);
    program.setFloat("u_pointSize", pointPixels);
    program.use();
}

void ClothRenderer::draw(const ViewParameters& view, unsigned int positionBuffer, const ClothDrawOptions& options)
{
    if (m_cols == 0 || positionBuffer == 0)
        return;
    const ScopedDrawState state;
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
        m_surfaceProgram.setMat4("u_viewProjection", viewProjection);
        m_surfaceProgram.setVec3("u_eye", view.eye);
        m_surfaceProgram.setInt("u_strainColors", options.strainColors ? 1 : 0);
        m_surfaceProgram.setFloat("u_strainScale", options.strainScale);
        m_surfaceProgram.use();
        glDrawElements(GL_TRIANGLES, m_triangleIndices, GL_UNSIGNED_INT, byteOffset(0));
        glDisable(GL_POLYGON_OFFSET_FILL);
    }
    // A rope has no triangles: its surface is its polyline and its particles.
    const bool ropeSurface = options.surface && rope;
    if (options.wireframe || ropeSurface) {
        useParticleProgram(m_lineProgram, viewProjection, ropeSurface ? ropeColor : wireColor, 0.0f);
        glDrawElements(GL_LINES, m_edgeIndices, GL_UNSIGNED_INT, byteOffset(m_triangleIndices));
    }
    if (ropeSurface) {
        useParticleProgram(m_pointProgram, viewProjection, ropeColor, ropeParticlePixels * options.pixelScale);
        glDrawArrays(GL_POINTS, 0, m_cols * m_rows);
    }
    if (options.particles) {
        useParticleProgram(m_pointProgram, viewProjection, particleColor, particlePixels * options.pixelScale);
        glDrawArrays(GL_POINTS, 0, m_cols * m_rows);
    }
    if (options.pins && m_pinIndices > 0) {
        // On top of everything: a pin behind the cloth must still be seen to be edited.
        glDisable(GL_DEPTH_TEST);
        useParticleProgram(m_pointProgram, viewProjection, pinColor, pinPixels * options.pixelScale);
        glDrawElements(GL_POINTS, m_pinIndices, GL_UNSIGNED_INT, byteOffset(m_triangleIndices + m_edgeIndices));
    }
}

}  // namespace drape::engine

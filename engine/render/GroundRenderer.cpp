#include "engine/render/GroundRenderer.h"

#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/render/ScopedDrawState.h"

#include <epoxy/gl.h>

#include <algorithm>
#include <cmath>

namespace drape::engine {
namespace {

constexpr glm::vec4 gridColor{0.55f, 0.55f, 0.55f, 0.7f};
// Lines either side of the centre line at most: a tiny spacing on a large
// extent would otherwise ask for millions of lines that merge into a grey sheet.
constexpr int maxHalfLines = 500;

}  // namespace

GroundRenderer::GroundRenderer()
{
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the ground renderer cannot run: " + gl.missingReason);
    m_program = GlProgram("ground.vert", "lines.frag");
    m_program.setVec4("u_gridColor", gridColor);
    m_vertexArray = GlVertexArray::create();
}

void GroundRenderer::draw(const ViewParameters& view, float halfExtent, float spacing)
{
    const ScopedDrawState state;
    const bool hasGrid = halfExtent > 0.0f && spacing > 0.0f;
    const int halfLines = hasGrid ? std::min(int(std::floor(halfExtent / spacing + 1e-4f)), maxHalfLines) : 0;
    // ground.vert numbers the axes' vertices after the grid's, drawn or not.
    const int gridVertices = 4 * (2 * halfLines + 1);
    m_program.setMat4("u_viewProjection", view.projection * view.view);
    m_program.setInt("u_halfLines", halfLines);
    m_program.setFloat("u_spacing", spacing);
    m_program.setFloat("u_halfExtent", halfExtent);
    m_program.use();
    m_vertexArray.bind();
    if (hasGrid) {
        // Faded lines blend over what is there; the destination alpha is kept
        // because the editor's framebuffer may be composited with it.
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
        glDepthMask(GL_FALSE);
        m_program.setFloat("u_fadeRadius", halfExtent);
        glDrawArrays(GL_LINES, 0, gridVertices);
        glDepthMask(GL_TRUE);
        glDisable(GL_BLEND);
    }
    // The axes overlap the centre grid lines; the grid wrote no depth, so they win.
    m_program.setFloat("u_fadeRadius", 0.0f);
    glDrawArrays(GL_LINES, gridVertices, 6);
}

}  // namespace drape::engine

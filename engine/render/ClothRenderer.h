// Draws a cloth straight from a particle position buffer (vec4 per particle:
// xyz metres, w unused here; particle (i, j) at index j·cols + i, a mesh cloth's
// particles in their order), as the solvers keep it, with no CPU readback:
// shaders pull positions by gl_VertexID and compute normals on the GPU (a grid's
// from its neighbours, cloth.vert; a mesh's from each particle's triangles,
// cloth_mesh.vert). For the CPU backend, uploadPositions() copies positions into
// a buffer of the same layout.
// Needs a current OpenGL ≥ 4.3 core context, the same one for every call and
// for destruction. Draws into whatever framebuffer and viewport are bound and
// leaves the GL state as it found it (engine/render/ScopedDrawState.h lists what
// it touches and restores).
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlVertexArray.h"
#include "engine/render/ViewParameters.h"
#include "engine/scene/ClothMesh.h"
#include "engine/scene/Scene.h"

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include <array>
#include <span>
#include <vector>

namespace drape::engine {

struct ClothDrawOptions {
    bool surface = true;        ///< shaded, checkered triangles; a rope (1×N, N×1) draws its polyline and particles
    bool wireframe = false;     ///< grid edges (a mesh's triangle edges, each once) as dark lines over the surface
    bool particles = false;     ///< every particle as a small dot
    bool pins = true;           ///< pinned particles as larger red dots, drawn on top of everything
    float pixelScale = 1.0f;    ///< device pixels per logical pixel (Qt's devicePixelRatio); scales dot sizes
    /// Colour the surface by strain instead of the checker: at each particle the
    /// largest strain (length / rest length − 1) of its springs, blue at 0 (or
    /// compressed), through green and yellow, red at `strainScale` and beyond
    /// (strainColor()). Needs setRestLengths(). Grids only: a mesh cloth
    /// (setMesh()) draws its checker with this set.
    bool strainColors = false;
    float strainScale = 0.1f;   ///< the strain drawn fully red, e.g. 0.1 for 10%
    /// When > 0 (metres): every particle as a translucent disc this wide at its
    /// depth, over the surface, the least distance self-collision keeps between
    /// particles of two layers: where discs of two layers overlap, they are closer.
    float collisionThickness = 0.0f;
};

/// The heat-map's colour for `strain` / `scale` = t, RGB in [0, 1], as cloth.frag
/// computes it: blue (t ≤ 0), green (⅓), yellow (⅔), red (t ≥ 1), linear between;
/// for legends drawn elsewhere.
glm::vec3 strainColor(float t);

class ClothRenderer {
public:
    /// Builds the shaders. Throws GlError when the current context is not
    /// OpenGL ≥ 4.3 or cannot read storage buffers in vertex shaders.
    ClothRenderer();

    /// Sets the grid to draw, cols × rows ≥ 1 × 1 (else std::invalid_argument),
    /// and (re)builds the index buffers. Pins outside the grid are not drawn.
    /// A grid wider or taller than maxDrawnSide draws the surface and the wire
    /// through every drawStride()-th row and column (and the last ones), with
    /// normals and strains still taken from the neighbours at full resolution:
    /// its cells are smaller than a pixel then, and a software renderer would
    /// take a second to draw them all.
    void setGrid(int cols, int rows, const std::vector<GridCoord>& pins);
    static constexpr int maxDrawnSide = 512;
    /// Rows and columns of particles between two drawn ones: 1 up to maxDrawnSide.
    static int drawStride(int cols, int rows);

    /// Sets a mesh cloth to draw (engine/scene/ClothMesh.h): its triangles, shaded
    /// with normals summed over each particle's triangles on the GPU and the
    /// checker in the mesh's UVs, its triangle edges (each once) as the wireframe;
    /// draw()'s position buffer then holds a vec4 per particle, in particle order.
    /// Pins are GridCoord{particle, 0}; others (or past the particles) are not
    /// drawn. A grid's mesh (gridSize set) is drawn as setGrid(cols, rows, pins)
    /// draws it. No stride: every triangle is drawn. Throws std::invalid_argument
    /// for a mesh without particles, or whose vertices, UVs or triangles do not
    /// fit together (an index out of range, a count not a multiple of three).
    void setMesh(const ClothMesh& mesh, const std::vector<GridCoord>& pins);

    /// Splits the triangles of the mesh setMesh() set into consecutive parts of
    /// these many triangles (a scene's cloths, in the order ClothAssembly.h joins
    /// them), each drawn in its own checker colours, partCheckerColors(k). Counts
    /// that do not add up to the mesh's triangles: std::invalid_argument. setGrid()
    /// and setMesh() make the cloth one part again.
    void setParts(const std::vector<std::size_t>& triangleCounts);
    /// The two checker colours (RGB in [0, 1]) of part k: the first part's are
    /// sand and terracotta, and the next ones cooler, the palette repeating after four.
    static std::array<glm::vec3, 2> partCheckerColors(std::size_t part);

    /// The rest length of each spring of the stencil (engine/scene/SpringStencil.h), for
    /// the strain colours; set it when the cloth's spacing or axes change.
    void setRestLengths(const ClothSpec& cloth);

    /// Draws the cloth whose positions are in `positionBuffer` (a GL buffer name
    /// holding at least cols·rows vec4, or a mesh's particle count, e.g.
    /// GpuSolver::drawablePositionBuffer()). Draws nothing before setGrid() or
    /// setMesh(), or when `positionBuffer` is 0.
    void draw(const ViewParameters& view, unsigned int positionBuffer, const ClothDrawOptions& options);

    /// Copies positions (metres, particle (i, j) at j·cols + i) into an internal vec4 buffer, for
    /// the CPU backend; draw it with uploadedPositionBuffer().
    void uploadPositions(std::span<const glm::vec3> positions);
    /// The GL name of the buffer uploadPositions() fills; 0 before the first upload.
    unsigned int uploadedPositionBuffer() const { return m_uploaded.id(); }

private:
    /// Sets a particles.vert program's uniforms and makes it current; points
    /// `pointPixels` wide, or `pointMetres` at their depth when that is > 0.
    static void useParticleProgram(GlProgram& program, const ViewParameters& view, const glm::vec4& color,
                                   float pointPixels, float pointMetres = 0.0f);

    GlProgram m_surfaceProgram;     ///< cloth.vert + cloth.frag
    GlProgram m_meshProgram;        ///< cloth_mesh.vert + cloth.frag
    GlProgram m_lineProgram;        ///< particles.vert + lines.frag
    GlProgram m_pointProgram;       ///< particles.vert + points.frag
    GlVertexArray m_vertexArray;    ///< no attributes; its element buffer is m_indices
    /// uint32: triangles, then edge pairs, then pins; a mesh's triangles name
    /// vertices, its edges and pins particles
    GlBuffer m_indices;
    GlBuffer m_meshTables;          ///< a mesh's tables for cloth_mesh.vert (its header says what they hold)
    bool m_mesh = false;            ///< set by setMesh() for a mesh cloth, cleared by setGrid()
    int m_particles = 0;            ///< cols·rows, or the mesh's particles; 0 before setGrid() or setMesh()
    int m_triangleIndices = 0;
    int m_edgeIndices = 0;
    int m_pinIndices = 0;
    std::vector<int> m_partIndices; ///< triangle indices of each part, in order; empty: one part
    GlBuffer m_uploaded;            ///< vec4 per particle, filled by uploadPositions()
    std::vector<glm::vec4> m_staging;
};

}  // namespace drape::engine

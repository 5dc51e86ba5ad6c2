// Draws a scene's colliders as shaded surfaces, the selected one highlighted.
// Spheres, capsules and boxes are tessellated once on the CPU
// (engine/collide/ColliderTessellation.h) and sized per draw; a plane is drawn as
// a finite square, pushed back in depth (polygon offset) so that the ground
// grid drawn after it stays visible; a mesh collider's triangles come prepared
// (engine/io/ColliderAssets reads the file; nothing here does), go into a buffer
// once per mesh, and are placed as the physics places them:
// world = position + R·(scale·p).
// Needs a current OpenGL ≥ 4.3 core context, the same one for every call and
// for destruction; leaves the GL state as it found it (ScopedDrawState).
#pragma once

#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlVertexArray.h"
#include "engine/collide/PreparedCollider.h"
#include "engine/render/ViewParameters.h"

#include <map>
#include <memory>
#include <vector>

namespace drape::engine {

struct ShapeVertex;

class ColliderRenderer {
public:
    /// Builds the shaders and the shape buffers. Throws GlError when the current
    /// context is not OpenGL ≥ 4.3 or cannot read storage buffers in vertex shaders.
    ColliderRenderer();

    /// Draws every collider, with depth test and depth writes; collider
    /// `selected` (an index into `colliders`, or -1) in the highlight colour.
    /// A mesh collider without triangles (its file is missing or unreadable) is
    /// drawn as a placeholder: the edges of a unit cube in the file's units, at the
    /// collider's position, rotation and scale. Draw the colliders before the ground grid.
    void draw(const ViewParameters& view, const std::vector<PreparedCollider>& colliders, int selected);

private:
    /// Triangles in a buffer collider.vert reads (binding 0).
    struct Shape {
        GlBuffer vertices;
        int vertexCount = 0;
    };
    /// A prepared mesh's triangles in a buffer.
    struct MeshEntry {
        Shape shape;
        bool used = false;  ///< drawn in the current draw() call
    };
    static Shape makeShape(const std::vector<ShapeVertex>& vertices);
    /// The shape of a placeholder, drawn as lines: [-0.5, 0.5]³'s twelve edges.
    static Shape makePlaceholder();
    /// The mesh's shape, made on first use.
    const Shape& meshShape(const std::shared_ptr<const TriangleMesh>& mesh);
    void drawShape(const Shape& shape) const;

    GlProgram m_program;            ///< collider.vert + collider.frag
    GlVertexArray m_vertexArray;    ///< no attributes: vertices are pulled from storage
    Shape m_capsule;                ///< unit capsule; a sphere is one with no half height
    Shape m_box;                    ///< [-1, 1]³
    Shape m_plane;                  ///< the square, y = 0
    Shape m_placeholder;            ///< lines: a mesh collider whose file is missing
    /// Keyed by the mesh itself: held here, so its address is not reused while it is a key.
    std::map<std::shared_ptr<const TriangleMesh>, MeshEntry> m_meshes;
};

}  // namespace drape::engine

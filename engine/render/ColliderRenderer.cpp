#include "engine/render/ColliderRenderer.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/collide/ColliderTessellation.h"
#include "engine/render/ScopedDrawState.h"
#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

#include <glm/mat4x4.hpp>


namespace drape::engine {
namespace {

// Storage buffer binding collider.vert reads vertices from (ScopedDrawState restores it).
constexpr GLuint vertexBinding = gpu::pulledVerticesBinding;

// Cool greys against the warm cloth; the selected collider in a clear blue with a warm rim.
constexpr glm::vec3 colliderColor{0.50f, 0.56f, 0.63f};
constexpr glm::vec3 planeColor{0.36f, 0.39f, 0.43f};
constexpr glm::vec3 selectedColor{0.35f, 0.62f, 0.95f};
constexpr float selectedRim = 0.8f;

constexpr int capsuleSegments = 48;
constexpr int capsuleHalfRings = 16;

}  // namespace

ColliderRenderer::ColliderRenderer()
{
    const GlInfo gl = queryCurrentGl();
    if (!gl.hasCompute)
        throw GlError("the collider renderer cannot run: " + gl.missingReason);
    GLint vertexStorageBlocks = 0;
    glGetIntegerv(GL_MAX_VERTEX_SHADER_STORAGE_BLOCKS, &vertexStorageBlocks);
    if (vertexStorageBlocks < 1)
        throw GlError("the collider renderer cannot run: " + gl.renderer +
                      " cannot read shader storage buffers in vertex shaders");
    m_program = GlProgram("collider.vert", "collider.frag");
    m_vertexArray = GlVertexArray::create();
    m_capsule = makeShape(tessellateCapsule(capsuleSegments, capsuleHalfRings));
    m_box = makeShape(tessellateBox());
    m_plane = makeShape(tessellatePlane(float(shownPlaneHalfExtent)));
}

ColliderRenderer::Shape ColliderRenderer::makeShape(const std::vector<ShapeVertex>& vertices)
{
    Shape shape;
    if (!vertices.empty())
        shape.vertices = GlBuffer(vertices.size() * sizeof(ShapeVertex), vertices.data());
    shape.vertexCount = int(vertices.size());
    return shape;
}

const ColliderRenderer::Shape& ColliderRenderer::meshShape(const std::shared_ptr<const TriangleMesh>& mesh)
{
    auto found = m_meshes.find(mesh);
    if (found == m_meshes.end())
        found = m_meshes.emplace(mesh, MeshEntry{makeShape(tessellateMesh(*mesh)), false}).first;
    found->second.used = true;
    return found->second.shape;
}

void ColliderRenderer::drawShape(const Shape& shape) const
{
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, vertexBinding, shape.vertices.id());
    glDrawArrays(GL_TRIANGLES, 0, shape.vertexCount);
}

void ColliderRenderer::draw(const ViewParameters& view, const std::vector<PreparedCollider>& colliders, int selected)
{
    for (auto& [file, entry] : m_meshes)
        entry.used = false;
    if (!colliders.empty()) {
        const ScopedDrawState state;
        m_program.setMat4("u_viewProjection", view.projection * view.view);
        m_program.setVec3("u_eye", view.eye);
        m_program.use();
        m_vertexArray.bind();
        for (std::size_t n = 0; n < colliders.size(); ++n) {
            const ColliderSpec& c = colliders[n].spec;
            const bool isSelected = int(n) == selected;
            const Shape* shape = nullptr;
            glm::dvec3 scale(1.0);
            double halfHeight = 0.0;
            switch (c.shape) {
            case ColliderShape::Plane: shape = &m_plane; break;
            case ColliderShape::Sphere:
                shape = &m_capsule;
                scale = glm::dvec3(c.radius);
                break;
            case ColliderShape::Capsule:
                shape = &m_capsule;
                scale = glm::dvec3(c.radius);
                halfHeight = c.halfHeight;
                break;
            case ColliderShape::Box:
                shape = &m_box;
                scale = c.halfExtents;
                break;
            case ColliderShape::Mesh:
                if (colliders[n].mesh)
                    shape = &meshShape(colliders[n].mesh);
                scale = glm::dvec3(c.scale);
                break;
            }
            if (!shape)
                continue;
            m_program.setMat4("u_rotation", glm::mat4(glm::mat3(rotationFromEulerDegrees(c.rotation))));
            m_program.setVec3("u_position", glm::vec3(c.position));
            m_program.setVec3("u_scale", glm::vec3(scale));
            m_program.setFloat("u_halfHeight", float(halfHeight));
            m_program.setVec3("u_color", isSelected ? selectedColor
                                                    : (c.shape == ColliderShape::Plane ? planeColor : colliderColor));
            m_program.setFloat("u_rim", isSelected ? selectedRim : 0.0f);
            // Pushed back in depth as much as the cloth's surface is (ClothRenderer),
            // so that cloth resting a thickness away is not hidden at grazing
            // angles. The plane lies in the ground grid's plane as often as not:
            // pushed back further, it lets the grid drawn after it win.
            glEnable(GL_POLYGON_OFFSET_FILL);
            const float offset = c.shape == ColliderShape::Plane ? 2.0f : 1.0f;
            glPolygonOffset(offset, offset);
            drawShape(*shape);
        }
    }
    // Meshes no longer in the scene free their buffers.
    std::erase_if(m_meshes, [](const auto& item) { return !item.second.used; });
}

}  // namespace drape::engine

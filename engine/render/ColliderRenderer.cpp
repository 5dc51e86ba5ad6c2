#include "engine/render/ColliderRenderer.h"

#include "engine/collide/ColliderGeometry.h"
#include "engine/gl/GlError.h"
#include "engine/gl/GlInfo.h"
#include "engine/collide/ColliderTessellation.h"
#include "engine/render/ScopedDrawState.h"
#include "engine/contract/GpuContract.h"

#include <epoxy/gl.h>

#include <glm/geometric.hpp>
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
// A missing mesh's placeholder in a warning amber, so it does not pass for a real box.
constexpr glm::vec3 placeholderColor{0.95f, 0.62f, 0.18f};

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
    m_placeholder = makePlaceholder();
}

ColliderRenderer::Shape ColliderRenderer::makePlaceholder()
{
    // Each edge joins two corners that differ in one coordinate. The normal points
    // out through the corner, so the shader's lighting shades the edges a little.
    std::vector<ShapeVertex> vertices;
    const auto corner = [](int bits) { return glm::vec3(bits & 1, (bits >> 1) & 1, (bits >> 2) & 1) - 0.5f; };
    for (int bits = 0; bits < 8; ++bits)
        for (int axis = 0; axis < 3; ++axis) {
            if (bits & (1 << axis))
                continue;
            for (const glm::vec3 p : {corner(bits), corner(bits | (1 << axis))})
                vertices.push_back({glm::vec4(p, 0.0f), glm::vec4(glm::normalize(p), 0.0f)});
        }
    return makeShape(vertices);
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
            bool placeholder = false;
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
                placeholder = !colliders[n].mesh;
                shape = placeholder ? &m_placeholder : &meshShape(colliders[n].mesh);
                scale = glm::dvec3(c.scale);
                break;
            }
            if (!shape)
                continue;
            m_program.setMat4("u_rotation", glm::mat4(glm::mat3(rotationFromEulerDegrees(c.rotation))));
            m_program.setVec3("u_position", glm::vec3(c.position));
            m_program.setVec3("u_scale", glm::vec3(scale));
            m_program.setFloat("u_halfHeight", float(halfHeight));
            m_program.setVec3("u_color", isSelected    ? selectedColor
                                         : placeholder ? placeholderColor
                                         : c.shape == ColliderShape::Plane ? planeColor
                                                                          : colliderColor);
            m_program.setFloat("u_rim", isSelected ? selectedRim : 0.0f);
            if (placeholder) {
                glBindBufferBase(GL_SHADER_STORAGE_BUFFER, vertexBinding, shape->vertices.id());
                glDrawArrays(GL_LINES, 0, shape->vertexCount);
                continue;
            }
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

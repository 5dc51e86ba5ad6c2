#include "engine/sim/GpuColliders.h"

#include "engine/gl/GlError.h"
#include "engine/scene/Limits.h"
#include "engine/contract/GpuContract.h"

#include <glm/mat3x3.hpp>
#include <glm/vec4.hpp>

#include <algorithm>
#include <array>

namespace drape::engine {
namespace {

/// struct Collider of shaders/cloth_contacts.glsl, std140.
struct PackedCollider {
    glm::vec4 kind;
    glm::vec4 position;
    std::array<glm::vec4, 3> toLocal;
    glm::vec4 size;
    glm::vec4 field;
    glm::vec4 shift;
    std::array<glm::vec4, 3> turn;
};
static_assert(sizeof(PackedCollider) == 11 * 16);

float shapeCode(ColliderShape shape)
{
    switch (shape) {
    case ColliderShape::Plane: return 0.0f;
    case ColliderShape::Sphere: return 1.0f;
    case ColliderShape::Box: return 2.0f;
    case ColliderShape::Capsule: return 3.0f;
    case ColliderShape::Mesh: break;
    }
    return 4.0f;
}

}  // namespace

void GpuColliders::upload(std::vector<ColliderGeometry> colliders, const glm::dvec3& anchor)
{
    if (colliders.size() > std::size_t(limits::maxColliders))
        throw GlError("too many colliders for the GPU backend: " + std::to_string(colliders.size()));
    std::vector<Field> fields;
    for (const ColliderGeometry& collider : colliders) {
        const auto& source = collider.field();
        if (!source)
            continue;
        if (fields.size() >= std::size_t(limits::maxMeshColliders))
            throw GlError("too many mesh colliders for the GPU backend");
        // Reuse the texture when this field is already uploaded.
        const auto same =
            std::find_if(m_fields.begin(), m_fields.end(), [&](const Field& f) { return f.source == source; });
        if (same != m_fields.end() && same->texture.id() != 0)
            fields.push_back({source, std::move(same->texture)});
        else
            fields.push_back(
                {source, GlTexture3D(source->dims.x, source->dims.y, source->dims.z, source->values.data())});
    }
    m_fields = std::move(fields);
    m_geometry = std::move(colliders);
    m_anchor = anchor;
    pack();
}

bool GpuColliders::move() const
{
    return std::any_of(m_geometry.begin(), m_geometry.end(), [](const ColliderGeometry& c) { return c.moves(); });
}

void GpuColliders::moveTo(double frame)
{
    for (ColliderGeometry& collider : m_geometry)
        collider.moveTo(frame);
    pack();
}

void GpuColliders::placeAt(double frame)
{
    for (ColliderGeometry& collider : m_geometry)
        collider.placeAt(frame);
    pack();
}

void GpuColliders::pack()
{
    std::vector<PackedCollider> packed;
    float slot = 0.0f;
    for (const ColliderGeometry& collider : m_geometry) {
        const ColliderSpec& spec = collider.spec();
        PackedCollider p{};
        if (const auto& source = collider.field()) {
            p.kind.y = slot;
            slot += 1.0f;
            p.field = glm::vec4(glm::vec3(source->origin), float(source->cellSize));
        }
        p.kind = glm::vec4(shapeCode(spec.shape), p.kind.y, float(spec.thickness), float(spec.friction));
        p.position = glm::vec4(glm::vec3(spec.position - m_anchor), float(spec.scale));
        const glm::dmat3& r = collider.rotation();
        const glm::dmat3& turn = collider.turn();
        // Row a of the world-to-local rotation is column a of local-to-world; row a
        // of turn is (turn[0][a], turn[1][a], turn[2][a]) in glm's column-major order.
        for (int a = 0; a < 3; ++a) {
            p.toLocal[std::size_t(a)] = glm::vec4(glm::vec3(r[a]), 0.0f);
            p.turn[std::size_t(a)] = glm::vec4(float(turn[0][a]), float(turn[1][a]), float(turn[2][a]), 0.0f);
        }
        p.size = glm::vec4(glm::vec3(spec.shape == ColliderShape::Box ? spec.halfExtents
                                                                      : glm::dvec3(spec.radius, spec.halfHeight, 0.0)),
                           0.0f);
        p.shift = glm::vec4(glm::vec3(collider.shift()), 0.0f);
        packed.push_back(p);
    }
    if (m_block.id() == 0)
        m_block = GlBuffer(sizeof(PackedCollider) * limits::maxColliders, nullptr);
    if (!packed.empty())
        m_block.upload(packed.data(), packed.size() * sizeof(PackedCollider));
    m_count = int(packed.size());
}

void GpuColliders::assignTextureUnits(GlProgram& program)
{
    std::array<int, limits::maxMeshColliders> units{};
    for (int u = 0; u < limits::maxMeshColliders; ++u)
        units[std::size_t(u)] = u;
    program.setIntArray("u_fields", units);
}

void GpuColliders::setCount(GlProgram& program) const
{
    program.setInt("u_colliderCount", m_count);
}

void GpuColliders::bind() const
{
    m_block.bindUniform(gpu::collidersBinding);
    for (std::size_t u = 0; u < m_fields.size(); ++u)
        m_fields[u].texture.bind(unsigned(u));
}

}  // namespace drape::engine

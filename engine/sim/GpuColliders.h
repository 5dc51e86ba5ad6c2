// The colliders on the GPU: a uniform block of packed shapes (the layout of
// shaders/cloth_contacts.glsl) and one R32F 3D texture per mesh distance field.
// Lives in the GPU solver's context.
#pragma once

#include "engine/collide/ColliderGeometry.h"
#include "engine/gl/GlBuffer.h"
#include "engine/gl/GlProgram.h"
#include "engine/gl/GlTexture3D.h"

#include <memory>
#include <vector>

namespace drape::engine {

class GpuColliders {
public:
    /// Packs `colliders` (at most limits::maxColliders, limits::maxMeshColliders
    /// meshes); a distance field already on the GPU is not uploaded again. The
    /// first call allocates the uniform block. Throws GlError.
    /// Positions are given relative to `anchor`, as the solver's state is.
    void upload(std::vector<ColliderGeometry> colliders, const glm::dvec3& anchor);
    int count() const { return m_count; }
    /// Whether a collider follows keys: each step then moves them (moveTo).
    bool move() const;
    /// Keyed colliders to their pose at `frame`, or placed there still (ColliderGeometry::moveTo, placeAt);
    /// the uniform block is written again, the fields are not.
    void moveTo(double frame);
    void placeAt(double frame);
    /// Points `program`'s u_fields samplers at the texture units bind() uses.
    static void assignTextureUnits(GlProgram& program);
    /// Sets u_colliderCount on `program`.
    void setCount(GlProgram& program) const;
    /// Binds the uniform block and the distance fields.
    void bind() const;

private:
    struct Field {
        std::shared_ptr<const SignedDistanceField> source;
        GlTexture3D texture;
    };
    /// Writes the uniform block from m_geometry.
    void pack();

    std::vector<ColliderGeometry> m_geometry;
    glm::dvec3 m_anchor{0.0};
    GlBuffer m_block;
    std::vector<Field> m_fields;
    int m_count = 0;
};

}  // namespace drape::engine

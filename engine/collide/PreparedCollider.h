// One collider of a scene made ready for everything that uses it: the solvers
// (its geometry), the renderer (its triangles) and picking. Prepared once by
// engine/io/ColliderAssets, which reads the files; nothing that receives it reads
// a file again.
#pragma once

#include "engine/collide/ColliderGeometry.h"
#include "engine/collide/TriangleMesh.h"
#include "engine/scene/Collider.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {

struct PreparedCollider {
    ColliderSpec spec;
    /// Ready to evaluate; empty when the collider cannot be used (see `problem`).
    std::optional<ColliderGeometry> geometry;
    /// Mesh colliders whose file could be read: its triangles, in the file's units.
    std::shared_ptr<const TriangleMesh> mesh;
    /// Why the collider cannot be used, naming it: `collider "Bowl": bowl.obj: …`.
    std::string problem;
};

/// The geometry of every usable collider, in order: what a solver is given.
std::vector<ColliderGeometry> usableGeometry(const std::vector<PreparedCollider>& colliders);

/// The colliders as they stand at `frame`: each keyed one's position, rotation
/// and geometry at its pose there (what the editor draws and picks).
std::vector<PreparedCollider> collidersAt(const std::vector<PreparedCollider>& colliders, double frame);

/// The first collider's problem, or nothing when every one can be used.
std::optional<std::string> firstProblem(const std::vector<PreparedCollider>& colliders);

}  // namespace drape::engine

// Turns a scene's collider specs into geometry the solvers evaluate: analytic
// shapes as they are, mesh colliders loaded and sampled into distance fields.
#pragma once

#include "engine/collide/ColliderGeometry.h"

#include <stdexcept>
#include <vector>

namespace drape::engine {

/// A collider that cannot be prepared; the message names it.
class ColliderError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One ColliderGeometry per spec, in order. Distance fields are kept in a
/// process-wide cache keyed by file, modification time, size and resolution, so
/// re-preparing an edited scene does not rebuild them. Throws ColliderError
/// ("collider "Bowl": bowl.obj: …") when a mesh cannot be loaded or sampled.
std::vector<ColliderGeometry> prepareColliders(const std::vector<ColliderSpec>& specs);

}  // namespace drape::engine

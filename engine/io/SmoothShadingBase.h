// Which exported frame a morph-target export uses as its base shape. Blender's
// glTF importer (with its default "Shading: Use Normal Data") guesses that a
// face is flat when the normals at its three corners equal its face normal,
// judged on the base shape only, and keeps that for every frame. A cloth that
// starts as a flat sheet would come in flat-shaded, so the base is the frame
// on which the fewest faces look flat (docs/export.md, "glTF").
#pragma once

#include "engine/io/FrameCache.h"
#include "engine/scene/ClothMesh.h"

#include <glm/vec3.hpp>

#include <cstddef>
#include <span>
#include <vector>

namespace drape::engine {

/// Triangles of `mesh` whose three corner normals (ClothMesh::particleNormals) equal the
/// face's own normal at `positions` (per particle), to within float rounding: the faces
/// such an importer shades flat.
std::size_t flatLookingFaces(std::span<const glm::vec3> positions, const ClothMesh& mesh);

/// The index into `frames` of the frame with the fewest flat-looking faces; the earliest of equals.
std::size_t smoothShadingBase(const FrameCache& cache, const std::vector<int>& frames, const ClothMesh& mesh);

}  // namespace drape::engine

// A scene's mesh cloth read from its file: the one place the scene's
// ClothMeshSpec turns into the surface the engine simulates (docs/scene-format.md,
// "cloth.mesh"). The scene file reads it on load, the editor on import and
// whenever the file or its placement changes.
#pragma once

#include "engine/scene/Scene.h"

#include <glm/mat4x4.hpp>

namespace drape::engine {

/// The spec's placement as a matrix: scale, then rotate (ColliderGeometry.h's
/// Euler angles), then move; file units in, metres out.
glm::dmat4 clothMeshPlacement(const ClothMeshSpec& mesh);

/// Reads mesh.file placed and welded as the spec says into mesh.surface
/// (engine/io/ClothMeshFile.h). Throws MeshLoadError naming the file and what is wrong.
void readClothMesh(ClothMeshSpec& mesh);

}  // namespace drape::engine

// One frame of the cloth as a Wavefront OBJ mesh (engine/scene/ClothMesh.h): a
// v and, optionally, a vn line per point of the mesh, a vt line per vertex (a UV
// seam has more vertices than points), and its triangles. Numbers are written in their
// shortest exact form, so reading a float back gives the same float.
#pragma once

#include "engine/io/ExportOptions.h"
#include "engine/scene/ClothMesh.h"

#include <glm/vec3.hpp>

#include <span>
#include <string>
#include <string_view>

namespace drape::engine {

/// The OBJ text of one frame, `positions` and `normals` per particle; `normals` empty for none. `comment` goes on the first line and
/// `objClipTag(clip)` on the second, for importers that set up the scene (the Blender add-on).
std::string objMeshText(std::string_view objectName, std::string_view comment, const ClipInfo& clip,
                        std::span<const glm::vec3> positions, std::span<const glm::vec3> normals, const ClothMesh& mesh);

/// "drape-bake fps=60 first=0 every=1 frames=48" (docs/export.md, "Frame numbering").
std::string objClipTag(const ClipInfo& clip);

}  // namespace drape::engine

// Reading a mesh file through Assimp: the part that mesh colliders (MeshLoader.h)
// and cloths from a mesh (ClothMeshFile.h) share. The file must exist, be readable
// and not be empty; its bytes are checked first for the files Assimp 5.2.5
// mishandles (MeshFileChecks.h); Assimp's importer reads it with no post-processing,
// the caller looks at that scene (to count, refuse or mend it), and only then do
// the caller's post-processing steps run, so that a file can be refused from its
// counts before they spend time and memory on it. glTF 1.0 is not read (Debian's
// importer fails an assertion on it). Every failure is a MeshLoadError,
// "NAME: what is wrong" on one line. Internal to engine/io: Assimp's types are
// only declared here, so no Assimp header reaches the files that include it.
#pragma once

#include <glm/mat4x4.hpp>

#include <cstddef>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

struct aiNode;
struct aiScene;
namespace Assimp {
class Importer;
}

namespace drape::engine {

/// Throws MeshLoadError("NAME: what").
[[noreturn]] void failMeshFile(std::string_view name, const std::string& what);

/// "(x, y, z)", "(u, v)" and the like, for a message about a vertex.
std::string coordinateText(std::initializer_list<double> values);

/// How a caller wants its file read.
struct MeshFileRead {
    /// Sees the scene as the importer read it, before any post-processing; may throw
    /// MeshLoadError, and may change the meshes (the scene is the importer's).
    std::function<void(const aiScene&)> inspect;
    /// Assimp's aiProcess_* steps, run after `inspect`.
    unsigned postProcessing = 0;
};

/// The scene of `file` after `read`, owned by `importer` (a fresh one, configured
/// here; the caller may set the properties of its own post-processing steps). Files
/// the mesh file refers to (an OBJ's .mtl, a glTF's .bin) are looked up next to it.
/// `file.string()` names it in messages.
const aiScene& readMeshFile(Assimp::Importer& importer, const std::filesystem::path& file, const MeshFileRead& read);

/// The same for a file's bytes: `formatHint` is the extension that says how to read
/// them ("obj", "glb", …), `nameForMessages` stands for the file. Nothing else is
/// read from disk: a reference to another file finds nothing.
const aiScene& readMeshFileFromMemory(Assimp::Importer& importer, const void* data, std::size_t size,
                                      std::string_view formatHint, std::string_view nameForMessages,
                                      const MeshFileRead& read);

/// Fails on a face of more than maxPolygonCorners corners, saying that `user`
/// ("a mesh collider") takes no more.
void refuseLargePolygons(const aiScene& scene, std::string_view name, std::string_view user);

/// Calls `visit(node, toRoot)` for the nodes of the scene's hierarchy, depth first, a
/// node before its children and those in order, until `visit` returns false; `toRoot`
/// is the node's transform into the scene's frame (its own after its ancestors').
/// Fails on a node more than maxMeshNodeDepth levels down: Assimp's post-processing
/// steps recurse once per level, so this runs before them.
void forEachNode(const aiScene& scene, std::string_view name,
                 const std::function<bool(const aiNode& node, const glm::dmat4& toRoot)>& visit);

}  // namespace drape::engine

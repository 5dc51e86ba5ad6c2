// The one owner of a scene's collider files: each mesh collider's file is read
// once into its triangles, and each (file, resolution) sampled once into a
// distance field. The editor's document holds one for its scene and the CLI one
// per run; there is no process-wide cache. Files are read only here, when the
// colliders are prepared after an edit, never on a paint or a click.
#pragma once

#include "engine/collide/PreparedCollider.h"
#include "engine/collide/SignedDistanceField.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace drape::engine {

class ColliderAssets {
public:
    /// Every collider of `specs`, in order, prepared. A mesh file is read again only
    /// when its modification time or size changed since it was last read; a file
    /// that cannot be used gives a PreparedCollider with its problem, and the other
    /// colliders are unaffected. Files and fields no spec uses any more are let go.
    std::vector<PreparedCollider> prepare(const std::vector<ColliderSpec>& specs);

    /// The triangles of a mesh file, read now unless held; throws MeshLoadError. For
    /// checks before a collider is added (prepare() then reuses what was read).
    std::shared_ptr<const TriangleMesh> mesh(const std::string& file);

private:
    struct FileEntry {
        std::filesystem::file_time_type modified;
        std::uintmax_t size = 0;
        std::shared_ptr<const TriangleMesh> mesh;  ///< null when the file could not be used
        std::string problem;                       ///< why, when `mesh` is null
    };
    const FileEntry& file(const std::string& path);

    std::map<std::string, FileEntry> m_files;
    std::map<std::pair<std::string, int>, std::shared_ptr<const SignedDistanceField>> m_fields;
};

}  // namespace drape::engine

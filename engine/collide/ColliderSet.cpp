#include "engine/collide/ColliderSet.h"

#include "engine/io/MeshLoader.h"

#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>

namespace drape::engine {
namespace {

/// Distance fields already built in this process. The editor re-prepares the
/// colliders on every collider edit; only a changed mesh file rebuilds.
class FieldCache {
public:
    std::shared_ptr<const SignedDistanceField> fieldFor(const ColliderSpec& spec)
    {
        const std::filesystem::path path(spec.meshFile);
        std::error_code error;
        const auto modified = std::filesystem::last_write_time(path, error);
        const auto size = std::filesystem::file_size(path, error);
        if (error)
            throw MeshLoadError(spec.meshFile + ": cannot read the file (" + error.message() + ")");
        const Key key{spec.meshFile, modified.time_since_epoch().count(), size, spec.sdfResolution};
        const std::lock_guard lock(m_mutex);
        if (const auto found = m_fields.find(key); found != m_fields.end())
            return found->second;
        auto field = std::make_shared<const SignedDistanceField>(
            buildSignedDistanceField(loadTriangleMesh(path), spec.sdfResolution));
        // A handful of meshes is what a scene holds; drop everything rather than track use.
        if (m_fields.size() >= maxEntries)
            m_fields.clear();
        m_fields.emplace(key, field);
        return field;
    }

private:
    using Key = std::tuple<std::string, long long, std::uintmax_t, int>;
    static constexpr std::size_t maxEntries = 32;
    std::mutex m_mutex;
    std::map<Key, std::shared_ptr<const SignedDistanceField>> m_fields;
};

FieldCache& fieldCache()
{
    static FieldCache cache;
    return cache;
}

}  // namespace

std::vector<ColliderGeometry> prepareColliders(const std::vector<ColliderSpec>& specs)
{
    std::vector<ColliderGeometry> colliders;
    colliders.reserve(specs.size());
    for (const ColliderSpec& spec : specs) {
        std::shared_ptr<const SignedDistanceField> field;
        if (spec.shape == ColliderShape::Mesh) {
            try {
                field = fieldCache().fieldFor(spec);
            } catch (const std::exception& e) {
                // MeshLoadError already names the file; std::invalid_argument comes from the field builder.
                throw ColliderError("collider \"" + spec.name + "\": " + e.what());
            }
        }
        colliders.emplace_back(spec, std::move(field));
    }
    return colliders;
}

}  // namespace drape::engine

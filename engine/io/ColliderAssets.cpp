#include "engine/io/ColliderAssets.h"

#include "engine/io/MeshLoader.h"

#include <set>
#include <stdexcept>
#include <system_error>

namespace drape::engine {

const ColliderAssets::FileEntry& ColliderAssets::file(const std::string& path)
{
    std::error_code error;
    const auto modified = std::filesystem::last_write_time(path, error);
    const std::uintmax_t size = error ? 0 : std::filesystem::file_size(path, error);
    const auto held = m_files.find(path);
    if (held != m_files.end() && !error && held->second.modified == modified && held->second.size == size)
        return held->second;
    FileEntry entry{modified, size, nullptr, {}};
    try {
        entry.mesh = std::make_shared<const TriangleMesh>(loadTriangleMesh(path));
    } catch (const MeshLoadError& e) {
        entry.problem = e.what();  // names the file
    }
    // The fields built from an older version of the file are stale.
    for (auto field = m_fields.begin(); field != m_fields.end();)
        field = field->first.first == path ? m_fields.erase(field) : std::next(field);
    return m_files.insert_or_assign(path, std::move(entry)).first->second;
}

std::shared_ptr<const TriangleMesh> ColliderAssets::mesh(const std::string& path)
{
    const FileEntry& entry = file(path);
    if (!entry.mesh)
        throw MeshLoadError(entry.problem);
    return entry.mesh;
}

std::vector<PreparedCollider> ColliderAssets::prepare(const std::vector<ColliderSpec>& specs)
{
    std::vector<PreparedCollider> prepared;
    std::set<std::string> usedFiles;
    std::set<std::pair<std::string, int>> usedFields;
    for (const ColliderSpec& spec : specs) {
        PreparedCollider collider{spec, std::nullopt, nullptr, {}};
        if (spec.shape != ColliderShape::Mesh) {
            collider.geometry.emplace(spec, nullptr);
            prepared.push_back(std::move(collider));
            continue;
        }
        usedFiles.insert(spec.meshFile);
        const FileEntry& entry = file(spec.meshFile);
        collider.mesh = entry.mesh;
        if (!entry.mesh) {
            collider.problem = "collider \"" + spec.name + "\": " + entry.problem;
            prepared.push_back(std::move(collider));
            continue;
        }
        const std::pair<std::string, int> key{spec.meshFile, spec.sdfResolution};
        usedFields.insert(key);
        auto& field = m_fields[key];
        try {
            if (!field)
                field = std::make_shared<const SignedDistanceField>(
                    buildSignedDistanceField(*entry.mesh, spec.sdfResolution));
            collider.geometry.emplace(spec, field);
        } catch (const std::invalid_argument& e) {
            m_fields.erase(key);
            collider.problem = "collider \"" + spec.name + "\": " + spec.meshFile + ": " + e.what();
        }
        prepared.push_back(std::move(collider));
    }
    std::erase_if(m_files, [&](const auto& held) { return !usedFiles.contains(held.first); });
    std::erase_if(m_fields, [&](const auto& held) { return !usedFields.contains(held.first); });
    return prepared;
}

}  // namespace drape::engine

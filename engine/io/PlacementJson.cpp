#include "engine/io/PlacementJson.h"

#include "engine/scene/Limits.h"

#include <cmath>
#include <sstream>
#include <system_error>

namespace drape::engine {

std::string limitText(double limit)
{
    std::ostringstream text;
    text << limit;
    return text.str();
}

double placementLength(const JsonReader& r, std::string_view key, bool allowZero)
{
    const double v = r.number(key);
    if ((allowZero ? v < 0.0 : v <= 0.0) || v > limits::maxColliderSize)
        r.fail(key, std::string("expected a length ") + (allowZero ? "≥ 0" : "> 0") + " and ≤ " +
                        limitText(limits::maxColliderSize) + " m, got " + JsonReader::describe(v));
    return v;
}

glm::dvec3 placementVector(const JsonReader& r, std::string_view key)
{
    const glm::dvec3 v = r.vector3(key);
    for (int c = 0; c < 3; ++c)
        if (std::abs(v[c]) > limits::maxColliderSize)
            r.fail(key, "expected coordinates within ±" + limitText(limits::maxColliderSize) + " m, got " +
                            JsonReader::describe(v[c]));
    return v;
}

std::filesystem::path meshFilePath(const JsonReader& r, const std::filesystem::path& baseDirectory,
                                   MeshFiles meshFiles)
{
    const std::string written = r.string("file");
    if (written.empty())
        r.fail("file", "expected the path of a mesh file, got an empty string");
    std::filesystem::path path(written);
    if (path.is_relative() && !baseDirectory.empty())
        path = (baseDirectory / path).lexically_normal();
    std::error_code error;
    if (meshFiles == MeshFiles::MustExist && !std::filesystem::is_regular_file(path, error))
        r.fail("file", "mesh file not found: " + path.string() +
                           (std::filesystem::exists(path, error) ? " (it is not a file)" : ""));
    return path;
}

std::string writtenMeshPath(const std::string& meshFile, const std::filesystem::path& baseDirectory)
{
    const std::filesystem::path path(meshFile);
    if (baseDirectory.empty() || path.is_relative())
        return path.generic_string();
    const std::filesystem::path relative = path.lexically_relative(baseDirectory);
    return relative.empty() ? path.generic_string() : relative.generic_string();
}

}  // namespace drape::engine

#include "engine/io/ObjVertexOrder.h"

#include <charconv>
#include <limits>

namespace drape::engine {
namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

/// Reads a float at `at` after blanks, as Assimp's reader rounds it (to float first).
bool readNumber(std::string_view line, std::size_t& at, double& value)
{
    while (at < line.size() && isBlank(line[at]))
        ++at;
    float number = 0.0f;
    const auto [end, error] = std::from_chars(line.data() + at, line.data() + line.size(), number);
    if (error != std::errc())
        return false;
    at = std::size_t(end - line.data());
    value = double(number);
    return true;
}

}  // namespace

std::vector<glm::dvec3> objVertexPositions(std::string_view text)
{
    std::vector<glm::dvec3> positions;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (line.size() < 2 || line[0] != 'v' || !isBlank(line[1]))
            continue;
        std::size_t at = 1;
        glm::dvec3 p;
        if (!(readNumber(line, at, p.x) && readNumber(line, at, p.y) && readNumber(line, at, p.z)))
            p = glm::dvec3(std::numeric_limits<double>::quiet_NaN());
        positions.push_back(p);
    }
    return positions;
}

}  // namespace drape::engine

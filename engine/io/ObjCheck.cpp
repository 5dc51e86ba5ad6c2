#include "engine/io/ObjCheck.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace drape::engine {
namespace {

/// One corner index as Assimp reads it: digits, with a '-' in front for one that
/// counts back. Nothing when `text` is not that; "too large" as INT64_MAX.
std::optional<std::int64_t> objIndex(std::string_view text)
{
    const bool negative = !text.empty() && text[0] == '-';
    const std::string_view digits = text.substr(negative ? 1 : 0);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    if (digits.size() > 12)
        return negative ? -std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int64_t>::max();
    const std::int64_t value = std::stoll(std::string(digits));
    return negative ? -value : value;
}

/// The indices of an OBJ file, counted and checked as Assimp reads them.
class ObjIndices {
public:
    /// One logical line (continuations joined, not empty), the `number`th.
    std::string line(std::string_view text, int number);
    /// What is wrong once every line is read, or nothing.
    std::string verdict() const;

private:
    std::string corner(std::string_view corner, int number);

    std::int64_t m_declared[3] = {0, 0, 0};  ///< positions, texture coordinates, normals read so far
    std::int64_t m_coloured = 0;
    std::int64_t m_largest[3] = {0, 0, 0};   ///< the largest positive index of each kind, and its line
    int m_largestLine[3] = {0, 0, 0};
    int m_reachesBefore[3] = {0, 0, 0};      ///< the first line with a negative index before the first one
    std::int64_t m_reachesBeforeIndex[3] = {0, 0, 0};
};

std::string ObjIndices::line(std::string_view text, int number)
{
    std::vector<std::string_view> words;
    for (std::size_t w = 0; w < text.size();) {
        const std::size_t start = text.find_first_not_of(" \t", w);
        if (start == std::string_view::npos)
            break;
        const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
        words.push_back(text.substr(start, end - start));
        w = end;
    }
    const auto numberLike = [](std::string_view word) {
        const char c = word[0];
        return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || word.substr(0, 3) == "nan"
               || word.substr(0, 3) == "inf";
    };
    if (text[0] == 'v' && text.size() > 1 && (text[1] == ' ' || text[1] == '\t')) {
        const auto numbers = std::count_if(words.begin() + 1, words.end(), numberLike);
        if (numbers == 3 || numbers == 4 || numbers == 6)
            ++m_declared[0];
        if (numbers == 6)
            ++m_coloured;
    } else if (text.starts_with("vt")) {
        ++m_declared[1];
    } else if (text.starts_with("vn")) {
        ++m_declared[2];
    } else if (text[0] == 'f' || text[0] == 'l' || text[0] == 'p') {
        for (std::size_t w = 1; w < words.size(); ++w)
            if (std::string problem = corner(words[w], number); !problem.empty())
                return problem;
    }
    return {};
}

std::string ObjIndices::corner(std::string_view corner, int number)
{
    const auto cannotRead = [&] {
        return "has an OBJ corner Drape cannot read (line " + std::to_string(number) + ": \""
               + std::string(corner.substr(0, 40)) + "\")";
    };
    const std::size_t slash1 = corner.find('/');
    const std::size_t slash2 = slash1 == std::string_view::npos ? slash1 : corner.find('/', slash1 + 1);
    if (slash2 != std::string_view::npos && corner.find('/', slash2 + 1) != std::string_view::npos)
        return cannotRead();
    std::string_view parts[3];
    parts[0] = corner.substr(0, slash1);
    if (slash1 != std::string_view::npos) {
        parts[1] = corner.substr(slash1 + 1, slash2 == std::string_view::npos ? slash2 : slash2 - slash1 - 1);
        if (slash2 != std::string_view::npos)
            parts[2] = corner.substr(slash2 + 1);
        if (parts[1].empty() && parts[2].empty())
            return cannotRead();
        if (!parts[1].empty() && m_declared[1] == 0 && m_declared[2] > 0)
            return "has an OBJ corner \"" + std::string(corner.substr(0, 40))
                   + "\" whose second index Assimp would read as a normal (line " + std::to_string(number) + ")";
    }
    for (int kind = 0; kind < 3; ++kind) {
        if (kind > 0 && parts[kind].empty())
            continue;
        const std::optional<std::int64_t> index = objIndex(parts[kind]);
        if (!index || *index == 0)
            return cannotRead();
        if (*index > m_largest[kind]) {
            m_largest[kind] = *index;
            m_largestLine[kind] = number;
        } else if (*index < 0 && *index < -m_declared[kind] && m_reachesBefore[kind] == 0) {
            m_reachesBefore[kind] = number;
            m_reachesBeforeIndex[kind] = *index;
        }
    }
    return {};
}

std::string ObjIndices::verdict() const
{
    static const char* const kindName[] = {"vertex", "texture coordinate", "normal"};
    if (m_coloured > 0 && m_coloured != m_declared[0])
        return "has colours on " + std::to_string(m_coloured) + " of its " + std::to_string(m_declared[0])
               + " OBJ vertices (all or none)";
    for (int kind = 0; kind < 3; ++kind) {
        if (kind > 0 && m_declared[kind] == 0)
            continue;  // Assimp looks at these indices only in a file that has some
        if (m_largest[kind] > m_declared[kind])
            return "has an OBJ index out of range (line " + std::to_string(m_largestLine[kind]) + ": "
                   + kindName[kind] + " " + std::to_string(m_largest[kind]) + " of "
                   + std::to_string(m_declared[kind]) + ")";
        if (m_reachesBefore[kind] != 0)
            return "has an OBJ index out of range (line " + std::to_string(m_reachesBefore[kind]) + ": "
                   + kindName[kind] + " " + std::to_string(m_reachesBeforeIndex[kind]) + ", before the first)";
    }
    return {};
}

}  // namespace

/// Assimp 5.2.5's OBJ importer builds each group's mesh before it checks the group's
/// indices, and loses the meshes built so far when one is out of range ("OBJ:
/// vertex index out of range" after "g second" leaks the first group's mesh); with
/// colours on some vertices only, it reads past the end of its colours. So the file
/// is read first the way Assimp reads it: a line ends at \n, \r, \f or \0 and goes
/// on after a '\' at its end; its first byte says what it is ("v " or "v\t" a
/// position when 3, 4 or 6 of its words start like numbers, 6 with a colour; "vt"
/// a texture coordinate; "vn" a normal; 'f', 'l' or 'p' a face, line or point
/// whose words after the first are corners). Refused: a corner that is not
/// "v", "v/t", "v//n" or "v/t/n" of plain integers; a t where Assimp would shift it
/// into the normals (normals but no texture coordinates before it); an index of 0; a
/// position out of range; a texture coordinate or normal out of range in a file
/// that has some (Assimp ignores them otherwise); colours on some vertices only.
/// Constant memory, one pass.
std::string objProblem(std::string_view bytes)
{
    const auto lineEnd = [](char c) { return c == '\n' || c == '\r' || c == '\f' || c == '\0'; };
    ObjIndices indices;
    std::string line;
    int number = 0;
    for (std::size_t at = 0; at < bytes.size();) {
        // One logical line, continuations joined.
        line.clear();
        ++number;
        while (at < bytes.size() && !lineEnd(bytes[at])) {
            if (bytes[at] == '\\' && at + 1 < bytes.size() && lineEnd(bytes[at + 1])) {
                at += 2;
                if (at < bytes.size() && bytes[at - 1] == '\r' && bytes[at] == '\n')
                    ++at;
                line += ' ';
                continue;
            }
            line += bytes[at++];
        }
        ++at;
        if (line.empty())
            continue;
        if (std::string problem = indices.line(line, number); !problem.empty())
            return problem;
    }
    return indices.verdict();
}

}  // namespace drape::engine

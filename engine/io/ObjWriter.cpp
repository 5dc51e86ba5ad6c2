#include "engine/io/ObjWriter.h"

#include <charconv>

namespace drape::engine {
namespace {

void appendNumber(std::string& text, float value)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    text += ' ';
    text.append(buffer, end);
}

void appendIndex(std::string& text, std::uint32_t index)
{
    // OBJ counts from 1.
    char buffer[16];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, index + 1).ptr;
    text.append(buffer, end);
}

/// A corner: the point's position, the vertex's uv and the point's normal.
void appendCorner(std::string& text, std::uint32_t point, std::uint32_t vertex, bool withNormal)
{
    text += ' ';
    appendIndex(text, point);
    text += '/';
    appendIndex(text, vertex);
    if (withNormal) {
        text += '/';
        appendIndex(text, point);
    }
}

/// OBJ is line-based and splits on white space: names and comments must stay one word or one line.
std::string oneLine(std::string_view text, bool oneWord)
{
    std::string result(text);
    for (char& c : result)
        if (static_cast<unsigned char>(c) < 0x20 || (oneWord && c == ' '))
            c = '_';
    return result.empty() ? std::string("cloth") : result;
}

}  // namespace

std::string objClipTag(const ClipInfo& clip)
{
    char fps[32];
    const auto end = std::to_chars(fps, fps + sizeof fps, clip.fps).ptr;
    return "drape-bake fps=" + std::string(fps, end) + " first=" + std::to_string(clip.first) +
           " every=" + std::to_string(clip.every) + " frames=" + std::to_string(clip.frames);
}

std::string objMeshText(std::string_view objectName, std::string_view comment, const ClipInfo& clip,
                        std::span<const glm::vec3> positions, std::span<const glm::vec3> normals, const ClothMesh& mesh)
{
    std::string text;
    text.reserve(mesh.pointCount() * 96);
    text.append("# ").append(oneLine(comment, false)).append("\n# ").append(objClipTag(clip));
    text.append("\no ").append(oneLine(objectName, true)).append("\n");
    for (const std::uint32_t particle : mesh.pointParticle) {
        const glm::vec3& x = positions[particle];
        text += 'v';
        appendNumber(text, x.x);
        appendNumber(text, x.y);
        appendNumber(text, x.z);
        text += '\n';
    }
    for (const glm::vec2& uv : mesh.uvs) {
        text += "vt";
        appendNumber(text, uv.x);
        appendNumber(text, uv.y);
        text += '\n';
    }
    for (std::size_t point = 0; point < mesh.pointCount() && !normals.empty(); ++point) {
        const glm::vec3& n = normals[mesh.pointParticle[point]];
        text += "vn";
        appendNumber(text, n.x);
        appendNumber(text, n.y);
        appendNumber(text, n.z);
        text += '\n';
    }
    for (std::size_t t = 0; t < mesh.triangles.size(); t += 3) {
        text += 'f';
        for (std::size_t corner = 0; corner < 3; ++corner) {
            const std::uint32_t vertex = mesh.triangles[t + corner];
            appendCorner(text, mesh.vertexPoint[vertex], vertex, !normals.empty());
        }
        text += '\n';
    }
    return text;
}

}  // namespace drape::engine

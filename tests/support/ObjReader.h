// A small Wavefront OBJ reader for the export tests (header only), written from
// the format rather than from engine/io: v, vt, vn and f lines of triangles.
#pragma once

#include <QFile>
#include <QString>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <charconv>
#include <sstream>
#include <string>
#include <vector>

namespace drape::test {

struct ObjMesh {
    bool ok = false;
    std::string object;  ///< the `o` line's name
    std::vector<glm::vec3> positions, normals;
    std::vector<glm::vec2> uvs;
    /// Per triangle corner: {position, uv, normal} indices from 0, -1 where absent.
    std::vector<std::array<int, 3>> corners;
};

inline float parseFloat(const std::string& word, bool& ok)
{
    float value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    ok = ok && error == std::errc() && end == word.data() + word.size();
    return value;
}

inline ObjMesh readObj(const QString& path)
{
    ObjMesh mesh;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return mesh;
    std::istringstream text(file.readAll().toStdString());
    bool ok = true;
    for (std::string line; std::getline(text, line);) {
        std::istringstream words(line);
        std::string key, a, b, c;
        words >> key;
        if (key == "v" || key == "vn") {
            words >> a >> b >> c;
            const glm::vec3 v(parseFloat(a, ok), parseFloat(b, ok), parseFloat(c, ok));
            (key == "v" ? mesh.positions : mesh.normals).push_back(v);
        } else if (key == "vt") {
            words >> a >> b;
            mesh.uvs.emplace_back(parseFloat(a, ok), parseFloat(b, ok));
        } else if (key == "o") {
            words >> mesh.object;
        } else if (key == "f") {
            int count = 0;
            for (std::string corner; words >> corner; ++count) {
                std::array<int, 3> indices{-1, -1, -1};
                std::istringstream parts(corner);
                std::string part;
                for (int n = 0; n < 3 && std::getline(parts, part, '/'); ++n)
                    indices[std::size_t(n)] = part.empty() ? -1 : std::stoi(part) - 1;
                mesh.corners.push_back(indices);
            }
            ok = ok && count == 3;
        } else if (!key.empty() && key[0] != '#') {
            ok = false;
        }
    }
    mesh.ok = ok;
    return mesh;
}

}  // namespace drape::test

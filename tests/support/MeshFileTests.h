// What the mesh-file tests share: writing a file, its path, and the message of
// a load that should fail.
#pragma once

#include "engine/io/MeshLoader.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <filesystem>

namespace drape::test {

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline std::filesystem::path toPath(const QString& path)
{
    return std::filesystem::path(path.toStdString());
}

/// The message of the MeshLoadError `load` throws, or "" when it throws none.
template <typename Load>
QString loadError(Load load)
{
    try {
        load();
    } catch (const engine::MeshLoadError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace drape::test

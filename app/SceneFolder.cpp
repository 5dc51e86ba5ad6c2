#include "app/SceneFolder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace drape::app {
namespace {

bool isResource(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

/// Writes `bytes` to `path` unless it already holds exactly them.
void writeIfDifferent(const QString& path, const QByteArray& bytes)
{
    QFile existing(path);
    if (existing.size() == bytes.size() && existing.open(QIODevice::ReadOnly) && existing.readAll() == bytes)
        return;
    existing.close();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Atomic: another editor may be reading the same cache.
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
        file.commit();
}

}  // namespace

QString extractResourceFolder(const QString& resourceFolder)
{
    const QString target = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + resourceFolder.mid(1);
    const QDir source(resourceFolder);
    QDirIterator files(resourceFolder, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        if (path.endsWith(QLatin1String(".drape")))
            continue;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            writeIfDifferent(target + u'/' + source.relativeFilePath(path), file.readAll());
    }
    return target;
}

std::filesystem::path sceneFolder(const QString& scenePath)
{
    const QString folder = isResource(scenePath) ? extractResourceFolder(QFileInfo(scenePath).path())
                                                 : QFileInfo(scenePath).absolutePath();
    return std::filesystem::path(QFile::encodeName(folder).toStdString());
}

}  // namespace drape::app

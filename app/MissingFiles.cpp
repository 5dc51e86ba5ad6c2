#include "app/MissingFiles.h"

#include "app/SceneDocument.h"

#include "engine/io/MeshLoader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <map>

namespace drape::app {

MissingFilesSearch findMissingFiles(SceneDocument& document, const QString& folder)
{
    MissingFilesSearch search{document.scene(), 0, {}, {}};
    const std::vector<int> missing = document.missingColliderFiles();
    search.missing = int(missing.size());
    if (missing.empty())
        return search;
    std::map<QString, QStringList> byName;
    QDirIterator files(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        byName[QFileInfo(path).fileName()].append(path);
    }
    for (int index : missing) {
        engine::ColliderSpec& collider = search.relinked.colliders[std::size_t(index)];
        const QString name = QFileInfo(QFile::decodeName(collider.meshFile.c_str())).fileName();
        // Sorted, so that the file chosen among namesakes does not depend on the file system's order.
        QStringList candidates = byName[name];
        candidates.sort();
        const auto usable = std::find_if(candidates.begin(), candidates.end(), [&](const QString& path) {
            try {
                document.colliderAssets().mesh(QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString());
                return true;
            } catch (const engine::MeshLoadError&) {
                return false;
            }
        });
        if (usable == candidates.end()) {
            search.stillMissing.append(name);
            continue;
        }
        collider.meshFile = QFile::encodeName(QFileInfo(*usable).absoluteFilePath()).toStdString();
        search.found.append(QString::fromStdString(collider.name));
    }
    return search;
}

}  // namespace drape::app

#include "app/SceneDocument.h"

#include "app/SceneFolder.h"
#include "app/commands/EditSceneCommand.h"

#include "engine/io/IoError.h"
#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/SceneDerivation.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <utility>

namespace drape::app {

SceneDocument::SceneDocument(QObject* parent) : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

SceneDocument::~SceneDocument()
{
    // The undo stack clears itself on the way out; that is no "saved" moment to
    // announce (it would, say, delete a crash-recovery copy).
    blockSignals(true);
}

void SceneDocument::replace(const engine::Scene& scene, const QString& filePath)
{
    m_undoStack.clear();
    m_scene = scene;
    prepareColliders(true);
    m_filePath = filePath;
    m_undoStack.setClean();
    const bool activeMoved = std::exchange(m_activeCloth, 0) != 0;
    Q_EMIT sceneReplaced();
    if (activeMoved)
        Q_EMIT activeClothChanged(m_activeCloth);
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT modifiedChanged(false);
}

void SceneDocument::restoreUnsaved(const engine::Scene& scene, const QString& filePath)
{
    replace(scene, filePath);
    m_undoStack.resetClean();
    Q_EMIT modifiedChanged(true);
}

bool SceneDocument::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open the file: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    try {
        const bool isResource = path.startsWith(QLatin1String(":/"));
        const engine::Scene scene = engine::parseScene(text.toStdString(), QFileInfo(path).fileName().toStdString(),
                                                       sceneFolder(path), engine::MeshFiles::MayBeMissing);
        if (m_sceneCheck && !m_sceneCheck(scene)) {
            *error = QString();
            return false;
        }
        replace(scene, isResource ? QString() : QFileInfo(path).absoluteFilePath());
    } catch (const engine::SceneError& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

bool SceneDocument::save(const QString& path, QString* error)
{
    // The previous version stays beside it as a backup, as editors do with file~.
    if (QFile::exists(path)) {
        const QString backup = path + QLatin1Char('~');
        QFile::remove(backup);
        QFile::copy(path, backup);
    }
    try {
        engine::saveScene(m_scene, std::filesystem::path(QFile::encodeName(path).toStdString()));
    } catch (const engine::IoError& e) {
        *error = tr("Cannot save: %1").arg(QString::fromStdString(e.what()));
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_undoStack.setClean();
    Q_EMIT filePathChanged(m_filePath);
    return true;
}

bool SceneDocument::edit(const QString& text, const engine::Scene& edited, const QString& mergeKey)
{
    // The material's mass and springs and the automatic substeps follow every edit.
    engine::Scene after = edited;
    engine::shareClothSettings(after, std::size_t(m_activeCloth));
    engine::deriveSceneValues(after);
    if (after == m_scene)
        return true;
    try {
        // A collider whose file is missing stays editable (and locatable).
        engine::validateScene(after, m_scene.name, engine::MeshFiles::MayBeMissing);
    } catch (const engine::SceneError& e) {
        Q_EMIT editRefused(QString::fromStdString(e.what()));
        return false;
    }
    const auto work = [](const engine::Scene& s) {
        return std::int64_t(engine::sceneParticleCount(s)) * s.simulation.substeps;
    };
    if (m_sceneCheck && work(after) > work(m_scene) && !m_sceneCheck(after))
        return false;
    const QString clothMergeKey = mergeKey.isEmpty() ? mergeKey : mergeKey + QLatin1Char('@') + QString::number(m_activeCloth);
    m_undoStack.push(new EditSceneCommand(this, text, m_scene, after, clothMergeKey));
    return true;
}

void SceneDocument::setActiveCloth(int index)
{
    index = std::clamp(index, 0, int(m_scene.cloths.size()) - 1);
    if (index == m_activeCloth)
        return;
    m_activeCloth = index;
    Q_EMIT activeClothChanged(m_activeCloth);
}

void SceneDocument::keepActiveClothValid()
{
    if (m_activeCloth >= int(m_scene.cloths.size()))
        setActiveCloth(int(m_scene.cloths.size()) - 1);
}

void SceneDocument::applyScene(const engine::Scene& scene)
{
    const engine::SceneChange change = engine::classifyChange(m_scene, scene);
    m_scene = scene;
    prepareColliders(false);
    keepActiveClothValid();
    if (change != engine::SceneChange::None)
        Q_EMIT sceneChanged(change);
}

std::vector<int> SceneDocument::missingColliderFiles() const
{
    // A mesh collider gets no triangles exactly when its file could not be used.
    std::vector<int> missing;
    for (std::size_t n = 0; n < m_colliders.size(); ++n)
        if (m_colliders[n].spec.shape == engine::ColliderShape::Mesh && !m_colliders[n].mesh)
            missing.push_back(int(n));
    return missing;
}

void SceneDocument::prepareColliders(bool force)
{
    const bool same = m_colliders.size() == m_scene.colliders.size()
                      && std::equal(m_colliders.begin(), m_colliders.end(), m_scene.colliders.begin(),
                                    [](const engine::PreparedCollider& p, const engine::ColliderSpec& s) { return p.spec == s; });
    if (force || !same)
        m_colliders = m_colliderAssets.prepare(m_scene.colliders);
}

}  // namespace drape::app

// The open scene: its value, its file, its undo stack, and its colliders made
// ready for use (engine/io/ColliderAssets: each mesh file read once, when the
// colliders change, never on a paint or a click). Every change goes through
// edit() as an EditSceneCommand; panels read scene() and listen to sceneChanged().
#pragma once

#include "engine/collide/PreparedCollider.h"
#include "engine/io/ColliderAssets.h"
#include "engine/scene/Scene.h"
#include "engine/scene/SceneChange.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <vector>

namespace drape::app {

class SceneDocument final : public QObject {
    Q_OBJECT

public:
    explicit SceneDocument(QObject* parent = nullptr);
    ~SceneDocument() override;

    const engine::Scene& scene() const { return m_scene; }
    /// The cloth the panels and the viewport's pin brush edit: an index into
    /// scene().cloths, always valid (docs/editor.md, "Several cloths").
    int activeCloth() const { return m_activeCloth; }
    /// Makes cloth `index` the one edited; an index past the last cloth picks the last.
    void setActiveCloth(int index);
    /// The scene's colliders, in order, prepared: current whenever sceneChanged or
    /// sceneReplaced is emitted. One that cannot be used carries its problem.
    const std::vector<engine::PreparedCollider>& colliders() const { return m_colliders; }
    /// The mesh colliders whose file is missing or cannot be read, by index: kept in
    /// the scene as written, left out of the simulation, shown as placeholders until
    /// they are located (docs/editor.md, "Missing files").
    std::vector<int> missingColliderFiles() const;
    /// Where the colliders' files are held: for checking a mesh file before it is
    /// added (the collider then reuses what was read).
    engine::ColliderAssets& colliderAssets() { return m_colliderAssets; }
    QUndoStack* undoStack() { return &m_undoStack; }
    /// The file the scene came from or was saved to; empty for a new scene or an example.
    const QString& filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    /// Starts over with `scene` (New, an example): clears the undo history.
    void replace(const engine::Scene& scene, const QString& filePath);
    /// Like replace(), for a scene recovered after a crash: it starts modified,
    /// so the user is asked to save it.
    void restoreUnsaved(const engine::Scene& scene, const QString& filePath);
    /// Reads a scene file (a path or a ":/" resource, whose relative mesh paths
    /// resolve against a copy on disk: app/SceneFolder.h). A mesh file that is
    /// missing does not stop it (see missingColliderFiles()). On failure returns
    /// false, sets `error` to the engine's message and leaves the document untouched;
    /// when the scene check declines the scene, `error` is empty.
    bool load(const QString& path, QString* error);
    /// Writes atomically (QSaveFile), keeping the file it replaces as `path~`,
    /// and marks the document clean. On failure returns false with the reason
    /// in `error`.
    bool save(const QString& path, QString* error);

    /// Pushes an undoable edit towards `after`; consecutive edits with one
    /// non-empty `mergeKey`, of one cloth, are one undo step. The settings the
    /// cloths share (damping, strain limits) follow the active cloth's. An edit
    /// that breaks the scene rules is refused: returns false and emits
    /// editRefused with the reason.
    bool edit(const QString& text, const engine::Scene& after, const QString& mergeKey = {});

    /// Asked before a load, and before an edit that makes a frame more work (more
    /// particle-substeps), whether to take the scene on; false cancels it quietly.
    /// Undo and redo are not asked: the edit was taken on once.
    using SceneCheck = std::function<bool(const engine::Scene& next)>;
    void setSceneCheck(SceneCheck check) { m_sceneCheck = std::move(check); }

    /// For EditSceneCommand only: sets the scene and announces the change.
    void applyScene(const engine::Scene& scene);

Q_SIGNALS:
    /// A new scene replaced the old one (New, Open, an example).
    void sceneReplaced();
    void sceneChanged(drape::engine::SceneChange change);
    /// Another cloth is the one edited (setActiveCloth, or a cloth removed).
    void activeClothChanged(int index);
    void filePathChanged(const QString& filePath);
    void modifiedChanged(bool modified);
    void editRefused(const QString& reason);

private:
    /// Prepares the colliders anew when their specs differ from those prepared, or
    /// when `force`d (a new scene: its files are looked at again).
    void prepareColliders(bool force);
    /// After the scene changed: an active cloth past the last becomes the last.
    void keepActiveClothValid();

    engine::Scene m_scene;
    engine::ColliderAssets m_colliderAssets;
    SceneCheck m_sceneCheck;
    std::vector<engine::PreparedCollider> m_colliders;
    QString m_filePath;
    QUndoStack m_undoStack;
    int m_activeCloth = 0;
};

}  // namespace drape::app

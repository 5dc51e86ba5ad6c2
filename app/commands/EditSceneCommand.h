// The one undoable edit: a scene before and after. Consecutive edits of the same
// field (same merge key: the edited widget's object name, app/panels/FieldRows.h)
// merge, so a slider drag or a held spin-box arrow is one undo step (as Tiled's
// ChangeValue commands do).
#pragma once

#include "engine/scene/Scene.h"

#include <QUndoCommand>

namespace drape::app {

class SceneDocument;

class EditSceneCommand final : public QUndoCommand {
public:
    /// An empty `mergeKey` never merges; edits with the same key merge while consecutive.
    EditSceneCommand(SceneDocument* document, const QString& text, engine::Scene before, engine::Scene after,
                     QString mergeKey);

    void undo() override;
    void redo() override;
    /// One id for every mergeable edit: QUndoStack asks mergeWith() only of equal
    /// ids, and mergeWith() then compares the keys.
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    SceneDocument* m_document;
    engine::Scene m_before;
    engine::Scene m_after;
    QString m_mergeKey;
};

}  // namespace drape::app

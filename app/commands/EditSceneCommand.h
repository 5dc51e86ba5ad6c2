// The one undoable edit: a scene before and after. Consecutive edits of the same
// field (same merge key) merge, so a slider drag or a held spin-box arrow is one
// undo step (as Tiled's ChangeValue commands do).
#pragma once

#include "engine/scene/Scene.h"

#include <QUndoCommand>

namespace drape::app {

class SceneDocument;

class EditSceneCommand final : public QUndoCommand {
public:
    /// `mergeKey` < 0 never merges; edits with the same key ≥ 0 merge while consecutive.
    EditSceneCommand(SceneDocument* document, const QString& text, engine::Scene before, engine::Scene after,
                     int mergeKey);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    SceneDocument* m_document;
    engine::Scene m_before;
    engine::Scene m_after;
    int m_mergeKey;
};

}  // namespace drape::app

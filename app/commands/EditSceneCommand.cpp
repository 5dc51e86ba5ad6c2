#include "app/commands/EditSceneCommand.h"

#include "app/SceneDocument.h"

namespace drape::app {

EditSceneCommand::EditSceneCommand(SceneDocument* document, const QString& text, engine::Scene before,
                                   engine::Scene after, QString mergeKey)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after)),
      m_mergeKey(std::move(mergeKey))
{
}

void EditSceneCommand::undo()
{
    m_document->applyScene(m_before);
}

void EditSceneCommand::redo()
{
    m_document->applyScene(m_after);
}

bool EditSceneCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditSceneCommand*>(other);  // same id() ⇒ same type
    if (next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);  // dragged back to where it started: no step at all
    return true;
}

}  // namespace drape::app

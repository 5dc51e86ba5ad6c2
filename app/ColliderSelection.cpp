#include "app/ColliderSelection.h"

#include "app/SceneDocument.h"

namespace drape::app {

ColliderSelection::ColliderSelection(SceneDocument* document, QObject* parent)
    : QObject(parent), m_document(document)
{
    connect(document, &SceneDocument::sceneReplaced, this, &ColliderSelection::clear);
    connect(document, &SceneDocument::sceneChanged, this, &ColliderSelection::keepValid);
}

void ColliderSelection::select(int index)
{
    if (index < 0 || index >= int(m_document->scene().colliders.size()))
        index = -1;
    if (index == m_index)
        return;
    m_index = index;
    Q_EMIT changed(m_index);
}

void ColliderSelection::keepValid()
{
    if (m_index >= int(m_document->scene().colliders.size()))
        select(-1);
}

}  // namespace drape::app

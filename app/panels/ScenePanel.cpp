#include "app/panels/ScenePanel.h"

#include <QEvent>

namespace drape::app {

ScenePanel::ScenePanel(SceneDocument* document, const QString& objectName, QWidget* parent)
    : QDockWidget(parent), m_document(document)
{
    setObjectName(objectName);
    connect(document, &SceneDocument::sceneReplaced, this, [this] { refreshFromScene(); });
    connect(document, &SceneDocument::sceneChanged, this, [this] { refreshFromScene(); });
}

void ScenePanel::commitEdit(const QString& text, const engine::Scene& after, EditKey key)
{
    if (!m_document->edit(text, after, key))
        refreshFromScene();
}

void ScenePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

}  // namespace drape::app

#include "app/panels/ScenePanel.h"

#include <QEvent>
#include <QFrame>
#include <QScrollArea>
#include <QScrollBar>

namespace drape::app {
namespace {

/// Scrolls vertically only: as wide as its content needs, as short as the dock allows.
class VerticalScrollArea final : public QScrollArea {
public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override
    {
        QSize hint = QScrollArea::minimumSizeHint();
        if (widget())
            hint.setWidth(widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() +
                          2 * frameWidth());
        return hint;
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // The content's texts and rows change after it is set (translations, shown
        // rows): its width needs to reach the dock again.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

}  // namespace

ScenePanel::ScenePanel(SceneDocument* document, const QString& objectName, QWidget* parent)
    : QDockWidget(parent), m_document(document)
{
    setObjectName(objectName);
    connect(document, &SceneDocument::sceneReplaced, this, [this] { refreshFromScene(); });
    connect(document, &SceneDocument::sceneChanged, this, [this] { refreshFromScene(); });
}

void ScenePanel::setScrollableWidget(QWidget* content)
{
    auto* scroll = new VerticalScrollArea(this);
    scroll->setObjectName(objectName() + QStringLiteral("Scroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    setWidget(scroll);
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

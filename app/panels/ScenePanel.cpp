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
    : QDockWidget(parent), m_document(document),
      m_fields(this, document,
               [this](const QString& text, const engine::Scene& after, const QString& mergeKey) {
                   commitEdit(text, after, mergeKey);
               })
{
    setObjectName(objectName);
    connect(document, &SceneDocument::sceneReplaced, this, &ScenePanel::refresh);
    connect(document, &SceneDocument::sceneChanged, this, &ScenePanel::refresh);
    connect(document, &SceneDocument::activeClothChanged, this, &ScenePanel::refresh);
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

QWidget* ScenePanel::addClothField(QWidget* parent, QFormLayout* form, const ClothField& field)
{
    return m_fields.add<engine::ClothSpec>(
        parent, form, field, [this](const engine::Scene& s) { return &editedCloth(s); },
        [this](engine::Scene& s) { return &editedCloth(s); });
}

void ScenePanel::commitEdit(const QString& text, const engine::Scene& after, const QString& mergeKey)
{
    if (!m_document->edit(text, after, mergeKey))
        refresh();
}

void ScenePanel::retranslate()
{
    m_fields.retranslate();
    retranslateUi();
    refresh();
}

void ScenePanel::refresh()
{
    m_fields.refresh(scene());
    refreshFromScene();
}

void ScenePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

}  // namespace drape::app

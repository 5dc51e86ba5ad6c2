#include "app/KeyStrip.h"

#include "app/ColliderKeys.h"
#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace drape::app {
namespace {

constexpr int tickHalfWidth = 4;
constexpr int grabPixels = 6;

}  // namespace

KeyStrip::KeyStrip(SceneDocument* document, const ColliderSelection* selection, QWidget* parent)
    : QWidget(parent), m_document(document), m_selection(selection)
{
    setObjectName(QStringLiteral("keyStrip"));
    setMouseTracking(true);
    connect(document, &SceneDocument::sceneChanged, this, qOverload<>(&QWidget::update));
    connect(document, &SceneDocument::sceneReplaced, this, qOverload<>(&QWidget::update));
    connect(selection, &ColliderSelection::changed, this, qOverload<>(&QWidget::update));
}

QSize KeyStrip::sizeHint() const
{
    return {200, 12};
}

int KeyStrip::lastFrame() const
{
    return std::max(1, m_document->scene().simulation.frames - 1);
}

int KeyStrip::xOf(int frame) const
{
    const int handle = style()->pixelMetric(QStyle::PM_SliderLength);
    return handle / 2 + QStyle::sliderPositionFromValue(0, lastFrame(), std::clamp(frame, 0, lastFrame()),
                                                        std::max(1, width() - handle));
}

int KeyStrip::frameAt(int x) const
{
    const int handle = style()->pixelMetric(QStyle::PM_SliderLength);
    return QStyle::sliderValueFromPosition(0, lastFrame(), x - handle / 2, std::max(1, width() - handle));
}

void KeyStrip::setCurrentFrame(int frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    update();
}

std::vector<int> KeyStrip::keyFrames() const
{
    std::vector<int> frames;
    const int index = m_selection->index();
    const auto& colliders = m_document->scene().colliders;
    if (index < 0 || index >= int(colliders.size()))
        return frames;
    for (const engine::TransformKey& key : colliders[std::size_t(index)].motion.keys)
        frames.push_back(key.frame);
    return frames;
}

std::optional<int> KeyStrip::keyNear(int x) const
{
    std::optional<int> nearest;
    int best = grabPixels + 1;
    for (int frame : keyFrames()) {
        const int distance = std::abs(xOf(frame) - x);
        if (distance < best) {
            best = distance;
            nearest = frame;
        }
    }
    return nearest;
}

void KeyStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor key(240, 190, 40), dragged(250, 120, 30);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 1));
    painter.drawLine(xOf(m_frame), 0, xOf(m_frame), height());
    const auto diamond = [&](int x, const QColor& colour) {
        const int h = height() / 2;
        const QPointF points[] = {{double(x), 0.0}, {double(x + tickHalfWidth), double(h)},
                                  {double(x), double(height() - 1)}, {double(x - tickHalfWidth), double(h)}};
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
        painter.setBrush(colour);
        painter.drawPolygon(points, 4);
    };
    for (int frame : keyFrames())
        if (!m_dragged || frame != *m_dragged)
            diamond(xOf(frame), key);
    if (m_dragged)
        diamond(xOf(m_dropFrame), dragged);
}

void KeyStrip::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragged = keyNear(int(event->position().x()));
    if (m_dragged) {
        m_dropFrame = *m_dragged;
        update();
    }
}

void KeyStrip::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_dragged) {
        setCursor(keyNear(int(event->position().x())) ? Qt::SizeHorCursor : Qt::ArrowCursor);
        return;
    }
    m_dropFrame = frameAt(int(event->position().x()));
    update();
}

void KeyStrip::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_dragged)
        return;
    const int from = *m_dragged;
    const int to = frameAt(int(event->position().x()));
    m_dragged.reset();
    update();
    const int index = m_selection->index();
    engine::Scene after = m_document->scene();
    if (index < 0 || index >= int(after.colliders.size()) || from == to ||
        !moveColliderKey(after.colliders[std::size_t(index)], from, to))
        return;
    m_document->edit(tr("Move key from frame %1 to %2").arg(from).arg(to), after);
}

bool KeyStrip::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const std::optional<int> frame = keyNear(help->pos().x()))
            QToolTip::showText(help->globalPos(), tr("Key at frame %1: drag to move it").arg(*frame), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

}  // namespace drape::app

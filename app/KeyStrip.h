// The selected collider's keys on the timeline (docs/editor.md, "Moving
// colliders"): a strip under the timeline's slider with a tick at each key's
// frame, over the scene's frames, and a line at the frame on show. Dragging a
// tick moves that key to another frame, as one undo step; a key is never
// dropped onto another.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

namespace drape::app {

class ColliderSelection;
class SceneDocument;

class KeyStrip final : public QWidget {
    Q_OBJECT

public:
    KeyStrip(SceneDocument* document, const ColliderSelection* selection, QWidget* parent = nullptr);

    /// The x, in the strip, of `frame`, and the frame nearest to x: as a
    /// horizontal QSlider of the same width places its values.
    int xOf(int frame) const;
    int frameAt(int x) const;
    QSize sizeHint() const override;

public Q_SLOTS:
    /// The frame on show (Viewport::shownFrame()).
    void setCurrentFrame(int frame);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// The frames of the selected collider's keys; none when it is still or nothing is selected.
    std::vector<int> keyFrames() const;
    /// The key whose tick is under x (within a few pixels), by frame.
    std::optional<int> keyNear(int x) const;
    int lastFrame() const;

    SceneDocument* m_document;
    const ColliderSelection* m_selection;
    int m_frame = 0;
    std::optional<int> m_dragged;   ///< the frame of the key being dragged
    int m_dropFrame = 0;            ///< where it would go
};

}  // namespace drape::app

// The timeline under the viewport: scrubs and plays the baked frames at the
// baked scene's frame rate (looping if asked), shows them in the viewport, and
// offers Bake, and when the scene was edited since, the stale mark with
// re-bake from frame 0 or from the frame on show. Under the slider, the
// selected collider's keys (app/KeyStrip.h).
#pragma once

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace drape::app {

class BakeController;
class ColliderSelection;
class KeyStrip;
class SceneDocument;
class Viewport;

class TimelineWidget final : public QWidget {
    Q_OBJECT

public:
    TimelineWidget(BakeController* bake, SceneDocument* document, Viewport* viewport,
                   const ColliderSelection* selection, QWidget* parent = nullptr);

    /// The baked frame the timeline stands on.
    int currentFrame() const { return m_frame; }
    bool isPlaying() const { return m_playTimer.isActive(); }
    bool loops() const;
    KeyStrip* keyStrip() const { return m_keyStrip; }

public Q_SLOTS:
    /// Moves to baked frame `frame` (clamped) and shows it in the viewport.
    void setFrame(int frame);
    void play();
    void pause();
    void setLoop(bool loop);

Q_SIGNALS:
    /// The user asked for a bake that keeps frames 0 … fromFrame (0: a full bake).
    void bakeRequested(int fromFrame);
    /// Playback of the baked frames started (the live simulation should hold still).
    void playbackStarted();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    /// Range, enabled state and the stale mark, after a bake or an edit.
    void refresh();
    void advance();

    BakeController* m_bake;
    SceneDocument* m_document;
    Viewport* m_viewport;
    QTimer m_playTimer;
    int m_frame = 0;
    QPushButton* m_bakeButton = nullptr;
    QPushButton* m_playButton = nullptr;
    QSlider* m_slider = nullptr;
    KeyStrip* m_keyStrip = nullptr;
    QSpinBox* m_frameSpin = nullptr;
    QLabel* m_countLabel = nullptr;
    QCheckBox* m_loopBox = nullptr;
    QLabel* m_staleLabel = nullptr;
    QPushButton* m_rebakeAllButton = nullptr;
    QPushButton* m_rebakeHereButton = nullptr;
};

}  // namespace drape::app

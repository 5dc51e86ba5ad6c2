#include "app/TimelineWidget.h"

#include "app/BakeController.h"
#include "app/KeyStrip.h"
#include "app/SceneDocument.h"
#include "app/Viewport.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>

#include <algorithm>

namespace drape::app {

TimelineWidget::TimelineWidget(BakeController* bake, SceneDocument* document, Viewport* viewport,
                               const ColliderSelection* selection, QWidget* parent)
    : QWidget(parent), m_bake(bake), m_document(document), m_viewport(viewport)
{
    setObjectName(QStringLiteral("timeline"));
    m_bakeButton = new QPushButton(this);
    m_bakeButton->setObjectName(QStringLiteral("bakeButton"));
    m_playButton = new QPushButton(this);
    m_playButton->setObjectName(QStringLiteral("timelinePlayButton"));
    m_playButton->setCheckable(true);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("timelineSlider"));
    m_keyStrip = new KeyStrip(document, selection, this);
    m_frameSpin = new QSpinBox(this);
    m_frameSpin->setObjectName(QStringLiteral("timelineFrame"));
    m_countLabel = new QLabel(this);
    m_loopBox = new QCheckBox(this);
    m_loopBox->setObjectName(QStringLiteral("loopBox"));
    m_loopBox->setChecked(true);
    m_staleLabel = new QLabel(this);
    m_staleLabel->setObjectName(QStringLiteral("staleLabel"));
    m_staleLabel->setStyleSheet(QStringLiteral("QLabel { color: #f0a020; font-weight: bold; }"));
    m_rebakeAllButton = new QPushButton(this);
    m_rebakeAllButton->setObjectName(QStringLiteral("rebakeAllButton"));
    m_rebakeHereButton = new QPushButton(this);
    m_rebakeHereButton->setObjectName(QStringLiteral("rebakeHereButton"));

    // One row of controls; the key strip under the slider, as wide as it.
    auto* layout = new QGridLayout(this);
    layout->setVerticalSpacing(0);
    int column = 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_bakeButton, m_playButton, m_slider, m_frameSpin, m_countLabel,
                                                      m_loopBox, m_staleLabel, m_rebakeAllButton, m_rebakeHereButton})
        layout->addWidget(w, 0, column++);
    layout->addWidget(m_keyStrip, 1, 2);
    layout->setColumnStretch(2, 1);

    m_playTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_playTimer, &QTimer::timeout, this, &TimelineWidget::advance);
    connect(m_bakeButton, &QPushButton::clicked, this, [this] { Q_EMIT bakeRequested(0); });
    connect(m_rebakeAllButton, &QPushButton::clicked, this, [this] { Q_EMIT bakeRequested(0); });
    connect(m_rebakeHereButton, &QPushButton::clicked, this, [this] { Q_EMIT bakeRequested(m_frame); });
    connect(m_playButton, &QPushButton::clicked, this, [this](bool on) { on ? play() : pause(); });
    connect(m_slider, &QSlider::valueChanged, this, &TimelineWidget::setFrame);
    connect(m_frameSpin, &QSpinBox::valueChanged, this, &TimelineWidget::setFrame);
    connect(bake, &BakeController::cacheChanged, this, [this] {
        refresh();
        setFrame(m_frame);
    });
    connect(bake, &BakeController::staleChanged, this, &TimelineWidget::refresh);
    connect(document, &SceneDocument::sceneChanged, this, &TimelineWidget::refresh);
    retranslateUi();
    refresh();
}

bool TimelineWidget::loops() const
{
    return m_loopBox->isChecked();
}

void TimelineWidget::setLoop(bool loop)
{
    m_loopBox->setChecked(loop);
}

void TimelineWidget::setFrame(int frame)
{
    const engine::FrameCache* cache = m_bake->cache();
    m_frame = cache ? std::clamp(frame, 0, cache->frameCount() - 1) : 0;
    {
        const QSignalBlocker sliderBlocker(m_slider);
        const QSignalBlocker spinBlocker(m_frameSpin);
        m_slider->setValue(m_frame);
        m_frameSpin->setValue(m_frame);
    }
    if (cache)
        m_viewport->showCachedFrame(m_frame, cache->frame(m_frame));
    refresh();
}

void TimelineWidget::play()
{
    const engine::FrameCache* cache = m_bake->cache();
    if (!cache || cache->frameCount() < 2) {
        m_playButton->setChecked(false);
        return;
    }
    if (m_frame >= cache->frameCount() - 1)
        setFrame(0);
    m_playTimer.start(1000 / std::max(m_bake->bakedScene().simulation.fps, 1));
    m_playButton->setChecked(true);
    retranslateUi();
    Q_EMIT playbackStarted();
}

void TimelineWidget::pause()
{
    m_playTimer.stop();
    m_playButton->setChecked(false);
    retranslateUi();
}

void TimelineWidget::advance()
{
    const engine::FrameCache* cache = m_bake->cache();
    if (!cache) {
        pause();
        return;
    }
    if (m_frame + 1 < cache->frameCount())
        setFrame(m_frame + 1);
    else if (loops())
        setFrame(0);
    else
        pause();
}

void TimelineWidget::refresh()
{
    const engine::FrameCache* cache = m_bake->cache();
    const int last = cache ? cache->frameCount() - 1 : 0;
    {
        const QSignalBlocker sliderBlocker(m_slider);
        const QSignalBlocker spinBlocker(m_frameSpin);
        m_slider->setRange(0, last);
        m_frameSpin->setRange(0, last);
    }
    for (QWidget* w : std::initializer_list<QWidget*>{m_playButton, m_slider, m_frameSpin, m_loopBox})
        w->setEnabled(cache != nullptr);
    if (!cache && isPlaying())
        pause();
    m_countLabel->setText(cache ? tr("/ %1").arg(last) : tr("not baked"));
    const bool stale = m_bake->isStale();
    m_staleLabel->setVisible(stale);
    m_rebakeAllButton->setVisible(stale);
    m_rebakeHereButton->setVisible(stale);
    QString why;
    const bool here = stale && m_frame > 0 && m_bake->canRebakeFrom(m_frame, &why);
    m_rebakeHereButton->setEnabled(here);
    m_rebakeHereButton->setToolTip(here ? tr("Keeps frames 0 to %1 and continues from there with the new "
                                             "parameters.").arg(m_frame)
                                        : why.isEmpty() ? tr("Move to a later frame first.") : why);
    m_rebakeHereButton->setText(tr("Re-bake from frame %1").arg(m_frame));
}

void TimelineWidget::retranslateUi()
{
    m_bakeButton->setText(tr("Bake…"));
    m_bakeButton->setToolTip(tr("Bake frames 0 to the scene's bake length into the frame cache (Ctrl+B)."));
    m_playButton->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_playButton->setIcon(style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playButton->setToolTip(tr("Play the baked frames at the scene's frame rate."));
    m_slider->setToolTip(tr("Scrub the baked frames."));
    m_loopBox->setText(tr("Loop"));
    m_staleLabel->setText(tr("Stale — re-bake"));
    m_staleLabel->setToolTip(tr("The scene was edited after the bake; the cache shows the old parameters."));
    m_rebakeAllButton->setText(tr("Re-bake from frame 0"));
    m_rebakeAllButton->setToolTip(tr("Bake every frame again with the scene as it is now."));
    refresh();
}

void TimelineWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

}  // namespace drape::app

#include "app/ScriptedRun.h"

#include "app/MainWindow.h"
#include "app/SimulationController.h"
#include "app/Viewport.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace drape::app {

ScriptedRun::ScriptedRun(MainWindow* window, int frames, QString screenshotPath, bool viewOnly, QObject* parent)
    : QObject(parent), m_window(window), m_frames(frames), m_screenshotPath(std::move(screenshotPath)),
      m_viewOnly(viewOnly)
{
    // Let the window finish its first layout and paint before timing anything.
    const auto startSoon = [this] { QTimer::singleShot(300, this, &ScriptedRun::start); };
    if (window->simulation()->solver())
        startSoon();
    else
        connect(window->viewport(), &Viewport::glReady, this, startSoon);
}

void ScriptedRun::start()
{
    SimulationController* simulation = m_window->simulation();
    if (m_frames <= 0) {
        finish();
        return;
    }
    connect(simulation, &SimulationController::frameChanged, this, &ScriptedRun::onFrame);
    // A cloth that diverges is paused and reset: the frames asked for never come.
    connect(simulation, &SimulationController::diverged, this, &ScriptedRun::onDiverged);
    simulation->setUnthrottled(true);
    m_started = true;
    m_paintsAtStart = m_window->viewport()->paintCount();
    m_clock.start();
    simulation->play();
}

void ScriptedRun::onFrame(int frame)
{
    if (!m_started)
        return;
    m_computeSeconds += m_window->simulation()->lastFrameSeconds();
    if (frame < m_frames)
        return;
    m_started = false;
    m_window->simulation()->pause();
    const double seconds = double(m_clock.nsecsElapsed()) * 1e-9;
    const int paints = m_window->viewport()->paintCount() - m_paintsAtStart;
    std::printf("%d frames in %.3f s: %.1f frames/s simulated, %.1f frames/s drawn; simulation %.2f ms/frame "
                "(%s backend)\n",
                m_frames, seconds, m_frames / seconds, paints / seconds, 1000.0 * m_computeSeconds / m_frames,
                qPrintable(m_window->simulation()->backendName()));
    std::fflush(stdout);
    QTimer::singleShot(200, this, &ScriptedRun::finish);
}

void ScriptedRun::onDiverged(const QString& message)
{
    if (!m_started)
        return;
    m_started = false;
    std::fprintf(stderr, "drape: %s\n", qPrintable(message));
    QCoreApplication::exit(1);
}

void ScriptedRun::finish()
{
    if (!m_screenshotPath.isEmpty()) {
        // A widget grab redirects the viewport's QPainter overlays (the heat-map's
        // legend, the wind arrow) away from its GL image: draw the view's own image in.
        Viewport* viewport = m_window->viewport();
        const QImage view = viewport->grabFramebuffer();
        QPixmap shot = m_viewOnly ? QPixmap::fromImage(view) : m_window->grab();
        if (!m_viewOnly) {
            QPainter painter(&shot);
            painter.drawImage(QRect(viewport->mapTo(m_window, QPoint(0, 0)), viewport->size()), view);
        }
        if (shot.save(m_screenshotPath))
            std::printf("saved %s\n", qPrintable(m_screenshotPath));
        else
            std::fprintf(stderr, "cannot save %s\n", qPrintable(m_screenshotPath));
    }
    QApplication::quit();
}

}  // namespace drape::app

// A scripted session for measurements and screenshots (drape --frames N
// --screenshot FILE [--view-only]): once the viewport is up, plays N frames as
// fast as they compute, prints the frame rate, saves a picture of the window (or
// of the 3D view alone) and quits; a cloth that diverges ends it with status 1.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

namespace drape::app {

class MainWindow;

class ScriptedRun final : public QObject {
    Q_OBJECT

public:
    /// `viewOnly`: the picture is the 3D view's, not the whole window's.
    ScriptedRun(MainWindow* window, int frames, QString screenshotPath, bool viewOnly = false,
                QObject* parent = nullptr);

private:
    void start();
    void onFrame(int frame);
    /// Prints why to stderr and quits with status 1, saving no picture.
    void onDiverged(const QString& message);
    void finish();

    MainWindow* m_window;
    int m_frames;
    QString m_screenshotPath;
    bool m_viewOnly = false;
    QElapsedTimer m_clock;
    double m_computeSeconds = 0.0;
    int m_paintsAtStart = 0;
    bool m_started = false;
};

}  // namespace drape::app

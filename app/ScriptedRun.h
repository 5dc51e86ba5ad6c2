// A scripted session for measurements and screenshots (drape --frames N
// --screenshot FILE): once the viewport is up, plays N frames as fast as they
// compute, prints the frame rate, saves a picture of the window and quits.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

namespace drape::app {

class MainWindow;

class ScriptedRun final : public QObject {
    Q_OBJECT

public:
    ScriptedRun(MainWindow* window, int frames, QString screenshotPath, QObject* parent = nullptr);

private:
    void start();
    void onFrame(int frame);
    void finish();

    MainWindow* m_window;
    int m_frames;
    QString m_screenshotPath;
    QElapsedTimer m_clock;
    double m_computeSeconds = 0.0;
    int m_paintsAtStart = 0;
    bool m_started = false;
};

}  // namespace drape::app

// A shown editor window for the GUI tests (run under Xvfb): waits until the
// viewport's OpenGL context exists and the solver is built, so a test can play,
// edit and grab at once. Settings go to Qt's test location, emptied when a test
// program opens its first session.
#pragma once

#include "app/LanguageManager.h"
#include "app/MainWindow.h"
#include "app/SimulationController.h"
#include "app/SurfaceFormat.h"
#include "app/Viewport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <memory>

namespace drape::test {

class EditorSession {
public:
    EditorSession()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The test location outlives the process: each test program starts from a
        // first run, whatever an earlier one saved (its sessions still share it).
        static const bool cleared = [] {
            QSettings().clear();
            return true;
        }();
        Q_UNUSED(cleared);
        QSurfaceFormat::setDefaultFormat(app::preferredSurfaceFormat());  // as main() does
        languages = std::make_unique<app::LanguageManager>();
        window = std::make_unique<app::MainWindow>(languages.get());
        // Whether a scene is asked about follows the machine's measured speed: only
        // the tests of that question (tst_EditorResponsiveness) turn it on.
        window->setConfirmSlowScenes(false);
        window->openExample(QStringLiteral("flag.drape"));
        window->resize(1200, 800);
        window->show();
        ready = QTest::qWaitForWindowExposed(window.get()) &&
                QTest::qWaitFor([this] { return window->simulation()->solver() != nullptr; }, 10000);
    }

    app::SceneDocument* document() const { return window->document(); }
    app::SimulationController* simulation() const { return window->simulation(); }

    std::unique_ptr<app::LanguageManager> languages;
    std::unique_ptr<app::MainWindow> window;
    bool ready = false;
};

/// Clicks `button` in the next modal message box, as a user would: it waits
/// (up to 10 s, polling) until the box is up, however slow the machine.
inline void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto* poll = new QTimer;
    auto* tries = new int(0);
    QObject::connect(poll, &QTimer::timeout, [poll, tries, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->button(button))
            box->button(button)->click();
        else if (++*tries < 200)
            return;
        poll->stop();
        poll->deleteLater();
        delete tries;
    });
    poll->start(50);
}

/// Answers every "Slow scene" question (app/FrameCostGuard.h) with `button`
/// (Yes: Go On, No: Go On Paused, Cancel) for as long as the returned timer
/// lives, and counts them in `asked`.
inline std::unique_ptr<QTimer> answerFrameCostQuestions(QMessageBox::StandardButton button, int* asked = nullptr)
{
    auto poll = std::make_unique<QTimer>();
    QObject::connect(poll.get(), &QTimer::timeout, [button, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("frameCostBox") || !box->isVisible())
            return;
        if (asked)
            ++*asked;
        box->button(button)->click();
    });
    poll->start(20);
    return poll;
}

}  // namespace drape::test

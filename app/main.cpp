// drape: the editor. `drape [SCENE]` opens SCENE, or the flag example.
#include "app/LanguageManager.h"
#include "app/MainWindow.h"
#include "app/ScriptedRun.h"
#include "app/SurfaceFormat.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QSurfaceFormat::setDefaultFormat(drape::app::baseSurfaceFormat());
    QApplication application(argc, argv);
    QSurfaceFormat::setDefaultFormat(drape::app::preferredSurfaceFormat());
    QApplication::setOrganizationName(QStringLiteral("Drape"));
    QApplication::setApplicationName(QStringLiteral("Drape"));
    QApplication::setApplicationVersion(QStringLiteral(DRAPE_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/drape.svg")));

    drape::app::LanguageManager languages;
    languages.restore();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Drape: cloth authoring"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scene"), QApplication::translate("main", "Scene file to open (.drape)"));
    const QCommandLineOption frames(QStringLiteral("frames"),
                                    QApplication::translate("main", "Play N frames as fast as possible, print the frame rate, then quit."),
                                    QStringLiteral("N"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the window to FILE, then quit."),
                                        QStringLiteral("FILE"));
    parser.addOptions({frames, screenshot});
    parser.process(application);

    drape::app::MainWindow window(&languages);
    const QStringList scenes = parser.positionalArguments();
    if (scenes.isEmpty() || !window.openFile(scenes.front()))
        window.openExample(QStringLiteral("flag.drape"));
    window.resize(1280, 800);
    window.show();

    std::unique_ptr<drape::app::ScriptedRun> script;
    if (parser.isSet(frames) || parser.isSet(screenshot))
        script = std::make_unique<drape::app::ScriptedRun>(&window, parser.value(frames).toInt(), parser.value(screenshot));
    return application.exec();
}

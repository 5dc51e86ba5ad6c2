#include "app/EditorCommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>

namespace drape::app {

EditorOptions parseEditorCommandLine()
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("drape::app::EditorCommandLine", "Drape: cloth authoring"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scene"),
                                 QCoreApplication::translate("drape::app::EditorCommandLine", "Scene file to open (.drape)."),
                                 QStringLiteral("[scene]"));
    const QCommandLineOption frames(
        QStringLiteral("frames"),
        QCoreApplication::translate("drape::app::EditorCommandLine",
                                    "Play N frames as fast as possible, print the frame rate, then quit."),
        QStringLiteral("N"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("drape::app::EditorCommandLine", "Save a picture of the window to FILE, then quit."),
        QStringLiteral("FILE"));
    parser.addOptions({frames, screenshot});
    parser.process(QCoreApplication::arguments());

    EditorOptions options;
    if (!parser.positionalArguments().isEmpty())
        options.scene = parser.positionalArguments().front();
    options.frames = std::max(0, parser.value(frames).toInt());
    options.screenshot = parser.value(screenshot);
    return options;
}

}  // namespace drape::app

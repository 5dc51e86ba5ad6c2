#include "app/EditorCommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace drape::app {

EditorOptions parseEditorCommandLine()
{
    return parseEditorCommandLine(QCoreApplication::arguments());
}

EditorOptions parseEditorCommandLine(const QStringList& arguments)
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
    const QCommandLineOption heatMap(
        QStringLiteral("heat-map"),
        QCoreApplication::translate("drape::app::EditorCommandLine",
                                    "Start with the strain heat-map on (View > Strain Heat-Map)."));
    const QCommandLineOption heatMapScale(
        QStringLiteral("heat-map-scale"),
        QCoreApplication::translate("drape::app::EditorCommandLine",
                                    "The strain the heat-map draws red, in percent (implies --heat-map)."),
        QStringLiteral("PERCENT"));
    const QCommandLineOption viewOnly(
        QStringLiteral("view-only"),
        QCoreApplication::translate("drape::app::EditorCommandLine",
                                    "With --screenshot, save the 3D view alone instead of the whole window."));
    parser.addOptions({frames, screenshot, viewOnly, heatMap, heatMapScale});
    parser.process(arguments);

    EditorOptions options;
    if (!parser.positionalArguments().isEmpty())
        options.scene = parser.positionalArguments().front();
    options.frames = std::max(0, parser.value(frames).toInt());
    options.screenshot = parser.value(screenshot);
    options.viewOnly = parser.isSet(viewOnly);
    options.heatMap = parser.isSet(heatMap) || parser.isSet(heatMapScale);
    const double percent = parser.value(heatMapScale).toDouble();
    options.heatMapScale = std::isfinite(percent) && percent > 0.0 ? percent / 100.0 : 0.0;
    return options;
}

}  // namespace drape::app

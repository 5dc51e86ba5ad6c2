// The editor's command line: `drape [SCENE] [--frames N] [--screenshot FILE]
// [--view-only] [--heat-map] [--heat-map-scale PERCENT]`.
// Parsed inside the editor library so its help texts are translated.
#pragma once

#include <QString>
#include <QStringList>

namespace drape::app {

struct EditorOptions {
    QString scene;            ///< file to open; empty for the flag example
    int frames = 0;           ///< scripted run: frames to play (0: none)
    QString screenshot;       ///< scripted run: picture to save
    bool viewOnly = false;    ///< scripted run: the picture is of the 3D view alone
    bool heatMap = false;     ///< start with the strain heat-map on (View ▸ Strain Heat-Map)
    double heatMapScale = 0.0;  ///< the strain it draws red, a fraction; 0 for automatic
    bool scripted() const { return frames > 0 || !screenshot.isEmpty(); }
};

/// Parses QCoreApplication::arguments(); prints help or version and exits when asked.
EditorOptions parseEditorCommandLine();
/// The same for `arguments` (the program's name first).
EditorOptions parseEditorCommandLine(const QStringList& arguments);

}  // namespace drape::app

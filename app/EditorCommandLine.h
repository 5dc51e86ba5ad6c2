// The editor's command line: `drape [SCENE] [--frames N] [--screenshot FILE]`.
// Parsed inside the editor library so its help texts are translated.
#pragma once

#include <QString>

namespace drape::app {

struct EditorOptions {
    QString scene;            ///< file to open; empty for the flag example
    int frames = 0;           ///< scripted run: frames to play (0: none)
    QString screenshot;       ///< scripted run: picture to save
    bool scripted() const { return frames > 0 || !screenshot.isEmpty(); }
};

/// Parses QCoreApplication::arguments(); prints help or version and exits when asked.
EditorOptions parseEditorCommandLine();

}  // namespace drape::app

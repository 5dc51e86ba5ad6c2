// Where a scene's relative mesh paths point. On disk that is the scene file's
// folder. A scene inside the Qt resources (":/examples/…") cannot have its meshes
// read by the engine, which reads files only, so the files beside it are copied
// out into a cache folder on disk and that folder stands in for the scene's.
#pragma once

#include <QString>

#include <filesystem>

namespace drape::app {

/// The folder relative mesh paths of the scene at `scenePath` resolve against:
/// QFileInfo(scenePath).absolutePath() for a file, or for a ":/" resource the
/// folder extractResourceFolder() fills.
std::filesystem::path sceneFolder(const QString& scenePath);

/// Copies every file under the resource folder `resourceFolder` (":/examples"),
/// except scenes (*.drape), to the same relative paths under
/// QStandardPaths::CacheLocation + resourceFolder without the ":" (…/examples),
/// writing only files that are missing or differ. Returns that folder. A file
/// that cannot be written is left out: the scene that needs it then fails to
/// load with the engine's "mesh file not found" message.
QString extractResourceFolder(const QString& resourceFolder);

}  // namespace drape::app

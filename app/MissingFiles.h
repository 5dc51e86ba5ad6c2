// Finding a scene's missing collider files again, as File ▸ Find Missing Files…
// does: a folder and its subfolders are searched for each missing mesh file by
// its file name, and the colliders whose file turns up (and can be read) are
// relinked to it in a new scene value, for one undo step.
#pragma once

#include "engine/scene/Scene.h"

#include <QString>
#include <QStringList>

namespace drape::app {

class SceneDocument;

struct MissingFilesSearch {
    engine::Scene relinked;    ///< the document's scene with every file found relinked
    int missing = 0;           ///< how many colliders were missing their file
    QStringList found;         ///< the names of the colliders relinked
    QStringList stillMissing;  ///< the file names not found, or found but unreadable
};

/// Searches `folder` for the files of document.missingColliderFiles(); reads the
/// candidates through the document's collider assets, so relinking reuses them.
MissingFilesSearch findMissingFiles(SceneDocument& document, const QString& folder);

}  // namespace drape::app

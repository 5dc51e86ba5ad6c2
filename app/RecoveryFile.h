// Crash recovery, as Blender and Qt Creator do it: while the scene has unsaved
// changes it is written to a recovery file every interval (and at once when the
// simulation diverges); a clean exit deletes it; a start that finds one left
// over offers to restore it.
#pragma once

#include "engine/scene/Scene.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace drape::app {

class SceneDocument;

class RecoveryFile final : public QObject {
    Q_OBJECT

public:
    /// Watches `document`; writes every `intervalMs` while it is modified.
    RecoveryFile(SceneDocument* document, int intervalMs = 60000, QObject* parent = nullptr);

    /// Where the recovery copy lives (in the user's application data folder).
    static QString path();
    /// Writes the scene now if it has unsaved changes, else deletes any old copy.
    /// Returns false on a write error.
    bool saveNow();
    /// Deletes the recovery copy (after a clean exit, or once restored or declined).
    static void discard();

    struct Recovered {
        engine::Scene scene;
        QString originalPath;   ///< the file it was opened from, empty for a new scene
        QString savedAt;        ///< when it was written, for the prompt
    };
    /// The scene a crashed session left, if any and readable.
    static std::optional<Recovered> leftOver();

private:
    SceneDocument* m_document;
    QTimer m_timer;
};

}  // namespace drape::app

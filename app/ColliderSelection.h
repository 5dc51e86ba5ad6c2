// Which collider is selected, shared by the Colliders panel and the viewport so
// that selecting in one shows in the other. An index into the open scene's
// colliders, or -1; it is kept valid as colliders come and go (edits, undo,
// another scene).
#pragma once

#include <QObject>

namespace drape::app {

class SceneDocument;

class ColliderSelection final : public QObject {
    Q_OBJECT

public:
    explicit ColliderSelection(SceneDocument* document, QObject* parent = nullptr);

    /// The selected collider's index in scene().colliders, or -1 for none.
    int index() const { return m_index; }
    bool hasSelection() const { return m_index >= 0; }

public Q_SLOTS:
    /// Selects collider `index`; anything outside the scene's colliders clears the selection.
    void select(int index);
    void clear() { select(-1); }

Q_SIGNALS:
    /// The selection moved to `index` (-1: nothing selected).
    void changed(int index);

private:
    /// After a change of the scene: a selection past the last collider is cleared.
    void keepValid();

    SceneDocument* m_document;
    int m_index = -1;
};

}  // namespace drape::app

// The Colliders dock: the scene's colliders in a list (name and type), Add ▸
// Plane / Sphere / Box / Capsule / Mesh…, Duplicate, Rename and Remove, and an
// editor for every parameter of the selected one. A mesh collider whose file is
// missing is marked in the list and offers Locate…. Every change is one undo step
// (drags of one value merge); the limits on colliders are enforced with a
// message. The selection is the shared ColliderSelection the viewport uses too.
#pragma once

#include "app/panels/ScenePanel.h"

#include "engine/scene/Collider.h"

#include <QStringList>

class QAction;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QTreeWidget;

namespace drape::app {

class ColliderSelection;

class CollidersPanel final : public ScenePanel {
    Q_OBJECT

public:
    CollidersPanel(SceneDocument* document, ColliderSelection* selection, QWidget* parent = nullptr);

    /// Adds a collider of `shape` with the editor's defaults (app/ColliderDefaults.h)
    /// and selects it; a mesh comes from `meshFile`. Refused, with the reason in
    /// message(), past the limits on colliders or when the mesh cannot be read.
    bool addCollider(engine::ColliderShape shape, const QString& meshFile = {});
    /// Points the selected mesh collider at another file (checked as addCollider does).
    bool replaceMesh(const QString& meshFile);
    /// Relinks the selected collider, whose file is missing, to `meshFile` (checked as
    /// addCollider does): one undo step. What Locate… calls with the file chosen.
    bool locateMesh(const QString& meshFile);
    /// Why the last add or replace was refused, or the limit reached; empty when none applies.
    QString message() const;
    /// Per collider, why the simulation leaves it out (SimulationController::colliderProblems()).
    void setColliderProblems(const QStringList& problems);
    /// The frame on show (Viewport::shownFrame()): the pose fields show a keyed
    /// collider there, and their edits, K and Alt+K set or delete its key there.
    void setCurrentFrame(int frame);
    int currentFrame() const { return m_frame; }
    /// The window's Set Key (K) and Delete Key (Alt+K) actions: they act on the
    /// selected collider, and the Motion row's buttons show them.
    void setKeyActions(QAction* setKey, QAction* deleteKey);
    /// A key on the selected collider at the current frame, holding its pose
    /// there; one undo step. False when no collider is selected.
    bool setKeyHere();
    /// Deletes the selected collider's key at the current frame; false when it has none there.
    bool deleteKeyHere();

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    QWidget* buildList(QWidget* parent);
    QWidget* buildEditor(QWidget* parent);
    /// Adds a declared field of the selected collider to the editor.
    void addColliderField(const ColliderField& field);
    /// Pushes `change` applied to the selected collider as an undo step.
    template <typename Change>
    void editSelected(const QString& text, Change change);
    /// Asks for a mesh file with a file dialog (non-native, so tests can drive it),
    /// then calls `use` with it.
    void chooseMeshFile(const QString& title, void (CollidersPanel::*use)(const QString&));
    void addMeshFromDialog(const QString& file);
    void replaceMeshFromDialog(const QString& file);
    void locateMeshFromDialog(const QString& file);
    /// Points the selected mesh collider at `meshFile` once it reads, as the undo step `text`.
    bool relinkSelected(const QString& meshFile, const QString& text);
    /// The selected collider is a mesh whose file is missing or unreadable.
    bool selectedIsMissing() const;
    void duplicateSelected();
    void removeSelected();
    void renameSelected();
    void onSelectionChanged(int index);
    void refreshList();
    void refreshEditor();
    /// The Motion row: the keys, the actions' state, the interpolation.
    void refreshMotion();
    /// Adds the position and rotation fields: the pose at the current frame.
    void addPoseField(const ColliderField& field);
    /// Enables the add and duplicate actions as the limits allow, with the message why not.
    void refreshLimits();
    static QString shapeName(engine::ColliderShape shape);
    /// The undo text for adding a collider of `shape`.
    static QString addText(engine::ColliderShape shape);
    const engine::ColliderSpec* selected() const;

    ColliderSelection* m_selection;
    QStringList m_problems;
    QString m_refusal;             ///< why the last add or replace was refused
    QTreeWidget* m_list = nullptr;
    QToolButton* m_addButton = nullptr;
    QAction* m_addActions[5] = {};  ///< in ColliderShape order
    QAction* m_duplicateAction = nullptr;
    QAction* m_renameAction = nullptr;
    QAction* m_removeAction = nullptr;
    QAction* m_locateAction = nullptr;
    QToolButton* m_duplicateButton = nullptr;
    QToolButton* m_removeButton = nullptr;
    QLabel* m_messageLabel = nullptr;
    QLabel* m_emptyLabel = nullptr;
    QWidget* m_editor = nullptr;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_typeLabel = nullptr;
    QWidget* m_meshRow = nullptr;
    QLabel* m_meshFileLabel = nullptr;
    QPushButton* m_replaceMeshButton = nullptr;
    QToolButton* m_locateMeshButton = nullptr;
    int m_frame = 0;
    engine::ColliderSpec m_posed;  ///< the selected collider at its pose at m_frame, as the pose fields show it
    QAction* m_setKeyAction = nullptr;
    QAction* m_deleteKeyAction = nullptr;
    QWidget* m_motionRow = nullptr;
    QLabel* m_keysLabel = nullptr;
    QToolButton* m_setKeyButton = nullptr;
    QToolButton* m_deleteKeyButton = nullptr;
    QComboBox* m_interpolationBox = nullptr;
};

}  // namespace drape::app

// The Outliner dock: the scene's cloths and colliders in one tree. Selecting a
// cloth makes it the one the panels and the pin brush edit (the active cloth, in
// bold); selecting a collider selects it in the Colliders panel and the viewport.
// Add Cloth adds a cloth (app/ClothDefaults.h); Rename (F2, or a double click)
// and Remove act on the selected entry. Colliders are added in the Colliders
// panel, which has their shapes and files. Every change is one undo step; the
// limit on cloths, and a scene's last cloth, are refused with a message.
#pragma once

#include "app/panels/ScenePanel.h"

#include <optional>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace drape::app {

class ColliderSelection;

class OutlinerPanel final : public ScenePanel {
    Q_OBJECT

public:
    OutlinerPanel(SceneDocument* document, ColliderSelection* selection, QWidget* parent = nullptr);

    /// Adds a new cloth and makes it the active one; false past the limit on
    /// cloths (message() says so) or when the scene refuses it.
    bool addCloth();
    /// Removes the selected cloth or collider; false when nothing is selected or
    /// it is the scene's last cloth.
    bool removeSelected();
    /// Names the selected cloth or collider `name` (trimmed); false when it is
    /// unchanged, empty or refused (a cloth's name must be its own).
    bool renameSelected(const QString& name);
    /// The limit on cloths, when the scene has reached it; empty otherwise.
    QString message() const;

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    enum class Kind { Cloth, Collider };
    struct Entry {
        Kind kind;
        int index;
    };
    std::optional<Entry> entryOf(QTreeWidgetItem* item) const;
    QTreeWidgetItem* itemFor(Entry entry) const;
    /// Fills one group of the tree with `names`, keeping its items (and the current one).
    void refreshGroup(QTreeWidgetItem* group, const std::vector<std::string>& names);
    void onCurrentItemChanged(QTreeWidgetItem* current);
    void onItemChanged(QTreeWidgetItem* item);
    /// Shows the active cloth in bold and the selected collider as the current item.
    void showSelections();
    void startRename();
    void refreshActions();

    ColliderSelection* m_selection;
    QTreeWidget* m_tree = nullptr;
    QTreeWidgetItem* m_clothsGroup = nullptr;
    QTreeWidgetItem* m_collidersGroup = nullptr;
    QLabel* m_messageLabel = nullptr;
    QToolButton* m_addClothButton = nullptr;
    QToolButton* m_removeButton = nullptr;
    QAction* m_addClothAction = nullptr;
    QAction* m_renameAction = nullptr;
    QAction* m_removeAction = nullptr;
};

}  // namespace drape::app

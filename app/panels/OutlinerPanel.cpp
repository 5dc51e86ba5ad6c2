#include "app/panels/OutlinerPanel.h"

#include "app/ClothDefaults.h"
#include "app/ColliderEditRules.h"
#include "app/ColliderSelection.h"
#include "app/Naming.h"
#include "app/StandardShortcuts.h"

#include "engine/scene/Limits.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace drape::app {

OutlinerPanel::OutlinerPanel(SceneDocument* document, ColliderSelection* selection, QWidget* parent)
    : ScenePanel(document, QStringLiteral("outlinerPanel"), parent), m_selection(selection)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    m_tree = new QTreeWidget(content);
    m_tree->setObjectName(QStringLiteral("outlinerTree"));
    m_tree->setColumnCount(1);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked);  // and F2, through the Rename action
    m_tree->setMinimumHeight(120);
    m_clothsGroup = new QTreeWidgetItem(m_tree);
    m_collidersGroup = new QTreeWidgetItem(m_tree);
    for (QTreeWidgetItem* group : {m_clothsGroup, m_collidersGroup}) {
        group->setFlags(Qt::ItemIsEnabled);  // a heading: not selectable, not renamed
        group->setExpanded(true);
    }
    layout->addWidget(m_tree);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &OutlinerPanel::onCurrentItemChanged);
    connect(m_tree, &QTreeWidget::itemChanged, this, &OutlinerPanel::onItemChanged);

    m_messageLabel = new QLabel(content);
    m_messageLabel->setObjectName(QStringLiteral("outlinerMessageLabel"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_messageLabel->hide();
    layout->addWidget(m_messageLabel);

    const auto makeAction = [this](const QString& name, const QList<QKeySequence>& shortcuts) {
        auto* action = new QAction(this);
        action->setObjectName(name);
        action->setShortcuts(shortcuts);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // only while the panel has focus
        addAction(action);
        return action;
    };
    m_addClothAction = makeAction(QStringLiteral("addClothAction"), {});
    connect(m_addClothAction, &QAction::triggered, this, &OutlinerPanel::addCloth);
    m_renameAction = makeAction(QStringLiteral("renameOutlinerAction"), {Qt::Key_F2});
    connect(m_renameAction, &QAction::triggered, this, &OutlinerPanel::startRename);
    m_removeAction =
        makeAction(QStringLiteral("removeOutlinerAction"), shortcutsFor(QKeySequence::Delete, {Qt::Key_Delete}));
    connect(m_removeAction, &QAction::triggered, this, &OutlinerPanel::removeSelected);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tree->addActions({m_addClothAction, m_renameAction, m_removeAction});

    auto* buttons = new QHBoxLayout;
    m_addClothButton = new QToolButton(content);
    m_addClothButton->setObjectName(QStringLiteral("addClothButton"));
    m_addClothButton->setDefaultAction(m_addClothAction);
    m_removeButton = new QToolButton(content);
    m_removeButton->setObjectName(QStringLiteral("removeOutlinerButton"));
    m_removeButton->setDefaultAction(m_removeAction);
    buttons->addWidget(m_addClothButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addStretch();
    setScrollableWidget(content);

    connect(selection, &ColliderSelection::changed, this, &OutlinerPanel::showSelections);
    connect(document, &SceneDocument::activeClothChanged, this, &OutlinerPanel::showSelections);
    retranslate();
}

bool OutlinerPanel::addCloth()
{
    if (scene().cloths.size() >= engine::limits::maxCloths)
        return false;  // the message says so already
    engine::Scene after = scene();
    after.cloths.push_back(newCloth(scene()));
    if (!document()->edit(tr("Add cloth"), after))
        return false;
    document()->setActiveCloth(int(after.cloths.size()) - 1);
    return true;
}

bool OutlinerPanel::removeSelected()
{
    const std::optional<Entry> entry = entryOf(m_tree->currentItem());
    if (!entry)
        return false;
    engine::Scene after = scene();
    if (entry->kind == Kind::Cloth) {
        if (after.cloths.size() == 1)
            return false;
        after.cloths.erase(after.cloths.begin() + entry->index);
        if (!document()->edit(tr("Remove cloth"), after))
            return false;
        document()->setActiveCloth(std::min(entry->index, int(after.cloths.size()) - 1));
        return true;
    }
    after.colliders.erase(after.colliders.begin() + entry->index);
    if (!document()->edit(tr("Remove collider"), after))
        return false;
    m_selection->select(selectionAfterRemoving(entry->index, int(after.colliders.size())));
    return true;
}

bool OutlinerPanel::renameSelected(const QString& name)
{
    const std::optional<Entry> entry = entryOf(m_tree->currentItem());
    if (!entry)
        return false;
    engine::Scene after = scene();
    std::string& current =
        entry->kind == Kind::Cloth ? after.cloths[std::size_t(entry->index)].name : after.colliders[std::size_t(entry->index)].name;
    const std::optional<std::string> renamed = renamedTo(current, name);
    if (!renamed) {
        refresh();  // the item shows the name it keeps
        return false;
    }
    current = *renamed;
    const bool done = document()->edit(entry->kind == Kind::Cloth ? tr("Rename cloth") : tr("Rename collider"), after);
    if (!done)
        refresh();
    return done;
}

QString OutlinerPanel::message() const
{
    return m_messageLabel->isHidden() ? QString() : m_messageLabel->text();
}

void OutlinerPanel::retranslateUi()
{
    setWindowTitle(tr("Outliner"));
    m_clothsGroup->setText(0, tr("Cloths"));
    m_collidersGroup->setText(0, tr("Colliders"));
    m_addClothAction->setText(tr("Add Cloth"));
    m_addClothAction->setToolTip(tr("Add a cloth lying flat above the others: playing drops it onto them."));
    m_renameAction->setText(tr("Rename"));
    m_renameAction->setToolTip(tr("Type a new name for the selected cloth or collider (F2)."));
    m_removeAction->setText(tr("Remove"));
}

void OutlinerPanel::refreshFromScene()
{
    refreshGroup(m_clothsGroup, namesOf(scene().cloths));
    refreshGroup(m_collidersGroup, namesOf(scene().colliders));
    showSelections();
}

std::optional<OutlinerPanel::Entry> OutlinerPanel::entryOf(QTreeWidgetItem* item) const
{
    if (!item || !item->parent())
        return std::nullopt;
    const Kind kind = item->parent() == m_clothsGroup ? Kind::Cloth : Kind::Collider;
    return Entry{kind, item->parent()->indexOfChild(item)};
}

QTreeWidgetItem* OutlinerPanel::itemFor(Entry entry) const
{
    return (entry.kind == Kind::Cloth ? m_clothsGroup : m_collidersGroup)->child(entry.index);
}

void OutlinerPanel::refreshGroup(QTreeWidgetItem* group, const std::vector<std::string>& names)
{
    const QSignalBlocker blocker(m_tree);
    while (group->childCount() > int(names.size()))
        delete group->takeChild(group->childCount() - 1);
    while (group->childCount() < int(names.size())) {
        auto* item = new QTreeWidgetItem(group);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
    }
    for (std::size_t n = 0; n < names.size(); ++n)
        group->child(int(n))->setText(0, QString::fromStdString(names[n]));
}

void OutlinerPanel::onCurrentItemChanged(QTreeWidgetItem* current)
{
    const std::optional<Entry> entry = entryOf(current);
    if (entry && entry->kind == Kind::Cloth) {
        document()->setActiveCloth(entry->index);
        m_selection->clear();
    } else {
        m_selection->select(entry ? entry->index : -1);
    }
    refreshActions();
}

void OutlinerPanel::onItemChanged(QTreeWidgetItem* item)
{
    // Only a rename edits an item's text with the tree's signals on.
    if (item == m_tree->currentItem())
        renameSelected(item->text(0));
    else
        refresh();
}

void OutlinerPanel::showSelections()
{
    const QSignalBlocker blocker(m_tree);
    const int active = document()->activeCloth();
    for (int n = 0; n < m_clothsGroup->childCount(); ++n) {
        QTreeWidgetItem* item = m_clothsGroup->child(n);
        QFont font = item->font(0);
        font.setBold(n == active);
        item->setFont(0, font);
    }
    // The current item follows a collider selected elsewhere (the viewport, the
    // Colliders panel), and the active cloth when no collider is selected.
    const std::optional<Entry> current = entryOf(m_tree->currentItem());
    if (m_selection->hasSelection())
        m_tree->setCurrentItem(itemFor({Kind::Collider, m_selection->index()}));
    else if (!current || current->kind == Kind::Collider || current->index != active)
        m_tree->setCurrentItem(itemFor({Kind::Cloth, active}));
    refreshActions();
}

void OutlinerPanel::startRename()
{
    if (QTreeWidgetItem* item = m_tree->currentItem(); entryOf(item))
        m_tree->editItem(item);
}

void OutlinerPanel::refreshActions()
{
    const std::optional<Entry> entry = entryOf(m_tree->currentItem());
    const bool lastCloth = entry && entry->kind == Kind::Cloth && scene().cloths.size() == 1;
    m_renameAction->setEnabled(entry.has_value());
    m_removeAction->setEnabled(entry && !lastCloth);
    if (lastCloth)
        m_removeAction->setToolTip(tr("A scene needs a cloth: this one is its last."));
    else
        m_removeAction->setToolTip(tr("Remove the selected cloth or collider (Delete)."));
    const bool full = scene().cloths.size() >= engine::limits::maxCloths;
    m_addClothAction->setEnabled(!full);
    m_messageLabel->setText(
        full ? tr("A scene can have at most %1 cloths: remove one to add another.").arg(engine::limits::maxCloths)
             : QString());
    m_messageLabel->setHidden(!full);
}

}  // namespace drape::app

#include "app/CommittedFieldUndo.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace drape::app {
namespace {

/// The line edit holding a field's text; null for widgets without one (a
/// non-editable combo box does not claim the keys).
QLineEdit* textOf(QObject* field)
{
    if (auto* line = qobject_cast<QLineEdit*>(field))
        return line;
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(field))  // its lineEdit() is protected
        return spin->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly);
    if (auto* combo = qobject_cast<QComboBox*>(field))
        return combo->lineEdit();
    return nullptr;
}

}  // namespace

CommittedFieldUndo::CommittedFieldUndo(QAction* undo, QAction* redo, QObject* parent)
    : QObject(parent), m_undo(undo), m_redo(redo)
{
    QCoreApplication::instance()->installEventFilter(this);
}

CommittedFieldUndo::~CommittedFieldUndo()
{
    QCoreApplication::instance()->removeEventFilter(this);
}

bool CommittedFieldUndo::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::FocusIn) {
        watchCommits(watched);
    } else if (event->type() == QEvent::ShortcutOverride) {
        // The line edit's modified flag is the "typed since the last commit" mark:
        // typing sets it, markCommitted() and every setText() from a refresh clear
        // it, and text-level undo back to the mark clears it too.
        const QLineEdit* text = textOf(watched);
        if (text && !text->isModified() && isHistoryKey(*static_cast<QKeyEvent*>(event))) {
            event->ignore();  // not claimed by the field: the shortcut goes to the action
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void CommittedFieldUndo::watchCommits(QObject* field)
{
    // A spin box emits editingFinished itself; its inner line edit does not.
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(field))
        connect(spin, &QAbstractSpinBox::editingFinished, this, &CommittedFieldUndo::markCommitted,
                Qt::UniqueConnection);
    else if (QLineEdit* text = textOf(field))
        connect(text, &QLineEdit::editingFinished, this, &CommittedFieldUndo::markCommitted, Qt::UniqueConnection);
}

void CommittedFieldUndo::markCommitted()
{
    if (QLineEdit* text = textOf(sender()))
        text->setModified(false);
}

bool CommittedFieldUndo::isHistoryKey(const QKeyEvent& key) const
{
    const QKeySequence pressed(key.keyCombination());
    return m_undo->shortcuts().contains(pressed) || m_redo->shortcuts().contains(pressed);
}

}  // namespace drape::app

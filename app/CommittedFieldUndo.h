// Lets the scene's undo and redo keys reach the window's actions while the focus
// is in a field whose edit is already committed. A QLineEdit (alone, inside a
// spin box or an editable combo box) claims Ctrl+Z and Ctrl+Shift+Z for its own
// text-level undo, so without this Ctrl+Z after typing 32 + Enter in Columns
// would do nothing until the user clicked elsewhere.
#pragma once

#include <QObject>

class QAction;
class QKeyEvent;

namespace drape::app {

class CommittedFieldUndo final : public QObject {
public:
    /// Watches the whole application (fields live in docks, which may float)
    /// until destroyed.
    CommittedFieldUndo(QAction* undo, QAction* redo, QObject* parent);
    ~CommittedFieldUndo() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Marks the text of the field that sent editingFinished as committed.
    void markCommitted();
    void watchCommits(QObject* field);
    bool isHistoryKey(const QKeyEvent& key) const;

    QAction* m_undo;
    QAction* m_redo;
};

}  // namespace drape::app

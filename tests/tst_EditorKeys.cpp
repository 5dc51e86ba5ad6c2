// The editor's keys: undo and redo reach the scene's history from a field whose
// edit is committed (spin box, line edit, combo box) while typing still undoes
// text; every shortcut of the window is the one docs/editor.md lists, and Save
// As has its key on this platform theme (xcb, generic), which binds none itself.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/panels/CollidersPanel.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHash>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QUndoStack>

using namespace drape;

namespace {

constexpr auto undoKeys = Qt::ControlModifier;
constexpr auto redoKeys = Qt::ControlModifier | Qt::ShiftModifier;

/// Gives `field` the keyboard focus in the active window, as a click would.
bool focus(QWidget* field)
{
    field->window()->activateWindow();
    if (!QTest::qWaitForWindowActive(field->window()))
        return false;
    field->setFocus(Qt::OtherFocusReason);
    return QTest::qWaitFor([field] { return field->hasFocus(); });
}

/// The commands with a platform-standard key sequence, whose platform keys the
/// editor binds besides the documented ones (docs/editor.md, Keys).
const QHash<QString, QKeySequence::StandardKey> standardKeys = {
    {QStringLiteral("New"), QKeySequence::New},       {QStringLiteral("Open…"), QKeySequence::Open},
    {QStringLiteral("Save"), QKeySequence::Save},     {QStringLiteral("Save As…"), QKeySequence::SaveAs},
    {QStringLiteral("Quit"), QKeySequence::Quit},     {QStringLiteral("Undo"), QKeySequence::Undo},
    {QStringLiteral("Redo"), QKeySequence::Redo},     {QStringLiteral("Remove"), QKeySequence::Delete},
};

/// "keys = command" for each row of the keys table in docs/editor.md, the keys
/// in Qt's portable text ("Ctrl+Shift+S") and the command the menu entry's text;
/// the keys the running platform adds to a standard command follow the documented ones.
QStringList documentedKeys()
{
    QFile doc(QStringLiteral(DRAPE_EDITOR_DOC));
    if (!doc.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QString text = QString::fromUtf8(doc.readAll());
    const qsizetype table = text.indexOf(QStringLiteral("| keys | command |\n|---|---|\n"));
    if (table < 0)
        return {};
    QStringList rows;
    const QRegularExpression row(QStringLiteral("^\\| (.+) \\| (.+) \\|$"));
    for (const QString& line : text.mid(table).split(u'\n').mid(2)) {
        const QRegularExpressionMatch match = row.match(line);
        if (!match.hasMatch())
            break;
        const QString command = match.captured(2).section(QStringLiteral(" ▸ "), -1);
        QStringList keys = match.captured(1).split(QStringLiteral(", "));
        if (standardKeys.contains(command)) {
            for (const QKeySequence& platformKey : QKeySequence::keyBindings(standardKeys[command])) {
                if (!keys.contains(platformKey.toString(QKeySequence::PortableText)))
                    keys << platformKey.toString(QKeySequence::PortableText);
            }
        }
        rows << keys.join(QStringLiteral(", ")) + QStringLiteral(" = ") + command;
    }
    rows.sort();
    return rows;
}

/// The same for every action of the window that has a shortcut.
QStringList boundKeys(const QWidget& window)
{
    QStringList rows;
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::PortableText);
        rows << keys.join(QStringLiteral(", ")) + QStringLiteral(" = ") + QString(action->text()).remove(u'&');
    }
    rows.sort();
    return rows;
}

}  // namespace

class TstEditorKeys : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void spinBoxUndoesTheSceneOnceCommitted();
    void lineEditUndoesTheSceneOnceCommitted();
    void comboBoxUndoesTheScene();
    void everyShortcutIsDocumented();
    void saveAsHasItsKey();
};

void TstEditorKeys::spinBoxUndoesTheSceneOnceCommitted()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    QVERIFY(before.cloths[0].cols != 32);
    auto* columns = session.window->findChild<QSpinBox*>(QStringLiteral("columnsSpin"));
    QVERIFY(focus(columns));
    columns->selectAll();
    QTest::keyClicks(columns, QStringLiteral("32"));
    QTest::keyClick(columns, Qt::Key_Return);
    QCOMPARE(session.document()->scene().cloths[0].cols, 32);
    const engine::Scene after = session.document()->scene();
    QVERIFY(columns->hasFocus());

    QTest::keyClick(columns, Qt::Key_Z, undoKeys);
    QCOMPARE(session.document()->scene(), before);
    QTest::keyClick(columns, Qt::Key_Z, redoKeys);
    QCOMPARE(session.document()->scene(), after);
    QTest::keyClick(columns, Qt::Key_Z, undoKeys);
    QCOMPARE(session.document()->scene(), before);
    QTest::keyClick(columns, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(session.document()->scene(), after);

    // Typed but not committed: Ctrl+Z undoes the typing, not the scene...
    const int index = session.document()->undoStack()->index();
    columns->selectAll();
    QTest::keyClicks(columns, QStringLiteral("7"));
    QCOMPARE(columns->cleanText(), QStringLiteral("7"));
    QTest::keyClick(columns, Qt::Key_Z, undoKeys);
    QCOMPARE(columns->cleanText(), QStringLiteral("32"));
    QCOMPARE(session.document()->undoStack()->index(), index);
    QCOMPARE(session.document()->scene(), after);
    // ...and with the typing undone the text is the committed one again.
    QTest::keyClick(columns, Qt::Key_Z, undoKeys);
    QCOMPARE(session.document()->scene(), before);
}

void TstEditorKeys::lineEditUndoesTheSceneOnceCommitted()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.window->findChild<QAction*>(QStringLiteral("addSphereAction"))->trigger();
    QCOMPARE(session.document()->scene().colliders.size(), 1u);
    const engine::Scene before = session.document()->scene();
    session.window->collidersPanel()->raise();
    auto* name = session.window->findChild<QLineEdit*>(QStringLiteral("colliderNameEdit"));
    QVERIFY(focus(name));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("ball"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(session.document()->scene().colliders[0].name, std::string("ball"));
    const engine::Scene after = session.document()->scene();
    QVERIFY(name->hasFocus());

    QTest::keyClick(name, Qt::Key_Z, undoKeys);
    QCOMPARE(session.document()->scene(), before);
    QCOMPARE(name->text(), QString::fromStdString(before.colliders[0].name));
    QTest::keyClick(name, Qt::Key_Z, redoKeys);
    QCOMPARE(session.document()->scene(), after);

    // Uncommitted typing is text-level: the scene keeps the committed name.
    QTest::keyClicks(name, QStringLiteral("s"));
    QCOMPARE(name->text(), QStringLiteral("balls"));
    QTest::keyClick(name, Qt::Key_Z, undoKeys);
    QCOMPARE(name->text(), QStringLiteral("ball"));
    QCOMPARE(session.document()->scene(), after);
}

void TstEditorKeys::comboBoxUndoesTheScene()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    const engine::Scene before = session.document()->scene();
    auto* placement = session.window->findChild<QComboBox*>(QStringLiteral("placementCombo"));
    QVERIFY(placement->count() > 1);
    QVERIFY(focus(placement));
    QTest::keyClick(placement, placement->currentIndex() == 0 ? Qt::Key_Down : Qt::Key_Up);
    const engine::Scene after = session.document()->scene();
    QVERIFY(!(after == before));
    QVERIFY(placement->hasFocus());

    QTest::keyClick(placement, Qt::Key_Z, undoKeys);
    QCOMPARE(session.document()->scene(), before);
    QTest::keyClick(placement, Qt::Key_Z, redoKeys);
    QCOMPARE(session.document()->scene(), after);
}

void TstEditorKeys::everyShortcutIsDocumented()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    const QStringList documented = documentedKeys();
    QVERIFY2(documented.size() > 10, "the keys table of docs/editor.md was not found");
    QCOMPARE(boundKeys(*session.window), documented);
}

void TstEditorKeys::saveAsHasItsKey()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    QAction* saveAs = nullptr;
    for (QAction* action : session.window->findChildren<QAction*>()) {
        if (QString(action->text()).remove(u'&') == QStringLiteral("Save As…"))
            saveAs = action;
    }
    QVERIFY(saveAs);
    QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));

    // Pressed, the key opens the save dialog (modal: a timer answers it).
    bool dialogShown = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            dialogShown = true;
            dialog->reject();
        }
    });
    QVERIFY(focus(session.window->centralWidget()));
    poll.start(50);
    QTest::keyClick(session.window->centralWidget(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(dialogShown);
}

QTEST_MAIN(TstEditorKeys)
#include "tst_EditorKeys.moc"

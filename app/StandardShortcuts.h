// The keys of an action that has a platform-standard key sequence: the ones
// docs/editor.md promises, on every platform theme, plus the platform's own.
#pragma once

#include <QKeySequence>
#include <QList>

namespace drape::app {

/// `documented` first, then whatever else the running platform binds to `standard`.
/// Some themes bind nothing to some standard keys (the generic Linux theme and
/// Windows have no Save As), and a shortcut the documentation lists must work anyway.
QList<QKeySequence> shortcutsFor(QKeySequence::StandardKey standard, const QList<QKeySequence>& documented);

}  // namespace drape::app

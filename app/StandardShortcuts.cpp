#include "app/StandardShortcuts.h"

namespace drape::app {

QList<QKeySequence> shortcutsFor(QKeySequence::StandardKey standard, const QList<QKeySequence>& documented)
{
    QList<QKeySequence> keys = documented;
    for (const QKeySequence& platformKey : QKeySequence::keyBindings(standard)) {
        if (!keys.contains(platformKey))
            keys.append(platformKey);
    }
    return keys;
}

}  // namespace drape::app

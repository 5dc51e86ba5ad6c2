// The File ▸ Open Recent list, kept in QSettings, newest first.
#pragma once

#include <QStringList>

namespace drape::app {

class RecentFiles {
public:
    static constexpr int maximum = 8;
    static QStringList list();
    static void add(const QString& path);
    static void remove(const QString& path);
    static void clear();
};

}  // namespace drape::app

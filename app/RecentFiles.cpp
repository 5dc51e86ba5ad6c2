#include "app/RecentFiles.h"

#include <QSettings>

namespace drape::app {
namespace {

const char* settingsKey = "recentFiles";

void store(const QStringList& files)
{
    QSettings().setValue(settingsKey, files);
}

}  // namespace

QStringList RecentFiles::list()
{
    return QSettings().value(settingsKey).toStringList();
}

void RecentFiles::add(const QString& path)
{
    QStringList files = list();
    files.removeAll(path);
    files.prepend(path);
    store(files.mid(0, maximum));
}

void RecentFiles::remove(const QString& path)
{
    QStringList files = list();
    files.removeAll(path);
    store(files);
}

void RecentFiles::clear()
{
    store({});
}

}  // namespace drape::app

#include "app/LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace drape::app {
namespace {

const char* settingsKey = "language";

}  // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
}

QString LanguageManager::nativeName(const QString& code)
{
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void LanguageManager::choose(const QString& code)
{
    m_choice = languages().contains(code) ? code : QString();
    QSettings().setValue(settingsKey, m_choice);
    install(m_choice.isEmpty() ? QLocale::system().name().left(2) : m_choice);
}

void LanguageManager::restore()
{
    const QString saved = QSettings().value(settingsKey).toString();
    m_choice = languages().contains(saved) ? saved : QString();
    install(m_choice.isEmpty() ? QLocale::system().name().left(2) : m_choice);
}

void LanguageManager::install(const QString& code)
{
    QCoreApplication::removeTranslator(&m_editor);
    QCoreApplication::removeTranslator(&m_qt);
    // English is the source language: no translator, the tr() texts show as written.
    if (code == QLatin1String("en") || !languages().contains(code)) {
        QLocale::setDefault(QLocale(QLocale::English));
        return;
    }
    QLocale::setDefault(QLocale(code));
    if (m_editor.load(QStringLiteral(":/i18n/drape_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_editor);
    // Qt's own dialogs (buttons, file dialogs) where Debian's Qt translations are installed.
    if (m_qt.load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
}

}  // namespace drape::app

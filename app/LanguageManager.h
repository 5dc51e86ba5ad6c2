// Switches the editor's language live: installs the translator for a language,
// which makes Qt send LanguageChange to every widget (each retranslates itself),
// and remembers the choice. The default is the system's language.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace drape::app {

class LanguageManager final : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);

    /// Language codes the editor ships, besides "" (follow the system): "en", "de", "ja".
    static QStringList languages();
    /// The language's own name ("Deutsch", "日本語"), for the menu.
    static QString nativeName(const QString& code);

    /// "" for the system's language, else a code from languages().
    const QString& choice() const { return m_choice; }
    /// Applies and remembers a choice.
    void choose(const QString& code);
    /// Applies the remembered choice (at start-up).
    void restore();

private:
    void install(const QString& code);

    QString m_choice;
    QTranslator m_editor;
    QTranslator m_qt;
};

}  // namespace drape::app

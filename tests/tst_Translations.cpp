// Translations: the Language menu retranslates the shown window live (menus,
// dock titles, form labels, buttons), English restores the source texts, the
// choice is remembered, and the German and Japanese .ts files are complete.
#include "tests/support/EditorSession.h"

#include <QDockWidget>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QXmlStreamReader>

using namespace drape;

namespace {

/// What the window shows in one language.
struct ShownTexts {
    QString fileMenu;
    QString languageMenu;
    QString clothTitle;
    QString columnsLabel;
    QString playButton;
};

ShownTexts shownTexts(const app::MainWindow& window)
{
    ShownTexts texts;
    texts.fileMenu = window.menuBar()->actions().value(0)->text();
    if (const auto* menu = window.findChild<QMenu*>(QStringLiteral("languageMenu")))
        texts.languageMenu = menu->title();
    const auto* cloth = window.findChild<QDockWidget*>(QStringLiteral("clothPanel"));
    const auto* columns = window.findChild<QSpinBox*>(QStringLiteral("columnsSpin"));
    if (cloth && columns) {
        texts.clothTitle = cloth->windowTitle();
        if (const auto* form = qobject_cast<QFormLayout*>(columns->parentWidget()->layout()))
            if (const auto* label = qobject_cast<QLabel*>(form->labelForField(const_cast<QSpinBox*>(columns))))
                texts.columnsLabel = label->isVisible() ? label->text() : QStringLiteral("<hidden>");
    }
    if (const auto* play = window.findChild<QPushButton*>(QStringLiteral("playButton")))
        texts.playButton = play->text();
    return texts;
}

bool chooseThroughMenu(app::MainWindow& window, const QString& code)
{
    auto* action = window.findChild<QAction*>(QStringLiteral("language_") + code);
    if (!action)
        return false;
    action->trigger();
    return true;
}

/// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    bool numerus = false;
    QString translationType;
    QStringList forms;  // the translation, or each numerusform
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("context")) {
            context.clear();
        } else if (name == QLatin1String("name") && context.isEmpty()) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage{context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                                {}, {}};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.translationType = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.forms.append(xml.readElementText());  // each <numerusform>
            } else {
                message.forms.append(xml.readElementText());
            }
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(?:n|L?[1-9])"));
    QSet<QString> found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found.insert(match.captured());
    return found;
}

bool hasAccelerator(const QString& text)
{
    return QString(text).remove(QStringLiteral("&&")).contains(QRegularExpression(QStringLiteral("&\\S")));
}

QString translationsDir()
{
    return qEnvironmentVariable("DRAPE_TRANSLATIONS");
}

}  // namespace

class TstTranslations : public QObject {
    Q_OBJECT

private slots:
    void menuSwitchesLanguageLive_data();
    void menuSwitchesLanguageLive();
    void englishRestoresSourceTexts();
    void choiceIsRemembered();
    void tsFileIsComplete_data();
    void tsFileIsComplete();
    void languagesListTheSameMessages();
};

void TstTranslations::menuSwitchesLanguageLive_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("languageMenu");
    QTest::addColumn<QString>("clothTitle");
    QTest::addColumn<QString>("columnsLabel");
    QTest::addColumn<QString>("playButton");
    QTest::newRow("German") << "de" << "&Datei" << "S&prache" << "Stoff" << "Spalten" << "Abspielen";
    QTest::newRow("Japanese") << "ja" << "ファイル(&F)" << "言語(&L)" << "布" << "列数" << "再生";
}

void TstTranslations::menuSwitchesLanguageLive()
{
    QFETCH(QString, code);
    QFETCH(QString, fileMenu);
    QFETCH(QString, languageMenu);
    QFETCH(QString, clothTitle);
    QFETCH(QString, columnsLabel);
    QFETCH(QString, playButton);
    test::EditorSession session;
    QVERIFY(session.ready);
    session.simulation()->pause();
    QCOMPARE(shownTexts(*session.window).fileMenu, QStringLiteral("&File"));

    QVERIFY(chooseThroughMenu(*session.window, code));
    QCOMPARE(session.languages->choice(), code);
    // LanguageChange reaches the widgets through the event queue.
    QTRY_COMPARE(shownTexts(*session.window).fileMenu, fileMenu);
    const ShownTexts shown = shownTexts(*session.window);
    QCOMPARE(shown.languageMenu, languageMenu);
    QCOMPARE(shown.clothTitle, clothTitle);
    QCOMPARE(shown.columnsLabel, columnsLabel);
    QCOMPARE(shown.playButton, playButton);
    QVERIFY(session.window->findChild<QAction*>(QStringLiteral("language_") + code)->isChecked());
}

void TstTranslations::englishRestoresSourceTexts()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    session.simulation()->pause();
    QVERIFY(chooseThroughMenu(*session.window, QStringLiteral("de")));
    QTRY_COMPARE(shownTexts(*session.window).fileMenu, QStringLiteral("&Datei"));

    QVERIFY(chooseThroughMenu(*session.window, QStringLiteral("en")));
    QCOMPARE(session.languages->choice(), QStringLiteral("en"));
    QTRY_COMPARE(shownTexts(*session.window).fileMenu, QStringLiteral("&File"));
    const ShownTexts shown = shownTexts(*session.window);
    QCOMPARE(shown.languageMenu, QStringLiteral("&Language"));
    QCOMPARE(shown.clothTitle, QStringLiteral("Cloth"));
    QCOMPARE(shown.columnsLabel, QStringLiteral("Columns"));
    QCOMPARE(shown.playButton, QStringLiteral("Play"));
}

void TstTranslations::choiceIsRemembered()
{
    QStandardPaths::setTestModeEnabled(true);  // settings in a throwaway place
    {
        app::LanguageManager chooser;
        chooser.choose(QStringLiteral("de"));
        QCOMPARE(chooser.choice(), QStringLiteral("de"));
        app::LanguageManager restarted;
        restarted.restore();
        QCOMPARE(restarted.choice(), QStringLiteral("de"));
    }
    {
        app::LanguageManager chooser;
        chooser.choose(QStringLiteral("ja"));
        app::LanguageManager restarted;
        restarted.restore();
        QCOMPARE(restarted.choice(), QStringLiteral("ja"));
    }
    {
        // Back to following the system, which is remembered too.
        app::LanguageManager chooser;
        chooser.choose(QString());
        app::LanguageManager restarted;
        restarted.restore();
        QCOMPARE(restarted.choice(), QString());
    }
}

void TstTranslations::tsFileIsComplete_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("German") << "drape_de.ts" << 2;
    QTest::newRow("Japanese") << "drape_ja.ts" << 1;
}

void TstTranslations::tsFileIsComplete()
{
    QFETCH(QString, fileName);
    QFETCH(int, pluralForms);
    QVERIFY2(!translationsDir().isEmpty(), "DRAPE_TRANSLATIONS is not set");
    QString error;
    const QList<TsMessage> messages = readTs(translationsDir() + u'/' + fileName, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // lupdate finds about 150 texts in app/; far fewer means the sources were not scanned.
    QVERIFY2(messages.size() > 100, qPrintable(QString::number(messages.size())));

    for (const TsMessage& message : messages) {
        const QString where = message.context + QStringLiteral(": \"") + message.source + u'"';
        QVERIFY2(message.translationType.isEmpty(),
                 qPrintable(where + QStringLiteral(" is ") + message.translationType));
        QVERIFY2(!message.forms.isEmpty(), qPrintable(where + QStringLiteral(" has no translation")));
        if (message.numerus)
            QVERIFY2(message.forms.size() == pluralForms, qPrintable(where + QStringLiteral(" has the wrong plural forms")));
        for (const QString& form : message.forms) {
            QVERIFY2(!form.trimmed().isEmpty(), qPrintable(where + QStringLiteral(" is empty")));
            QVERIFY2(placeholders(form) == placeholders(message.source),
                     qPrintable(where + QStringLiteral(" changes the placeholders: ") + form));
            QVERIFY2(hasAccelerator(form) == hasAccelerator(message.source),
                     qPrintable(where + QStringLiteral(" changes the accelerator: ") + form));
        }
    }
}

void TstTranslations::languagesListTheSameMessages()
{
    QVERIFY2(!translationsDir().isEmpty(), "DRAPE_TRANSLATIONS is not set");
    QMap<QString, QSet<QString>> sources;
    for (const QString& fileName : {QStringLiteral("drape_de.ts"), QStringLiteral("drape_ja.ts")}) {
        QString error;
        for (const TsMessage& message : readTs(translationsDir() + u'/' + fileName, &error))
            sources[fileName].insert(message.context + u'\x1f' + message.source);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    const QSet<QString>& german = sources[QStringLiteral("drape_de.ts")];
    const QSet<QString>& japanese = sources[QStringLiteral("drape_ja.ts")];
    for (const QString& key : german)
        QVERIFY2(japanese.contains(key), qPrintable(QStringLiteral("only in German: ") + key));
    for (const QString& key : japanese)
        QVERIFY2(german.contains(key), qPrintable(QStringLiteral("only in Japanese: ") + key));
}

QTEST_MAIN(TstTranslations)
#include "tst_Translations.moc"

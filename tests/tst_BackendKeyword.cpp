// The backend words of scene files and drape-cli: each choice written and read
// back, and anything else refused rather than guessed.
#include "engine/scene/BackendKeyword.h"

#include <QtTest>

using namespace drape;

class TestBackendKeyword : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eachChoiceHasItsWord_data()
    {
        QTest::addColumn<engine::BackendChoice>("choice");
        QTest::addColumn<QString>("keyword");
        QTest::newRow("auto") << engine::BackendChoice::Auto << "auto";
        QTest::newRow("cpu") << engine::BackendChoice::Cpu << "cpu";
        QTest::newRow("gpu") << engine::BackendChoice::Gpu << "gpu";
    }
    void eachChoiceHasItsWord()
    {
        QFETCH(engine::BackendChoice, choice);
        QFETCH(QString, keyword);
        QCOMPARE(QString::fromStdString(std::string(engine::backendKeyword(choice))), keyword);
        QCOMPARE(engine::parseBackendKeyword(keyword.toStdString()), std::optional(choice));
    }

    void otherWordsAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("upper case") << "GPU";
        QTest::newRow("padded") << " cpu";
        QTest::newRow("prefix") << "au";
        QTest::newRow("other") << "vulkan";
    }
    void otherWordsAreRefused()
    {
        QFETCH(QString, text);
        QVERIFY(!engine::parseBackendKeyword(text.toStdString()));
    }
};

QTEST_APPLESS_MAIN(TestBackendKeyword)
#include "tst_BackendKeyword.moc"

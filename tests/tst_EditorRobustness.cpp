// A scripted session of absurd input in every panel (docs/reliability.md): each
// spin box of each dock gets its minimum, its maximum and typed nonsense (huge,
// negative, not-a-number, empty, letters), each combo box every entry, each check
// box both states, while the cloth plays. Nothing may crash, the scene must stay
// valid under the file format's rules after every input, and the cloth must stay
// finite (or, when an input makes it diverge, be paused and reset with a message).
// The widgets are found at run time, so panels added later are covered too. Two
// starting scenes: the flag (raw per-spring values, no air), and the flag in the
// wind (a material, a strain limit, air and automatic substeps), so that the
// controls each one leaves disabled are exercised in the other.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <cmath>

using namespace drape;

namespace {

const QStringList absurdTexts{"0", "-1", "99999999999", "1e308", "-1e308", "nan", "inf", "", "abc", "0.0000001",
                              "12,5", "  7  "};

/// Closes any modal dialog an input opened (a refusal, a divergence notice).
void dismissDialogs()
{
    for (int round = 0; round < 3; ++round) {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        modal->close();
        QApplication::processEvents();
    }
}

}  // namespace

class TstEditorRobustness : public QObject {
    Q_OBJECT

private slots:
    void absurdInputInEveryPanel_data();
    void absurdInputInEveryPanel();

private:
    void checkState(const QString& what);
    test::EditorSession* m_session = nullptr;
    int m_inputs = 0;
};

// After one input: the scene passes the file format's checks, and one more
// frame leaves the cloth finite (a diverged cloth is reset to rest: finite too).
void TstEditorRobustness::checkState(const QString& what)
{
    ++m_inputs;
    dismissDialogs();
    const engine::Scene& scene = m_session->document()->scene();
    try {
        engine::validateScene(scene, "edited");
    } catch (const engine::SceneError& e) {
        QFAIL(qPrintable(what + ": the scene broke the file rules: " + e.what()));
    }
    // A frame of a huge grid, or of thousands of substeps, takes seconds on a
    // software renderer: step small ones only.
    engine::Solver* solver = m_session->simulation()->solver();
    const double particleSteps = double(scene.cloths[0].particleCount()) * double(scene.simulation.substeps);
    if (!solver || scene.cloths[0].particleCount() > 20000 || particleSteps > 2.0e6)
        return;
    // The frame runs in slices: it ends in frameChanged, to the next frame or, diverged, to 0.
    QSignalSpy frameEnded(m_session->simulation(), &app::SimulationController::frameChanged);
    m_session->simulation()->stepFrame();
    QTRY_VERIFY_WITH_TIMEOUT(frameEnded.count() > 0, 60000);
    dismissDialogs();
    std::vector<glm::vec3> x;
    m_session->simulation()->solver()->readPositions(x);
    for (const glm::vec3& p : x)
        QVERIFY2(std::isfinite(p.x + p.y + p.z), qPrintable(what + ": a particle is not finite"));
}

void TstEditorRobustness::absurdInputInEveryPanel_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("flag") << QStringLiteral("flag.drape");
    QTest::newRow("flag in the wind") << QStringLiteral("flag-wind.drape");
}

void TstEditorRobustness::absurdInputInEveryPanel()
{
    QFETCH(QString, example);
    test::EditorSession session;
    QVERIFY(session.ready);
    m_session = &session;
    m_inputs = 0;
    QVERIFY(session.window->openExample(example));
    const QList<QDockWidget*> docks = session.window->findChildren<QDockWidget*>();
    QVERIFY(docks.size() >= 4);
    for (QDockWidget* dock : docks) {
        // Each widget starts from the flag example again, so one absurd value does not hide the next.
        const auto fresh = [&] {
            session.window->openExample(example);
            dismissDialogs();
        };
        for (QAbstractSpinBox* spin : dock->findChildren<QAbstractSpinBox*>()) {
            fresh();
            if (!spin->isEnabled())
                continue;
            const QString name = dock->objectName() + "/" + spin->objectName();
            if (auto* integer = qobject_cast<QSpinBox*>(spin)) {
                integer->setValue(integer->minimum());
                checkState(name + " at its minimum");
                integer->setValue(integer->maximum());
                checkState(name + " at its maximum");
            } else if (auto* real = qobject_cast<QDoubleSpinBox*>(spin)) {
                real->setValue(real->minimum());
                checkState(name + " at its minimum");
                real->setValue(real->maximum());
                checkState(name + " at its maximum");
            }
            for (const QString& text : absurdTexts) {
                fresh();
                if (!spin->isEnabled())
                    break;
                spin->setFocus();
                spin->selectAll();
                QTest::keyClicks(spin, text);
                QTest::keyClick(spin, Qt::Key_Return);
                checkState(name + " typed \"" + text + "\"");
            }
        }
        for (QComboBox* combo : dock->findChildren<QComboBox*>()) {
            fresh();
            for (int k = 0; k < combo->count() && combo->isEnabled(); ++k) {
                combo->setCurrentIndex(k);
                checkState(dock->objectName() + "/" + combo->objectName() + " = " + combo->itemText(k));
            }
        }
        for (QCheckBox* check : dock->findChildren<QCheckBox*>()) {
            fresh();
            if (!check->isEnabled())
                continue;
            check->click();
            checkState(dock->objectName() + "/" + check->objectName() + " toggled");
            check->click();
            checkState(dock->objectName() + "/" + check->objectName() + " toggled back");
        }
        for (QLineEdit* line : dock->findChildren<QLineEdit*>()) {
            if (qobject_cast<QAbstractSpinBox*>(line->parentWidget()) || !line->isEnabled() || line->isReadOnly())
                continue;
            fresh();
            line->setFocus();
            line->selectAll();
            line->insert(QString(300, QChar(0x2603)) + "\t\"{}[]\\");  // as pasted: QTest types ASCII only
            QTest::keyClick(line, Qt::Key_Return);
            checkState(dock->objectName() + "/" + line->objectName() + " given 300 snowmen");
        }
    }
    qInfo("%d absurd inputs in %d docks", m_inputs, int(docks.size()));
    QVERIFY(m_inputs > 100);
}

QTEST_MAIN(TstEditorRobustness)
#include "tst_EditorRobustness.moc"

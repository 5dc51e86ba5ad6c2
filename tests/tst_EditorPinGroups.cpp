// Pin groups in the Pins panel (docs/editor.md, "Pin groups"): the cloth's pins
// become one group and back, each an undo step; editing the group's move keys it
// at the frame on show, the cloth's held particles follow that pose, and a key is
// deleted where it stands. Controls: without a group the pose fields are off, and
// before the key the particles are where they rest.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"

#include "engine/scene/Scene.h"
#include "engine/sim/Solver.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QUndoStack>

#include <glm/geometric.hpp>

#include <vector>

using namespace drape;

namespace {

/// Steps the live cloth to `frame`.
void stepTo(const test::EditorSession& session, int frame)
{
    while (session.simulation()->frame() < frame)
        session.simulation()->stepFrame();
}

/// Where particle `p` of the live cloth is now.
glm::dvec3 particleAt(const test::EditorSession& session, std::size_t p)
{
    std::vector<glm::vec3> x;
    session.window->viewport()->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    return glm::dvec3(x[p]);
}

}  // namespace

class TstEditorPinGroups : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pinsBecomeAGroupAndBack();
    void editingTheMoveKeysTheGroup();

private:
    template <typename T>
    T* find(const char* name) const
    {
        return m_session->window->findChild<T*>(QString::fromLatin1(name));
    }
    const engine::ClothSpec& cloth() const { return m_session->document()->scene().cloths[0]; }

    std::unique_ptr<test::EditorSession> m_session;
    QPushButton* m_group = nullptr;
    QPushButton* m_ungroup = nullptr;
    QListWidget* m_list = nullptr;
};

void TstEditorPinGroups::init()
{
    m_session = std::make_unique<test::EditorSession>();  // the flag, pinned at its two left corners
    QVERIFY(m_session->ready);
    m_group = find<QPushButton>("groupPinsButton");
    m_ungroup = find<QPushButton>("ungroupPinsButton");
    m_list = find<QListWidget>("pinGroupList");
    QVERIFY(m_group && m_ungroup && m_list);
}

void TstEditorPinGroups::cleanup()
{
    m_session.reset();
}

void TstEditorPinGroups::pinsBecomeAGroupAndBack()
{
    const std::vector<engine::GridCoord> pins = cloth().pins;
    QCOMPARE(pins.size(), std::size_t(2));
    QVERIFY(m_group->isEnabled());
    QVERIFY(!m_ungroup->isEnabled());
    QVERIFY(!find<QDoubleSpinBox>("pinGroupPositionXSpin")->isEnabled());  // control: no group to pose

    m_group->click();
    QVERIFY(cloth().pins.empty());
    QCOMPARE(cloth().pinGroups.size(), std::size_t(1));
    QCOMPARE(cloth().pinGroups[0].name, std::string("Pin group"));
    QCOMPARE(cloth().pinGroups[0].particles, pins);
    QVERIFY(!cloth().pinGroups[0].motion.animated());
    QCOMPARE(m_list->count(), 1);
    QCOMPARE(m_list->currentRow(), 0);
    QVERIFY(find<QDoubleSpinBox>("pinGroupPositionXSpin")->isEnabled());
    QVERIFY(!m_group->isEnabled());  // no pins left to group
    QCOMPARE(engine::heldParticles(cloth()).size(), std::size_t(2));

    QUndoStack* undo = m_session->document()->undoStack();
    undo->undo();
    QCOMPARE(cloth().pins, pins);
    QVERIFY(cloth().pinGroups.empty());
    QCOMPARE(m_list->count(), 0);
    undo->redo();
    QCOMPARE(cloth().pinGroups.size(), std::size_t(1));

    m_list->setCurrentRow(0);
    m_ungroup->click();
    QCOMPARE(cloth().pins, pins);
    QVERIFY(cloth().pinGroups.empty());
}

void TstEditorPinGroups::editingTheMoveKeysTheGroup()
{
    m_group->click();
    QCOMPARE(m_list->currentRow(), 0);
    const engine::GridCoord corner = cloth().pinGroups[0].particles.front();
    const auto p = std::size_t(engine::particleIndex(cloth(), corner));
    const glm::dvec3 rest = engine::restPosition(cloth(), corner);
    QTRY_VERIFY_WITH_TIMEOUT(m_session->simulation()->solver() != nullptr, 30000);
    stepTo(*m_session, 1);
    QVERIFY(glm::length(particleAt(*m_session, p) - rest) < 1e-5);  // control: held at rest

    // At frame 0, a move of 0.3 m along x: the first key, held at every frame.
    m_session->simulation()->reset();
    QCOMPARE(m_session->simulation()->frame(), 0);
    auto* moveX = find<QDoubleSpinBox>("pinGroupPositionXSpin");
    moveX->setValue(0.3);
    Q_EMIT moveX->editingFinished();
    QCOMPARE(cloth().pinGroups[0].motion.keys.size(), std::size_t(1));
    QCOMPARE(cloth().pinGroups[0].motion.keys[0].frame, 0);
    QCOMPARE(cloth().pinGroups[0].motion.keys[0].position, glm::dvec3(0.3, 0.0, 0.0));
    QTRY_VERIFY_WITH_TIMEOUT(m_session->simulation()->solver() != nullptr, 30000);
    stepTo(*m_session, 10);
    const double off = glm::length(particleAt(*m_session, p) - (rest + glm::dvec3(0.3, 0.0, 0.0)));
    QVERIFY2(off < 1e-5, qPrintable(QString::number(off)));

    // At frame 10, 0.6 m: a second key; the fields show the pose at the frame on show.
    moveX->setValue(0.6);
    Q_EMIT moveX->editingFinished();
    const auto& keys = cloth().pinGroups[0].motion.keys;
    QCOMPARE(keys.size(), std::size_t(2));
    QCOMPARE(keys[1].frame, 10);
    QVERIFY(find<QLabel>("pinGroupKeysLabel")->text().startsWith(QStringLiteral("Keys: 2, frames 0 to 10.")));

    // Delete Key acts only where a key stands.
    auto* deleteKey = find<QPushButton>("pinGroupDeleteKeyButton");
    QTRY_VERIFY_WITH_TIMEOUT(m_session->simulation()->solver() != nullptr, 30000);
    m_session->simulation()->reset();
    stepTo(*m_session, 5);
    QVERIFY(!deleteKey->isEnabled());
    QCOMPARE(moveX->value(), 0.45);  // halfway between the keys' 0.3 and 0.6 (smooth, symmetric)
    stepTo(*m_session, 10);
    QVERIFY(deleteKey->isEnabled());
    deleteKey->click();
    QCOMPARE(cloth().pinGroups[0].motion.keys.size(), std::size_t(1));
    m_session->document()->undoStack()->undo();
    QCOMPARE(cloth().pinGroups[0].motion.keys.size(), std::size_t(2));
}

QTEST_MAIN(TstEditorPinGroups)
#include "tst_EditorPinGroups.moc"

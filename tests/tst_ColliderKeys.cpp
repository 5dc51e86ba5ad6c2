// The editor's key edits on a collider, without widgets (app/ColliderKeys.h):
// the pose shown at a frame, an edit of it (a still collider moves, a keyed one
// gets its key at that frame), K, Alt+K down to a still collider, and moving a
// key along the timeline, refused onto another key.
#include "app/ColliderKeys.h"

#include <QtTest>

using namespace drape;
using engine::TransformKey;

namespace {

engine::ColliderSpec sphereAt(const glm::dvec3& position)
{
    engine::ColliderSpec c;
    c.shape = engine::ColliderShape::Sphere;
    c.position = position;
    return c;
}

}  // namespace

class TstColliderKeys : public QObject {
    Q_OBJECT

private slots:
    void stillColliderMovesAndKeyedOneIsKeyed();
    void firstKeyHoldsThePoseAndLastKeyLeavesItStill();
    void keysMoveAlongTheTimelineButNotOntoAnother();
};

void TstColliderKeys::stillColliderMovesAndKeyedOneIsKeyed()
{
    engine::ColliderSpec still = sphereAt({1.0, 2.0, 3.0});
    QCOMPARE(app::colliderPoseAt(still, 40.0).position, glm::dvec3(1.0, 2.0, 3.0));
    app::setColliderPose(still, 40, {{0.0, 1.0, 0.0}, {0.0, 90.0, 0.0}});
    QVERIFY(!still.motion.animated());  // negative control: no key appears on a still collider
    QCOMPARE(still.position, glm::dvec3(0.0, 1.0, 0.0));
    QCOMPARE(still.rotation, glm::dvec3(0.0, 90.0, 0.0));

    engine::ColliderSpec keyed = sphereAt({0.0, 0.0, 0.0});
    keyed.motion = {{{0, {0.0, 0.0, 0.0}, {}}, {20, {2.0, 0.0, 0.0}, {}}}, engine::KeyInterpolation::Linear};
    QCOMPARE(app::colliderPoseAt(keyed, 5.0).position.x, 0.5);
    // An edit at frame 10, between the keys, adds a key there; the others stay.
    app::setColliderPose(keyed, 10, {{3.0, 0.0, 0.0}, {}});
    QCOMPARE(keyed.motion.keys.size(), 3u);
    QCOMPARE(keyed.motion.keys[1].frame, 10);
    QCOMPARE(keyed.motion.keys[1].position.x, 3.0);
    QCOMPARE(app::colliderPoseAt(keyed, 10.0).position.x, 3.0);
    QCOMPARE(keyed.motion.keys[2].position.x, 2.0);
    // An edit at a key's frame replaces that key.
    app::setColliderPose(keyed, 20, {{4.0, 0.0, 0.0}, {}});
    QCOMPARE(keyed.motion.keys.size(), 3u);
    QCOMPARE(keyed.motion.keys[2].position.x, 4.0);
    // Its position is written as the pose at frame 0.
    QCOMPARE(keyed.position, glm::dvec3(0.0));
}

void TstColliderKeys::firstKeyHoldsThePoseAndLastKeyLeavesItStill()
{
    engine::ColliderSpec c = sphereAt({1.0, 0.5, 0.0});
    app::keyColliderAt(c, 30);
    QCOMPARE(c.motion.keys.size(), 1u);
    QCOMPARE(c.motion.keys[0], (TransformKey{30, {1.0, 0.5, 0.0}, {0.0, 0.0, 0.0}}));
    app::setColliderPose(c, 60, {{2.0, 0.5, 0.0}, {}});
    // K between the keys keys the interpolated pose (smooth: halfway at the middle).
    app::keyColliderAt(c, 45);
    QCOMPARE(c.motion.keys.size(), 3u);
    QCOMPARE(c.motion.keys[1].position.x, 1.5);

    QVERIFY(!app::unkeyColliderAt(c, 44));  // no key there
    QVERIFY(app::unkeyColliderAt(c, 45));
    QVERIFY(app::unkeyColliderAt(c, 30));
    QCOMPARE(c.position.x, 2.0);  // the pose at frame 0 is now the remaining key's
    QVERIFY(app::unkeyColliderAt(c, 60));
    QVERIFY(!c.motion.animated());
    QCOMPARE(c.position, glm::dvec3(2.0, 0.5, 0.0));  // still, where the last key held it
}

void TstColliderKeys::keysMoveAlongTheTimelineButNotOntoAnother()
{
    engine::ColliderSpec c = sphereAt({0.0, 0.0, 0.0});
    c.motion = {{{0, {0.0, 0.0, 0.0}, {}}, {20, {2.0, 0.0, 0.0}, {}}, {40, {0.0, 0.0, 0.0}, {}}},
                engine::KeyInterpolation::Linear};
    QVERIFY(app::moveColliderKey(c, 20, 30));
    QCOMPARE(c.motion.keys[1].frame, 30);
    QCOMPARE(c.motion.keys[1].position.x, 2.0);
    QVERIFY(app::moveColliderKey(c, 30, 50));  // past the last: the order follows
    QCOMPARE(c.motion.keys[2].frame, 50);
    QCOMPARE(c.motion.keys[1].frame, 40);
    QVERIFY(!app::moveColliderKey(c, 50, 40));  // onto another key
    QVERIFY(!app::moveColliderKey(c, 7, 8));    // no key at 7
    QVERIFY(!app::moveColliderKey(c, 0, -1));   // before frame 0
    QCOMPARE(c.motion.keys.size(), 3u);
}

QTEST_GUILESS_MAIN(TstColliderKeys)
#include "tst_ColliderKeys.moc"

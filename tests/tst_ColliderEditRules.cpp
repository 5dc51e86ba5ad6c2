// The Colliders panel's rules, without widgets: which limit refuses another
// collider, which parameters each shape has, renaming, duplicating, and the
// selection after a removal.
#include "app/ColliderEditRules.h"
#include "app/Naming.h"

#include "engine/scene/Limits.h"

#include <QtTest>

using namespace drape;
using app::ColliderLimit;
using app::ShapeParameter;
using engine::ColliderShape;

Q_DECLARE_METATYPE(ColliderShape)
Q_DECLARE_METATYPE(ShapeParameter)
Q_DECLARE_METATYPE(ColliderLimit)

namespace {

engine::ColliderSpec collider(ColliderShape shape, const std::string& name = "Sphere")
{
    engine::ColliderSpec spec;
    spec.shape = shape;
    spec.name = name;
    return spec;
}

std::vector<engine::ColliderSpec> colliders(int spheres, int meshes)
{
    std::vector<engine::ColliderSpec> result(std::size_t(spheres), collider(ColliderShape::Sphere));
    result.insert(result.end(), std::size_t(meshes), collider(ColliderShape::Mesh, "Mesh"));
    return result;
}

}  // namespace

class TstColliderEditRules : public QObject {
    Q_OBJECT

private slots:
    void limits_data();
    void limits();
    void parameters_data();
    void parameters();
    void renaming_data();
    void renaming();
    void duplicateHasItsOwnNameBesideTheOriginal();
    void selectionAfterRemoving_data();
    void selectionAfterRemoving();
};

void TstColliderEditRules::limits_data()
{
    const int most = engine::limits::maxColliders;
    const int mostMeshes = engine::limits::maxMeshColliders;
    QTest::addColumn<ColliderShape>("shape");
    QTest::addColumn<int>("spheres");
    QTest::addColumn<int>("meshes");
    QTest::addColumn<ColliderLimit>("expected");
    QTest::newRow("empty scene") << ColliderShape::Mesh << 0 << 0 << ColliderLimit::None;
    QTest::newRow("one below the limit") << ColliderShape::Box << most - 1 << 0 << ColliderLimit::None;
    QTest::newRow("at the limit") << ColliderShape::Plane << most << 0 << ColliderLimit::Colliders;
    QTest::newRow("meshes full: a mesh") << ColliderShape::Mesh << 0 << mostMeshes << ColliderLimit::MeshColliders;
    QTest::newRow("meshes full: a sphere") << ColliderShape::Sphere << 0 << mostMeshes << ColliderLimit::None;
    QTest::newRow("both full: the count first")
        << ColliderShape::Mesh << most - mostMeshes << mostMeshes << ColliderLimit::Colliders;
}

void TstColliderEditRules::limits()
{
    QFETCH(ColliderShape, shape);
    QFETCH(int, spheres);
    QFETCH(int, meshes);
    QFETCH(ColliderLimit, expected);
    const auto scene = colliders(spheres, meshes);
    QCOMPARE(app::meshColliderCount(scene), meshes);
    QCOMPARE(app::colliderLimitFor(shape, scene), expected);
}

void TstColliderEditRules::parameters_data()
{
    QTest::addColumn<ShapeParameter>("parameter");
    QTest::addColumn<QList<ColliderShape>>("shapes");
    QTest::newRow("radius") << ShapeParameter::Radius << QList{ColliderShape::Sphere, ColliderShape::Capsule};
    QTest::newRow("half height") << ShapeParameter::HalfHeight << QList{ColliderShape::Capsule};
    QTest::newRow("half extents") << ShapeParameter::HalfExtents << QList{ColliderShape::Box};
    QTest::newRow("mesh") << ShapeParameter::Mesh << QList{ColliderShape::Mesh};
}

void TstColliderEditRules::parameters()
{
    QFETCH(ShapeParameter, parameter);
    QFETCH(QList<ColliderShape>, shapes);
    for (ColliderShape shape : {ColliderShape::Plane, ColliderShape::Sphere, ColliderShape::Box,
                                ColliderShape::Capsule, ColliderShape::Mesh})
        QCOMPARE(app::hasParameter(shape, parameter), shapes.contains(shape));
}

void TstColliderEditRules::renaming_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");  // empty: no rename
    QTest::newRow("new name") << QStringLiteral("Ball") << QStringLiteral("Ball");
    QTest::newRow("trimmed") << QStringLiteral("  Ball \t") << QStringLiteral("Ball");
    QTest::newRow("unchanged") << QStringLiteral("Sphere") << QString();
    QTest::newRow("unchanged once trimmed") << QStringLiteral(" Sphere ") << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("only spaces") << QStringLiteral("   ") << QString();
    QTest::newRow("not ASCII") << QStringLiteral("Kugel ä") << QStringLiteral("Kugel ä");
}

void TstColliderEditRules::renaming()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    const std::optional<std::string> name = app::renamedTo(collider(ColliderShape::Sphere).name, typed);
    QCOMPARE(name.has_value(), !expected.isEmpty());
    if (name)
        QCOMPARE(QString::fromStdString(*name), expected);
}

void TstColliderEditRules::duplicateHasItsOwnNameBesideTheOriginal()
{
    engine::ColliderSpec original = collider(ColliderShape::Box, "Box 2");
    original.position = {1.0, 2.0, 3.0};
    original.friction = 0.7;
    const std::vector<engine::ColliderSpec> scene{collider(ColliderShape::Box, "Box"), original};
    const engine::ColliderSpec copy = app::duplicateOf(original, scene);
    QCOMPARE(copy.name, std::string("Box 3"));
    QCOMPARE(copy.position.x, 1.25);
    QCOMPARE(copy.position.y, 2.0);
    QCOMPARE(copy.position.z, 3.0);
    engine::ColliderSpec rest = copy;
    rest.name = original.name;
    rest.position = original.position;
    QVERIFY(rest == original);  // everything else is copied
}

void TstColliderEditRules::selectionAfterRemoving_data()
{
    QTest::addColumn<int>("removed");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<int>("expected");
    QTest::newRow("first of three: the next") << 0 << 2 << 0;
    QTest::newRow("middle: the next") << 1 << 2 << 1;
    QTest::newRow("last: the one before") << 2 << 2 << 1;
    QTest::newRow("the only one: none") << 0 << 0 << -1;
}

void TstColliderEditRules::selectionAfterRemoving()
{
    QFETCH(int, removed);
    QFETCH(int, remaining);
    QFETCH(int, expected);
    QCOMPARE(app::selectionAfterRemoving(removed, remaining), expected);
}

QTEST_APPLESS_MAIN(TstColliderEditRules)
#include "tst_ColliderEditRules.moc"

// Size, total mass and areal density of a cloth, as the editor shows them.
#include "engine/scene/ClothMetrics.h"

#include <QtTest>

#include <cmath>

using namespace drape::engine;

class TstClothMetrics : public QObject {
    Q_OBJECT

private slots:
    void flag();
    void skewedAxesShrinkTheArea();
    void ropeHasNoArea();
};

void TstClothMetrics::flag()
{
    const ClothSpec flag;  // 64 × 48 at 0.03 m, 2 g per inner particle, lumped by area
    QCOMPARE(clothWidth(flag), 63 * 0.03);
    QCOMPARE(clothHeight(flag), 47 * 0.03);
    QCOMPARE(totalMass(flag), 63 * 47 * 0.002);
    QVERIFY(std::abs(arealDensity(flag) - 0.002 / (0.03 * 0.03)) < 1e-12);
}

void TstClothMetrics::skewedAxesShrinkTheArea()
{
    ClothSpec cloth;
    cloth.cols = cloth.rows = 11;
    cloth.spacing = 0.1;
    cloth.particleMass = 0.01;
    cloth.uAxis = {1.0, 0.0, 0.0};
    cloth.vAxis = {std::sqrt(0.5), std::sqrt(0.5), 0.0};  // 45°: area × sin 45°
    QVERIFY(std::abs(arealDensity(cloth) - 1.0 / std::sqrt(0.5)) < 1e-12);
}

void TstClothMetrics::ropeHasNoArea()
{
    ClothSpec rope;
    rope.cols = 1;
    rope.rows = 10;
    QCOMPARE(arealDensity(rope), 0.0);
    QCOMPARE(totalMass(rope), 9 * rope.particleMass);  // two half-mass ends
}

QTEST_GUILESS_MAIN(TstClothMetrics)
#include "tst_ClothMetrics.moc"

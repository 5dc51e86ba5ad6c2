// The named pin patterns the editor offers, on ordinary and degenerate grids.
#include "engine/scene/PinPatterns.h"

#include <QtTest>

using namespace drape::engine;

Q_DECLARE_METATYPE(PinPattern)
Q_DECLARE_METATYPE(std::vector<GridCoord>)

class TstPinPatterns : public QObject {
    Q_OBJECT

private slots:
    void patterns_data();
    void patterns();
    void everyPatternIsInsideAndUnique();
};

void TstPinPatterns::patterns_data()
{
    QTest::addColumn<PinPattern>("pattern");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("rows");
    QTest::addColumn<std::vector<GridCoord>>("expected");
    QTest::newRow("none") << PinPattern::None << 4 << 3 << std::vector<GridCoord>{};
    QTest::newRow("top edge") << PinPattern::TopEdge << 4 << 3 << std::vector<GridCoord>{{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    QTest::newRow("top corners") << PinPattern::TopCorners << 4 << 3 << std::vector<GridCoord>{{0, 0}, {3, 0}};
    QTest::newRow("all corners") << PinPattern::AllCorners << 4 << 3
                                 << std::vector<GridCoord>{{0, 0}, {3, 0}, {0, 2}, {3, 2}};
    QTest::newRow("left edge") << PinPattern::LeftEdge << 4 << 3 << std::vector<GridCoord>{{0, 0}, {0, 1}, {0, 2}};
    QTest::newRow("centre") << PinPattern::Centre << 5 << 3 << std::vector<GridCoord>{{2, 1}};
    QTest::newRow("rope: corners coincide") << PinPattern::AllCorners << 1 << 6 << std::vector<GridCoord>{{0, 0}, {0, 5}};
    QTest::newRow("single spring: top corners") << PinPattern::TopCorners << 2 << 1 << std::vector<GridCoord>{{0, 0}, {1, 0}};
}

void TstPinPatterns::patterns()
{
    QFETCH(PinPattern, pattern);
    QFETCH(int, cols);
    QFETCH(int, rows);
    QFETCH(std::vector<GridCoord>, expected);
    QVERIFY(pinPattern(pattern, cols, rows) == expected);
}

void TstPinPatterns::everyPatternIsInsideAndUnique()
{
    for (PinPattern pattern : allPinPatterns)
        for (auto [cols, rows] : {std::pair{1, 2}, {2, 1}, {3, 7}, {64, 48}}) {
            const auto pins = pinPattern(pattern, cols, rows);
            for (std::size_t n = 0; n < pins.size(); ++n) {
                QVERIFY(pins[n].i >= 0 && pins[n].i < cols && pins[n].j >= 0 && pins[n].j < rows);
                for (std::size_t m = 0; m < n; ++m)
                    QVERIFY(!(pins[n] == pins[m]));
            }
        }
}

QTEST_GUILESS_MAIN(TstPinPatterns)
#include "tst_PinPatterns.moc"

// The viewport's strain heat-map, its legend and the wind arrow, and live edits
// of the physics in a shown editor (under Xvfb): View ▸ Strain Heat-Map (H)
// turns a stretched cloth's pixels red where the checker has none; the legend is
// drawn with it; the scale follows the strain limit unless chosen; the wind shows
// as an arrow; material, automatic substeps, strain limits and air edited while
// the cloth plays neither rebuild the solver nor reset the frame; a refused
// material reaches the status bar; `drape --heat-map` starts with the heat-map on.
#include "tests/support/EditorSession.h"

#include "app/EditorCommandLine.h"
#include "app/SceneDocument.h"
#include "app/panels/SpringsPanel.h"

#include "engine/scene/Material.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace drape;

namespace {

/// The heat-map's red (strain at or past the scale), however the light shades it.
bool isRed(const QColor& c)
{
    return c.red() > 120 && c.green() * 3 < c.red() && c.blue() * 3 < c.red();
}

bool isBlue(const QColor& c)
{
    return c.blue() > 150 && c.red() * 2 < c.blue();
}

/// Red pixels of the image outside `skip`.
int redPixels(const QImage& image, const QRect& skip = {})
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (!skip.contains(x, y) && isRed(image.pixelColor(x, y)))
                ++count;
    return count;
}

template <typename Predicate>
int pixelsIn(const QImage& image, const QRect& rect, Predicate predicate)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (predicate(image.pixelColor(x, y)))
                ++count;
    return count;
}

template <typename T>
T* child(const test::EditorSession& session, const char* name)
{
    T* widget = session.window->findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qWarning("no widget %s", name);
    return widget;
}

}  // namespace

class TstEditorHeatMap : public QObject {
    Q_OBJECT

private slots:
    void heatMapColoursTheStrain();
    void scaleFollowsTheStrainLimit();
    void windShowsAsAnArrow();
    void liveEditsKeepTheFrame();
    void refusedMaterialReachesTheStatusBar();
    void commandLineOption();
    void scriptedRunDrawsTheHeatMap();
};

void TstEditorHeatMap::heatMapColoursTheStrain()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    QAction* heatMap = session.window->heatMapAction();
    QVERIFY(heatMap->isCheckable());
    QCOMPARE(heatMap->shortcut(), QKeySequence(Qt::Key_H));
    QVERIFY(!viewport->showsStrainHeatMap());
    QVERIFY(viewport->strainLegendRect().isEmpty());

    // Soft springs stretch the flag by a few percent near the top; red from 1%.
    engine::Scene soft = session.document()->scene();
    soft.cloths[0].springs = {20.0, 20.0, 5.0};
    QVERIFY(session.document()->edit("soft", soft));
    child<QDoubleSpinBox>(session, "heatMapScaleSpin")->setValue(1.0);
    QCOMPARE(viewport->strainScale(), 0.01);
    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 20, 30000);
    session.simulation()->pause();

    const QImage checker = viewport->grabFramebuffer();
    heatMap->trigger();
    QVERIFY(viewport->showsStrainHeatMap());
    const QRect legend = viewport->strainLegendRect();
    QVERIFY(!legend.isEmpty());
    const QImage heat = viewport->grabFramebuffer();
    QCOMPARE(heat.size(), checker.size());

    // Only the two red pin markers in the checker; the stretched top of the cloth in the heat-map.
    const int checkerRed = redPixels(checker, legend);
    const int heatRed = redPixels(heat, legend);
    qInfo("red pixels: %d with the heat-map, %d with the checker", heatRed, checkerRed);
    QVERIFY2(checkerRed < 600, qPrintable(QString("%1 red pixels in the checker").arg(checkerRed)));
    QVERIFY2(heatRed > 5000 && heatRed > 10 * checkerRed,
             qPrintable(QString("%1 red pixels in the heat-map, %2 in the checker").arg(heatRed).arg(checkerRed)));

    // The legend: its colour bar runs from blue to red; without the heat-map it is gone.
    QVERIFY(pixelsIn(heat, legend, isRed) > 50);
    QVERIFY(pixelsIn(heat, legend, isBlue) > 50);
    QVERIFY(pixelsIn(checker, legend, isBlue) < 10);

    heatMap->trigger();
    QVERIFY(!viewport->showsStrainHeatMap());
    QVERIFY(viewport->strainLegendRect().isEmpty());
    QCOMPARE(redPixels(viewport->grabFramebuffer(), legend), checkerRed);
}

void TstEditorHeatMap::scaleFollowsTheStrainLimit()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    QCOMPARE(viewport->strainScale(), 0.1);  // no limit: 10%
    child<QCheckBox>(session, "structuralLimitCheck")->click();
    child<QDoubleSpinBox>(session, "structuralLimitSpin")->setValue(5.0);
    child<QCheckBox>(session, "shearLimitCheck")->click();  // 10%: the tightest stays 5%
    QCOMPARE(viewport->strainScale(), 0.05);
    auto* scale = child<QDoubleSpinBox>(session, "heatMapScaleSpin");
    scale->setValue(20.0);
    QCOMPARE(viewport->strainScale(), 0.2);
    scale->setValue(0.0);
    QCOMPARE(scale->text(), QString("Auto"));
    QCOMPARE(viewport->strainScale(), 0.05);
}

void TstEditorHeatMap::windShowsAsAnArrow()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    QVERIFY(!viewport->windArrow());
    QVERIFY(session.window->findChild<QDockWidget*>("airPanel"));
    child<QCheckBox>(session, "airCheck")->click();
    QVERIFY(!viewport->windArrow());  // still air: nothing to show
    child<QDoubleSpinBox>(session, "windSpeedSpin")->setValue(10.0);
    const std::optional<QLineF> arrow = viewport->windArrow();
    QVERIFY(arrow);
    QVERIFY2(arrow->length() > 40.0, qPrintable(QString::number(arrow->length())));
    QVERIFY(arrow->p2().x() > arrow->p1().x());  // +x is to the right in the default view

    // The shaft is drawn in its light blue (its tail may be beyond the view's edge; its head is not).
    const QImage image = viewport->grabFramebuffer();
    QVERIFY(viewport->rect().contains(arrow->p2().toPoint()));
    const QPointF middle = arrow->p2() - (arrow->p2() - arrow->p1()) / arrow->length() * 30.0;
    const auto arrowBlue = [](const QColor& c) { return c.blue() > 200 && c.green() > 150 && c.red() < 180; };
    QVERIFY(pixelsIn(image, QRect(middle.toPoint() - QPoint(3, 3), QSize(7, 7)), arrowBlue) > 3);

    // Twice the speed, twice the length.
    child<QDoubleSpinBox>(session, "windSpeedSpin")->setValue(5.0);
    QVERIFY(std::abs(viewport->windArrow()->length() * 2.0 - arrow->length()) < 0.2 * arrow->length());
    child<QCheckBox>(session, "airCheck")->click();
    QVERIFY(!viewport->windArrow());
}

void TstEditorHeatMap::liveEditsKeepTheFrame()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::SimulationController* simulation = session.simulation();
    QSignalSpy rebuilt(simulation, &app::SimulationController::solverRebuilt);
    QSignalSpy diverged(simulation, &app::SimulationController::diverged);
    int lowest = 1 << 30;
    connect(simulation, &app::SimulationController::frameChanged, this,
            [&lowest](int frame) { lowest = std::min(lowest, frame); });
    simulation->play();
    QTRY_VERIFY_WITH_TIMEOUT(simulation->frame() >= 3, 30000);
    lowest = simulation->frame();

    const auto thenPlaysOn = [&](const char* what) {
        const int frame = simulation->frame();
        QTRY_VERIFY2_WITH_TIMEOUT(simulation->frame() >= frame + 2, what, 30000);
        QVERIFY2(lowest > 0, what);
    };
    child<QCheckBox>(session, "autoSubstepsCheck")->click();
    thenPlaysOn("automatic substeps");
    auto* material = child<QComboBox>(session, "materialCombo");
    material->setCurrentIndex(material->findText("Silk"));
    QVERIFY(session.document()->scene().cloths[0].material);
    thenPlaysOn("material");
    child<QDoubleSpinBox>(session, "stretchSpin")->setValue(900.0);
    thenPlaysOn("stretch");
    child<QCheckBox>(session, "structuralLimitCheck")->click();
    thenPlaysOn("strain limit");
    child<QCheckBox>(session, "airCheck")->click();
    child<QDoubleSpinBox>(session, "windSpeedSpin")->setValue(8.0);
    child<QDoubleSpinBox>(session, "turbulenceSpin")->setValue(30.0);
    thenPlaysOn("air");
    simulation->pause();
    QCOMPARE(rebuilt.count(), 0);
    QCOMPARE(diverged.count(), 0);
}

void TstEditorHeatMap::refusedMaterialReachesTheStatusBar()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    auto* material = child<QComboBox>(session, "materialCombo");
    material->setCurrentIndex(material->findText("Silk"));
    const engine::Scene silk = session.document()->scene();
    engine::Scene skewed = silk;
    skewed.cloths[0].vAxis = {0.5, -std::sqrt(0.75), 0.0};
    QVERIFY(!session.document()->edit(QStringLiteral("skew"), skewed));
    QCOMPARE(session.document()->scene(), silk);
    const QString message = session.window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith("Edit refused") && message.contains("at 90°"), qPrintable(message));
}

void TstEditorHeatMap::commandLineOption()
{
    QVERIFY(app::parseEditorCommandLine({"drape", "scene.drape", "--heat-map"}).heatMap);
    const app::EditorOptions plain = app::parseEditorCommandLine({"drape", "scene.drape", "--frames", "5"});
    QVERIFY(!plain.heatMap);
    QCOMPARE(plain.frames, 5);
    QCOMPARE(plain.scene, QString("scene.drape"));
    QCOMPARE(plain.heatMapScale, 0.0);
    const app::EditorOptions scaled = app::parseEditorCommandLine({"drape", "--heat-map-scale", "2.5"});
    QVERIFY(scaled.heatMap);
    QCOMPARE(scaled.heatMapScale, 0.025);
    QCOMPARE(app::parseEditorCommandLine({"drape", "--heat-map-scale", "nan"}).heatMapScale, 0.0);
    QVERIFY(app::parseEditorCommandLine({"drape", "--screenshot", "a.png", "--view-only"}).viewOnly);
    QVERIFY(!plain.viewOnly);
}

// The scripted run with --heat-map: its screenshot of the view shows the cloth in
// the heat-map's blues (little strain in a light wind) where the checker run has none.
void TstEditorHeatMap::scriptedRunDrawsTheHeatMap()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const auto screenshot = [&home](bool heatMap) {
        const QString shot = home.filePath(heatMap ? "heat.png" : "checker.png");
        QProcess drape;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        // The editor's settings and caches go to the throwaway folder, not the user's.
        environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
        environment.insert("XDG_CACHE_HOME", home.filePath("cache"));
        drape.setProcessEnvironment(environment);
        drape.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QStringList arguments{DRAPE_EXAMPLES_DIR "/flag-wind.drape", "--frames", "10", "--screenshot", shot,
                              "--view-only"};
        if (heatMap)
            arguments.append("--heat-map");
        drape.start(DRAPE_EDITOR_PATH, arguments);
        if (!drape.waitForFinished(120000) || drape.exitCode() != 0)
            return QImage();
        return QImage(shot);
    };
    const QImage checker = screenshot(false);
    const QImage heat = screenshot(true);
    QVERIFY(!checker.isNull());
    QVERIFY(!heat.isNull());
    const int checkerBlue = pixelsIn(checker, checker.rect(), isBlue);
    const int heatBlue = pixelsIn(heat, heat.rect(), isBlue);
    qInfo("blue pixels: %d with the heat-map, %d without", heatBlue, checkerBlue);
    QVERIFY2(heatBlue > 2000 && heatBlue > 5 * checkerBlue,
             qPrintable(QString("%1 blue pixels with the heat-map, %2 without").arg(heatBlue).arg(checkerBlue)));
}

QTEST_MAIN(TstEditorHeatMap)
#include "tst_EditorHeatMap.moc"

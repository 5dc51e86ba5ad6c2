#include "app/MainWindow.h"

#include "app/BakeController.h"
#include "app/ClothMeshImport.h"
#include "app/ColliderSelection.h"
#include "app/CommittedFieldUndo.h"
#include "app/ExportDialog.h"
#include "app/FrameCostGuard.h"
#include "app/LanguageManager.h"
#include "app/MissingFiles.h"
#include "app/RecentFiles.h"
#include "app/RecoveryFile.h"
#include "app/SceneDocument.h"
#include "app/SimulationController.h"
#include "app/StandardShortcuts.h"
#include "app/KeyStrip.h"
#include "app/TimelineWidget.h"
#include "app/Viewport.h"
#include "app/panels/AirPanel.h"
#include "app/panels/SelfCollisionPanel.h"
#include "app/WedgeSheetDialog.h"
#include "app/panels/ClothPanel.h"
#include "app/panels/CollidersPanel.h"
#include "app/panels/OutlinerPanel.h"
#include "app/panels/PinsPanel.h"
#include "app/panels/SimulationPanel.h"
#include "app/panels/SpringsPanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

namespace drape::app {
namespace {

const char* geometryKey = "window/geometry";
const char* stateKey = "window/state";

/// The menu title of a built-in example, by its file name.
QString exampleTitle(const QString& fileName)
{
    const QString base = QFileInfo(fileName).baseName();
    if (base == QLatin1String("flag"))
        return QCoreApplication::translate("drape::app::MainWindow", "Flag (pinned at two corners)");
    if (base == QLatin1String("curtain"))
        return QCoreApplication::translate("drape::app::MainWindow", "Curtain (pinned along the top)");
    if (base == QLatin1String("sheet"))
        return QCoreApplication::translate("drape::app::MainWindow", "Sheet (lying flat, four corners)");
    if (base == QLatin1String("sphere-drape"))
        return QCoreApplication::translate("drape::app::MainWindow", "Cloth over a sphere");
    if (base == QLatin1String("torus-drape"))
        return QCoreApplication::translate("drape::app::MainWindow", "Cloth over a torus (mesh collider)");
    if (base == QLatin1String("silk-drape"))
        return QCoreApplication::translate("drape::app::MainWindow", "Silk over a sphere (against denim)");
    if (base == QLatin1String("denim-drape"))
        return QCoreApplication::translate("drape::app::MainWindow", "Denim over a sphere (against silk)");
    if (base == QLatin1String("flag-wind"))
        return QCoreApplication::translate("drape::app::MainWindow", "Flag in the wind");
    if (base == QLatin1String("round-tablecloth"))
        return QCoreApplication::translate("drape::app::MainWindow", "Round tablecloth (mesh cloth)");
    if (base == QLatin1String("cape"))
        return QCoreApplication::translate("drape::app::MainWindow", "Cape in a breeze (mesh cloth)");
    if (base == QLatin1String("skirt"))
        return QCoreApplication::translate("drape::app::MainWindow", "Skirt (mesh cloth)");
    if (base == QLatin1String("cloth-pile"))
        return QCoreApplication::translate("drape::app::MainWindow", "Cloth piling up (self-collision)");
    if (base == QLatin1String("sphere-fold"))
        return QCoreApplication::translate("drape::app::MainWindow", "Cloth folding over a sphere (self-collision)");
    if (base == QLatin1String("curtain-drawn"))
        return QCoreApplication::translate("drape::app::MainWindow", "Curtain drawn open (keyed rings)");
    if (base == QLatin1String("tablecloth-pull"))
        return QCoreApplication::translate("drape::app::MainWindow", "Tablecloth pulled off a table (keyed hand)");
    if (base == QLatin1String("flag-carried"))
        return QCoreApplication::translate("drape::app::MainWindow", "Flag carried along (keyed pole)");
    return base;
}

QString fileFilter()
{
    return QCoreApplication::translate("drape::app::MainWindow", "Drape scenes (*.drape)");
}

}  // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), m_languages(languages), m_document(new SceneDocument(this)),
      m_simulation(new SimulationController(m_document, this)), m_selection(new ColliderSelection(m_document, this)),
      m_viewport(new Viewport(m_document, m_simulation, m_selection, this)),
      m_recovery(new RecoveryFile(m_document, 60000, this)),
      m_bake(new BakeController(m_document, m_simulation, m_viewport, this)),
      m_frameCostGuard(new FrameCostGuard(m_simulation, this))
{
    m_document->setSceneCheck([this](const engine::Scene& next) { return m_frameCostGuard->accept(next); });
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_viewport);
    setAcceptDrops(true);
    createActions();
    createDocks();
    createMenus();
    createStatusBar();

    connect(m_document, &SceneDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &SceneDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &SceneDocument::sceneReplaced, this, &MainWindow::updateTitle);
    connect(m_document, &SceneDocument::sceneReplaced, this, &MainWindow::updateMissingFiles);
    connect(m_document, &SceneDocument::sceneChanged, this, &MainWindow::updateMissingFiles);
    connect(m_document, &SceneDocument::editRefused, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Edit refused: %1").arg(reason), 8000);
    });
    connect(m_simulation, &SimulationController::frameChanged, this, &MainWindow::updateStatus);
    connect(m_simulation, &SimulationController::sliceDone, this, &MainWindow::updateStatus);
    connect(m_simulation, &SimulationController::solverRebuilt, this, &MainWindow::updateStatus);
    connect(m_simulation, &SimulationController::playingChanged, this, &MainWindow::updateStatus);
    connect(m_simulation, &SimulationController::diverged, this, [this](const QString& message) {
        m_recovery->saveNow();
        showError(tr("Simulation diverged"), message);
    });
    connect(m_simulation, &SimulationController::fellBackToCpu, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("GPU backend unavailable, using the CPU: %1").arg(reason), 10000);
    });
    // Not modal: the cloth goes on without the collider, and the panel marks it.
    connect(m_simulation, &SimulationController::colliderProblem, this, [this](const QString& message) {
        m_lastError = message;
        statusBar()->showMessage(message, 15000);
    });
    connect(m_simulation, &SimulationController::collidersApplied, this,
            [this] { m_collidersPanel->setColliderProblems(m_simulation->colliderProblems()); });
    connect(m_paintPinsAction, &QAction::toggled, m_viewport, &Viewport::setPaintingPins);
    connect(m_viewport, &Viewport::paintingPinsChanged, m_paintPinsAction, &QAction::setChecked);
    connect(m_pinsPanel, &PinsPanel::brushRadiusChanged, m_viewport, &Viewport::setPinBrushRadius);
    connect(m_viewport, &Viewport::pinBrushRadiusChanged, m_pinsPanel, &PinsPanel::setBrushRadius);
    connect(m_viewport, &Viewport::glReady, this, &MainWindow::updateStatus);
    connect(m_viewport, &Viewport::shownCachedFrameChanged, this, &MainWindow::updateStatus);
    // Keys go where the view stands, baked or live.
    const auto showFrame = [this] {
        m_collidersPanel->setCurrentFrame(m_viewport->shownFrame());
        m_pinsPanel->setCurrentFrame(m_viewport->shownFrame());
        m_timeline->keyStrip()->setCurrentFrame(m_viewport->shownFrame());
    };
    connect(m_viewport, &Viewport::shownCachedFrameChanged, this, showFrame);
    connect(m_simulation, &SimulationController::frameChanged, this, showFrame);
    connect(m_simulation, &SimulationController::solverRebuilt, this, showFrame);
    connect(m_bake, &BakeController::failed, this, &MainWindow::showError);
    connect(m_bake, &BakeController::cacheChanged, this, &MainWindow::updateExportAction);
    connect(m_timeline, &TimelineWidget::bakeRequested, this,
            [this](int fromFrame) { m_bake->bakeWithDialog(this, fromFrame); });
    // The view shows either the live cloth or the baked frames: starting one stops the other.
    connect(m_timeline, &TimelineWidget::playbackStarted, m_simulation, &SimulationController::pause);
    connect(m_simulation, &SimulationController::frameChanged, m_timeline, &TimelineWidget::pause);

    m_defaultLayout = saveState();
    QSettings settings;
    restoreGeometry(settings.value(geometryKey).toByteArray());
    if (!restoreState(settings.value(stateKey).toByteArray())) {
        // First run. Dock sizes only take once the window has its size.
        QTimer::singleShot(0, this, &MainWindow::applyDefaultDockSizes);
    }
    retranslateUi();
    updateTitle();
}

void MainWindow::applyDefaultDockSizes()
{
    // Room for the view, and for the widest state of each panel's form (the Colliders
    // panel with a collider selected needs 354 px): wide enough that showing more rows
    // does not widen a dock column and so resize the docks beside it.
    resizeDocks({m_docks[0], m_docks[1]}, {356, 356}, Qt::Horizontal);
    // Each column split in two halves (Cloth over Pins, Springs over Simulation), so that
    // a reset gives what a first start gives, whatever the layout was before.
    const int half = m_viewport->height() / 2;
    resizeDocks({m_docks[0], m_docks[2], m_docks[1], m_docks[5]}, {half, half, half, half}, Qt::Vertical);
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultLayout);
    applyDefaultDockSizes();
}

MainWindow::~MainWindow()
{
    // The viewport frees the solver's GPU objects in its context, so it must go
    // while the simulation it draws still exists (children die in creation order).
    delete m_viewport;
}

void MainWindow::createActions()
{
    const auto action = [this](const QList<QKeySequence>& shortcuts, auto slot) {
        auto* a = new QAction(this);
        a->setShortcuts(shortcuts);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_newAction = action(shortcutsFor(QKeySequence::New, {Qt::CTRL | Qt::Key_N}), [this] { newScene(); });
    m_openAction = action(shortcutsFor(QKeySequence::Open, {Qt::CTRL | Qt::Key_O}), [this] { open(); });
    m_saveAction = action(shortcutsFor(QKeySequence::Save, {Qt::CTRL | Qt::Key_S}), [this] { save(); });
    m_saveAsAction =
        action(shortcutsFor(QKeySequence::SaveAs, {Qt::CTRL | Qt::SHIFT | Qt::Key_S}), [this] { saveAs(); });
    m_quitAction = action(shortcutsFor(QKeySequence::Quit, {Qt::CTRL | Qt::Key_Q}), [this] { close(); });
    m_undoAction = m_document->undoStack()->createUndoAction(this);
    m_undoAction->setShortcuts(shortcutsFor(QKeySequence::Undo, {Qt::CTRL | Qt::Key_Z}));
    m_redoAction = m_document->undoStack()->createRedoAction(this);
    m_redoAction->setShortcuts(
        shortcutsFor(QKeySequence::Redo, {Qt::CTRL | Qt::SHIFT | Qt::Key_Z, Qt::CTRL | Qt::Key_Y}));
    new CommittedFieldUndo(m_undoAction, m_redoAction, this);

    m_playAction = action({Qt::Key_Space}, [this] { m_simulation->togglePlay(); });
    m_playAction->setObjectName(QStringLiteral("playAction"));
    m_pauseAction = action({Qt::Key_Escape}, [this] { m_simulation->pause(); });
    m_pauseAction->setObjectName(QStringLiteral("pauseAction"));
    m_stepAction = action({Qt::Key_Period}, [this] { m_simulation->stepFrame(); });
    m_stepAction->setObjectName(QStringLiteral("stepAction"));
    m_resetAction = action({Qt::Key_Home}, [this] { m_simulation->reset(); });
    m_resetAction->setObjectName(QStringLiteral("resetAction"));
    m_bakeAction = action({Qt::CTRL | Qt::Key_B}, [this] { m_bake->bakeWithDialog(this, 0); });
    m_bakeAction->setObjectName(QStringLiteral("bakeAction"));
    m_exportAction = action({Qt::CTRL | Qt::Key_E}, [this] { exportFrames(); });
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_findMissingAction = action({}, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Find Missing Files"),
                                                                 QFileInfo(m_document->filePath()).absolutePath());
        if (!folder.isEmpty())
            findMissingFiles(folder);
    });
    m_findMissingAction->setObjectName(QStringLiteral("findMissingFilesAction"));
    m_importClothMeshAction = action({}, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Cloth Mesh"),
                                                          QFileInfo(m_document->filePath()).absolutePath(),
                                                          clothMeshFileFilter());
        if (!path.isEmpty())
            importClothMesh(path);
    });
    m_importClothMeshAction->setObjectName(QStringLiteral("importClothMeshAction"));
    m_openWedgeSheetAction = action({}, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Wedge Sheet"),
                                                          QFileInfo(m_document->filePath()).absolutePath(),
                                                          tr("Wedge manifests (*.json)"));
        if (!path.isEmpty())
            openWedgeSheet(path);
    });
    m_openWedgeSheetAction->setObjectName(QStringLiteral("openWedgeSheetAction"));

    m_wireframeAction = action({}, [this](bool on) { m_viewport->setShowWireframe(on); });
    m_wireframeAction->setCheckable(true);
    m_wireframeAction->setShortcut(Qt::Key_Z);
    m_particlesAction = action({}, [this](bool on) { m_viewport->setShowParticles(on); });
    m_particlesAction->setCheckable(true);
    m_particlesAction->setShortcut(Qt::Key_P);
    m_thicknessAction = action({}, [this](bool on) { m_viewport->setShowCollisionThickness(on); });
    m_thicknessAction->setObjectName(QStringLiteral("collisionThicknessAction"));
    m_thicknessAction->setCheckable(true);
    m_heatMapAction = new QAction(this);
    m_heatMapAction->setObjectName(QStringLiteral("heatMapAction"));
    m_heatMapAction->setCheckable(true);
    m_heatMapAction->setShortcut(Qt::Key_H);
    connect(m_heatMapAction, &QAction::toggled, m_viewport, &Viewport::setShowStrainHeatMap);
    m_resetLayoutAction = action({}, [this] { resetLayout(); });
    m_resetLayoutAction->setObjectName(QStringLiteral("resetLayoutAction"));
    m_frameAllAction = action({}, [this] { m_viewport->frameAll(); });
    m_frameAllAction->setShortcut(Qt::Key_F);
    m_paintPinsAction = new QAction(this);
    m_paintPinsAction->setObjectName(QStringLiteral("paintPinsAction"));
    m_paintPinsAction->setCheckable(true);
    m_paintPinsAction->setShortcut(Qt::Key_B);
    // K and Alt+K, as Blender's keys for keyframes; they act on the selected collider.
    m_setKeyAction = new QAction(this);
    m_setKeyAction->setObjectName(QStringLiteral("setKeyAction"));
    m_setKeyAction->setShortcut(Qt::Key_K);
    m_deleteKeyAction = new QAction(this);
    m_deleteKeyAction->setObjectName(QStringLiteral("deleteKeyAction"));
    m_deleteKeyAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_K));

    m_languageGroup = new QActionGroup(this);
    m_systemLanguageAction = new QAction(m_languageGroup);
    m_systemLanguageAction->setCheckable(true);
    m_systemLanguageAction->setData(QString());
    for (const QString& code : LanguageManager::languages()) {
        auto* a = new QAction(LanguageManager::nativeName(code), m_languageGroup);
        a->setCheckable(true);
        a->setData(code);
        a->setObjectName(QStringLiteral("language_") + code);
    }
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == m_languages->choice());
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction* a) { m_languages->choose(a->data().toString()); });
    m_aboutAction = action({}, [this] {
        QMessageBox::about(this, tr("About Drape"),
                           tr("<b>Drape %1</b><p>Cloth authoring with a GPU mass-spring engine.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createDocks()
{
    auto* cloth = new ClothPanel(m_document, this);
    auto* springs = m_springsPanel = new SpringsPanel(m_document, m_simulation, this);
    auto* simulation = new SimulationPanel(m_document, m_simulation, this);
    m_pinsPanel = new PinsPanel(m_document, this);
    m_pinsPanel->setPaintPinsAction(m_paintPinsAction);
    m_collidersPanel = new CollidersPanel(m_document, m_selection, this);
    m_collidersPanel->setKeyActions(m_setKeyAction, m_deleteKeyAction);
    auto* air = new AirPanel(m_document, this);
    auto* selfCollision = new SelfCollisionPanel(m_document, this);
    connect(springs, &SpringsPanel::heatMapScaleChanged, m_viewport, &Viewport::setStrainScale);
    m_history = new QUndoView(m_document->undoStack());
    m_historyDock = new QDockWidget(this);
    m_historyDock->setObjectName(QStringLiteral("historyPanel"));
    m_historyDock->setWidget(m_history);
    m_outlinerPanel = new OutlinerPanel(m_document, m_selection, this);
    m_docks = {cloth, springs, m_pinsPanel, m_collidersPanel, air, simulation, m_historyDock, selfCollision, m_outlinerPanel};
    // Left: what the cloth is and what holds it or blows on it; right: how it moves.
    for (QDockWidget* dock : {static_cast<QDockWidget*>(cloth), static_cast<QDockWidget*>(m_pinsPanel)})
        addDockWidget(Qt::LeftDockWidgetArea, dock);
    tabifyDockWidget(m_pinsPanel, m_collidersPanel);
    tabifyDockWidget(m_collidersPanel, air);
    tabifyDockWidget(air, selfCollision);
    tabifyDockWidget(selfCollision, m_outlinerPanel);
    m_pinsPanel->raise();
    // A scene of several cloths opens with its cloths in view.
    connect(m_document, &SceneDocument::sceneReplaced, this, [this] {
        if (m_document->scene().cloths.size() > 1)
            m_outlinerPanel->raise();
    });
    for (QDockWidget* dock : {static_cast<QDockWidget*>(springs), static_cast<QDockWidget*>(simulation)})
        addDockWidget(Qt::RightDockWidgetArea, dock);
    tabifyDockWidget(simulation, m_historyDock);
    simulation->raise();

    m_timeline = new TimelineWidget(m_bake, m_document, m_viewport, m_selection);
    m_timelineDock = new QDockWidget(this);
    m_timelineDock->setObjectName(QStringLiteral("timelinePanel"));
    m_timelineDock->setWidget(m_timeline);
    m_timelineDock->setAllowedAreas(Qt::BottomDockWidgetArea | Qt::TopDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_timelineDock);

    m_toolsBar = addToolBar(QString());
    m_toolsBar->setObjectName(QStringLiteral("toolsToolBar"));
    m_toolsBar->addAction(m_paintPinsAction);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_newAction, m_openAction});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_examplesMenu = m_fileMenu->addMenu(QString());
    for (const QString& name : QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.drape")})) {
        QAction* a = m_examplesMenu->addAction(QString());
        a->setData(name);
        connect(a, &QAction::triggered, this, [this, name] {
            if (maybeSave())
                openExample(name);
        });
    }
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_saveAction, m_saveAsAction});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importClothMeshAction);
    m_fileMenu->addAction(m_findMissingAction);
    m_fileMenu->addAction(m_openWedgeSheetAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->setToolTipsVisible(true);  // says why Export is disabled
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    connect(m_fileMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undoAction, m_redoAction});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_paintPinsAction);
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_setKeyAction, m_deleteKeyAction});

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_frameAllAction, m_wireframeAction, m_particlesAction, m_thicknessAction, m_heatMapAction});

    m_simulationMenu = menuBar()->addMenu(QString());
    m_simulationMenu->addActions({m_playAction, m_pauseAction, m_stepAction, m_resetAction});
    m_simulationMenu->addSeparator();
    m_simulationMenu->addAction(m_bakeAction);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageMenu->addActions(m_languageGroup->actions());

    m_windowMenu = menuBar()->addMenu(QString());
    for (QDockWidget* dock : m_docks)
        m_windowMenu->addAction(dock->toggleViewAction());
    m_windowMenu->addAction(m_timelineDock->toggleViewAction());
    m_windowMenu->addAction(m_toolsBar->toggleViewAction());
    m_windowMenu->addSeparator();
    m_windowMenu->addAction(m_resetLayoutAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createStatusBar()
{
    m_rendererLabel = new QLabel(this);
    m_backendLabel = new QLabel(this);
    m_frameLabel = new QLabel(this);
    m_fpsLabel = new QLabel(this);
    m_missingLabel = new QLabel(this);
    m_frameLabel->setObjectName(QStringLiteral("frameStatus"));
    m_missingLabel->setObjectName(QStringLiteral("missingFilesStatus"));
    m_missingLabel->setStyleSheet(QStringLiteral("color: #c0392b;"));
    for (QLabel* label : {m_missingLabel, m_rendererLabel, m_backendLabel, m_frameLabel, m_fpsLabel})
        statusBar()->addPermanentWidget(label);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_examplesMenu->setTitle(tr("E&xamples"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_windowMenu->setTitle(tr("&Window"));
    m_simulationMenu->setTitle(tr("&Simulation"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_quitAction->setText(tr("&Quit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_playAction->setText(tr("&Play / Pause"));
    m_pauseAction->setText(tr("P&ause"));
    m_stepAction->setText(tr("S&tep One Frame"));
    m_resetAction->setText(tr("&Reset to Rest"));
    m_bakeAction->setText(tr("&Bake…"));
    m_exportAction->setText(tr("&Export…"));
    m_findMissingAction->setText(tr("Find &Missing Files…"));
    m_importClothMeshAction->setText(tr("&Import Cloth Mesh…"));
    m_openWedgeSheetAction->setText(tr("Open &Wedge Sheet…"));
    m_openWedgeSheetAction->setToolTip(tr("Show the contact sheet of a wedge baked by drape-cli wedge, and open a "
                                          "variant by clicking its picture."));
    m_importClothMeshAction->setToolTip(tr("Make the cloth from a mesh file (OBJ, PLY, glTF, FBX): a cape, a skirt, a "
                                           "round tablecloth. Vertices painted pure red are pinned."));
    m_timelineDock->setWindowTitle(tr("Timeline"));
    updateExportAction();
    m_wireframeAction->setText(tr("&Wireframe"));
    m_particlesAction->setText(tr("&Particles"));
    m_thicknessAction->setText(tr("Collision &Thickness"));
    m_thicknessAction->setToolTip(tr("Draw each particle as a disc as wide as the self-collision thickness: where "
                                     "two layers' discs overlap, they are closer than it."));
    m_heatMapAction->setText(tr("Strain &Heat-Map"));
    m_heatMapAction->setToolTip(tr("Colour the cloth by how far its springs are stretched (H); the Springs panel "
                                   "sets the strain drawn red."));
    m_frameAllAction->setText(tr("&Frame All"));
    m_resetLayoutAction->setText(tr("&Reset Layout"));
    m_paintPinsAction->setText(tr("Paint &Pins"));
    m_paintPinsAction->setToolTip(tr("Paint pins on the cloth (B): drag to pin, Ctrl+drag to unpin; [ and ] "
                                     "size the brush."));
    m_setKeyAction->setText(tr("Set &Key"));
    m_setKeyAction->setToolTip(tr("Key the selected collider's pose at the frame on show (K): keyed, it moves "
                                  "from key to key as the cloth plays."));
    m_deleteKeyAction->setText(tr("&Delete Key"));
    m_deleteKeyAction->setToolTip(tr("Delete the selected collider's key at the frame on show (Alt+K)."));
    m_toolsBar->setWindowTitle(tr("Tools"));
    m_systemLanguageAction->setText(tr("&System Language"));
    for (QAction* example : m_examplesMenu->actions())
        example->setText(exampleTitle(example->data().toString()));
    m_aboutAction->setText(tr("&About Drape"));
    m_historyDock->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<opened scene>"));
    updateTitle();
    updateStatus();
    updateMissingFiles();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    const QString& path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("%1 (not saved)").arg(QString::fromStdString(m_document->scene().name))
                                        : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — Drape").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateStatus()
{
    const engine::GlInfo& gl = m_viewport->glInfo();
    m_rendererLabel->setText(gl.renderer.empty() ? tr("no OpenGL")
                                                 : QString::fromStdString(gl.vendor + " · " + gl.renderer));
    m_backendLabel->setText(tr("Backend: %1").arg(m_simulation->backendName().toUpper()));
    const int baked = m_viewport->shownCachedFrame();
    const int progress = int(m_simulation->frameProgress() * 100.0);
    m_frameLabel->setText(baked >= 0      ? tr("Baked frame %1").arg(baked)
                          : progress > 0 ? tr("Frame %1 (next %2%)").arg(m_simulation->frame()).arg(progress)
                                         : tr("Frame %1").arg(m_simulation->frame()));
    m_fpsLabel->setText(m_simulation->isPlaying() ? tr("%1 fps").arg(m_simulation->playbackFps(), 0, 'f', 1)
                                                  : tr("paused"));
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& path : RecentFiles::list()) {
        QAction* a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave() && tryOpen(path) == OpenResult::Failed)
                RecentFiles::remove(path);
        });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void MainWindow::showError(const QString& title, const QString& message)
{
    m_lastError = message;
    // Window-modal but not blocking, so a scripted session (and the tests) goes on.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("errorBox"));
    box->open();
}

bool MainWindow::importClothMesh(const QString& path)
{
    QString error;
    const std::optional<engine::Scene> after = sceneWithClothMesh(m_document->scene(), std::size_t(m_document->activeCloth()), path, error);
    if (!after) {
        showError(tr("Import Cloth Mesh"), error);
        return false;
    }
    return m_document->edit(tr("Import cloth mesh %1").arg(QFileInfo(path).fileName()), *after);
}

void MainWindow::offerRecovery()
{
    const auto recovered = RecoveryFile::leftOver();
    if (!recovered)
        return;
    const QString source = recovered->originalPath.isEmpty() ? QString::fromStdString(recovered->scene.name)
                                                              : QFileInfo(recovered->originalPath).fileName();
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved changes"),
        tr("Drape did not close properly. Restore the unsaved changes to %1 saved at %2?").arg(source, recovered->savedAt),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        m_document->restoreUnsaved(recovered->scene, recovered->originalPath);
    RecoveryFile::discard();
}

void MainWindow::setConfirmSlowScenes(bool confirm)
{
    m_frameCostGuard->setEnabled(confirm);
}

bool MainWindow::openFile(const QString& path)
{
    return tryOpen(path) == OpenResult::Opened;
}

MainWindow::OpenResult MainWindow::tryOpen(const QString& path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        if (error.isEmpty())
            return OpenResult::Declined;  // too slow to play, and the user chose not to open it
        showError(tr("Cannot open the scene"), error);
        return OpenResult::Failed;
    }
    if (!path.startsWith(QLatin1String(":/")))
        RecentFiles::add(QFileInfo(path).absoluteFilePath());
    return OpenResult::Opened;
}

bool MainWindow::openExample(const QString& fileName)
{
    return openFile(QStringLiteral(":/examples/") + fileName);
}

bool MainWindow::saveTo(const QString& path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        showError(tr("Cannot save the scene"), error);
        return false;
    }
    m_recovery->saveNow();  // saved: the recovery copy goes
    RecentFiles::add(m_document->filePath());
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The scene has unsaved changes. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newScene()
{
    if (!maybeSave())
        return;
    engine::Scene scene;
    scene.name = tr("Untitled").toStdString();
    m_document->replace(scene, QString());
}

WedgeSheetDialog* MainWindow::openWedgeSheet(const QString& path)
{
    engine::WedgeManifest manifest;
    try {
        manifest = engine::readManifest(path.toStdString());
    } catch (const std::exception& e) {
        showError(tr("Open Wedge Sheet"), QString::fromStdString(e.what()));
        return nullptr;
    }
    const QString sheetPath = QString::fromStdString(engine::contactSheetFile(manifest.path).string());
    const QImage sheet(sheetPath);
    if (sheet.isNull()) {
        showError(tr("Open Wedge Sheet"), tr("%1 has no contact sheet yet: make it with drape-cli wedge --sheet %1")
                                              .arg(QDir::toNativeSeparators(path)));
        return nullptr;
    }
    auto* dialog = new WedgeSheetDialog(std::move(manifest), sheet, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WedgeSheetDialog::variantChosen, this, [this](const QString& scene) {
        if (maybeSave())
            openFile(scene);
    });
    dialog->show();
    return dialog;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scene"), QString(), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scene"),
                                                QString::fromStdString(m_document->scene().name) + ".drape",
                                                fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".drape");
    return saveTo(path);
}

void MainWindow::exportFrames()
{
    if (!m_bake->cache())
        return;
    ExportDialog dialog(m_bake, this);
    dialog.setSingleMeshCloth(std::size_t(m_document->activeCloth()));
    dialog.exec();
}

void MainWindow::updateExportAction()
{
    const bool baked = m_bake->cache() != nullptr;
    m_exportAction->setEnabled(baked);
    m_exportAction->setToolTip(baked ? tr("Export the baked frames.")
                                     : tr("Bake first (Simulation ▸ Bake…): export writes the baked frames."));
    m_exportAction->setStatusTip(m_exportAction->toolTip());
}

void MainWindow::updateMissingFiles()
{
    const std::vector<int> missing = m_document->missingColliderFiles();
    QStringList problems;
    for (int index : missing)
        problems.append(QString::fromStdString(m_document->colliders()[std::size_t(index)].problem));
    m_missingLabel->setText(missing.size() == 1 ? tr("1 collider file missing")
                                                : tr("%1 collider files missing").arg(missing.size()));
    m_missingLabel->setToolTip(problems.join(QLatin1Char('\n')));
    m_missingLabel->setVisible(!missing.empty());
    m_findMissingAction->setEnabled(!missing.empty());
    m_findMissingAction->setToolTip(missing.empty()
                                        ? tr("Every collider file of the scene is in place.")
                                        : tr("Search a folder and its subfolders for the missing collider files."));
    m_findMissingAction->setStatusTip(m_findMissingAction->toolTip());
}

QString MainWindow::findMissingFiles(const QString& folder)
{
    const MissingFilesSearch search = app::findMissingFiles(*m_document, folder);
    if (!search.found.isEmpty())
        m_document->edit(tr("Find missing files"), search.relinked);
    QString message = tr("Found %1 of %2 missing collider files in %3.")
                          .arg(search.found.size())
                          .arg(search.missing)
                          .arg(QDir::toNativeSeparators(folder));
    if (!search.stillMissing.isEmpty())
        message += QLatin1Char(' ') + tr("Still missing: %1.").arg(search.stillMissing.join(QStringLiteral(", ")));
    statusBar()->showMessage(message, 15000);
    // Not blocking, so a scripted session (and the tests) goes on.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Find Missing Files"), message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("findMissingFilesBox"));
    box->open();
    return message;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState());
    RecoveryFile::discard();  // a clean exit: nothing to recover next time
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() && urls.front().toLocalFile().endsWith(QLatin1String(".drape")))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().front().toLocalFile();
    event->acceptProposedAction();
    if (maybeSave())
        openFile(path);
}

}  // namespace drape::app

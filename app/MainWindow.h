// The editor's window: assembles the viewport, the dock panels, the menus and
// the status bar, and handles the file workflow (new, open, save, recent,
// examples, drag and drop, the unsaved-changes prompt). Logic lives elsewhere.
#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QDockWidget;
class QToolBar;
class QUndoView;

namespace drape::app {

class BakeController;
class ColliderSelection;
class FrameCostGuard;
class CollidersPanel;
class OutlinerPanel;
class LanguageManager;
class PinsPanel;
class RecoveryFile;
class SceneDocument;
class SimulationController;
class SpringsPanel;
class TimelineWidget;
class Viewport;

class WedgeSheetDialog;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);
    ~MainWindow() override;

    SceneDocument* document() const { return m_document; }
    SimulationController* simulation() const { return m_simulation; }
    Viewport* viewport() const { return m_viewport; }
    BakeController* bakeController() const { return m_bake; }
    TimelineWidget* timeline() const { return m_timeline; }
    ColliderSelection* colliderSelection() const { return m_selection; }
    CollidersPanel* collidersPanel() const { return m_collidersPanel; }
    OutlinerPanel* outlinerPanel() const { return m_outlinerPanel; }
    PinsPanel* pinsPanel() const { return m_pinsPanel; }
    SpringsPanel* springsPanel() const { return m_springsPanel; }
    /// The checkable Paint Pins tool (B).
    QAction* paintPinsAction() const { return m_paintPinsAction; }
    /// The checkable View ▸ Strain Heat-Map (H).
    QAction* heatMapAction() const { return m_heatMapAction; }

    /// Opens a scene file or ":/examples/…" resource; on failure shows the engine's
    /// message and keeps the current scene. Does not ask about unsaved changes.
    bool openFile(const QString& path);
    /// Opens a built-in example by file name ("flag.drape").
    bool openExample(const QString& fileName);
    /// Saves to `path`; on failure shows why.
    bool saveTo(const QString& path);
    /// Searches `folder` and its subfolders for every missing collider file by its
    /// name and relinks those found as one undo step; returns the message it shows:
    /// how many were found and which are still missing. File ▸ Find Missing Files…
    /// asks for the folder.
    QString findMissingFiles(const QString& folder);
    /// Makes the cloth from the mesh file at `path` as one undo step (File ▸ Import
    /// Cloth Mesh… asks for it); on failure shows why and keeps the scene.
    bool importClothMesh(const QString& path);
    /// Shows the contact sheet of the wedge manifest at `path` (File ▸ Open Wedge
    /// Sheet… asks for it); a click on a picture opens that variant's scene, after
    /// asking about unsaved changes. On failure shows why and returns null.
    WedgeSheetDialog* openWedgeSheet(const QString& path);
    /// When a crashed session left a recovery copy, asks whether to restore it.
    void offerRecovery();
    /// Whether a scene that cannot play at interactive speed is asked about before
    /// it is opened or edited in (on by default; scripted runs turn it off).
    void setConfirmSlowScenes(bool confirm);
    /// The last error shown to the user (for tests and scripts).
    const QString& lastError() const { return m_lastError; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    enum class OpenResult { Opened, Declined, Failed };
    OpenResult tryOpen(const QString& path);

    void createActions();
    void createMenus();
    void createDocks();
    void applyDefaultDockSizes();
    /// Window ▸ Reset Layout: every dock back where it starts on a first run, shown.
    void resetLayout();
    void createStatusBar();
    void retranslateUi();
    void updateTitle();
    void updateStatus();
    void rebuildRecentMenu();
    void showError(const QString& title, const QString& message);
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    void newScene();
    void open();
    bool save();
    bool saveAs();
    void exportFrames();
    void updateExportAction();
    /// The status bar's count of missing collider files, and Find Missing Files… enabled while there are some.
    void updateMissingFiles();

    LanguageManager* m_languages;
    SceneDocument* m_document;
    SimulationController* m_simulation;
    ColliderSelection* m_selection;
    Viewport* m_viewport;
    RecoveryFile* m_recovery;
    BakeController* m_bake;
    FrameCostGuard* m_frameCostGuard;
    TimelineWidget* m_timeline = nullptr;
    QDockWidget* m_timelineDock = nullptr;
    QList<QDockWidget*> m_docks;
    QByteArray m_defaultLayout;  ///< saveState() before the saved layout is restored
    PinsPanel* m_pinsPanel = nullptr;
    SpringsPanel* m_springsPanel = nullptr;
    CollidersPanel* m_collidersPanel = nullptr;
    OutlinerPanel* m_outlinerPanel = nullptr;
    QToolBar* m_toolsBar = nullptr;
    QDockWidget* m_historyDock = nullptr;
    QUndoView* m_history = nullptr;
    QString m_lastError;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_simulationMenu = nullptr;
    QMenu* m_windowMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_findMissingAction = nullptr;
    QAction* m_importClothMeshAction = nullptr;
    QAction* m_openWedgeSheetAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_playAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_bakeAction = nullptr;
    QAction* m_wireframeAction = nullptr;
    QAction* m_particlesAction = nullptr;
    QAction* m_thicknessAction = nullptr;
    QAction* m_heatMapAction = nullptr;
    QAction* m_frameAllAction = nullptr;
    QAction* m_resetLayoutAction = nullptr;
    QAction* m_paintPinsAction = nullptr;
    QAction* m_setKeyAction = nullptr;
    QAction* m_deleteKeyAction = nullptr;
    QAction* m_systemLanguageAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QAction* m_aboutAction = nullptr;
    QLabel* m_rendererLabel = nullptr;
    QLabel* m_backendLabel = nullptr;
    QLabel* m_frameLabel = nullptr;
    QLabel* m_fpsLabel = nullptr;
    QLabel* m_missingLabel = nullptr;
};

}  // namespace drape::app

// drape: the editor. `drape [SCENE]` opens SCENE, or the flag example.
#include "app/EditorCommandLine.h"
#include "app/LanguageManager.h"
#include "app/MainWindow.h"
#include "app/ScriptedRun.h"
#include "app/Viewport.h"
#include "app/SurfaceFormat.h"
#include "app/panels/SpringsPanel.h"

#include <QApplication>
#include <QIcon>

#include <memory>

int main(int argc, char** argv)
{
    QSurfaceFormat::setDefaultFormat(drape::app::baseSurfaceFormat());
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Drape"));
    QApplication::setApplicationName(QStringLiteral("Drape"));
    QApplication::setApplicationVersion(QStringLiteral(DRAPE_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/drape.svg")));
    QSurfaceFormat::setDefaultFormat(drape::app::preferredSurfaceFormat());

    drape::app::LanguageManager languages;
    languages.restore();
    const drape::app::EditorOptions options = drape::app::parseEditorCommandLine();

    drape::app::MainWindow window(&languages);
    window.setConfirmSlowScenes(!options.scripted());
    window.heatMapAction()->setChecked(options.heatMap);
    window.springsPanel()->setHeatMapScale(options.heatMapScale);
    window.resize(1280, 800);
    // The scene opens once the viewport's OpenGL context exists: what a frame of a
    // large one costs on the GPU can only be measured then.
    QObject::connect(
        window.viewport(), &drape::app::Viewport::glReady, &window,
        [&window, &options] {
            if (options.scene.isEmpty() || !window.openFile(options.scene))
                window.openExample(QStringLiteral("flag.drape"));
            window.offerRecovery();
        },
        Qt::SingleShotConnection);
    window.show();

    std::unique_ptr<drape::app::ScriptedRun> script;
    if (options.scripted())
        script = std::make_unique<drape::app::ScriptedRun>(&window, options.frames, options.screenshot,
                                                           options.viewOnly);
    return application.exec();
}

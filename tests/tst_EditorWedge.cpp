// File ▸ Open Wedge Sheet… (docs/farm.md): the contact sheet beside a wedge's
// manifest is shown as drape-cli drew it, and a click on a picture opens that
// variant's scene (the sheet here is the test's own image of the layout's size:
// the click is what is under test, tst_CliWedge checks the drawing); a click
// between the pictures opens nothing; a manifest without a sheet, or no
// manifest, is refused with the reason.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"
#include "app/WedgeSheetDialog.h"

#include "engine/io/SceneFile.h"
#include "engine/io/WedgeManifest.h"
#include "engine/render/ContactSheetLayout.h"

#include <QImage>
#include <QLabel>
#include <QTemporaryDir>

using namespace drape;

class TstEditorWedge : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_manifest = {};
        std::filesystem::remove(engine::contactSheetFile(m_dir.filePath(QStringLiteral("wedge.json")).toStdString()));
        const std::filesystem::path folder = m_dir.path().toStdString();
        m_manifest.path = folder / "wedge.json";
        m_manifest.baseScene = folder / "base.drape";
        m_manifest.outputPattern = (folder / "{gravity[1]}.pc2").string();
        for (const double gravity : {-9.81, -5.0, -2.0}) {
            engine::WedgeVariant variant;
            variant.index = m_manifest.variants.size();
            variant.values = {{"gravity[1]", std::to_string(gravity)}};
            variant.output = folder / (std::to_string(variant.index) + ".pc2");
            variant.scene = folder / (std::to_string(variant.index) + ".drape");
            engine::Scene scene;
            scene.name = "variant " + std::to_string(variant.index);
            scene.gravity = {0.0, gravity, 0.0};
            engine::saveScene(scene, variant.scene);
            m_manifest.variants.push_back(variant);
        }
        engine::writeManifest(m_manifest);
    }

    void clickOpensThatVariant()
    {
        test::EditorSession session;
        QVERIFY(session.ready);
        const engine::ContactSheetLayout layout = engine::contactSheetLayout(3);
        QImage(layout.width(), layout.height(), QImage::Format_RGB32)
            .save(QString::fromStdString(engine::contactSheetFile(m_manifest.path).string()));
        app::WedgeSheetDialog* dialog = session.window->openWedgeSheet(QString::fromStdString(m_manifest.path.string()));
        QVERIFY(dialog);
        QCOMPARE(dialog->sheetLabel()->pixmap().size(), QSize(layout.width(), layout.height()));
        // Between two pictures: nothing.
        QVERIFY(dialog->variantAt({engine::ContactSheetLayout::gap / 2, 100}).isEmpty());
        const auto [x, y] = layout.origin(2);
        QTest::mouseClick(dialog->sheetLabel(), Qt::LeftButton, {}, QPoint(x + 20, y + 30));
        QTRY_COMPARE(session.document()->filePath(), QString::fromStdString(m_manifest.variants[2].scene.string()));
        QCOMPARE(session.document()->scene().gravity.y, -2.0);
    }

    void missingSheetOrManifestIsRefused()
    {
        test::EditorSession session;
        QVERIFY(session.ready);
        const QString before = session.document()->filePath();
        QVERIFY(!session.window->openWedgeSheet(QString::fromStdString(m_manifest.path.string())));
        QVERIFY2(session.window->lastError().contains("no contact sheet yet"), qPrintable(session.window->lastError()));
        QVERIFY(!session.window->openWedgeSheet(m_dir.filePath(QStringLiteral("nowhere.json"))));
        QVERIFY2(session.window->lastError().contains("nowhere.json"), qPrintable(session.window->lastError()));
        QCOMPARE(session.document()->filePath(), before);
    }

private:
    QTemporaryDir m_dir;
    engine::WedgeManifest m_manifest;
};

QTEST_MAIN(TstEditorWedge)
#include "tst_EditorWedge.moc"

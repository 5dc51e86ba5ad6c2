// The viewport draws: a grab is not blank, the cloth's pixels change while it
// plays, pinned particles stay put (in the solver and on screen, where their
// red markers are), and the camera responds to the mouse and keys.
#include "tests/support/EditorSession.h"

#include "app/SceneDocument.h"

#include <glm/gtc/matrix_transform.hpp>

using namespace drape;

namespace {

/// Pixels that are not the viewport's clear colour.
int paintedPixels(const QImage& image)
{
    const QColor background = QColor::fromRgbF(0.16f, 0.17f, 0.19f);
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                    std::abs(c.blue() - background.blue()) > 12)
                ++count;
        }
    return count;
}

int differingPixels(const QImage& a, const QImage& b)
{
    int count = 0;
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                ++count;
    return count;
}

/// Where a world point lands in the viewport's image, in its pixels.
QPoint project(const app::Viewport& viewport, const QImage& image, const glm::vec3& point)
{
    const float aspect = float(image.width()) / float(image.height());
    const glm::vec4 clip = viewport.camera().projection(aspect) * viewport.camera().view() * glm::vec4(point, 1.0f);
    const glm::vec3 ndc = glm::vec3(clip) / clip.w;
    return {int((ndc.x * 0.5f + 0.5f) * float(image.width())), int((0.5f - ndc.y * 0.5f) * float(image.height()))};
}

bool reddishNear(const QImage& image, QPoint at)
{
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const QColor c = image.pixelColor(at + QPoint(dx, dy));
            if (c.red() > 150 && c.green() < 110 && c.blue() < 110)
                return true;
        }
    return false;
}

}  // namespace

class TstViewport : public QObject {
    Q_OBJECT

private slots:
    void drawsTheCloth();
    void clothMovesAndPinsStay();
    void cameraFollowsMouseAndKeys();
};

void TstViewport::drawsTheCloth()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    const QImage image = session.window->viewport()->grabFramebuffer();
    QVERIFY(!image.isNull());
    QVERIFY2(paintedPixels(image) > image.width() * image.height() / 10,
             qPrintable(QString("only %1 painted pixels").arg(paintedPixels(image))));
}

void TstViewport::clothMovesAndPinsStay()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    const engine::ClothSpec cloth = session.document()->scene().cloths[0];
    const QImage before = viewport->grabFramebuffer();
    for (const engine::GridCoord& pin : cloth.pins)
        QVERIFY(reddishNear(before, project(*viewport, before, glm::vec3(engine::restPosition(cloth, pin)))));

    session.simulation()->play();
    QTRY_VERIFY_WITH_TIMEOUT(session.simulation()->frame() >= 20, 30000);
    session.simulation()->pause();
    const QImage after = viewport->grabFramebuffer();
    QVERIFY2(differingPixels(before, after) > 500, qPrintable(QString("%1 pixels changed").arg(differingPixels(before, after))));

    std::vector<glm::vec3> x;
    viewport->makeContextCurrent();
    session.simulation()->solver()->readPositions(x);
    for (const engine::GridCoord& pin : cloth.pins) {
        QCOMPARE(x[std::size_t(engine::particleIndex(cloth, pin))], glm::vec3(engine::restPosition(cloth, pin)));
        QVERIFY(reddishNear(after, project(*viewport, after, glm::vec3(engine::restPosition(cloth, pin)))));
    }
}

void TstViewport::cameraFollowsMouseAndKeys()
{
    test::EditorSession session;
    QVERIFY(session.ready);
    app::Viewport* viewport = session.window->viewport();
    const glm::vec3 eye = viewport->camera().eye();
    const QPoint centre = viewport->rect().center();
    QTest::mousePress(viewport, Qt::LeftButton, {}, centre);
    QMouseEvent move(QEvent::MouseMove, centre + QPoint(60, 20), viewport->mapToGlobal(centre + QPoint(60, 20)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, centre + QPoint(60, 20));
    QVERIFY(glm::length(viewport->camera().eye() - eye) > 1e-3f);

    const float distance = viewport->camera().distance();
    QTest::keyClick(viewport, Qt::Key_Plus);
    QVERIFY(viewport->camera().distance() < distance);
    const QImage zoomed = viewport->grabFramebuffer();
    QVERIFY(paintedPixels(zoomed) > 0);
}

QTEST_MAIN(TstViewport)
#include "tst_Viewport.moc"

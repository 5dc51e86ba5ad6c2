#include "app/Viewport.h"

#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "app/SimulationController.h"
#include "app/ViewportOverlays.h"
#include "app/ViewportPicking.h"
#include "app/panels/PanelWidgets.h"

#include "engine/gl/GlError.h"
#include "engine/render/ClothRenderer.h"
#include "engine/render/ColliderRenderer.h"
#include "engine/render/GroundRenderer.h"
#include "engine/scene/ClothAssembly.h"
#include "engine/scene/ClothMesh.h"

#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <QWheelEvent>

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace drape::app {
namespace {

constexpr float radiansPerPixel = 0.008f;
constexpr float keyTurn = 0.08f;
/// A grab takes the front layer of the cloth: particles within this many grid
/// spacings behind the front-most one under the cursor.
constexpr double grabDepthSpacings = 4.0;

}  // namespace

Viewport::Viewport(SceneDocument* document, SimulationController* simulation, ColliderSelection* selection,
                   QWidget* parent)
    : QOpenGLWidget(parent), m_document(document), m_simulation(simulation), m_selection(selection)
{
    setObjectName(QStringLiteral("viewport"));
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    // Play, step and reset return the view to the live solver.
    connect(simulation, &SimulationController::frameChanged, this, &Viewport::showLive);
    connect(simulation, &SimulationController::solverRebuilt, this, &Viewport::onSolverRebuilt);
    // A frame of a large cloth takes seconds: the ratio it shows is redrawn when it changes, mid-frame too.
    connect(simulation, &SimulationController::sliceDone, this, [this] {
        if (speedReadout() != m_paintedReadout)
            update();
    });
    connect(simulation, &SimulationController::playingChanged, this, qOverload<>(&QWidget::update));
    connect(document, &SceneDocument::sceneReplaced, this, &Viewport::frameAll);
    // Colliders are drawn from the scene: a paused view must show their edits.
    connect(document, &SceneDocument::sceneChanged, this, qOverload<>(&QWidget::update));
    connect(selection, &ColliderSelection::changed, this, qOverload<>(&QWidget::update));
}

Viewport::~Viewport()
{
    // ~QOpenGLWidget destroys the context after this object's own part is gone:
    // its aboutToBeDestroyed must not call back into it then.
    if (context())
        disconnect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &Viewport::releaseGl);
    releaseGl();
}

void Viewport::initializeGL()
{
    m_glInfo = engine::queryCurrentGl();
    // GL objects must go while their context is current.
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &Viewport::releaseGl, Qt::DirectConnection);
    try {
        m_cloth = std::make_unique<engine::ClothRenderer>();
        m_colliders = std::make_unique<engine::ColliderRenderer>();
        m_ground = std::make_unique<engine::GroundRenderer>();
    } catch (const engine::GlError& e) {
        m_renderFailure = tr("The cloth cannot be drawn: %1").arg(QString::fromStdString(e.what()));
        m_cloth.reset();
        m_colliders.reset();
        m_ground.reset();
    }
    m_simulation->attachGl(this);
    frameAll();
    Q_EMIT glReady();
}

void Viewport::releaseGl()
{
    if (!m_cloth && !m_colliders && !m_ground && !m_simulation->solver())
        return;
    m_simulation->detachGl();
    makeCurrent();
    m_cloth.reset();
    m_colliders.reset();
    m_ground.reset();
    doneCurrent();
}

void Viewport::showCachedFrame(int frame, std::span<const glm::vec3> positions)
{
    if (!m_cloth || positions.size() != engine::sceneParticleCount(m_document->scene()))
        return;
    makeCurrent();
    m_cloth->uploadPositions(positions);
    m_uploadedFrame = -1;  // the CPU backend's frame must be uploaded again for the live view
    if (std::exchange(m_cachedFrame, frame) != frame)
        Q_EMIT shownCachedFrameChanged(frame);
    update();
}

engine::ClothSpec Viewport::systemCloth() const
{
    const engine::Scene& scene = m_document->scene();
    return scene.cloths.size() == 1 ? scene.cloths[0] : engine::assembleCloths(scene).scene.cloths[0];
}

void Viewport::showLive()
{
    if (std::exchange(m_cachedFrame, -1) != -1)
        Q_EMIT shownCachedFrameChanged(-1);
    update();
}

void Viewport::onSolverRebuilt()
{
    m_uploadedFrame = -1;
    if (std::exchange(m_cachedFrame, -1) != -1)
        Q_EMIT shownCachedFrameChanged(-1);
    if (m_drag == Drag::Grab)
        m_drag = Drag::None;  // the new solver holds nothing
    if (!m_cloth)
        return;
    // Several cloths are drawn as the one mesh the solver steps (ClothAssembly.h),
    // each in its own colours.
    const engine::ClothSpec cloth = systemCloth();
    makeCurrent();
    if (cloth.mesh) {
        m_cloth->setMesh(engine::clothMesh(cloth), engine::heldParticles(cloth));
        std::vector<std::size_t> triangles;
        for (const engine::ClothSpec& part : m_document->scene().cloths)
            triangles.push_back(engine::clothMesh(part).triangles.size() / 3);
        m_cloth->setParts(triangles);
    } else {
        m_cloth->setGrid(cloth.cols, cloth.rows, engine::heldParticles(cloth));
        m_cloth->setRestLengths(cloth);  // for the heat-map's strains
    }
    update();
}

void Viewport::paintGL()
{
    ++m_paintCount;
    QOpenGLFunctions* gl = context()->functions();
    gl->glClearColor(0.16f, 0.17f, 0.19f, 1.0f);
    gl->glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (!m_cloth || !m_ground || !m_colliders) {
        QPainter painter(this);
        painter.setPen(Qt::white);
        painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_renderFailure);
        return;
    }
    gl->glEnable(GL_DEPTH_TEST);
    const float aspect = float(std::max(width(), 1)) / float(std::max(height(), 1));
    const engine::ViewParameters view{m_camera.view(), m_camera.projection(aspect), m_camera.eye()};
    // Colliders first: the ground grid writes no depth, and a plane collider
    // (pushed back in depth) must not cover it.
    m_colliders->draw(view, engine::collidersAt(m_document->colliders(), shownFrame()), m_selection->index());
    m_ground->draw(view, 5.0f, 0.5f);

    engine::Solver* solver = m_simulation->solver();
    if (!solver)
        return;
    unsigned int positions = 0;
    if (m_cachedFrame >= 0) {
        positions = m_cloth->uploadedPositionBuffer();
    } else if (const unsigned int buffer = solver->drawablePositionBuffer()) {
        positions = buffer;
    } else {
        // The CPU backend's positions live in memory: copy them once per new frame.
        if (m_uploadedFrame != solver->frame()) {
            std::vector<glm::vec3> x;
            solver->readPositions(x);
            m_cloth->uploadPositions(x);
            m_uploadedFrame = solver->frame();
        }
        positions = m_cloth->uploadedPositionBuffer();
    }
    engine::ClothDrawOptions options;
    options.wireframe = m_wireframe;
    options.particles = m_particles;
    options.pixelScale = float(devicePixelRatioF());
    options.strainColors = m_strainHeatMap;
    options.strainScale = float(strainScale());
    const engine::Scene& scene = m_document->scene();
    // Several cloths collide with their contact's thickness (docs/physics.md, "Several cloths").
    const std::optional<engine::SelfCollisionSpec> self =
        scene.cloths.size() == 1 ? scene.cloths[0].selfCollision : engine::clothContact(scene);
    if (self && m_collisionThickness)
        options.collisionThickness = float(self->thickness);
    m_cloth->draw(view, positions, options);
    paintSceneOverlays();
    if (m_paintPins)
        paintBrushOverlay();
}

double Viewport::strainScale() const
{
    return heatMapScale(m_document->scene().cloths[0].strainLimits, m_strainScaleChoice);
}

QRect Viewport::strainLegendRect() const
{
    return m_strainHeatMap ? app::strainLegendRect(size()) : QRect();
}

QString Viewport::speedReadout() const
{
    const double ratio = m_simulation->realTimeRatio();
    if (!m_simulation->isPlaying() || ratio <= 0.0 || m_cachedFrame >= 0)
        return {};
    return tr("%1× real time").arg(formatNumber(ratio, 2));
}

std::optional<QLineF> Viewport::windArrow() const
{
    return windArrowOnScreen(m_document->scene(), ScreenMapping(m_camera, size()));
}

void Viewport::paintSceneOverlays()
{
    const std::optional<QLineF> wind = windArrow();
    const QString readout = m_paintedReadout = speedReadout();
    if (!m_strainHeatMap && !wind && readout.isEmpty())
        return;
    QPainter painter(this);
    if (!readout.isEmpty())
        paintSpeedReadout(painter, speedReadoutRect(size()), readout);
    if (wind) {
        const double speed = glm::length(m_document->scene().air->wind);
        paintWindArrow(painter, *wind, tr("wind %1 m/s").arg(formatNumber(speed, 3)));
    }
    if (m_strainHeatMap) {
        const double percent = strainScale() * 100.0;
        paintStrainLegend(painter, strainLegendRect(),
                          {tr("Strain"), tr("≥ %1%").arg(formatNumber(percent, 3)),
                           tr("%1%").arg(formatNumber(percent / 2.0, 3)), tr("%1%").arg(0)});
    }
}

void Viewport::paintBrushOverlay()
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_drag == Drag::Paint) {
        // What the stroke will pin (red, as pins are drawn) or unpin (white).
        painter.setPen(QPen(m_erasing ? QColor(240, 240, 240) : QColor(235, 60, 40), 5, Qt::SolidLine, Qt::RoundCap));
        QList<QPointF> touched;
        for (std::size_t p = 0; p < m_strokeTouched.size(); ++p)
            if (m_strokeTouched[p])
                touched.append(m_strokeScreen[p]);
        painter.drawPoints(touched.constData(), int(touched.size()));
    }
    if (m_cursor) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 0, 0, 160), 3));
        painter.drawEllipse(*m_cursor, m_brushRadius, m_brushRadius);
        painter.setPen(QPen(m_erasing && m_drag == Drag::Paint ? QColor(240, 240, 240) : QColor(255, 210, 90), 1.5));
        painter.drawEllipse(*m_cursor, m_brushRadius, m_brushRadius);
    }
}

void Viewport::setShowWireframe(bool show)
{
    m_wireframe = show;
    update();
}

void Viewport::setShowParticles(bool show)
{
    m_particles = show;
    update();
}

void Viewport::setShowCollisionThickness(bool show)
{
    m_collisionThickness = show;
    update();
}

void Viewport::setShowStrainHeatMap(bool show)
{
    m_strainHeatMap = show;
    update();
}

void Viewport::setStrainScale(double scale)
{
    m_strainScaleChoice = std::max(scale, 0.0);
    update();
}

void Viewport::setPaintingPins(bool on)
{
    if (m_paintPins == on)
        return;
    if (!on && m_drag == Drag::Paint)
        finishStroke();
    m_paintPins = on;
    // The brush circle follows the cursor, buttons held or not.
    setMouseTracking(on);
    if (on && underMouse())
        m_cursor = QPointF(mapFromGlobal(QCursor::pos()));
    else if (!on)
        m_cursor.reset();
    setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
    Q_EMIT paintingPinsChanged(on);
}

void Viewport::setPinBrushRadius(int pixels)
{
    pixels = std::clamp(pixels, minPinBrushRadius, maxPinBrushRadius);
    if (pixels == m_brushRadius)
        return;
    m_brushRadius = pixels;
    update();
    Q_EMIT pinBrushRadiusChanged(pixels);
}

std::vector<glm::vec3> Viewport::clothPositions()
{
    std::vector<glm::vec3> x;
    if (engine::Solver* solver = m_simulation->solver()) {
        makeCurrent();
        solver->readPositions(x);  // one read on request, not per frame
        return x;
    }
    const engine::ClothSpec cloth = systemCloth();
    x.resize(std::size_t(cloth.particleCount()));
    for (int j = 0; j < cloth.rows; ++j)
        for (int i = 0; i < cloth.cols; ++i)
            x[std::size_t(engine::particleIndex(cloth, {i, j}))] = glm::vec3(engine::restPosition(cloth, {i, j}));
    return x;
}

void Viewport::frameAll()
{
    const std::vector<glm::vec3> x = clothPositions();
    glm::vec3 low(std::numeric_limits<float>::max()), high(-std::numeric_limits<float>::max());
    for (const glm::vec3& p : x) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    }
    if (!x.empty())
        m_camera.frame(low, high, float(std::max(width(), 1)) / float(std::max(height(), 1)));
    update();
}

void Viewport::selectAt(QPointF pixel)
{
    const ScreenMapping screen(m_camera, size());
    const double far = double(m_camera.distance()) * 100.0 + 100.0;
    m_selection->select(pickCollider(engine::collidersAt(m_document->colliders(), shownFrame()), screen.rayThrough(pixel), far));
}

bool Viewport::beginGrab(QPointF pixel)
{
    if (!m_simulation->solver() || !m_simulation->isPlaying() || m_cachedFrame >= 0)
        return false;
    const std::vector<glm::vec3> x = clothPositions();
    const ScreenMapping screen(m_camera, size());
    const double tolerance = grabDepthSpacings * m_document->scene().cloths[0].spacing;
    const int particle = pickParticle(x, screen, pixel, grabRadiusPixels, tolerance);
    if (particle < 0)
        return false;
    m_grabPlanePoint = glm::dvec3(x[std::size_t(particle)]);
    m_grabPlaneNormal = screen.forward();
    const glm::dvec3 target =
        intersectPlane(screen.rayThrough(pixel), m_grabPlanePoint, m_grabPlaneNormal).value_or(m_grabPlanePoint);
    return m_simulation->beginGrab(particle, target);
}

void Viewport::moveGrab(QPointF pixel)
{
    const ScreenMapping screen(m_camera, size());
    if (const auto target = intersectPlane(screen.rayThrough(pixel), m_grabPlanePoint, m_grabPlaneNormal))
        m_simulation->moveGrab(*target);
}

void Viewport::beginStroke(QPointF pixel, bool erase)
{
    m_drag = Drag::Paint;
    m_erasing = erase;
    m_strokeScreen = projectAll(clothPositions(), ScreenMapping(m_camera, size()));
    m_strokeTouched.assign(m_strokeScreen.size(), false);
    m_lastBrush = pixel;
    markUnderBrush(m_strokeScreen, pixel, pixel, m_brushRadius, m_strokeTouched);
    update();
}

void Viewport::extendStroke(QPointF pixel)
{
    markUnderBrush(m_strokeScreen, m_lastBrush, pixel, m_brushRadius, m_strokeTouched);
    m_lastBrush = pixel;
    update();
}

int Viewport::shownFrame() const
{
    return m_cachedFrame >= 0 ? m_cachedFrame : m_simulation->frame();
}

void Viewport::finishStroke()
{
    m_drag = Drag::None;
    engine::Scene after = m_document->scene();
    const auto active = std::size_t(m_document->activeCloth());
    engine::ClothSpec& cloth = after.cloths[active];
    // The brush marks the system's particles; the active cloth's come after the cloths before it.
    const std::size_t first = engine::clothRanges(after)[active].first;
    const auto touched = [&](engine::GridCoord c) {
        const std::size_t p = first + std::size_t(engine::particleIndex(cloth, c));
        return p < m_strokeTouched.size() && m_strokeTouched[p];
    };
    if (m_erasing) {
        std::erase_if(cloth.pins, touched);
    } else {
        std::vector<bool> pinned(std::size_t(cloth.particleCount()), false);
        for (const engine::GridCoord& pin : engine::heldParticles(cloth))  // a pin group's particle is held already
            pinned[std::size_t(engine::particleIndex(cloth, pin))] = true;
        for (int j = 0; j < cloth.rows; ++j)
            for (int i = 0; i < cloth.cols; ++i)
                if (touched({i, j}) && !pinned[std::size_t(engine::particleIndex(cloth, {i, j}))])
                    cloth.pins.push_back({i, j});
    }
    m_strokeTouched.clear();
    m_strokeScreen.clear();
    update();
    // One stroke, one undo step; an unchanged pin list pushes nothing.
    m_document->edit(m_erasing ? tr("Unpin with brush") : tr("Paint pins"), after);
}

void Viewport::mousePressEvent(QMouseEvent* event)
{
    const QPoint at = event->position().toPoint();
    m_lastMouse = at;
    m_pressPosition = at;
    setFocus();
    if (m_drag != Drag::None) {
        if (event->buttons() != event->button())
            return;  // a second button during a drag changes nothing
        // The release of the last drag never came (another window took the mouse): end it.
        if (m_drag == Drag::Grab)
            m_simulation->endGrab();
        else if (m_drag == Drag::Paint)
            finishStroke();
        m_drag = Drag::None;
    }
    if (event->button() != Qt::LeftButton) {
        m_drag = Drag::Camera;
        return;
    }
    if (m_paintPins) {
        beginStroke(event->position(), event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier));
        return;
    }
    if (!(event->modifiers() & Qt::ShiftModifier) && beginGrab(event->position())) {
        m_drag = Drag::Grab;
        return;
    }
    m_drag = Drag::Pending;
}

void Viewport::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint at = event->position().toPoint();
    if (m_paintPins) {
        m_cursor = event->position();
        update();
    }
    switch (m_drag) {
    case Drag::None: return;
    case Drag::Grab:
        moveGrab(event->position());
        return;
    case Drag::Paint:
        extendStroke(event->position());
        return;
    case Drag::Pending:
        if ((at - m_pressPosition).manhattanLength() <= clickSlopPixels)
            return;
        m_drag = Drag::Camera;  // a drag after all: it turns the view from where it began
        break;
    case Drag::Camera: break;
    }
    const QPoint delta = at - m_lastMouse;
    m_lastMouse = at;
    moveCamera(delta, event->buttons(), event->modifiers());
}

void Viewport::mouseReleaseEvent(QMouseEvent* event)
{
    // A camera drag ends with its last button; the others with the left one.
    if (m_drag == Drag::Camera) {
        if (event->buttons() == Qt::NoButton)
            m_drag = Drag::None;
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    switch (m_drag) {
    case Drag::Pending: selectAt(event->position()); break;
    case Drag::Grab: m_simulation->endGrab(); break;
    case Drag::Paint: finishStroke(); break;
    case Drag::Camera:
    case Drag::None: break;
    }
    m_drag = Drag::None;
}

void Viewport::leaveEvent(QEvent* event)
{
    if (std::exchange(m_cursor, std::nullopt))
        update();  // the brush circle goes
    QOpenGLWidget::leaveEvent(event);
}

// Left or middle drag orbits; with Shift, or with the right button, it pans.
void Viewport::moveCamera(QPoint delta, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    if (!(buttons & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton)))
        return;
    const bool pan = buttons & Qt::RightButton || modifiers & Qt::ShiftModifier;
    if (pan)
        m_camera.pan(-float(delta.x()) / float(height()), float(delta.y()) / float(height()));
    else
        m_camera.orbit(-float(delta.x()) * radiansPerPixel, float(delta.y()) * radiansPerPixel);
    update();
}

void Viewport::wheelEvent(QWheelEvent* event)
{
    m_camera.zoom(float(event->angleDelta().y()) / 120.0f);
    update();
}

// Escape is the window's Pause key; while the pin brush is out, it puts the brush away instead.
bool Viewport::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && m_paintPins &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return true;
    }
    return QOpenGLWidget::event(event);
}

// W/A/S/D orbit, Shift+W/A/S/D pan, +/- zoom, F frames the cloth; [ and ] size
// the pin brush, Escape puts it away.
void Viewport::keyPressEvent(QKeyEvent* event)
{
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const auto turn = [&](float yaw, float pitch) {
        shift ? m_camera.pan(-yaw, pitch) : m_camera.orbit(yaw, pitch);
    };
    switch (event->key()) {
    case Qt::Key_A: turn(-keyTurn, 0.0f); break;
    case Qt::Key_D: turn(keyTurn, 0.0f); break;
    case Qt::Key_W: turn(0.0f, keyTurn); break;
    case Qt::Key_S: turn(0.0f, -keyTurn); break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: m_camera.zoom(1.0f); break;
    case Qt::Key_Minus: m_camera.zoom(-1.0f); break;
    case Qt::Key_F: frameAll(); return;
    case Qt::Key_BracketLeft: setPinBrushRadius(int(std::lround(m_brushRadius / 1.25))); return;
    case Qt::Key_BracketRight: setPinBrushRadius(std::max(m_brushRadius + 1, int(std::lround(m_brushRadius * 1.25)))); return;
    case Qt::Key_Escape:
        if (m_paintPins) {
            setPaintingPins(false);
            return;
        }
        QOpenGLWidget::keyPressEvent(event);
        return;
    default: QOpenGLWidget::keyPressEvent(event); return;
    }
    update();
}

}  // namespace drape::app

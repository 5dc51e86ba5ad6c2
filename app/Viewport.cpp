#include "app/Viewport.h"

#include "app/SceneDocument.h"
#include "app/SimulationController.h"

#include "engine/gl/GlError.h"
#include "engine/render/ClothRenderer.h"
#include "engine/render/GroundRenderer.h"
#include "engine/sim/GpuSolver.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace drape::app {
namespace {

constexpr float radiansPerPixel = 0.008f;
constexpr float keyTurn = 0.08f;

}  // namespace

Viewport::Viewport(SceneDocument* document, SimulationController* simulation, QWidget* parent)
    : QOpenGLWidget(parent), m_document(document), m_simulation(simulation)
{
    setObjectName(QStringLiteral("viewport"));
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    // Play, step and reset return the view to the live solver.
    connect(simulation, &SimulationController::frameChanged, this, &Viewport::showLive);
    connect(simulation, &SimulationController::solverRebuilt, this, &Viewport::onSolverRebuilt);
    connect(document, &SceneDocument::sceneReplaced, this, &Viewport::frameAll);
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
    // GL objects must go while their context is current (house style 8).
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &Viewport::releaseGl, Qt::DirectConnection);
    try {
        m_cloth = std::make_unique<engine::ClothRenderer>();
        m_ground = std::make_unique<engine::GroundRenderer>();
    } catch (const engine::GlError& e) {
        m_renderFailure = tr("The cloth cannot be drawn: %1").arg(QString::fromStdString(e.what()));
        m_cloth.reset();
        m_ground.reset();
    }
    m_simulation->attachGl(this);
    frameAll();
    Q_EMIT glReady();
}

void Viewport::releaseGl()
{
    if (!m_cloth && !m_ground && !m_simulation->solver())
        return;
    m_simulation->detachGl();
    makeCurrent();
    m_cloth.reset();
    m_ground.reset();
    doneCurrent();
}

void Viewport::showCachedFrame(int frame, std::span<const glm::vec3> positions)
{
    const engine::ClothSpec& cloth = m_document->scene().cloth;
    if (!m_cloth || positions.size() != std::size_t(cloth.cols) * std::size_t(cloth.rows))
        return;
    makeCurrent();
    m_cloth->uploadPositions(positions);
    m_uploadedFrame = -1;  // the CPU backend's frame must be uploaded again for the live view
    if (std::exchange(m_cachedFrame, frame) != frame)
        Q_EMIT shownCachedFrameChanged(frame);
    update();
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
    if (!m_cloth)
        return;
    const engine::ClothSpec& cloth = m_document->scene().cloth;
    makeCurrent();
    m_cloth->setGrid(cloth.cols, cloth.rows, cloth.pins);
    update();
}

void Viewport::paintGL()
{
    ++m_paintCount;
    QOpenGLFunctions* gl = context()->functions();
    gl->glClearColor(0.16f, 0.17f, 0.19f, 1.0f);
    gl->glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (!m_cloth || !m_ground) {
        QPainter painter(this);
        painter.setPen(Qt::white);
        painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_renderFailure);
        return;
    }
    gl->glEnable(GL_DEPTH_TEST);
    const float aspect = float(std::max(width(), 1)) / float(std::max(height(), 1));
    const engine::ViewParameters view{m_camera.view(), m_camera.projection(aspect), m_camera.eye()};
    m_ground->draw(view, 5.0f, 0.5f);

    engine::Solver* solver = m_simulation->solver();
    if (!solver)
        return;
    unsigned int positions = 0;
    if (m_cachedFrame >= 0) {
        positions = m_cloth->uploadedPositionBuffer();
    } else if (const auto* gpu = dynamic_cast<const engine::GpuSolver*>(solver)) {
        positions = gpu->currentPositionBuffer();
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
    m_cloth->draw(view, positions, options);
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

void Viewport::frameAll()
{
    std::vector<glm::vec3> x;
    if (engine::Solver* solver = m_simulation->solver()) {
        makeCurrent();
        solver->readPositions(x);  // one read on request, not per frame
    } else {
        const engine::ClothSpec& cloth = m_document->scene().cloth;
        for (engine::GridCoord corner : {engine::GridCoord{0, 0}, {cloth.cols - 1, 0}, {0, cloth.rows - 1},
                                         {cloth.cols - 1, cloth.rows - 1}})
            x.push_back(glm::vec3(engine::restPosition(cloth, corner)));
    }
    glm::vec3 low(std::numeric_limits<float>::max()), high(-std::numeric_limits<float>::max());
    for (const glm::vec3& p : x) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    }
    if (!x.empty())
        m_camera.frame(low, high, float(std::max(width(), 1)) / float(std::max(height(), 1)));
    update();
}

void Viewport::mousePressEvent(QMouseEvent* event)
{
    m_lastMouse = event->position().toPoint();
    setFocus();
}

// Left or middle drag orbits; with Shift, or with the right button, it pans.
void Viewport::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint delta = event->position().toPoint() - m_lastMouse;
    m_lastMouse = event->position().toPoint();
    const bool pan = event->buttons() & Qt::RightButton || event->modifiers() & Qt::ShiftModifier;
    if (!(event->buttons() & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton)))
        return;
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

// W/A/S/D orbit, Shift+W/A/S/D pan, +/- zoom, F frames the cloth.
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
    default: QOpenGLWidget::keyPressEvent(event); return;
    }
    update();
}

}  // namespace drape::app

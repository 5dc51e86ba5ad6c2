// The 3D view: a QOpenGLWidget whose context also hosts the GPU solver. Draws the
// ground grid, axes and the cloth straight from the solver's position buffer;
// orbit / pan / zoom with mouse, wheel and keys. No physics happens here.
#pragma once

#include "app/GlContextAccess.h"
#include "app/OrbitCamera.h"

#include "engine/gl/GlInfo.h"

#include <QOpenGLWidget>
#include <QPoint>

#include <glm/vec3.hpp>

#include <memory>
#include <span>

namespace drape::engine {
class ClothRenderer;
class GroundRenderer;
}

namespace drape::app {

class SceneDocument;
class SimulationController;

class Viewport final : public QOpenGLWidget, public GlContextAccess {
    Q_OBJECT

public:
    Viewport(SceneDocument* document, SimulationController* simulation, QWidget* parent = nullptr);
    ~Viewport() override;

    void makeContextCurrent() override { makeCurrent(); }
    void doneContextCurrent() override { doneCurrent(); }
    const engine::GlInfo& glInfo() const override { return m_glInfo; }

    bool showsWireframe() const { return m_wireframe; }
    bool showsParticles() const { return m_particles; }
    const OrbitCamera& camera() const { return m_camera; }
    /// Why the view cannot draw (shown in it), empty when it can.
    const QString& renderFailure() const { return m_renderFailure; }
    /// How many times the view has been drawn (for frame-rate measurements).
    int paintCount() const { return m_paintCount; }
    /// The baked frame on show, or -1 while the view follows the live solver.
    int shownCachedFrame() const { return m_cachedFrame; }
    /// Shows baked frame `frame` (its positions, cols × rows of the open grid)
    /// until showLive() or the live simulation moves.
    void showCachedFrame(int frame, std::span<const glm::vec3> positions);

public Q_SLOTS:
    void setShowWireframe(bool show);
    void setShowParticles(bool show);
    /// Fits the cloth (as it is now) into view.
    void frameAll();
    /// Back to the live solver's view.
    void showLive();

Q_SIGNALS:
    /// The context exists and the simulation has been attached to it.
    void glReady();
    /// The view switched to baked frame `frame`, or back to the live solver (-1).
    void shownCachedFrameChanged(int frame);

protected:
    void initializeGL() override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void releaseGl();
    void onSolverRebuilt();

    SceneDocument* m_document;
    SimulationController* m_simulation;
    engine::GlInfo m_glInfo;
    QString m_renderFailure;   ///< why nothing can be drawn, shown in the view
    std::unique_ptr<engine::ClothRenderer> m_cloth;
    std::unique_ptr<engine::GroundRenderer> m_ground;
    int m_uploadedFrame = -1;  ///< CPU backend: the frame last copied to the GPU for drawing
    OrbitCamera m_camera;
    QPoint m_lastMouse;
    bool m_wireframe = false;
    bool m_particles = false;
    int m_paintCount = 0;
    int m_cachedFrame = -1;    ///< the baked frame uploaded and drawn, -1 for the live view
};

}  // namespace drape::app

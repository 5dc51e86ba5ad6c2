// The 3D view: a QOpenGLWidget whose context also hosts the GPU solver. Draws the
// colliders, the ground grid, axes and the cloth straight from the solver's
// position buffer (checkered, or as a strain heat-map with its legend), and the
// wind as an arrow; orbit / pan / zoom with mouse, wheel and keys; a click
// selects a collider, a press on the playing cloth grabs it, and the pin brush
// paints pins. No physics happens here.
#pragma once

#include "app/GlContextAccess.h"
#include "app/OrbitCamera.h"
#include "app/PinBrush.h"

#include "engine/gl/GlInfo.h"
#include "engine/scene/Scene.h"

#include <QLineF>
#include <QOpenGLWidget>
#include <QPoint>
#include <QPointF>

#include <glm/vec3.hpp>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace drape::engine {
class ClothRenderer;
class ColliderRenderer;
class GroundRenderer;
}

namespace drape::app {

class ColliderSelection;
class SceneDocument;
class SimulationController;

class Viewport final : public QOpenGLWidget, public GlContextAccess {
    Q_OBJECT

public:
    /// A press and release within this many pixels is a click, not a drag.
    static constexpr int clickSlopPixels = 4;
    /// A grab takes the particle nearest the cursor within this many pixels.
    static constexpr double grabRadiusPixels = 10.0;

    Viewport(SceneDocument* document, SimulationController* simulation, ColliderSelection* selection,
             QWidget* parent = nullptr);
    ~Viewport() override;

    void makeContextCurrent() override { makeCurrent(); }
    void doneContextCurrent() override { doneCurrent(); }
    const engine::GlInfo& glInfo() const override { return m_glInfo; }

    bool showsWireframe() const { return m_wireframe; }
    bool showsParticles() const { return m_particles; }
    /// Whether the self-collision thickness is drawn (when the cloth has self-collision).
    bool showsCollisionThickness() const { return m_collisionThickness; }
    const OrbitCamera& camera() const { return m_camera; }
    /// Why the view cannot draw (shown in it), empty when it can.
    const QString& renderFailure() const { return m_renderFailure; }
    /// How many times the view has been drawn (for frame-rate measurements).
    int paintCount() const { return m_paintCount; }
    /// The baked frame on show, or -1 while the view follows the live solver.
    int shownCachedFrame() const { return m_cachedFrame; }
    /// The frame on show, baked or live: where keyed colliders are drawn.
    int shownFrame() const;
    /// Shows baked frame `frame` (its positions, cols × rows of the open grid)
    /// until showLive() or the live simulation moves.
    void showCachedFrame(int frame, std::span<const glm::vec3> positions);
    /// Whether the left button paints pins (the Paint Pins tool) instead of
    /// selecting, grabbing and orbiting.
    bool isPaintingPins() const { return m_paintPins; }
    /// The pin brush's radius, logical pixels.
    int pinBrushRadius() const { return m_brushRadius; }
    /// Whether the cloth is drawn as a strain heat-map instead of the checker.
    bool showsStrainHeatMap() const { return m_strainHeatMap; }
    /// The strain the heat-map draws red (a fraction): the chosen one, or automatic (app/ViewportOverlays.h).
    double strainScale() const;
    /// Where the heat-map's legend is drawn; empty while the heat-map is off.
    QRect strainLegendRect() const;
    /// Where the wind arrow is drawn (tail to head), when the scene has a wind.
    std::optional<QLineF> windArrow() const;
    /// The real-time ratio drawn while playing ("0.05× real time"), or empty when none is shown.
    QString speedReadout() const;

public Q_SLOTS:
    void setShowWireframe(bool show);
    void setShowParticles(bool show);
    void setShowCollisionThickness(bool show);
    void setShowStrainHeatMap(bool show);
    /// The strain drawn red, as a fraction; 0 for automatic.
    void setStrainScale(double scale);
    /// Fits the cloth (as it is now) into view.
    void frameAll();
    /// Back to the live solver's view.
    void showLive();
    void setPaintingPins(bool on);
    /// Clamped to [minPinBrushRadius, maxPinBrushRadius] (app/PinBrush.h).
    void setPinBrushRadius(int pixels);

Q_SIGNALS:
    /// The context exists and the simulation has been attached to it.
    void glReady();
    /// The view switched to baked frame `frame`, or back to the live solver (-1).
    void shownCachedFrameChanged(int frame);
    void paintingPinsChanged(bool on);
    void pinBrushRadiusChanged(int pixels);

protected:
    void initializeGL() override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// What the held mouse button is doing.
    enum class Drag {
        None,
        Pending,   ///< left button down, not moved past the click slop yet: a click or an orbit
        Camera,    ///< orbiting or panning
        Grab,      ///< holding a cloth particle
        Paint,     ///< a pin-brush stroke
    };

    void releaseGl();
    void onSolverRebuilt();
    /// The cloth's positions now: the solver's, or the rest grid before there is one.
    std::vector<glm::vec3> clothPositions();
    /// The scene's cloths as the one cloth the solver steps: a lone cloth itself.
    engine::ClothSpec systemCloth() const;
    void moveCamera(QPoint delta, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    /// Selects the collider under `pixel`, or clears the selection.
    void selectAt(QPointF pixel);
    /// Grabs the cloth particle under `pixel` while the cloth plays.
    bool beginGrab(QPointF pixel);
    void moveGrab(QPointF pixel);
    void beginStroke(QPointF pixel, bool erase);
    void extendStroke(QPointF pixel);
    /// Pins (or unpins) what the stroke touched, as one undo step.
    void finishStroke();
    /// The brush circle and the particles the stroke has touched, over the GL image.
    void paintBrushOverlay();
    /// The heat-map's legend and the wind arrow, over the GL image.
    void paintSceneOverlays();

    SceneDocument* m_document;
    SimulationController* m_simulation;
    ColliderSelection* m_selection;
    engine::GlInfo m_glInfo;
    QString m_paintedReadout;  ///< the real-time ratio as last drawn
    QString m_renderFailure;   ///< why nothing can be drawn, shown in the view
    std::unique_ptr<engine::ClothRenderer> m_cloth;
    std::unique_ptr<engine::ColliderRenderer> m_colliders;
    std::unique_ptr<engine::GroundRenderer> m_ground;
    int m_uploadedFrame = -1;  ///< CPU backend: the frame last copied to the GPU for drawing
    OrbitCamera m_camera;
    QPoint m_lastMouse;
    QPoint m_pressPosition;
    Drag m_drag = Drag::None;
    bool m_wireframe = false;
    bool m_particles = false;
    bool m_collisionThickness = false;
    bool m_strainHeatMap = false;
    double m_strainScaleChoice = 0.0;   ///< 0: automatic
    int m_paintCount = 0;
    int m_cachedFrame = -1;    ///< the baked frame uploaded and drawn, -1 for the live view

    glm::dvec3 m_grabPlanePoint{0.0};   ///< the grab drags in the plane through here facing the camera
    glm::dvec3 m_grabPlaneNormal{0.0, 0.0, 1.0};

    bool m_paintPins = false;
    int m_brushRadius = defaultPinBrushRadius;
    std::optional<QPointF> m_cursor;    ///< where the brush circle is drawn; none outside the view
    bool m_erasing = false;             ///< the current stroke unpins
    std::vector<QPointF> m_strokeScreen;   ///< each particle's pixel position when the stroke began
    std::vector<bool> m_strokeTouched;     ///< particles the stroke has passed over
    QPointF m_lastBrush;
};

}  // namespace drape::app

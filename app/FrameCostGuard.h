// Asks before the editor takes on a scene that it cannot play at interactive
// speed: a frame's cost, estimated from the backend's measured speed
// (SimulationController::estimateFrameCost), and the choice to go on, to go on
// paused or to cancel (docs/editor.md, "Large cloths").
#pragma once

#include "engine/scene/Scene.h"

#include <QObject>

class QWidget;

namespace drape::app {

class SimulationController;

class FrameCostGuard final : public QObject {
    Q_OBJECT

public:
    /// A frame that takes longer is not interactive: playback below 10 frames a second.
    static constexpr double interactiveFrameSeconds = 0.1;
    /// A frame of at most this many particle-substeps takes under 0.1 s on every
    /// backend measured (docs/editor.md, "Large cloths"): such scenes are neither
    /// measured nor asked about.
    static constexpr double alwaysInteractiveWork = 262144.0;

    FrameCostGuard(SimulationController* simulation, QWidget* dialogParent);

    /// Whether to take on `next`. A scene that plays interactively is taken at once;
    /// for another the user chooses, and going on paused pauses the simulation first.
    bool accept(const engine::Scene& next);
    /// Off, every scene is taken without a question (scripted runs).
    void setEnabled(bool enabled) { m_enabled = enabled; }

private:
    SimulationController* m_simulation;
    QWidget* m_dialogParent;
    bool m_enabled = true;
};

}  // namespace drape::app

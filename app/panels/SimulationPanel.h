// The Simulation dock: play / pause / step / reset, the time stepping (fps,
// substeps, or automatic substeps as in the Springs panel; the integrator, Verlet
// or implicit, and the implicit one's iterations per step), the bake length and
// backend, and read-outs of the running solver.
#pragma once

#include "app/panels/ScenePanel.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace drape::app {

class SimulationController;

class SimulationPanel final : public ScenePanel {
    Q_OBJECT

public:
    SimulationPanel(SceneDocument* document, SimulationController* simulation, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    void buildControls(QWidget* content);
    void editBackend(int row);
    void editIntegrator(int row);
    /// Play state and the frame, time and cost read-outs.
    void refreshStatus();
    /// Greys out the GPU choice, with the reason, when the GPU backend cannot run.
    void refreshGpuAvailability();

    SimulationController* m_simulation;
    QPushButton* m_playButton = nullptr;
    QPushButton* m_stepButton = nullptr;
    QPushButton* m_resetButton = nullptr;
    QFormLayout* m_form = nullptr;
    QWidget* m_substepsSpin = nullptr;  ///< a declared field; its tooltip depends on the automatic mode
    QWidget* m_substepsRow = nullptr;
    QCheckBox* m_autoSubstepsCheck = nullptr;
    QComboBox* m_integratorCombo = nullptr;
    QComboBox* m_backendCombo = nullptr;
    QLabel* m_gpuUnavailableLabel = nullptr;
    QFormLayout* m_statusForm = nullptr;
    QLabel* m_backendInUseLabel = nullptr;
    QLabel* m_frameLabel = nullptr;
    QLabel* m_timeLabel = nullptr;
    QLabel* m_frameCostLabel = nullptr;
};

}  // namespace drape::app

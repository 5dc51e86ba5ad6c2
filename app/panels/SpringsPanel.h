// The Springs dock: stiffness per spring type (read-only when a material sets
// it), damping and gravity; the stability group: under Verlet the
// explicit-integration readout (the largest stable time step, the one in use
// and the margin between them) with automatic substeps or, in manual mode past
// the limit, a warning and a button to use the substeps that would be stable;
// under the implicit integrator, which has no bound, the running solver's last
// step instead (its iterations and residual, read a few times a second at
// most); strain limits per spring type; and the strain at which the viewport's
// heat-map turns red (a view setting).
#pragma once

#include "app/panels/ScenePanel.h"

#include <QElapsedTimer>
#include <QTimer>

#include <array>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QFrame;
class QGroupBox;
class QLabel;
class QPushButton;

namespace drape::app {

class SimulationController;

class SpringsPanel final : public ScenePanel {
    Q_OBJECT

public:
    /// `simulation` gives the implicit integrator's readout; without it the readout shows "—".
    explicit SpringsPanel(SceneDocument* document, SimulationController* simulation = nullptr,
                          QWidget* parent = nullptr);

    /// The shortest time between two reads of the implicit integrator's report
    /// (a GPU solver reads it back from its buffers).
    static constexpr int implicitReadoutIntervalMs = 500;

    /// The strain drawn red by the heat-map as a fraction (0.1 = 10%), or 0 for
    /// automatic (the tightest strain limit, else 10%: app/ViewportOverlays.h).
    double heatMapScale() const;

public Q_SLOTS:
    /// Shows `scale` (a fraction, 0 for automatic) as the heat-map scale and announces it.
    void setHeatMapScale(double scale);

Q_SIGNALS:
    /// The user chose another heat-map scale (a fraction, 0 for automatic).
    void heatMapScaleChanged(double scale);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;
    void showEvent(QShowEvent* event) override;

private:
    /// One strain-limit row: a check box turning the limit on and its largest strain in %.
    struct StrainLimitRow {
        QCheckBox* check = nullptr;
        QDoubleSpinBox* percent = nullptr;
        double engine::StrainLimits::*field = nullptr;
    };

    /// `field` as the stiffness of springs of `type`: its range, undo text and rules.
    template <double engine::SpringStiffness::*type>
    static ClothField stiffnessField(ClothField field);
    QGroupBox* buildStabilityGroup(QWidget* parent);
    QGroupBox* buildStrainLimitGroup(QWidget* parent);
    /// The red banner shown while the time step is past the stability limit.
    QFrame* buildStabilityWarning(QWidget* parent);
    void refreshStability();
    /// Reads the implicit report now if the last read is old enough, else once that long after it.
    void scheduleImplicitReadout();
    /// Shows the running solver's implicit report (read now).
    void refreshImplicitReadout();
    void refreshStrainLimits();
    void useStableSubsteps();
    /// `mergeKey` as SceneDocument::edit() takes it.
    void editStrainLimit(const StrainLimitRow& row, const QString& mergeKey);

    QFormLayout* m_form = nullptr;
    // Declared fields whose tooltips depend on whether a material is set.
    QWidget* m_structuralSpin = nullptr;
    QWidget* m_shearSpin = nullptr;
    QWidget* m_flexionSpin = nullptr;

    SimulationController* m_simulation;
    QGroupBox* m_stabilityGroup = nullptr;
    QCheckBox* m_autoSubstepsCheck = nullptr;
    QWidget* m_explicitReadout = nullptr;   ///< shown under Verlet
    QFormLayout* m_stabilityForm = nullptr;
    QLabel* m_boundLabel = nullptr;
    QLabel* m_timeStepLabel = nullptr;
    QLabel* m_marginLabel = nullptr;
    QLabel* m_stabilityLabel = nullptr;
    QFrame* m_warning = nullptr;
    QLabel* m_warningLabel = nullptr;
    QPushButton* m_useSubstepsButton = nullptr;
    QWidget* m_implicitReadout = nullptr;   ///< shown under the implicit integrator
    QLabel* m_implicitLabel = nullptr;
    QFormLayout* m_implicitForm = nullptr;
    QLabel* m_implicitIterationsLabel = nullptr;
    QLabel* m_implicitResidualLabel = nullptr;
    QTimer m_implicitReadoutTimer;           ///< single shot: the next read
    QElapsedTimer m_lastImplicitReadout;

    QGroupBox* m_strainGroup = nullptr;
    QFormLayout* m_strainForm = nullptr;
    std::array<StrainLimitRow, 3> m_limits{};
    QDoubleSpinBox* m_heatMapScaleSpin = nullptr;
};

}  // namespace drape::app

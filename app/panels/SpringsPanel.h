// The Springs dock: stiffness per spring type (read-only when a material sets
// it), damping and gravity; the explicit-integration stability readout (the
// largest stable time step, the one in use and the margin between them) with
// automatic substeps or, in manual mode past the limit, a warning and a button
// to use the substeps that would be stable; strain limits per spring type; and
// the strain at which the viewport's heat-map turns red (a view setting).
#pragma once

#include "app/panels/ScenePanel.h"

#include <array>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QFrame;
class QGroupBox;
class QLabel;
class QPushButton;

namespace drape::app {

class SpringsPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit SpringsPanel(SceneDocument* document, QWidget* parent = nullptr);

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

private:
    /// One strain-limit row: a check box turning the limit on and its largest strain in %.
    struct StrainLimitRow {
        QCheckBox* check = nullptr;
        QDoubleSpinBox* percent = nullptr;
        double engine::StrainLimits::*field = nullptr;
    };

    /// `field` as the stiffness of springs of `type`: its range, undo text and rules.
    template <double engine::SpringStiffness::*type>
    static SceneField stiffnessField(SceneField field);
    QGroupBox* buildStabilityGroup(QWidget* parent);
    QGroupBox* buildStrainLimitGroup(QWidget* parent);
    /// The red banner shown while the time step is past the stability limit.
    QFrame* buildStabilityWarning(QWidget* parent);
    void refreshStability();
    void refreshStrainLimits();
    void useStableSubsteps();
    /// `mergeKey` as SceneDocument::edit() takes it.
    void editStrainLimit(const StrainLimitRow& row, const QString& mergeKey);

    QFormLayout* m_form = nullptr;
    // Declared fields whose tooltips depend on whether a material is set.
    QWidget* m_structuralSpin = nullptr;
    QWidget* m_shearSpin = nullptr;
    QWidget* m_flexionSpin = nullptr;

    QGroupBox* m_stabilityGroup = nullptr;
    QCheckBox* m_autoSubstepsCheck = nullptr;
    QFormLayout* m_stabilityForm = nullptr;
    QLabel* m_boundLabel = nullptr;
    QLabel* m_timeStepLabel = nullptr;
    QLabel* m_marginLabel = nullptr;
    QLabel* m_stabilityLabel = nullptr;
    QFrame* m_warning = nullptr;
    QLabel* m_warningLabel = nullptr;
    QPushButton* m_useSubstepsButton = nullptr;

    QGroupBox* m_strainGroup = nullptr;
    QFormLayout* m_strainForm = nullptr;
    std::array<StrainLimitRow, 3> m_limits{};
    QDoubleSpinBox* m_heatMapScaleSpin = nullptr;
};

}  // namespace drape::app

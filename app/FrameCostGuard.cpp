#include "app/FrameCostGuard.h"

#include "app/SimulationController.h"
#include "app/panels/PanelWidgets.h"

#include "engine/scene/ClothAssembly.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace drape::app {

FrameCostGuard::FrameCostGuard(SimulationController* simulation, QWidget* dialogParent)
    : QObject(dialogParent), m_simulation(simulation), m_dialogParent(dialogParent)
{
}

bool FrameCostGuard::accept(const engine::Scene& next)
{
    const double work = double(engine::sceneParticleCount(next)) * double(next.simulation.substeps);
    if (!m_enabled || work <= alwaysInteractiveWork)
        return true;
    const SimulationController::FrameCost cost = m_simulation->estimateFrameCost(next);
    if (cost.seconds <= interactiveFrameSeconds)
        return true;

    const QLocale locale;
    const QString backend = cost.backend == engine::Backend::Gpu ? tr("GPU") : tr("CPU");
    const double ratio = 1.0 / (cost.seconds * next.simulation.fps);
    const QString question =
        next.cloths.size() > 1
            ? tr("A frame of these %1 cloths (%2 particles, %3 substeps a frame) will take about %4 s on the %5, by "
                 "their measured speed: %6× real time.")
                  .arg(locale.toString(qlonglong(next.cloths.size())),
                       locale.toString(qlonglong(engine::sceneParticleCount(next))),
                       locale.toString(next.simulation.substeps), formatNumber(cost.seconds, 2), backend,
                       formatNumber(ratio, 2))
        : next.cloths[0].mesh
            ? tr("A frame of this mesh cloth (%1 particles, %2 substeps a frame) will take about %3 s on the %4, by "
                 "its measured speed: %5× real time.")
                  .arg(locale.toString(next.cloths[0].particleCount()), locale.toString(next.simulation.substeps),
                       formatNumber(cost.seconds, 2), backend, formatNumber(ratio, 2))
            : tr("A frame of this %1 × %2 cloth (%3 particles, %4 substeps a frame) will take about %5 s on "
                 "the %6, by its measured speed: %7× real time.")
                  .arg(locale.toString(next.cloths[0].cols), locale.toString(next.cloths[0].rows),
                       locale.toString(next.cloths[0].particleCount()), locale.toString(next.simulation.substeps),
                       formatNumber(cost.seconds, 2), backend, formatNumber(ratio, 2));
    QMessageBox box(QMessageBox::Question, tr("Slow scene"), question,
                    QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, m_dialogParent);
    box.setObjectName(QStringLiteral("frameCostBox"));
    box.setInformativeText(tr("The editor stays responsive while it plays: Space or Esc pauses at once."));
    box.button(QMessageBox::Yes)->setText(tr("Go On"));
    box.button(QMessageBox::No)->setText(tr("Go On Paused"));
    box.setDefaultButton(QMessageBox::No);
    box.setEscapeButton(QMessageBox::Cancel);
    const int answer = box.exec();
    if (answer == QMessageBox::No)
        m_simulation->pause();
    return answer == QMessageBox::Yes || answer == QMessageBox::No;
}

}  // namespace drape::app

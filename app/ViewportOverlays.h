// What the viewport paints over its OpenGL image with QPainter: the strain
// heat-map's legend (a colour bar in engine::strainColor's colours), the
// wind arrow (the scene's mean wind, projected from the world beside the cloth)
// and the playback's real-time ratio.
// 2D drawing from the scene and the camera's projection: no OpenGL, no physics.
#pragma once

#include "app/ViewportPicking.h"

#include "engine/scene/Scene.h"

#include <QLineF>
#include <QRect>
#include <QString>

#include <optional>

class QPainter;

namespace drape::app {

/// The strain the heat-map draws red, as a fraction: `chosen` when > 0, else the
/// tightest strain limit the cloth has, else 10%.
double heatMapScale(const engine::StrainLimits& limits, double chosen);

/// The legend's texts, translated by the viewport.
struct StrainLegendTexts {
    QString title;    ///< "Strain"
    QString top;      ///< the scale, e.g. "≥ 10%"
    QString middle;   ///< half the scale, "5%"
    QString bottom;   ///< "0%"
};

/// Where the legend goes in a view of `viewSize` logical pixels: its top right corner.
QRect strainLegendRect(QSize viewSize);
/// Paints the legend into `rect`: a vertical bar from strain 0 (blue, bottom) to
/// the scale (red, top), with labels beside it.
void paintStrainLegend(QPainter& painter, const QRect& rect, const StrainLegendTexts& texts);

/// Where the wind arrow shows, from its tail to its head, when the scene has air
/// with a wind and the arrow is in front of the camera. It points where the wind
/// blows, its head just upwind of the cloth's rest box and above it, and its length is
/// proportional to the speed (the box's diagonal at 10 m/s).
std::optional<QLineF> windArrowOnScreen(const engine::Scene& scene, const ScreenMapping& screen);
/// Paints the arrow, with `label` (the speed) beside its head.
void paintWindArrow(QPainter& painter, const QLineF& arrow, const QString& label);

/// Where the real-time ratio shows in a view of `viewSize`: its bottom left corner.
QRect speedReadoutRect(QSize viewSize);
/// Paints `text` (e.g. "0.05× real time") into `rect`, on a dark plate so that it reads on any cloth.
void paintSpeedReadout(QPainter& painter, const QRect& rect, const QString& text);

}  // namespace drape::app

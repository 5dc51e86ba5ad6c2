#include "app/ViewportOverlays.h"

#include "engine/render/ClothRenderer.h"
#include "engine/scene/ClothMetrics.h"

#include <QFontMetrics>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace drape::app {
namespace {

constexpr double defaultHeatMapScale = 0.1;
/// Wind speed at which the arrow is as long as the cloth is large, m/s.
constexpr double arrowReferenceSpeed = 10.0;

QColor qColor(const glm::vec3& rgb)
{
    return QColor::fromRgbF(rgb.r, rgb.g, rgb.b);
}

}  // namespace

double heatMapScale(const engine::StrainLimits& limits, double chosen)
{
    if (chosen > 0.0)
        return chosen;
    double tightest = 0.0;
    for (double limit : {limits.structural, limits.shear, limits.flexion})
        if (limit > 0.0 && (tightest == 0.0 || limit < tightest))
            tightest = limit;
    return tightest > 0.0 ? tightest : defaultHeatMapScale;
}

QRect strainLegendRect(QSize viewSize)
{
    constexpr int width = 96, height = 200, margin = 12;
    return {viewSize.width() - width - margin, margin, width, height};
}

void paintStrainLegend(QPainter& painter, const QRect& rect, const StrainLegendTexts& texts)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(20, 22, 26, 190));
    painter.drawRoundedRect(rect, 4, 4);

    const QFontMetrics metrics(painter.font());
    const int padding = 8;
    const QRect title(rect.left() + padding, rect.top() + padding / 2, rect.width() - 2 * padding,
                      metrics.height() + padding / 2);
    painter.setPen(QColor(235, 235, 235));
    painter.drawText(title, Qt::AlignLeft | Qt::AlignVCenter, texts.title);

    const QRect bar(rect.left() + padding, title.bottom() + padding, 14,
                    rect.bottom() - title.bottom() - 2 * padding - metrics.height() / 2);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    constexpr int stops = 12;  // strainColor is linear between its four stops; these include them
    for (int k = 0; k <= stops; ++k) {
        const float t = float(k) / float(stops);
        gradient.setColorAt(t, qColor(engine::strainColor(t)));
    }
    painter.setBrush(gradient);
    painter.setPen(QPen(QColor(235, 235, 235, 160), 1));
    painter.drawRect(bar);

    const int labelLeft = bar.right() + 6;
    const auto label = [&](int y, const QString& text) {
        painter.drawLine(bar.right(), y, bar.right() + 3, y);
        painter.drawText(QRect(labelLeft, y - metrics.height() / 2, rect.right() - labelLeft, metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    painter.setPen(QColor(235, 235, 235));
    label(bar.top(), texts.top);
    label(bar.center().y(), texts.middle);
    label(bar.bottom(), texts.bottom);
    painter.restore();
}

std::optional<QLineF> windArrowOnScreen(const engine::Scene& scene, const ScreenMapping& screen)
{
    if (!scene.air)
        return std::nullopt;
    const glm::dvec3 wind = scene.air->wind;
    const double speed = glm::length(wind);
    if (!(speed > 0.0))
        return std::nullopt;
    const auto [low, high] = engine::restBounds(scene);
    const glm::dvec3 extent = high - low;
    const double size = std::max(glm::length(extent), 0.1);
    const double length = size * std::clamp(speed / arrowReferenceSpeed, 0.05, 3.0);
    const glm::dvec3 direction = wind / speed;
    // Upwind of the cloth and a little above it, blowing towards it: the head stops
    // short of the rest box (its half width along the wind, plus a margin).
    const glm::dvec3 centre = 0.5 * (low + high);
    const double halfWidth = 0.5 * glm::dot(glm::abs(direction), extent);
    glm::dvec3 headPoint = centre - (halfWidth + 0.1 * size) * direction;
    headPoint.y = high.y + 0.15 * size;
    const auto head = screen.project(headPoint);
    // A tail behind the camera: shorten the arrow to what is in front of it.
    std::optional<QPointF> tail;
    for (double shown = length; !tail && shown > 1e-3 * length; shown *= 0.5)
        tail = screen.project(headPoint - shown * direction);
    if (!tail || !head)
        return std::nullopt;
    return QLineF(*tail, *head);
}

void paintWindArrow(QPainter& painter, const QLineF& arrow, const QString& label)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Seen nearly end-on the arrow would vanish: keep its head visible.
    const double headLength = std::clamp(arrow.length() * 0.3, 6.0, 16.0);
    QLineF shaft = arrow;
    const QPointF unit = arrow.length() > 0.0 ? (arrow.p2() - arrow.p1()) / arrow.length() : QPointF(1.0, 0.0);
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = arrow.p2() - unit * headLength;
    QPainterPath head;
    head.moveTo(arrow.p2());
    head.lineTo(base + normal * headLength * 0.5);
    head.lineTo(base - normal * headLength * 0.5);
    head.closeSubpath();
    shaft.setP2(base);

    const QColor fill(120, 205, 255), outline(10, 30, 45, 200);
    painter.setPen(QPen(outline, 6, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(shaft);
    painter.setPen(QPen(outline, 2));
    painter.setBrush(fill);
    painter.drawPath(head);
    painter.setPen(QPen(fill, 3, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(shaft);
    painter.setPen(QColor(235, 245, 255));
    painter.drawText(arrow.p2() + normal * 10.0 + unit * 6.0, label);
    painter.restore();
}

QRect speedReadoutRect(QSize viewSize)
{
    constexpr int margin = 12, width = 220, height = 26;
    return {margin, viewSize.height() - margin - height, width, height};
}

void paintSpeedReadout(QPainter& painter, const QRect& rect, const QString& text)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect plate = painter.fontMetrics().boundingRect(rect, Qt::AlignLeft | Qt::AlignVCenter, text).adjusted(-8, -4, 8, 4);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(10, 12, 16, 170));
    painter.drawRoundedRect(plate.translated(8, 0), 4, 4);
    painter.setPen(QColor(235, 240, 245));
    painter.drawText(rect.translated(8, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
    painter.restore();
}

}  // namespace drape::app

#include "app/panels/ScientificSpinBox.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace drape::app {
namespace {

/// The next value of the 1, 2, 5 × 10ⁿ sequence above (up) or below `value` > 0.
double nextRoundValue(double value, bool up)
{
    constexpr std::array<double, 3> mantissas{1.0, 2.0, 5.0};
    const double tolerance = 1e-9;
    const int decade = int(std::floor(std::log10(value)));
    if (up) {
        for (int e = decade; e <= decade + 1; ++e)
            for (double m : mantissas)
                if (const double candidate = m * std::pow(10.0, e); candidate > value * (1.0 + tolerance))
                    return candidate;
        return 10.0 * std::pow(10.0, decade + 1);
    }
    for (int e = decade; e >= decade - 1; --e)
        for (auto m = mantissas.rbegin(); m != mantissas.rend(); ++m)
            if (const double candidate = *m * std::pow(10.0, e); candidate < value * (1.0 - tolerance))
                return candidate;
    return std::pow(10.0, decade - 2);
}

}  // namespace

ScientificSpinBox::ScientificSpinBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    // QDoubleSpinBox rounds every value to its decimals: keep far more than shown.
    setDecimals(15);
}

QString ScientificSpinBox::textFromValue(double value) const
{
    QLocale shown = locale();
    shown.setNumberOptions(QLocale::OmitGroupSeparator);
    return shown.toString(value, 'g', shownDigits);
}

std::optional<double> ScientificSpinBox::parse(const QString& text) const
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    QLocale local = locale();
    local.setNumberOptions(QLocale::RejectGroupSeparator);
    double value = local.toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

double ScientificSpinBox::valueFromText(const QString& text) const
{
    return std::clamp(parse(text).value_or(value()), minimum(), maximum());
}

QValidator::State ScientificSpinBox::validate(QString& text, int& /*position*/) const
{
    // Digits, one decimal separator (either), an optional exponent: anything else cannot become a number.
    static const QRegularExpression partial(QStringLiteral("^\\s*[+-]?\\d*([.,]\\d*)?([eE][+-]?\\d*)?\\s*$"));
    if (!partial.match(text).hasMatch())
        return QValidator::Invalid;
    const std::optional<double> value = parse(text);
    if (!value)
        return QValidator::Intermediate;
    return *value >= minimum() && *value <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

void ScientificSpinBox::fixup(QString& text) const
{
    if (const std::optional<double> value = parse(text))
        text = textFromValue(std::clamp(*value, minimum(), maximum()));
}

void ScientificSpinBox::stepBy(int steps)
{
    double v = value();
    for (; steps > 0; --steps)
        v = v <= 0.0 ? smallestStep : nextRoundValue(v, true);
    for (; steps < 0; ++steps)
        v = v <= smallestStep ? 0.0 : nextRoundValue(v, false);
    setValue(std::clamp(v, minimum(), maximum()));
    selectAll();
}

}  // namespace drape::app

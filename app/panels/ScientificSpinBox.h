// A double spin box that shows and takes numbers in scientific notation
// ("1e-05", "2.5E-4", "0.0003") for values spanning many orders of magnitude,
// such as a bending stiffness in N·m. Its arrows step through 1, 2, 5 × 10ⁿ.
#pragma once

#include <QDoubleSpinBox>

#include <optional>

namespace drape::app {

class ScientificSpinBox final : public QDoubleSpinBox {
    Q_OBJECT

public:
    /// Significant digits shown.
    static constexpr int shownDigits = 6;
    /// The smallest value the arrows step up to from 0, and below which a step down gives 0.
    static constexpr double smallestStep = 1e-9;

    explicit ScientificSpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& position) const override;
    void fixup(QString& text) const override;
    void stepBy(int steps) override;

private:
    /// The text as a finite number, in the spin box's locale or the C locale; nothing otherwise.
    std::optional<double> parse(const QString& text) const;
};

}  // namespace drape::app

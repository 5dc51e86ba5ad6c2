// Widget factories and formatters the dock panels share, so every panel's spin
// boxes behave alike (commit on Enter or an arrow, adaptive steps) and refreshes
// never push edits.
#pragma once

#include <QString>

#include <array>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;
class QWidget;

namespace drape::app {

/// A spin box that reports a value only when it is committed (Enter, focus out,
/// an arrow): a half-typed number would otherwise push edits and rebuild the cloth.
QSpinBox* makeSpinBox(const QString& objectName, int minimum, int maximum, QWidget* parent);
/// The same for real numbers, with arrow steps that scale with the value.
QDoubleSpinBox* makeDoubleSpinBox(const QString& objectName, double minimum, double maximum, int decimals,
                                  QWidget* parent);

/// The same in scientific notation ("1e-05"), for values spanning orders of
/// magnitude (app/panels/ScientificSpinBox.h).
QDoubleSpinBox* makeScientificSpinBox(const QString& objectName, double minimum, double maximum, QWidget* parent);

/// Three double spin boxes side by side for a vector's x, y and z, named
/// namePrefix + "XSpin", "YSpin", "ZSpin".
struct VectorSpinBoxes {
    QWidget* row = nullptr;
    std::array<QDoubleSpinBox*, 3> axes{};
};
VectorSpinBoxes makeVectorSpinBoxes(const QString& namePrefix, double minimum, double maximum, int decimals,
                                    QWidget* parent);

/// Set a widget's value with its signals blocked, so a refresh from the scene is not taken for an edit.
void setSilently(QSpinBox* spin, int value);
void setSilently(QDoubleSpinBox* spin, double value);
void setSilently(QComboBox* combo, int index);

/// Greys out or enables one item of a combo box (whose model is the default
/// QStandardItemModel), with `toolTip` on the item saying why.
void setComboItemEnabled(QComboBox* combo, int index, bool enabled, const QString& toolTip);

/// Adds a form row for `field` whose label text is set later, by setRowLabel() in retranslateUi().
void addFormRow(QFormLayout* form, QWidget* field);
/// Sets the text of the label of `field`'s row.
void setRowLabel(QFormLayout* form, QWidget* field, const QString& text);

/// `value` in the current locale with at most `significantDigits` digits, for read-only labels.
QString formatNumber(double value, int significantDigits = 4);

}  // namespace drape::app

#include "app/panels/PanelWidgets.h"

#include "app/panels/ScientificSpinBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

namespace drape::app {
namespace {

/// A spin box sizes itself for its widest possible value (1e7 N/m, say), which
/// would make the docks crowd out the viewport: let it shrink to what fits.
void makeNarrow(QAbstractSpinBox* spin)
{
    spin->setMinimumWidth(64);
    spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

}  // namespace

QSpinBox* makeSpinBox(const QString& objectName, int minimum, int maximum, QWidget* parent)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(minimum, maximum);
    spin->setKeyboardTracking(false);
    makeNarrow(spin);
    return spin;
}

QDoubleSpinBox* makeDoubleSpinBox(const QString& objectName, double minimum, double maximum, int decimals,
                                  QWidget* parent)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setDecimals(decimals);  // before the range, which is rounded to the decimals
    spin->setRange(minimum, maximum);
    spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    spin->setKeyboardTracking(false);
    makeNarrow(spin);
    return spin;
}

QDoubleSpinBox* makeScientificSpinBox(const QString& objectName, double minimum, double maximum, QWidget* parent)
{
    auto* spin = new ScientificSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(minimum, maximum);
    spin->setKeyboardTracking(false);
    makeNarrow(spin);
    return spin;
}

VectorSpinBoxes makeVectorSpinBoxes(const QString& namePrefix, double minimum, double maximum, int decimals,
                                    QWidget* parent)
{
    VectorSpinBoxes result;
    result.row = new QWidget(parent);
    auto* layout = new QHBoxLayout(result.row);
    layout->setContentsMargins(0, 0, 0, 0);
    const std::array<QString, 3> suffixes{QStringLiteral("XSpin"), QStringLiteral("YSpin"), QStringLiteral("ZSpin")};
    for (std::size_t axis = 0; axis < 3; ++axis) {
        result.axes[axis] = makeDoubleSpinBox(namePrefix + suffixes[axis], minimum, maximum, decimals, result.row);
        // Three to a row leave no room for arrows; the wheel and arrow keys still step.
        result.axes[axis]->setButtonSymbols(QAbstractSpinBox::NoButtons);
        layout->addWidget(result.axes[axis]);
    }
    return result;
}

void setSilently(QSpinBox* spin, int value)
{
    const QSignalBlocker blocker(spin);
    spin->setValue(value);
}

void setSilently(QDoubleSpinBox* spin, double value)
{
    const QSignalBlocker blocker(spin);
    spin->setValue(value);
}

void setSilently(QComboBox* combo, int index)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(index);
}

void setComboItemEnabled(QComboBox* combo, int index, bool enabled, const QString& toolTip)
{
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    if (!model)
        return;
    QStandardItem* item = model->item(index);
    item->setEnabled(enabled);
    item->setToolTip(toolTip);
}

void addFormRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel(form->parentWidget());
    label->setBuddy(field);
    form->addRow(label, field);
}

void setRowLabel(QFormLayout* form, QWidget* field, const QString& text)
{
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(field)))
        label->setText(text);
}

QString formatNumber(double value, int significantDigits)
{
    return QLocale().toString(value, 'g', significantDigits);
}

}  // namespace drape::app

#include "app/panels/FieldRows.h"

#include "app/ColliderSelection.h"
#include "app/SceneDocument.h"
#include "app/panels/PanelWidgets.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace drape::app {
namespace {

template <typename Target>
std::vector<QAbstractSpinBox*> makeSpins(QWidget* parent, const FieldSpec<Target>& field, QWidget** widget)
{
    const QString name = QString::fromLatin1(field.name);
    QAbstractSpinBox* spin = nullptr;
    switch (field.kind) {
    case FieldKind::Integer:
        spin = makeSpinBox(name, int(field.minimum), int(field.maximum), parent);
        break;
    case FieldKind::Real:
        spin = makeDoubleSpinBox(name, field.minimum, field.maximum, field.decimals, parent);
        break;
    case FieldKind::Scientific:
        spin = makeScientificSpinBox(name, field.minimum, field.maximum, parent);
        break;
    case FieldKind::Vector: {
        const VectorSpinBoxes vector = makeVectorSpinBoxes(name, field.minimum, field.maximum, field.decimals, parent);
        *widget = vector.row;
        return {vector.axes.begin(), vector.axes.end()};
    }
    }
    *widget = spin;
    return {spin};
}

void setValueSilently(QAbstractSpinBox* spin, double value)
{
    if (auto* integer = qobject_cast<QSpinBox*>(spin))
        setSilently(integer, int(value));
    else
        setSilently(static_cast<QDoubleSpinBox*>(spin), value);
}

}  // namespace

FieldRows::FieldRows(QWidget* panel, const SceneDocument* document, Commit commit)
    : m_panel(panel), m_document(document), m_commit(std::move(commit))
{
}

QWidget* FieldRows::add(QWidget* parent, QFormLayout* form, const SceneField& field)
{
    return add<engine::Scene>(
        parent, form, field, [](const engine::Scene& scene) { return &scene; },
        [](engine::Scene& scene) { return &scene; });
}

QWidget* FieldRows::add(QWidget* parent, QFormLayout* form, const ColliderField& field,
                        const ColliderSelection* selection)
{
    const auto find = [selection](auto& scene) {
        const int index = selection->index();
        return index >= 0 && index < int(scene.colliders.size()) ? &scene.colliders[std::size_t(index)] : nullptr;
    };
    return add<engine::ColliderSpec>(parent, form, field, find, find,
                                     [selection] { return u':' + QString::number(selection->index()); });
}

template <typename Target>
QWidget* FieldRows::add(QWidget* parent, QFormLayout* form, const FieldSpec<Target>& field,
                        std::function<const Target*(const engine::Scene&)> shown,
                        std::function<Target*(engine::Scene&)> edited, std::function<QString()> keySuffix,
                        std::function<void(Target&)> settle)
{
    Row row;
    row.spins = makeSpins(parent, field, &row.widget);
    row.form = field.label ? form : nullptr;
    row.label = field.label;
    row.toolTip = field.toolTip;
    row.toolTipNote = field.toolTipNote;
    row.undoText = field.undoText;
    row.scale = field.scale;
    row.get = [field, shown](const engine::Scene& scene, int axis) -> std::optional<double> {
        const Target* target = shown(scene);
        return target ? std::optional(field.get(*target, axis)) : std::nullopt;
    };
    row.set = [field, edited, settle](engine::Scene& scene, int axis, double value) {
        Target* target = edited(scene);
        if (!target || (field.editable && !field.editable(*target)))
            return false;
        field.set(*target, axis, value);
        if (settle)
            settle(*target);
        return true;
    };
    // Only asked of a scene where get() found the target.
    if (field.editable)
        row.editable = [field, shown](const engine::Scene& scene) { return field.editable(*shown(scene)); };
    if (field.shown)
        row.shown = [field, shown](const engine::Scene& scene) { return field.shown(*shown(scene)); };
    row.keySuffix = std::move(keySuffix);

    for (QAbstractSpinBox* spin : row.spins) {
        spin->setWrapping(field.wraps);
        if (auto* real = qobject_cast<QDoubleSpinBox*>(spin); real && field.step > 0.0) {
            real->setStepType(QAbstractSpinBox::DefaultStepType);
            real->setSingleStep(field.step);
        }
    }
    if (row.form)
        addFormRow(row.form, row.widget);

    const std::size_t index = m_rows.size();
    for (int axis = 0; axis < int(row.spins.size()); ++axis) {
        QAbstractSpinBox* spin = row.spins[std::size_t(axis)];
        if (auto* integer = qobject_cast<QSpinBox*>(spin))
            QObject::connect(integer, &QSpinBox::valueChanged, m_panel,
                             [this, index, axis](int value) { edit(index, axis, value); });
        else
            QObject::connect(static_cast<QDoubleSpinBox*>(spin), &QDoubleSpinBox::valueChanged, m_panel,
                             [this, index, axis](double value) { edit(index, axis, value); });
    }
    QWidget* widget = row.widget;
    m_rows.push_back(std::move(row));
    return widget;
}

template QWidget* FieldRows::add(QWidget*, QFormLayout*, const FieldSpec<engine::ColliderSpec>&,
                                 std::function<const engine::ColliderSpec*(const engine::Scene&)>,
                                 std::function<engine::ColliderSpec*(engine::Scene&)>, std::function<QString()>,
                                 std::function<void(engine::ColliderSpec&)>);
template QWidget* FieldRows::add(QWidget*, QFormLayout*, const FieldSpec<engine::AirSpec>&,
                                 std::function<const engine::AirSpec*(const engine::Scene&)>,
                                 std::function<engine::AirSpec*(engine::Scene&)>, std::function<QString()>,
                                 std::function<void(engine::AirSpec&)>);
template QWidget* FieldRows::add(QWidget*, QFormLayout*, const FieldSpec<engine::SelfCollisionSpec>&,
                                 std::function<const engine::SelfCollisionSpec*(const engine::Scene&)>,
                                 std::function<engine::SelfCollisionSpec*(engine::Scene&)>, std::function<QString()>,
                                 std::function<void(engine::SelfCollisionSpec&)>);
template QWidget* FieldRows::add(QWidget*, QFormLayout*, const FieldSpec<engine::ClothSpec>&,
                                 std::function<const engine::ClothSpec*(const engine::Scene&)>,
                                 std::function<engine::ClothSpec*(engine::Scene&)>, std::function<QString()>,
                                 std::function<void(engine::ClothSpec&)>);

void FieldRows::edit(std::size_t index, int axis, double shown)
{
    const Row& row = m_rows[index];
    engine::Scene after = m_document->scene();
    if (!row.set(after, axis, shown / row.scale)) {
        refresh(m_document->scene());  // read-only here: show the scene's value again
        return;
    }
    QString key = row.spins[std::size_t(axis)]->objectName();
    if (row.keySuffix)
        key += row.keySuffix();
    m_commit(translate(row.undoText), after, key);
}

void FieldRows::refresh(const engine::Scene& scene)
{
    for (const Row& row : m_rows) {
        if (!row.get(scene, 0))
            continue;
        for (int axis = 0; axis < int(row.spins.size()); ++axis)
            setValueSilently(row.spins[std::size_t(axis)], *row.get(scene, axis) * row.scale);
        if (row.editable)
            row.widget->setEnabled(row.editable(scene));
        if (row.shown && row.form)
            row.form->setRowVisible(row.widget, row.shown(scene));
    }
}

void FieldRows::retranslate()
{
    for (const Row& row : m_rows) {
        if (row.form)
            setRowLabel(row.form, row.widget, translate(row.label));
        if (row.toolTip)
            row.widget->setToolTip(row.toolTipNote ? translate(row.toolTip) + u' ' + translate(row.toolTipNote)
                                                   : translate(row.toolTip));
    }
}

QString FieldRows::translate(const char* source) const
{
    // What the panel's own tr() does: its class name is the context lupdate gave QT_TR_NOOP there.
    return QCoreApplication::translate(m_panel->metaObject()->className(), source);
}

}  // namespace drape::app

// One numeric field of a panel, declared once: its widget, range and steps, how
// its value is read from and written to the scene (or to one collider), and its
// texts. FieldRows makes the spin boxes, commits their edits as undo steps
// (merged by the field's object name), refreshes them and retranslates them from
// this declaration alone, so a new field is one more declaration.
#pragma once

#include "engine/scene/Collider.h"
#include "engine/scene/Scene.h"

namespace drape::app {

enum class FieldKind {
    Integer,     ///< a QSpinBox
    Real,        ///< a QDoubleSpinBox with `decimals`
    Scientific,  ///< "1e-05" notation, for values spanning orders of magnitude
    Vector,      ///< x, y and z spin boxes in one row, `name` + "XSpin", "YSpin", "ZSpin"
};

/// A field of a `Target` (engine::Scene or engine::ColliderSpec). The texts are
/// source strings marked with QT_TR_NOOP in the declaring panel's member
/// function, so they are translated in that panel's context, as its tr() is.
template <typename Target>
struct FieldSpec {
    /// The widget's object name (a vector's prefix): tests find it by that name,
    /// and consecutive edits of one widget merge into one undo step.
    const char* name = nullptr;
    FieldKind kind = FieldKind::Real;
    double minimum = 0.0;  ///< in the shown unit, as are maximum and step
    double maximum = 0.0;
    int decimals = 0;
    /// Shown value = stored value × scale: grams for kilograms, % for fractions.
    double scale = 1.0;
    /// A fixed arrow step; 0 steps adaptively with the value.
    double step = 0.0;
    bool wraps = false;  ///< past the maximum comes the minimum (an angle)
    /// The form row's label, with the unit ("Spacing (m)"); null when the panel
    /// places the widget in a row of its own.
    const char* label = nullptr;
    /// Null when the panel sets a tooltip that depends on the scene.
    const char* toolTip = nullptr;
    /// A sentence appended to the tooltip, shared by several fields.
    const char* toolTipNote = nullptr;
    const char* undoText = nullptr;
    /// The stored value (a vector's `axis` component; scalars ignore `axis`).
    double (*get)(const Target& target, int axis) = nullptr;
    void (*set)(Target& target, int axis, double value) = nullptr;
    /// Whether the field can be edited now; a field that cannot is greyed out.
    bool (*editable)(const Target& target) = nullptr;
    /// Whether the row applies to this target at all (a radius to round colliders); hidden otherwise.
    bool (*shown)(const Target& target) = nullptr;
};

using SceneField = FieldSpec<engine::Scene>;
using ColliderField = FieldSpec<engine::ColliderSpec>;
using ClothField = FieldSpec<engine::ClothSpec>;  ///< of the active cloth (ScenePanel::addClothField)
using AirField = FieldSpec<engine::AirSpec>;

}  // namespace drape::app

// The widgets of a panel's declared fields (app/panels/SceneField.h): made when
// the field is added, each edit committed as an undo step merged by the edited
// widget's object name, values set silently from the scene, texts set in the
// panel's translation context. ScenePanel owns one; panels only declare.
#pragma once

#include "app/panels/SceneField.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QAbstractSpinBox;
class QFormLayout;
class QWidget;

namespace drape::app {

class ColliderSelection;
class SceneDocument;

class FieldRows {
public:
    /// Pushes an edit: undo text, the scene after it, the merge key.
    using Commit = std::function<void(const QString& text, const engine::Scene& after, const QString& mergeKey)>;

    /// `panel` gives the translation context (its class name, as its tr() uses)
    /// and is the context of the widgets' connections.
    FieldRows(QWidget* panel, const SceneDocument* document, Commit commit);

    /// Makes `field`'s widget in `parent` and, when it has a label, adds it as a
    /// row of `form`. Returns the spin box, or a vector's row.
    QWidget* add(QWidget* parent, QFormLayout* form, const SceneField& field);
    /// The same for a field of the collider `selection` has selected; edits of
    /// one collider's field never merge with another collider's.
    QWidget* add(QWidget* parent, QFormLayout* form, const ColliderField& field, const ColliderSelection* selection);
    /// The same for a field of a part of the scene: `shown` finds what the widgets
    /// show (null: they keep what they show), `edited` what an edit changes (null:
    /// the edit is refused); `keySuffix` sets one part's merge keys apart;
    /// `settle`, when set, is given the target after each edit of it (a keyed
    /// collider's pose goes into its key there).
    /// Instantiated for engine::ColliderSpec, engine::AirSpec, engine::SelfCollisionSpec and
    /// engine::ClothSpec beyond the Scene above.
    template <typename Target>
    QWidget* add(QWidget* parent, QFormLayout* form, const FieldSpec<Target>& field,
                 std::function<const Target*(const engine::Scene&)> shown,
                 std::function<Target*(engine::Scene&)> edited, std::function<QString()> keySuffix = {},
                 std::function<void(Target&)> settle = {});

    /// Sets every field's values, enabled state and row visibility from `scene`
    /// (a field whose collider is not there is left as it is).
    void refresh(const engine::Scene& scene);
    /// Sets the labels and tooltips in the current language.
    void retranslate();

private:
    /// A field with its target found in the scene: engine::Scene itself, or a collider.
    struct Row {
        QWidget* widget = nullptr;
        QFormLayout* form = nullptr;
        std::vector<QAbstractSpinBox*> spins;  ///< one, or x, y, z
        const char* label = nullptr;
        const char* toolTip = nullptr;
        const char* toolTipNote = nullptr;
        const char* undoText = nullptr;
        double scale = 1.0;
        /// The stored value; nullopt when the target is missing (no collider selected).
        std::function<std::optional<double>(const engine::Scene&, int axis)> get;
        /// Writes the stored value; false when the target is missing or not editable.
        std::function<bool(engine::Scene&, int axis, double)> set;
        std::function<bool(const engine::Scene&)> editable;  ///< null: always
        std::function<bool(const engine::Scene&)> shown;     ///< null: always
        std::function<QString()> keySuffix;                  ///< what sets one target's keys apart
    };

    void edit(std::size_t row, int axis, double shown);
    QString translate(const char* source) const;

    QWidget* m_panel;
    const SceneDocument* m_document;
    Commit m_commit;
    std::vector<Row> m_rows;
};

}  // namespace drape::app

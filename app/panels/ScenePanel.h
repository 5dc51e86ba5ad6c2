// Base of the dock panels that edit the open scene: keeps the widgets in step
// with the document, pushes edits through its undo stack, and retranslates on a
// language switch. The panels declare their numeric fields (fields()) and lay
// out and map the rest.
#pragma once

#include "app/SceneDocument.h"
#include "app/panels/FieldRows.h"

#include <QDockWidget>

class QEvent;
class QFormLayout;

namespace drape::app {

class ScenePanel : public QDockWidget {
    Q_OBJECT

protected:
    /// Refreshes on every scene replacement and change; the subclass's constructor
    /// builds its widgets and then calls retranslate().
    ScenePanel(SceneDocument* document, const QString& objectName, QWidget* parent);

    SceneDocument* document() const { return m_document; }
    const engine::Scene& scene() const { return m_document->scene(); }
    /// The cloth the panel edits (SceneDocument::activeCloth()), in `s`: the
    /// scene or an edited copy of it.
    const engine::ClothSpec& editedCloth(const engine::Scene& s) const
    {
        return s.cloths[std::size_t(m_document->activeCloth())];
    }
    engine::ClothSpec& editedCloth(engine::Scene& s) const { return s.cloths[std::size_t(m_document->activeCloth())]; }
    /// The declared fields' widgets, refreshed and retranslated before the panel's own.
    FieldRows& fields() { return m_fields; }
    /// Adds a declared field of the edited cloth (FieldRows::add): it shows and
    /// edits whichever cloth is active.
    QWidget* addClothField(QWidget* parent, QFormLayout* form, const ClothField& field);

    /// Makes `content` the dock's widget inside a scroll area, so that a tall
    /// form scrolls instead of making the window taller than the screen, and
    /// rows shown later (a selected collider's fields) take no height from the
    /// docks beside it.
    void setScrollableWidget(QWidget* content);

    /// Pushes an undoable edit. A refused one changes nothing in the scene, so the
    /// widgets are put back to the scene's values (the document reports the reason).
    /// `mergeKey` as SceneDocument::edit() takes it.
    void commitEdit(const QString& text, const engine::Scene& after, const QString& mergeKey = {});

    /// Sets every user-visible string: the fields', retranslateUi(), then refreshes
    /// (values' texts are translated too).
    void retranslate();
    /// Sets the widgets from scene(): the fields', then refreshFromScene().
    void refresh();

    /// Sets the user-visible strings of the widgets that are not declared fields.
    virtual void retranslateUi() = 0;
    /// Sets the widgets that are not declared fields from scene(), with their
    /// signals blocked so no edit is pushed.
    virtual void refreshFromScene() = 0;

    void changeEvent(QEvent* event) override;

private:
    SceneDocument* m_document;
    FieldRows m_fields;
};

}  // namespace drape::app

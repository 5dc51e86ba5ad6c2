// The Self-collision dock: whether the cloth keeps its layers apart
// (cloth.selfCollision, docs/physics.md "Self-collision"), the least distance
// between two layers' particles and the friction between layers, as Blender's
// cloth offers them under Collisions ▸ Self Collisions. View ▸ Collision
// Thickness draws the distance in the viewport.
#pragma once

#include "app/panels/ScenePanel.h"

class QCheckBox;
class QFormLayout;

namespace drape::app {

class SelfCollisionPanel final : public ScenePanel {
    Q_OBJECT

public:
    explicit SelfCollisionPanel(SceneDocument* document, QWidget* parent = nullptr);

protected:
    void retranslateUi() override;
    void refreshFromScene() override;

private:
    using Field = FieldSpec<engine::SelfCollisionSpec>;
    /// Adds a declared field of the cloth's self-collision.
    void addSelfCollisionField(const Field& field);
    void setSelfCollisionOn(bool on);
    /// What turning it on brings: the last settings seen, or a thickness of one
    /// spacing (the mean edge length of a mesh cloth), within what the scene allows.
    engine::SelfCollisionSpec settingsToTurnOn() const;

    QCheckBox* m_check = nullptr;
    QWidget* m_fields = nullptr;
    QFormLayout* m_form = nullptr;
    /// The settings last seen in the scene: switching it off and on again brings them back.
    std::optional<engine::SelfCollisionSpec> m_last;
    /// What the greyed-out fields show while it is off: settingsToTurnOn().
    engine::SelfCollisionSpec m_turnOnShown;
};

}  // namespace drape::app

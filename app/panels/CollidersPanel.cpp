#include "app/panels/CollidersPanel.h"

#include "app/ColliderDefaults.h"
#include "app/ColliderEditRules.h"
#include "app/ColliderKeys.h"
#include "app/ColliderSelection.h"
#include "app/Naming.h"
#include "app/StandardShortcuts.h"
#include "app/panels/PanelWidgets.h"

#include "engine/io/MeshLoader.h"
#include "engine/scene/Limits.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <filesystem>

namespace drape::app {
namespace {

using engine::ColliderShape;

constexpr std::array allShapes{ColliderShape::Plane, ColliderShape::Sphere, ColliderShape::Box,
                               ColliderShape::Capsule, ColliderShape::Mesh};
constexpr double millimetresPerMetre = 1000.0;
const char* meshFolderKey = "colliders/meshFolder";

std::string absoluteMeshPath(const QString& file)
{
    return QFile::encodeName(QFileInfo(file).absoluteFilePath()).toStdString();
}

}  // namespace

CollidersPanel::CollidersPanel(SceneDocument* document, ColliderSelection* selection, QWidget* parent)
    : ScenePanel(document, QStringLiteral("collidersPanel"), parent), m_selection(selection)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(buildList(content), 1);
    m_messageLabel = new QLabel(content);
    m_messageLabel->setObjectName(QStringLiteral("colliderMessageLabel"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setStyleSheet(QStringLiteral("color: #c0392b;"));
    layout->addWidget(m_messageLabel);
    m_emptyLabel = new QLabel(content);
    m_emptyLabel->setObjectName(QStringLiteral("noColliderSelectedLabel"));
    m_emptyLabel->setWordWrap(true);
    layout->addWidget(m_emptyLabel);
    layout->addWidget(buildEditor(content));
    setScrollableWidget(content);

    connect(selection, &ColliderSelection::changed, this, &CollidersPanel::onSelectionChanged);
    retranslate();
}

QWidget* CollidersPanel::buildList(QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list = new QTreeWidget(box);
    m_list->setObjectName(QStringLiteral("colliderList"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(90);
    layout->addWidget(m_list);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        m_selection->select(item ? m_list->indexOfTopLevelItem(item) : -1);
    });

    auto* buttons = new QHBoxLayout;
    layout->addLayout(buttons);
    m_addButton = new QToolButton(box);
    m_addButton->setObjectName(QStringLiteral("addColliderButton"));
    m_addButton->setPopupMode(QToolButton::InstantPopup);
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* addMenu = new QMenu(m_addButton);
    const std::array<QString, 5> actionNames{QStringLiteral("addPlaneAction"), QStringLiteral("addSphereAction"),
                                             QStringLiteral("addBoxAction"), QStringLiteral("addCapsuleAction"),
                                             QStringLiteral("addMeshAction")};
    for (std::size_t n = 0; n < allShapes.size(); ++n) {
        const ColliderShape shape = allShapes[n];
        m_addActions[n] = addMenu->addAction(QString());
        m_addActions[n]->setObjectName(actionNames[n]);
        connect(m_addActions[n], &QAction::triggered, this, [this, shape] {
            if (shape == ColliderShape::Mesh)
                chooseMeshFile(tr("Import Mesh Collider"), &CollidersPanel::addMeshFromDialog);
            else
                addCollider(shape);
        });
    }
    addMenu->setToolTipsVisible(true);  // they say why an entry is disabled
    m_addButton->setMenu(addMenu);
    buttons->addWidget(m_addButton);

    const auto makeAction = [this](const QString& name, const QList<QKeySequence>& shortcuts,
                                   void (CollidersPanel::*slot)()) {
        auto* action = new QAction(this);
        action->setObjectName(name);
        action->setShortcuts(shortcuts);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // only while the panel has focus
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_duplicateAction = makeAction(QStringLiteral("duplicateColliderAction"), {Qt::CTRL | Qt::Key_D},
                                   &CollidersPanel::duplicateSelected);
    m_renameAction = makeAction(QStringLiteral("renameColliderAction"), {Qt::Key_F2},
                                &CollidersPanel::renameSelected);
    m_removeAction = makeAction(QStringLiteral("removeColliderAction"),
                                shortcutsFor(QKeySequence::Delete, {Qt::Key_Delete}), &CollidersPanel::removeSelected);
    m_locateAction = new QAction(this);
    m_locateAction->setObjectName(QStringLiteral("locateColliderAction"));
    connect(m_locateAction, &QAction::triggered, this,
            [this] { chooseMeshFile(tr("Locate Collider Mesh"), &CollidersPanel::locateMeshFromDialog); });
    // The same actions on the list's context menu.
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addActions({m_duplicateAction, m_renameAction, m_removeAction, m_locateAction});
    m_duplicateButton = new QToolButton(box);
    m_duplicateButton->setObjectName(QStringLiteral("duplicateColliderButton"));
    m_duplicateButton->setDefaultAction(m_duplicateAction);
    m_removeButton = new QToolButton(box);
    m_removeButton->setObjectName(QStringLiteral("removeColliderButton"));
    m_removeButton->setDefaultAction(m_removeAction);
    buttons->addWidget(m_duplicateButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch();
    return box;
}

QWidget* CollidersPanel::buildEditor(QWidget* parent)
{
    m_editor = new QWidget(parent);
    m_editor->setObjectName(QStringLiteral("colliderEditor"));
    m_form = new QFormLayout(m_editor);
    m_form->setContentsMargins(0, 0, 0, 0);

    m_nameEdit = new QLineEdit(m_editor);
    m_nameEdit->setObjectName(QStringLiteral("colliderNameEdit"));
    addFormRow(m_form, m_nameEdit);
    connect(m_nameEdit, &QLineEdit::editingFinished, this, [this] {
        const engine::ColliderSpec* c = selected();
        const std::optional<std::string> name = c ? renamedTo(c->name, m_nameEdit->text()) : std::nullopt;
        if (!name) {
            refreshEditor();
            return;
        }
        editSelected(tr("Rename collider"), [&](engine::ColliderSpec& s) { s.name = *name; });
    });
    m_typeLabel = new QLabel(m_editor);
    m_typeLabel->setObjectName(QStringLiteral("colliderTypeLabel"));
    addFormRow(m_form, m_typeLabel);

    const double size = engine::limits::maxColliderSize;
    const char* changeCollider = QT_TR_NOOP("Change collider");
    const char* keyedNote = QT_TR_NOOP("On a keyed collider: its pose at the frame on show; an edit sets the key "
                                       "at that frame.");
    addPoseField({.name = "colliderPosition", .kind = FieldKind::Vector, .minimum = -size, .maximum = size,
                  .decimals = 3, .label = QT_TR_NOOP("Position x, y, z (m)"),
                  .toolTip = QT_TR_NOOP("Centre of the shape; for a plane a point on it, for a mesh where its "
                                        "origin goes."),
                  .toolTipNote = keyedNote, .undoText = QT_TR_NOOP("Move collider"),
                  .get = [](const engine::ColliderSpec& c, int axis) { return c.position[axis]; },
                  .set = [](engine::ColliderSpec& c, int axis, double value) { c.position[axis] = value; }});
    addPoseField({.name = "colliderRotation", .kind = FieldKind::Vector, .minimum = -360.0, .maximum = 360.0,
                  .decimals = 1, .step = 5.0, .label = QT_TR_NOOP("Rotation x, y, z (°)"),
                  .toolTip = QT_TR_NOOP("Turns about the world's x, then y, then z axis, in degrees."),
                  .toolTipNote = keyedNote, .undoText = QT_TR_NOOP("Rotate collider"),
                  .get = [](const engine::ColliderSpec& c, int axis) { return c.rotation[axis]; },
                  .set = [](engine::ColliderSpec& c, int axis, double value) { c.rotation[axis] = value; }});

    m_motionRow = new QWidget(m_editor);
    auto* motionLayout = new QHBoxLayout(m_motionRow);
    motionLayout->setContentsMargins(0, 0, 0, 0);
    m_keysLabel = new QLabel(m_motionRow);
    m_keysLabel->setObjectName(QStringLiteral("colliderKeysLabel"));
    m_keysLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_setKeyButton = new QToolButton(m_motionRow);
    m_setKeyButton->setObjectName(QStringLiteral("setKeyButton"));
    m_deleteKeyButton = new QToolButton(m_motionRow);
    m_deleteKeyButton->setObjectName(QStringLiteral("deleteKeyButton"));
    m_interpolationBox = new QComboBox(m_motionRow);
    m_interpolationBox->setObjectName(QStringLiteral("interpolationBox"));
    m_interpolationBox->addItems({QString(), QString()});  // texts in retranslateUi, in KeyInterpolation order below
    motionLayout->addWidget(m_keysLabel, 1);
    motionLayout->addWidget(m_setKeyButton);
    motionLayout->addWidget(m_deleteKeyButton);
    motionLayout->addWidget(m_interpolationBox);
    addFormRow(m_form, m_motionRow);
    connect(m_interpolationBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto interpolation = index == 1 ? engine::KeyInterpolation::Linear : engine::KeyInterpolation::Smooth;
        editSelected(tr("Change key interpolation"),
                     [&](engine::ColliderSpec& c) { c.motion.interpolation = interpolation; });
    });
    addColliderField({.name = "colliderRadiusSpin", .minimum = 0.001, .maximum = size, .decimals = 3,
                      .label = QT_TR_NOOP("Radius (m)"), .undoText = changeCollider,
                      .get = [](const engine::ColliderSpec& c, int) { return c.radius; },
                      .set = [](engine::ColliderSpec& c, int, double value) { c.radius = value; },
                      .shown = [](const engine::ColliderSpec& c) { return hasParameter(c.shape, ShapeParameter::Radius); }});
    addColliderField(
        {.name = "colliderHalfHeightSpin", .minimum = 0.0, .maximum = size, .decimals = 3,
         .label = QT_TR_NOOP("Half length (m)"),
         .toolTip = QT_TR_NOOP("Half the length of the capsule's axis, without its round ends."),
         .undoText = changeCollider, .get = [](const engine::ColliderSpec& c, int) { return c.halfHeight; },
         .set = [](engine::ColliderSpec& c, int, double value) { c.halfHeight = value; },
         .shown = [](const engine::ColliderSpec& c) { return hasParameter(c.shape, ShapeParameter::HalfHeight); }});
    addColliderField(
        {.name = "colliderHalfExtents", .kind = FieldKind::Vector, .minimum = 0.001, .maximum = size, .decimals = 3,
         .label = QT_TR_NOOP("Half size x, y, z (m)"),
         .toolTip = QT_TR_NOOP("Half the box's size along its own axes: 0.5 m makes a 1 m box."),
         .undoText = QT_TR_NOOP("Resize collider"),
         .get = [](const engine::ColliderSpec& c, int axis) { return c.halfExtents[axis]; },
         .set = [](engine::ColliderSpec& c, int axis, double value) { c.halfExtents[axis] = value; },
         .shown = [](const engine::ColliderSpec& c) { return hasParameter(c.shape, ShapeParameter::HalfExtents); }});

    m_meshRow = new QWidget(m_editor);
    auto* meshLayout = new QHBoxLayout(m_meshRow);
    meshLayout->setContentsMargins(0, 0, 0, 0);
    m_meshFileLabel = new QLabel(m_meshRow);
    m_meshFileLabel->setObjectName(QStringLiteral("colliderMeshFileLabel"));
    m_meshFileLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_replaceMeshButton = new QPushButton(m_meshRow);
    m_replaceMeshButton->setObjectName(QStringLiteral("replaceMeshButton"));
    m_locateMeshButton = new QToolButton(m_meshRow);
    m_locateMeshButton->setObjectName(QStringLiteral("locateMeshButton"));
    m_locateMeshButton->setDefaultAction(m_locateAction);
    meshLayout->addWidget(m_meshFileLabel, 1);
    meshLayout->addWidget(m_locateMeshButton);
    meshLayout->addWidget(m_replaceMeshButton);
    addFormRow(m_form, m_meshRow);
    connect(m_replaceMeshButton, &QPushButton::clicked, this,
            [this] { chooseMeshFile(tr("Replace Collider Mesh"), &CollidersPanel::replaceMeshFromDialog); });
    const auto meshOnly = [](const engine::ColliderSpec& c) { return hasParameter(c.shape, ShapeParameter::Mesh); };
    addColliderField({.name = "colliderScaleSpin", .minimum = 0.0001, .maximum = size, .decimals = 4,
                      .label = QT_TR_NOOP("Scale"),
                      .toolTip = QT_TR_NOOP("Scales the mesh file's units to metres (0.01 for a file in centimetres)."),
                      .undoText = changeCollider, .get = [](const engine::ColliderSpec& c, int) { return c.scale; },
                      .set = [](engine::ColliderSpec& c, int, double value) { c.scale = value; }, .shown = meshOnly});
    addColliderField({.name = "colliderResolutionSpin", .kind = FieldKind::Integer,
                      .minimum = engine::limits::minSdfResolution, .maximum = engine::limits::maxSdfResolution,
                      .label = QT_TR_NOOP("Resolution (cells)"),
                      .toolTip = QT_TR_NOOP("Distance-field cells along the mesh's longest side: more follows the "
                                            "shape more closely, and takes longer to prepare."),
                      .undoText = QT_TR_NOOP("Change collider resolution"),
                      .get = [](const engine::ColliderSpec& c, int) { return double(c.sdfResolution); },
                      .set = [](engine::ColliderSpec& c, int, double cells) { c.sdfResolution = int(cells); },
                      .shown = meshOnly});
    addColliderField({.name = "colliderThicknessSpin", .minimum = 0.0, .maximum = 10000.0, .decimals = 1,
                      .scale = millimetresPerMetre, .label = QT_TR_NOOP("Thickness (mm)"),
                      .toolTip = QT_TR_NOOP("How far the cloth keeps from the surface, in millimetres."),
                      .undoText = changeCollider, .get = [](const engine::ColliderSpec& c, int) { return c.thickness; },
                      .set = [](engine::ColliderSpec& c, int, double value) { c.thickness = value; }});
    addColliderField({.name = "colliderFrictionSpin", .minimum = 0.0, .maximum = engine::limits::maxFriction,
                      .decimals = 2, .label = QT_TR_NOOP("Friction"),
                      .toolTip = QT_TR_NOOP("Coulomb friction coefficient: 0 slides freely, about 1 grips."),
                      .undoText = changeCollider, .get = [](const engine::ColliderSpec& c, int) { return c.friction; },
                      .set = [](engine::ColliderSpec& c, int, double value) { c.friction = value; }});
    return m_editor;
}

void CollidersPanel::addColliderField(const ColliderField& field)
{
    fields().add(m_editor, m_form, field, m_selection);
}

void CollidersPanel::addPoseField(const ColliderField& field)
{
    const auto index = [this](const engine::Scene& s) {
        const int n = m_selection->index();
        return n >= 0 && n < int(s.colliders.size()) ? n : -1;
    };
    const auto shown = [this, index](const engine::Scene& s) -> const engine::ColliderSpec* {
        const int n = index(s);
        if (n < 0)
            return nullptr;
        m_posed = s.colliders[std::size_t(n)];
        const engine::TransformPose pose = colliderPoseAt(m_posed, m_frame);
        m_posed.position = pose.position;
        m_posed.rotation = pose.rotation;
        return &m_posed;
    };
    // The edit starts from the pose on show; settling puts a keyed collider's into its key at this frame.
    const auto edited = [this, index](engine::Scene& s) -> engine::ColliderSpec* {
        const int n = index(s);
        if (n < 0)
            return nullptr;
        engine::ColliderSpec& c = s.colliders[std::size_t(n)];
        const engine::TransformPose pose = colliderPoseAt(c, m_frame);
        c.position = pose.position;
        c.rotation = pose.rotation;
        return &c;
    };
    const auto settle = [this](engine::ColliderSpec& c) {
        if (c.motion.animated())
            setColliderPose(c, m_frame, {c.position, c.rotation});
    };
    fields().add<engine::ColliderSpec>(
        m_editor, m_form, field, shown, edited,
        [this] { return u':' + QString::number(m_selection->index()) + u'@' + QString::number(m_frame); }, settle);
}

void CollidersPanel::setCurrentFrame(int frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    const engine::ColliderSpec* c = selected();
    if (c && c->motion.animated())
        fields().refresh(scene());
    refreshMotion();
}

void CollidersPanel::setKeyActions(QAction* setKey, QAction* deleteKey)
{
    m_setKeyAction = setKey;
    m_deleteKeyAction = deleteKey;
    m_setKeyButton->setDefaultAction(setKey);
    m_deleteKeyButton->setDefaultAction(deleteKey);
    connect(setKey, &QAction::triggered, this, [this] { setKeyHere(); });
    connect(deleteKey, &QAction::triggered, this, [this] { deleteKeyHere(); });
    refreshMotion();
}

bool CollidersPanel::setKeyHere()
{
    if (!selected())
        return false;
    editSelected(tr("Set key at frame %1").arg(m_frame), [&](engine::ColliderSpec& c) { keyColliderAt(c, m_frame); });
    return true;
}

bool CollidersPanel::deleteKeyHere()
{
    const engine::ColliderSpec* c = selected();
    if (!c)
        return false;
    engine::ColliderSpec after = *c;
    if (!unkeyColliderAt(after, m_frame))
        return false;
    editSelected(tr("Delete key at frame %1").arg(m_frame), [&](engine::ColliderSpec& s) { s = after; });
    return true;
}

void CollidersPanel::refreshMotion()
{
    const engine::ColliderSpec* c = selected();
    const bool keyed = c && c->motion.animated();
    const auto& keys = keyed ? c->motion.keys : std::vector<engine::TransformKey>{};
    const bool keyHere =
        std::any_of(keys.begin(), keys.end(), [this](const engine::TransformKey& k) { return k.frame == m_frame; });
    if (m_setKeyAction)
        m_setKeyAction->setEnabled(c != nullptr);
    if (m_deleteKeyAction)
        m_deleteKeyAction->setEnabled(keyHere);
    if (!keyed)
        m_keysLabel->setText(tr("Still"));
    else if (keys.size() == 1)
        m_keysLabel->setText(tr("One key, at frame %1").arg(keys.front().frame));
    else
        m_keysLabel->setText(
            tr("%1 keys, frames %2 to %3").arg(keys.size()).arg(keys.front().frame).arg(keys.back().frame));
    const QSignalBlocker blocker(m_interpolationBox);
    m_interpolationBox->setCurrentIndex(keyed && c->motion.interpolation == engine::KeyInterpolation::Linear ? 1 : 0);
    m_interpolationBox->setEnabled(keyed);
}

template <typename Change>
void CollidersPanel::editSelected(const QString& text, Change change)
{
    const int index = m_selection->index();
    if (!selected())
        return;
    engine::Scene after = scene();
    change(after.colliders[std::size_t(index)]);
    commitEdit(text, after);
}

const engine::ColliderSpec* CollidersPanel::selected() const
{
    const int index = m_selection->index();
    const auto& colliders = scene().colliders;
    return index >= 0 && index < int(colliders.size()) ? &colliders[std::size_t(index)] : nullptr;
}

QString CollidersPanel::shapeName(ColliderShape shape)
{
    switch (shape) {
    case ColliderShape::Plane: return tr("Plane");
    case ColliderShape::Sphere: return tr("Sphere");
    case ColliderShape::Box: return tr("Box");
    case ColliderShape::Capsule: return tr("Capsule");
    case ColliderShape::Mesh: return tr("Mesh");
    }
    return {};
}

QString CollidersPanel::addText(ColliderShape shape)
{
    switch (shape) {
    case ColliderShape::Plane: return tr("Add plane collider");
    case ColliderShape::Sphere: return tr("Add sphere collider");
    case ColliderShape::Box: return tr("Add box collider");
    case ColliderShape::Capsule: return tr("Add capsule collider");
    case ColliderShape::Mesh: return tr("Add mesh collider");
    }
    return {};
}

bool CollidersPanel::addCollider(ColliderShape shape, const QString& meshFile)
{
    const auto& colliders = scene().colliders;
    m_refusal.clear();
    if (colliderLimitFor(shape, colliders) != ColliderLimit::None) {
        refreshLimits();  // its message says which limit
        m_refusal = m_messageLabel->text();
        return false;
    }
    std::shared_ptr<const engine::TriangleMesh> mesh;
    std::string name = shapeName(shape).toStdString();
    if (shape == ColliderShape::Mesh) {
        try {
            // Read once: the document's colliders then reuse it.
            mesh = document()->colliderAssets().mesh(absoluteMeshPath(meshFile));
        } catch (const engine::MeshLoadError& e) {
            m_refusal = tr("Cannot use this mesh: %1").arg(QString::fromStdString(e.what()));
            refreshLimits();
            return false;
        }
        name = QFileInfo(meshFile).completeBaseName().toStdString();
    }
    engine::Scene after = scene();
    after.colliders.push_back(
        newCollider(shape, uniqueName(name, namesOf(colliders)), after, mesh ? *mesh : engine::TriangleMesh{},
                    absoluteMeshPath(meshFile)));
    if (shape != ColliderShape::Mesh)
        after.colliders.back().meshFile.clear();
    if (!document()->edit(addText(shape), after))
        return false;
    m_selection->select(int(after.colliders.size()) - 1);
    return true;
}

bool CollidersPanel::replaceMesh(const QString& meshFile)
{
    return relinkSelected(meshFile, tr("Replace collider mesh"));
}

bool CollidersPanel::locateMesh(const QString& meshFile)
{
    return selectedIsMissing() && relinkSelected(meshFile, tr("Locate collider mesh"));
}

bool CollidersPanel::selectedIsMissing() const
{
    const std::vector<int> missing = document()->missingColliderFiles();
    return std::find(missing.begin(), missing.end(), m_selection->index()) != missing.end();
}

bool CollidersPanel::relinkSelected(const QString& meshFile, const QString& text)
{
    const engine::ColliderSpec* c = selected();
    if (!c || c->shape != ColliderShape::Mesh)
        return false;
    m_refusal.clear();
    try {
        document()->colliderAssets().mesh(absoluteMeshPath(meshFile));
    } catch (const engine::MeshLoadError& e) {
        m_refusal = tr("Cannot use this mesh: %1").arg(QString::fromStdString(e.what()));
        refreshLimits();
        return false;
    }
    const std::string path = absoluteMeshPath(meshFile);
    editSelected(text, [&](engine::ColliderSpec& s) { s.meshFile = path; });
    return true;
}

QString CollidersPanel::message() const
{
    return m_messageLabel->isHidden() ? QString() : m_messageLabel->text();
}

void CollidersPanel::chooseMeshFile(const QString& title, void (CollidersPanel::*use)(const QString&))
{
    auto* dialog = new QFileDialog(this, title, QSettings().value(meshFolderKey).toString(),
                                   tr("Meshes (*.obj *.gltf *.glb *.fbx *.stl *.ply);;All files (*)"));
    dialog->setObjectName(QStringLiteral("meshFileDialog"));
    // Qt's own dialog: the same on every desktop, and one tests can fill in.
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, use](const QString& file) {
        QSettings().setValue(meshFolderKey, QFileInfo(file).absolutePath());
        (this->*use)(file);
    });
    dialog->open();
}

void CollidersPanel::addMeshFromDialog(const QString& file)
{
    addCollider(ColliderShape::Mesh, file);
}

void CollidersPanel::replaceMeshFromDialog(const QString& file)
{
    replaceMesh(file);
}

void CollidersPanel::locateMeshFromDialog(const QString& file)
{
    locateMesh(file);
}

void CollidersPanel::duplicateSelected()
{
    const engine::ColliderSpec* c = selected();
    if (!c || !m_duplicateAction->isEnabled())
        return;
    engine::Scene after = scene();
    after.colliders.push_back(duplicateOf(*c, after.colliders));
    if (document()->edit(tr("Duplicate collider"), after))
        m_selection->select(int(after.colliders.size()) - 1);
}

void CollidersPanel::removeSelected()
{
    const int index = m_selection->index();
    if (!selected())
        return;
    engine::Scene after = scene();
    after.colliders.erase(after.colliders.begin() + index);
    if (document()->edit(tr("Remove collider"), after))
        m_selection->select(selectionAfterRemoving(index, int(after.colliders.size())));
}

void CollidersPanel::renameSelected()
{
    if (!selected())
        return;
    m_nameEdit->setFocus(Qt::ShortcutFocusReason);
    m_nameEdit->selectAll();
}

void CollidersPanel::setColliderProblems(const QStringList& problems)
{
    m_problems = problems;
    refreshList();
}

void CollidersPanel::onSelectionChanged(int index)
{
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentItem(index >= 0 ? m_list->topLevelItem(index) : nullptr);
        if (index < 0)
            m_list->clearSelection();
    }
    fields().refresh(scene());
    refreshEditor();
    refreshLimits();
}

void CollidersPanel::retranslateUi()
{
    setWindowTitle(tr("Colliders"));
    m_list->setHeaderLabels({tr("Name"), tr("Type")});
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add a collider: a shape the cloth cannot pass through."));
    for (std::size_t n = 0; n < allShapes.size(); ++n)
        m_addActions[n]->setText(allShapes[n] == ColliderShape::Mesh ? tr("Mesh…") : shapeName(allShapes[n]));
    m_duplicateAction->setText(tr("Duplicate"));
    m_duplicateAction->setToolTip(tr("Add a copy of the selected collider beside it (Ctrl+D)."));
    m_renameAction->setText(tr("Rename"));
    m_renameAction->setToolTip(tr("Type a new name for the selected collider (F2)."));
    m_removeAction->setText(tr("Remove"));
    m_removeAction->setToolTip(tr("Remove the selected collider (Delete)."));
    m_emptyLabel->setText(tr("Select a collider in the list or click one in the view to edit it."));
    setRowLabel(m_form, m_nameEdit, tr("Name"));
    setRowLabel(m_form, m_typeLabel, tr("Type"));
    setRowLabel(m_form, m_meshRow, tr("Mesh file"));
    m_replaceMeshButton->setText(tr("Replace…"));
    m_locateAction->setText(tr("Locate…"));
    setRowLabel(m_form, m_motionRow, tr("Motion"));
    m_interpolationBox->setItemText(0, tr("Smooth"));
    m_interpolationBox->setItemText(1, tr("Linear"));
    m_interpolationBox->setToolTip(tr("How a keyed collider goes from key to key: smooth (easing in and out) or "
                                      "linear (at constant speed)."));
    m_locateAction->setToolTip(tr("Find the missing mesh file of the selected collider: choose where it is now."));
}

void CollidersPanel::refreshFromScene()
{
    m_refusal.clear();  // the scene moved on: only the limits still apply
    refreshList();
    refreshEditor();
    refreshLimits();
}

void CollidersPanel::refreshList()
{
    const auto& colliders = scene().colliders;
    const QSignalBlocker blocker(m_list);
    while (m_list->topLevelItemCount() > int(colliders.size()))
        delete m_list->takeTopLevelItem(m_list->topLevelItemCount() - 1);
    while (m_list->topLevelItemCount() < int(colliders.size()))
        m_list->addTopLevelItem(new QTreeWidgetItem);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const std::vector<int> missing = document()->missingColliderFiles();
    for (std::size_t n = 0; n < colliders.size(); ++n) {
        QTreeWidgetItem* item = m_list->topLevelItem(int(n));
        const QString name = QString::fromStdString(colliders[n].name);
        // A missing file is known as soon as the scene opens, before any solver runs.
        const bool isMissing = std::find(missing.begin(), missing.end(), int(n)) != missing.end();
        item->setText(0, isMissing ? tr("%1 (missing)").arg(name) : name);
        item->setText(1, shapeName(colliders[n].shape));
        const QString problem =
            isMissing ? QString::fromStdString(document()->colliders()[n].problem) : m_problems.value(int(n));
        item->setIcon(0, problem.isEmpty() ? QIcon() : warning);
        item->setToolTip(0, problem);
    }
    const int index = m_selection->index();
    m_list->setCurrentItem(index >= 0 ? m_list->topLevelItem(index) : nullptr);
    if (index < 0)
        m_list->clearSelection();
}

void CollidersPanel::refreshEditor()
{
    const engine::ColliderSpec* c = selected();
    m_editor->setVisible(c != nullptr);
    m_emptyLabel->setVisible(c == nullptr);
    m_duplicateAction->setEnabled(c != nullptr);
    m_renameAction->setEnabled(c != nullptr);
    m_removeAction->setEnabled(c != nullptr);
    const bool missing = selectedIsMissing();
    m_locateAction->setEnabled(missing);
    m_locateAction->setVisible(missing);
    m_locateMeshButton->setVisible(missing);
    refreshMotion();
    if (!c)
        return;
    if (m_nameEdit->text() != QString::fromStdString(c->name))
        m_nameEdit->setText(QString::fromStdString(c->name));
    m_typeLabel->setText(shapeName(c->shape));
    const QString meshFile = QString::fromStdString(c->meshFile);
    m_meshFileLabel->setText(missing ? tr("%1 (missing)").arg(QFileInfo(meshFile).fileName())
                                     : QFileInfo(meshFile).fileName());
    m_meshFileLabel->setToolTip(meshFile);
    m_form->setRowVisible(m_meshRow, hasParameter(c->shape, ShapeParameter::Mesh));
}

void CollidersPanel::refreshLimits()
{
    const auto& colliders = scene().colliders;
    const QString fullText =
        tr("A scene can have at most %1 colliders: remove one to add another.").arg(engine::limits::maxColliders);
    const QString meshesFullText =
        tr("A scene can have at most %1 mesh colliders: remove one to add another.").arg(engine::limits::maxMeshColliders);
    const auto why = [&](ColliderLimit limit) {
        return limit == ColliderLimit::Colliders       ? fullText
               : limit == ColliderLimit::MeshColliders ? meshesFullText
                                                       : QString();
    };
    for (std::size_t n = 0; n < allShapes.size(); ++n) {
        const ColliderLimit limit = colliderLimitFor(allShapes[n], colliders);
        m_addActions[n]->setEnabled(limit == ColliderLimit::None);
        m_addActions[n]->setToolTip(why(limit));
    }
    const engine::ColliderSpec* c = selected();
    m_duplicateAction->setEnabled(c && colliderLimitFor(c->shape, colliders) == ColliderLimit::None);

    // A mesh meets either limit, so its limit is the one to tell while nothing was refused.
    const QString text = m_refusal.isEmpty() ? why(colliderLimitFor(ColliderShape::Mesh, colliders)) : m_refusal;
    m_messageLabel->setText(text);
    m_messageLabel->setHidden(text.isEmpty());
}

}  // namespace drape::app

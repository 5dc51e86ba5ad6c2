// File ▸ Export…: the output file (.glb, .gltf, .fbx, .obj, .pc2), the baked
// frame range, every n-th frame, normals and (glTF, FBX) the colliders, off by
// default; from a scene of several cloths glTF and FBX take each, OBJ and PC2
// the active one. The size the export will have is
// shown before anything is written; exports through engine::exportFrames behind
// a progress dialog with Cancel. A cancelled or failed export leaves no file.
#pragma once

#include "engine/io/ExportOptions.h"

#include <QDialog>
#include <QString>

#include <cstddef>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace drape::app {

class BakeController;

class ExportDialog final : public QDialog {
    Q_OBJECT

public:
    /// Needs a baked cache (File ▸ Export… is disabled until there is one).
    explicit ExportDialog(const BakeController* bake, QWidget* parent = nullptr);

    /// The cloth an OBJ sequence or a PC2 cache, which hold one mesh, takes from a
    /// baked scene of several (the active cloth); glTF and FBX take them all.
    void setSingleMeshCloth(std::size_t cloth);
    /// The output path as chosen so far.
    QString path() const;
    void setPath(const QString& path);
    /// The options the form shows.
    engine::ExportOptions options() const;
    /// The size label's text: the expected size, or why there is none.
    QString expectedSizeText() const;
    /// Exports the cache to `path`; on failure shows a message naming the path and returns false.
    bool exportTo(const QString& path, const engine::ExportOptions& options);
    /// The message of the last failed export (for tests and scripts).
    const QString& lastError() const { return m_lastError; }

    /// The file dialog's filters, one per format.
    static QString fileFilters();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void browse();
    void updateExpectedSize();
    void exportClicked();
    void showError(const QString& message);

    const BakeController* m_bake;
    std::size_t m_singleMeshCloth = 0;
    QLineEdit* m_pathEdit = nullptr;
    QPushButton* m_browseButton = nullptr;
    QSpinBox* m_firstSpin = nullptr;
    QSpinBox* m_lastSpin = nullptr;
    QSpinBox* m_everySpin = nullptr;
    QCheckBox* m_normalsBox = nullptr;
    QCheckBox* m_collidersBox = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QLabel* m_fileLabel = nullptr;
    QLabel* m_firstLabel = nullptr;
    QLabel* m_lastLabel = nullptr;
    QLabel* m_everyLabel = nullptr;
    QLabel* m_sizeCaption = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_exportButton = nullptr;
    QString m_lastError;
};

}  // namespace drape::app

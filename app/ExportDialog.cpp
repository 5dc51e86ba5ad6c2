#include "app/ExportDialog.h"

#include "app/BakeController.h"

#include "engine/io/ColliderMeshes.h"
#include "engine/io/ExportFormat.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>

#include <filesystem>

namespace drape::app {

ExportDialog::ExportDialog(const BakeController* bake, QWidget* parent) : QDialog(parent), m_bake(bake)
{
    setObjectName(QStringLiteral("exportDialog"));
    setMinimumWidth(520);  // room for a path
    const int last = bake->cache() ? bake->cache()->frameCount() - 1 : 0;
    m_pathEdit = new QLineEdit(this);
    m_pathEdit->setObjectName(QStringLiteral("exportPath"));
    m_pathEdit->setText(QDir::home().filePath(QString::fromStdString(bake->bakedScene().name) + QStringLiteral(".glb")));
    m_browseButton = new QPushButton(this);
    m_firstSpin = new QSpinBox(this);
    m_firstSpin->setRange(0, last);
    m_lastSpin = new QSpinBox(this);
    m_lastSpin->setRange(0, last);
    m_lastSpin->setValue(last);
    m_everySpin = new QSpinBox(this);
    m_everySpin->setRange(1, std::max(last, 1));
    m_normalsBox = new QCheckBox(this);
    m_normalsBox->setChecked(true);
    m_collidersBox = new QCheckBox(this);
    m_collidersBox->setObjectName(QStringLiteral("exportColliders"));
    m_sizeLabel = new QLabel(this);
    m_sizeLabel->setObjectName(QStringLiteral("expectedSize"));
    m_fileLabel = new QLabel(this);
    m_firstLabel = new QLabel(this);
    m_lastLabel = new QLabel(this);
    m_everyLabel = new QLabel(this);
    m_sizeCaption = new QLabel(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_exportButton = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_pathEdit, 1);
    fileRow->addWidget(m_browseButton);
    auto* form = new QFormLayout(this);
    form->addRow(m_fileLabel, fileRow);
    form->addRow(m_firstLabel, m_firstSpin);
    form->addRow(m_lastLabel, m_lastSpin);
    form->addRow(m_everyLabel, m_everySpin);
    form->addRow(QString(), m_normalsBox);
    form->addRow(QString(), m_collidersBox);
    form->addRow(m_sizeCaption, m_sizeLabel);
    form->addRow(m_buttons);

    connect(m_browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_pathEdit, &QLineEdit::textChanged, this, &ExportDialog::updateExpectedSize);
    for (QSpinBox* spin : {m_firstSpin, m_lastSpin, m_everySpin})
        connect(spin, &QSpinBox::valueChanged, this, &ExportDialog::updateExpectedSize);
    for (QCheckBox* box : {m_normalsBox, m_collidersBox})
        connect(box, &QCheckBox::toggled, this, &ExportDialog::updateExpectedSize);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportDialog::exportClicked);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

QString ExportDialog::fileFilters()
{
    return QCoreApplication::translate("drape::app::ExportDialog",
                                       "glTF 2.0 binary (*.glb);;glTF 2.0 with .bin (*.gltf);;FBX binary (*.fbx);;"
                                       "OBJ sequence (*.obj);;PC2 point cache with an OBJ mesh (*.pc2)");
}

QString ExportDialog::path() const
{
    return m_pathEdit->text();
}

void ExportDialog::setPath(const QString& path)
{
    m_pathEdit->setText(path);
}

engine::ExportOptions ExportDialog::options() const
{
    engine::ExportOptions options;
    options.first = m_firstSpin->value();
    options.last = m_lastSpin->value();
    options.every = m_everySpin->value();
    options.normals = m_normalsBox->isChecked();
    const auto format = engine::exportFormatFor(path().toStdString());
    if (m_collidersBox->isChecked() && format && engine::formatCarriesColliders(*format))
        options.colliders = engine::colliderMeshes(m_bake->bakedColliders(), m_bake->bakedScene().name);
    if (format && !engine::formatCarriesColliders(*format) && m_bake->bakedScene().cloths.size() > 1)
        options.cloth = m_singleMeshCloth;
    return options;
}

void ExportDialog::setSingleMeshCloth(std::size_t cloth)
{
    m_singleMeshCloth = cloth;
    updateExpectedSize();
}

QString ExportDialog::expectedSizeText() const
{
    return m_sizeLabel->text();
}

void ExportDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Baked Frames"), path(), fileFilters());
    if (!chosen.isEmpty())
        setPath(chosen);
}

void ExportDialog::updateExpectedSize()
{
    const engine::FrameCache* cache = m_bake->cache();
    const auto format = engine::exportFormatFor(path().toStdString());
    QString text;
    bool valid = false;
    // OBJ sequences and PC2 caches animate the cloth alone.
    m_collidersBox->setEnabled(format && engine::formatCarriesColliders(*format));
    if (!cache) {
        text = tr("Nothing baked yet");
    } else if (!format) {
        text = tr("Unknown extension: use .glb, .gltf, .fbx, .obj or .pc2");
    } else {
        try {
            const int frames = int(engine::exportedFrames(options(), cache->frameCount()).size());
            const auto bytes = engine::expectedExportSize(*format, m_bake->bakedScene(), options(), frames);
            text = tr("%1 in %2 frames (%3)")
                       .arg(QLocale().formattedDataSize(qint64(bytes)))
                       .arg(frames)
                       .arg(QString::fromStdString(engine::exportFormatName(*format)));
            valid = true;
        } catch (const std::invalid_argument& e) {
            text = QString::fromStdString(e.what());
        }
    }
    m_sizeLabel->setText(text);
    m_exportButton->setEnabled(valid);
}

void ExportDialog::exportClicked()
{
    if (exportTo(path(), options()))
        accept();
}

bool ExportDialog::exportTo(const QString& path, const engine::ExportOptions& options)
{
    const engine::FrameCache* cache = m_bake->cache();
    const QString shown = QDir::toNativeSeparators(path);
    const auto format = engine::exportFormatFor(path.toStdString());
    if (!cache) {
        showError(tr("Cannot export to %1: nothing has been baked yet.").arg(shown));
        return false;
    }
    if (!format) {
        showError(tr("Cannot export to %1: unknown extension; use .glb, .gltf, .fbx, .obj or .pc2.").arg(shown));
        return false;
    }
    QProgressDialog progress(tr("Exporting %1…").arg(shown), tr("Cancel"), 0, 1, this);
    progress.setObjectName(QStringLiteral("exportProgress"));
    progress.setWindowTitle(tr("Export"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    try {
        engine::exportFrames(*format, std::filesystem::path(path.toStdString()), *cache, m_bake->bakedScene(), options,
                             [&progress](int done, int total) {
                                 progress.setMaximum(total);
                                 progress.setValue(done);
                                 QCoreApplication::processEvents();
                                 return !progress.wasCanceled();
                             });
    } catch (const engine::ExportCancelled&) {
        m_lastError.clear();
        return false;
    } catch (const std::exception& e) {
        showError(tr("Cannot export to %1: %2").arg(shown, QString::fromStdString(e.what())));
        return false;
    }
    return true;
}

void ExportDialog::showError(const QString& message)
{
    m_lastError = message;
    // Window-modal but not blocking, so a scripted session (and the tests) goes on.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export failed"), message, QMessageBox::Ok, parentWidget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("errorBox"));
    box->open();
}

void ExportDialog::retranslateUi()
{
    setWindowTitle(tr("Export Baked Frames"));
    m_fileLabel->setText(tr("File:"));
    m_browseButton->setText(tr("Browse…"));
    m_firstLabel->setText(tr("First frame:"));
    m_lastLabel->setText(tr("Last frame:"));
    m_everyLabel->setText(tr("Every n-th frame:"));
    m_normalsBox->setText(tr("Include normals"));
    m_collidersBox->setText(tr("Include colliders (glTF, FBX)"));
    m_sizeCaption->setText(tr("Expected size:"));
    m_exportButton->setText(tr("Export"));
    updateExpectedSize();
}

void ExportDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

}  // namespace drape::app

#include "app/RecoveryFile.h"

#include "app/SceneDocument.h"

#include "engine/io/SceneError.h"
#include "engine/io/SceneFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>
#include <QStandardPaths>

namespace drape::app {
namespace {

/// The original file's path travels in a small sidecar beside the scene copy.
QString sidecarPath()
{
    return RecoveryFile::path() + QStringLiteral(".source");
}

bool writeAtomically(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

}  // namespace

RecoveryFile::RecoveryFile(SceneDocument* document, int intervalMs, QObject* parent)
    : QObject(parent), m_document(document)
{
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RecoveryFile::saveNow);
    m_timer.start();
}

QString RecoveryFile::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery.drape");
}

bool RecoveryFile::saveNow()
{
    // Saved, or undone back to the saved state: an old copy would only mislead.
    if (!m_document->isModified()) {
        discard();
        return true;
    }
    return writeAtomically(sidecarPath(), m_document->filePath().toUtf8()) &&
           writeAtomically(path(), QByteArray::fromStdString(engine::serializeScene(m_document->scene())));
}

void RecoveryFile::discard()
{
    QFile::remove(path());
    QFile::remove(sidecarPath());
}

std::optional<RecoveryFile::Recovered> RecoveryFile::leftOver()
{
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    Recovered recovered;
    try {
        recovered.scene = engine::parseScene(file.readAll().toStdString(), path().toStdString(), {},
                                             engine::MeshFiles::MayBeMissing);  // as the editor opens a scene
    } catch (const engine::SceneError&) {
        discard();  // a half-written or damaged copy is of no use to anyone
        return std::nullopt;
    }
    QFile sidecar(sidecarPath());
    if (sidecar.open(QIODevice::ReadOnly))
        recovered.originalPath = QString::fromUtf8(sidecar.readAll());
    recovered.savedAt = QLocale().toString(QFileInfo(file).lastModified(), QLocale::ShortFormat);
    return recovered;
}

}  // namespace drape::app

#include "app/WedgeSheetDialog.h"

#include "engine/render/ContactSheetLayout.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMouseEvent>
#include <QPixmap>
#include <QScrollArea>
#include <QVBoxLayout>

namespace drape::app {

WedgeSheetDialog::WedgeSheetDialog(engine::WedgeManifest manifest, const QImage& sheet, QWidget* parent)
    : QDialog(parent), m_manifest(std::move(manifest))
{
    setObjectName(QStringLiteral("wedgeSheetDialog"));
    setWindowTitle(tr("Wedge: %1").arg(QString::fromStdString(m_manifest.path.filename().string())));
    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("%n variant(s). Click a picture to open its scene.", nullptr,
                               int(m_manifest.variants.size())));
    layout->addWidget(hint);
    m_sheet = new QLabel;
    m_sheet->setObjectName(QStringLiteral("wedgeSheet"));
    m_sheet->setPixmap(QPixmap::fromImage(sheet));
    m_sheet->setCursor(Qt::PointingHandCursor);
    m_sheet->installEventFilter(this);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_sheet);
    layout->addWidget(scroll);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(std::min(sheet.width() + 40, 1400), std::min(sheet.height() + 100, 900));
}

QString WedgeSheetDialog::variantAt(QPoint point) const
{
    const std::size_t framesEach = std::max<std::size_t>(1, m_manifest.sheetFrames.size());
    const engine::ContactSheetLayout layout =
        engine::contactSheetLayout(int(m_manifest.variants.size() * framesEach));
    const int tile = layout.tileAt(point.x(), point.y());
    if (tile < 0)
        return {};
    return QString::fromStdString(m_manifest.variants[std::size_t(tile) / framesEach].scene.string());
}

bool WedgeSheetDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_sheet && event->type() == QEvent::MouseButtonRelease) {
        const QString scene = variantAt(static_cast<QMouseEvent*>(event)->position().toPoint());
        if (!scene.isEmpty()) {
            Q_EMIT variantChosen(scene);
            accept();
        }
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace drape::app

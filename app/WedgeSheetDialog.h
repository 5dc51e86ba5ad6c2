// File ▸ Open Wedge Sheet…: a wedge's contact sheet (docs/farm.md), drawn by
// drape-cli beside its manifest, shown as it is; clicking a picture opens that
// variant's scene file.
#pragma once

#include "engine/io/WedgeManifest.h"

#include <QDialog>
#include <QImage>

class QLabel;

namespace drape::app {

class WedgeSheetDialog final : public QDialog {
    Q_OBJECT

public:
    WedgeSheetDialog(engine::WedgeManifest manifest, const QImage& sheet, QWidget* parent = nullptr);

    /// The scene file of the variant whose picture or caption holds `point` (the
    /// sheet's pixels), or an empty string.
    QString variantAt(QPoint point) const;
    /// The label the sheet is shown in: its pixels are the sheet's.
    QLabel* sheetLabel() const { return m_sheet; }

Q_SIGNALS:
    void variantChosen(const QString& scenePath);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    engine::WedgeManifest m_manifest;
    QLabel* m_sheet = nullptr;
};

}  // namespace drape::app

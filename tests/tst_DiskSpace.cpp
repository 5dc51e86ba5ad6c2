// An export that cannot fit on its disk is refused before anything is written,
// with a message naming the file and the sizes.
#include "engine/io/DiskSpace.h"
#include "engine/io/IoError.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace drape::engine;

class TstDiskSpace : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fitsQuietly();
    void tooLargeIsRefusedWithTheSizes();
    void missingFolderIsLeftToTheWriter();
};

void TstDiskSpace::fitsQuietly()
{
    QTemporaryDir dir;
    requireFreeSpace(dir.filePath("small.glb").toStdString(), 1000);
}

void TstDiskSpace::tooLargeIsRefusedWithTheSizes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("huge.glb");
    try {
        requireFreeSpace(path.toStdString(), std::uint64_t(1) << 62);  // 4.6 exabytes: no disk has that
        QFAIL("an export larger than any disk was not refused");
    } catch (const IoError& e) {
        const QString message = e.what();
        QVERIFY2(message.startsWith(path + ": the export needs about 4.61e+12 MB but only "), e.what());
        QVERIFY2(message.endsWith("MB are free in " + dir.path()), e.what());
    }
    QVERIFY(!QFileInfo::exists(path));
}

void TstDiskSpace::missingFolderIsLeftToTheWriter()
{
    QTemporaryDir dir;
    requireFreeSpace(dir.filePath("no/such/out.glb").toStdString(), std::uint64_t(1) << 62);
}

QTEST_GUILESS_MAIN(TstDiskSpace)
#include "tst_DiskSpace.moc"

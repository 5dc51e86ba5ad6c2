// The real drape-cli run in a temporary folder of its own, for the end-to-end
// tests of the command line (tst_Cli, tst_CliExport). Header only: the binary's
// path comes from each test's DRAPE_CLI_PATH.
#pragma once

#include "engine/io/SceneFile.h"

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace drape::test {

struct CliRun {
    int exitCode = -1;  ///< -1 when the process crashed or timed out
    QString out;
    QString err;
    QString summary() const { return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(exitCode).arg(out, err); }
};

/// A fresh, empty folder that drape-cli runs in; removed with the object.
class CliFolder {
public:
    bool isValid() const { return m_dir.isValid(); }
    QString folder() const { return m_dir.path(); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// Starts drape-cli with `arguments` in the folder, for a test that talks to it while it runs.
    void start(QProcess& process, const QStringList& arguments) const
    {
        process.setWorkingDirectory(m_dir.path());
        process.start(QStringLiteral(DRAPE_CLI_PATH), arguments);
    }

    /// Runs drape-cli with `arguments` in the folder to its end.
    CliRun run(const QStringList& arguments) const
    {
        QProcess process;
        start(process, arguments);
        CliRun run;
        // Generous: llvmpipe makes a GL context in well under a second, but CI machines are slow.
        if (process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit)
            run.exitCode = process.exitCode();
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    /// Saves `scene` in the folder as `name` and returns `name`, for drape-cli's arguments.
    QString writeScene(const engine::Scene& scene, const QString& name = QStringLiteral("scene.drape")) const
    {
        engine::saveScene(scene, path(name).toStdString());
        return name;
    }

private:
    QTemporaryDir m_dir;
};

}  // namespace drape::test

/// Compares the exit code, showing the process's output when it differs.
#define COMPARE_EXIT(run, expected) QVERIFY2((run).exitCode == (expected), qPrintable((run).summary()))

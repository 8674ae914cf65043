// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "filecopydialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace kube;

namespace {
qint64 sizeOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return info.size();
    qint64 total = 0;
    QDirIterator files(path, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (files.hasNext())
        total += QFileInfo(files.next()).size();
    return total;
}
} // namespace

FileCopyDialog::FileCopyDialog(FileCopy::Direction direction, RestConfig config, const QString &namespaceName,
                               const QString &pod, const QStringList &containers, const QString &container,
                               QWidget *parent)
    : QDialog(parent), m_direction(direction), m_config(std::move(config)), m_namespace(namespaceName),
      m_pod(pod), m_container(new QComboBox(this)), m_remote(new QLineEdit(this)),
      m_local(new QLineEdit(this)), m_chooseFile(new QPushButton(tr("File…"), this)),
      m_chooseFolder(new QPushButton(tr("Folder…"), this)), m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    const bool download = direction == FileCopy::Direction::Download;
    setObjectName(QStringLiteral("fileCopyDialog"));
    setWindowTitle(download ? tr("Download from %1").arg(pod) : tr("Upload to %1").arg(pod));
    m_container->addItems(containers);
    m_container->setCurrentText(container);
    m_remote->setObjectName(QStringLiteral("remotePath"));
    m_local->setObjectName(QStringLiteral("localPath"));
    m_remote->setPlaceholderText(download ? tr("/path/in/the/container (a file or a folder)")
                                          : tr("/tmp (a folder of the container)"));
    if (!download)
        m_remote->setText(QStringLiteral("/tmp"));
    m_local->setText(download ? QStandardPaths::writableLocation(QStandardPaths::DownloadLocation)
                              : QString());
    m_local->setPlaceholderText(download ? tr("The folder it goes into")
                                         : tr("The file or folder to upload"));
    m_chooseFile->setVisible(!download);
    m_progress->setVisible(false);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("copyStatus"));
    m_copyButton =
        m_buttons->addButton(download ? tr("Download") : tr("Upload"), QDialogButtonBox::AcceptRole);

    auto *localRow = new QHBoxLayout;
    localRow->addWidget(m_local, 1);
    localRow->addWidget(m_chooseFile);
    localRow->addWidget(m_chooseFolder);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Container:"), m_container);
    form->addRow(download ? tr("Path in the container:") : tr("Into the container's folder:"), m_remote);
    form->addRow(download ? tr("Into this folder:") : tr("From this computer:"), localRow);
    form->addRow(m_progress);
    form->addRow(m_status);
    form->addRow(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);

    connect(m_chooseFile, &QPushButton::clicked, this, [this] { chooseLocal(false); });
    connect(m_chooseFolder, &QPushButton::clicked, this, [this] { chooseLocal(true); });
    connect(m_copyButton, &QPushButton::clicked, this, &FileCopyDialog::startCopy);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &FileCopyDialog::reject);
    connect(m_remote, &QLineEdit::textChanged, this, &FileCopyDialog::updateButtons);
    connect(m_local, &QLineEdit::textChanged, this, &FileCopyDialog::updateButtons);
    updateButtons();
}

FileCopyDialog::~FileCopyDialog()
{
    if (m_copy)
        m_copy->cancel();
}

void FileCopyDialog::chooseLocal(bool folder)
{
    const bool download = m_direction == FileCopy::Direction::Download;
    const QString chosen =
        folder || download ? QFileDialog::getExistingDirectory(this, tr("Choose a folder"), m_local->text())
                           : QFileDialog::getOpenFileName(this, tr("Choose a file"), m_local->text());
    if (!chosen.isEmpty())
        m_local->setText(chosen);
}

void FileCopyDialog::updateButtons()
{
    m_copyButton->setEnabled(!m_copy && !m_remote->text().trimmed().isEmpty() &&
                             !m_local->text().trimmed().isEmpty());
    for (QWidget *input :
         std::initializer_list<QWidget *>{m_container, m_remote, m_local, m_chooseFile, m_chooseFolder})
        input->setEnabled(!m_copy);
}

void FileCopyDialog::startCopy()
{
    if (m_copy)
        return;
    FileCopy::Spec spec;
    spec.direction = m_direction;
    spec.namespaceName = m_namespace;
    spec.pod = m_pod;
    spec.container = m_container->currentText();
    spec.remotePath = m_remote->text().trimmed();
    spec.localPath = m_local->text().trimmed();
    if (m_direction == FileCopy::Direction::Download) {
        // Into the chosen folder, under the copied file's or folder's own name (kubectl cp takes the
        // destination as the new name).
        const QString name =
            QFileInfo(QString(spec.remotePath).remove(QRegularExpression(QStringLiteral("/+$")))).fileName();
        if (!name.isEmpty())
            spec.localPath = QDir(spec.localPath).filePath(name);
    }
    if (m_direction == FileCopy::Direction::Upload && !QFileInfo::exists(spec.localPath)) {
        m_status->setText(tr("%1 does not exist on this computer.").arg(spec.localPath));
        return;
    }
    m_total = m_direction == FileCopy::Direction::Upload ? sizeOf(spec.localPath) : 0;
    m_copy = new FileCopy(m_config, spec, this);
    m_progress->setVisible(true);
    m_progress->setRange(0, m_total > 0 ? 1000 : 0); // a download's size is not known: a busy bar
    m_progress->setValue(0);
    m_status->setText(tr("Copying…"));
    connect(m_copy, &FileCopy::progress, this, [this](qint64 bytes) {
        if (m_total > 0)
            m_progress->setValue(int(std::min<qint64>(1000, bytes * 1000 / m_total)));
        m_status->setText(tr("Copied %1").arg(QLocale().formattedDataSize(bytes)));
    });
    connect(m_copy, &FileCopy::warning, this,
            [this](const QString &text) { m_status->setText(m_status->text() + QLatin1Char('\n') + text); });
    connect(m_copy, &FileCopy::finished, this, &FileCopyDialog::finish);
    updateButtons();
    m_copy->start();
}

void FileCopyDialog::finish(const Error &error)
{
    const FileCopy::Failure failure = m_copy->failure();
    m_copy->deleteLater();
    m_copy = nullptr;
    m_progress->setRange(0, 1000);
    m_progress->setValue(error ? 0 : 1000);
    if (error.kind() == Error::Kind::Cancelled) {
        m_status->setText(tr("Cancelled."));
    } else if (error) {
        m_status->setText(tr("The copy failed: %1").arg(failureText(failure, error)));
    } else {
        m_status->setText(m_direction == FileCopy::Direction::Download
                              ? tr("Downloaded into %1.").arg(m_local->text())
                              : tr("Uploaded to %1.").arg(m_remote->text()));
        m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
    }
    updateButtons();
    Q_EMIT copyFinished(error);
}

QString FileCopyDialog::failureText(FileCopy::Failure failure, const Error &error) const
{
    const QString path = m_remote->text().trimmed();
    switch (failure) {
    case FileCopy::Failure::TarMissing:
        return tr("the container has no tar program, which copying needs");
    case FileCopy::Failure::NoSuchFile:
        return tr("no such file or folder in the container: %1").arg(path);
    case FileCopy::Failure::PermissionDenied:
        return tr("permission denied in the container: %1").arg(path);
    case FileCopy::Failure::NoSpace:
        return tr("no space left in the container for %1").arg(path);
    case FileCopy::Failure::None:
    case FileCopy::Failure::Other:
        break;
    }
    return error.message(); // the server's or the connection's own words
}

QString FileCopyDialog::outcome() const
{
    return m_status->text();
}

void FileCopyDialog::reject()
{
    if (m_copy) { // Cancel stops the copy; the dialog stays to say so
        m_copy->cancel();
        return;
    }
    QDialog::reject();
}

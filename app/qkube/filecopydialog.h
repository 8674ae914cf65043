// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/filecopy.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

// Download… and Upload… of a pod's container: the paths on both sides (the container's typed, this machine's
// chosen), then the copy itself (FileCopy, tar through exec) with its progress, a Cancel that stops it, and
// the outcome in the user's words. Stays open when the copy fails, so the paths can be fixed and tried again.
class FileCopyDialog : public QDialog
{
    Q_OBJECT
public:
    FileCopyDialog(kube::FileCopy::Direction direction, kube::RestConfig config, const QString &namespaceName,
                   const QString &pod, const QStringList &containers, const QString &container,
                   QWidget *parent = nullptr);
    ~FileCopyDialog() override;

    QLineEdit *remotePathEdit() const { return m_remote; }
    QLineEdit *localPathEdit() const { return m_local; }
    // Starts the copy with the paths as filled in (the Copy button).
    void startCopy();
    QString outcome() const;

Q_SIGNALS:
    void copyFinished(const kube::Error &error);

protected:
    void reject() override;

private:
    void chooseLocal(bool folder);
    void finish(const kube::Error &error);
    // What went wrong, in the window's language where the copy knows what it was.
    QString failureText(kube::FileCopy::Failure failure, const kube::Error &error) const;
    void updateButtons();

    kube::FileCopy::Direction m_direction;
    kube::RestConfig m_config;
    QString m_namespace;
    QString m_pod;
    qint64 m_total = 0; // an upload's size, for the bar (a download's is not known ahead)
    QComboBox *m_container;
    QLineEdit *m_remote;
    QLineEdit *m_local;
    QPushButton *m_chooseFile;
    QPushButton *m_chooseFolder;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_copyButton;
    QPointer<kube::FileCopy> m_copy;
};

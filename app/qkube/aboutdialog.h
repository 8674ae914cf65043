// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

// Help → About qkube: what qkube is, its version and its engine's, the Qt it runs on and the one it was built
// with (a mismatch explains many a bug report), and its licence. Deletes itself when closed, so the Help menu
// can open it with `(new AboutDialog(window))->show()`.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    // The version lines as shown ("Engine (libqkube-engine)" → "0.1.0", ...), for tests and for bug reports.
    QList<std::pair<QString, QString>> versions() const { return m_versions; }

private:
    QList<std::pair<QString, QString>> m_versions;
};

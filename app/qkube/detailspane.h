// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/clustersession.h"

#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTextBrowser;

// The selected object of any kind: a summary (kind, namespace, uid, age, owner, labels; for a pod also node,
// IPs, QoS and its containers with image, state and restarts) and its full YAML, both fetched fresh on the
// cluster's worker thread and shown read-only.
class DetailsPane : public QTabWidget
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);
    void showLoading(const QString &key);
    void showDetails(const kube::ObjectDetails &details, const kube::Error &error);
    void clear();
    QString shownKey() const { return m_key; }
    QString yamlText() const;
    QString summaryText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_summary;
    QPlainTextEdit *m_yaml;
    QString m_key;
    kube::ObjectDetails m_details;
    kube::Error m_error;
    bool m_loaded = false;
};

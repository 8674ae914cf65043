// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/clusterconnection.h"

#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTextBrowser;

// The selected pod: a summary (namespace, node, IPs, QoS, owner, labels, containers with image, state and
// restarts) and its full YAML, both fetched fresh on the cluster's worker thread and shown read-only.
class PodDetailsPane : public QTabWidget
{
    Q_OBJECT
public:
    explicit PodDetailsPane(QWidget *parent = nullptr);
    void showLoading(const QString &key);
    void showDetails(const kube::PodDetails &details, const kube::Error &error);
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
    kube::PodDetails m_details;
    kube::Error m_error;
    bool m_loaded = false;
};

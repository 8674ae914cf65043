// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/informerinspectormodel.h"
#include "models/requestlogmodel.h"
#include "rest/requestlogbuffer.h"

#include <QDockWidget>
#include <QPointer>
#include <QTimer>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class InformerFlowDiagram;

namespace kube {
class ClusterSession;
class SharedIndexInformer;
} // namespace kube

// The informer inspector of the open cluster: an Informers tab (one row per informer, refreshed about once a
// second, the flow diagram of the selected one, and its actions: relist, pause/resume, copy its state) and a
// Requests tab (the cluster's HTTP requests, live, filterable, the newest RequestLogModel::defaultCapacity
// kept, in the order they were sent, the newest at the bottom and followed while the view is there). It reads
// the engine only while it is visible: hidden, its timer stops and it costs nothing. Beside the journal's
// use, the cluster's "record secret values" switch.
class InspectorDock : public QDockWidget
{
    Q_OBJECT
public:
    static constexpr int refreshMs = 1000;
    // Rows each list shows at the least: enough to read it as a list, at the dock's smallest.
    static constexpr int minimumRowsShown = 8;

    // `requests` is what the clients' RequestLog appends to (may be null: no Requests tab content);
    // `verbosity` the log's level (what a request's details show).
    InspectorDock(std::shared_ptr<kube::RequestLogBuffer> requests, int verbosity, QWidget *parent = nullptr);

    // The cluster to inspect (null: none). The session must outlive this call's effect: call again with null
    // before destroying it.
    void setSession(kube::ClusterSession *session);
    kube::InformerInspectorModel *informerModel() const { return m_informers; }
    kube::RequestLogModel *requestModel() const { return m_requests; }
    // Takes a new snapshot now (the timer does it every refreshMs while the dock is visible).
    void refresh();
    // The session's journal: its use against its limit and the changes it holds.
    QString journalText() const;
    // The cluster's "record secret values" switch (off by default; a checkbox beside the journal's use): on,
    // the journal keeps Secrets' values from then on and its exports hold them.
    QCheckBox *secretValuesBox() const { return m_secretValuesBox; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    kube::SharedIndexInformer *selectedInformer() const;
    void updateSelection();
    void relistSelected();
    void togglePauseSelected();
    void copySelected();
    void retranslate();

    QPointer<kube::ClusterSession> m_session;
    std::shared_ptr<kube::RequestLogBuffer> m_requestBuffer;
    quint64 m_requestSequence = 0;
    QTimer m_timer;
    kube::InformerInspectorModel *m_informers;
    kube::RequestLogModel *m_requests;
    QSortFilterProxyModel *m_requestFilter;
    QTabWidget *m_tabs;
    QTableView *m_informerView;
    QTableView *m_requestView;
    InformerFlowDiagram *m_diagram;
    QPushButton *m_relistButton;
    QPushButton *m_pauseButton;
    QPushButton *m_copyButton;
    QLineEdit *m_requestFilterEdit;
    QPlainTextEdit *m_requestDetails;
    bool m_followRequests = true; // the request view was at its bottom when rows came
    QLabel *m_journalLabel;
    QCheckBox *m_secretValuesBox;
};

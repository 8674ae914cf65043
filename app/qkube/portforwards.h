// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/portforwarder.h"
#include "remote/portforwardtarget.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QTimer>

#include <vector>

class OpenClusters;

// Every port-forward of every open cluster, as a table (cluster, target, local address, pod, state, traffic,
// errors). A forward names what the user chose (a pod, a Service, a Deployment) and a local port; it is
// resolved to a Running pod when it starts (kubectl's choice) and again when that pod goes away, so a forward
// to a Service survives a rollout. Forwards are remembered per context: when the context is opened again they
// are listed, stopped, ready to start (or started at once, with startRemembered). A cluster that closes stops
// its forwards: nothing is left listening. GUI thread; each forward's sockets run on a thread of their own.
class PortForwards : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ClusterColumn,
        TargetColumn,
        LocalColumn,
        PodColumn,
        StateColumn,
        ConnectionsColumn,
        ReceivedColumn,
        SentColumn,
        ErrorColumn,
        ColumnCount
    };
    enum class State { Stopped, Resolving, Active, Retargeting, Failed };
    // A forward whose pod went away looks for a new one this often, while its cluster is open.
    static constexpr int retargetDelayMs = 2'000;

    explicit PortForwards(OpenClusters *clusters, QObject *parent = nullptr);
    ~PortForwards() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Adds a forward and starts it; `localPort` 0: a free one. Remembered for the context.
    int add(const QString &context, const kube::PortForwardTarget &target, quint16 localPort,
            const QString &address = QStringLiteral("127.0.0.1"));
    void start(int row);
    void stop(int row);
    void remove(int row);
    State state(int row) const;
    quint16 localPort(int row) const; // the port listened on, or the one asked for
    QString address(int row) const;
    QString pod(int row) const;
    // http://ADDRESS:PORT/ of an active forward; empty otherwise.
    QUrl browserUrl(int row) const;
    // Starts every stopped forward of `context` (remembered ones after the context opened again).
    void startRemembered(const QString &context);

private:
    struct Forward
    {
        QString context;
        kube::PortForwardTarget target;
        quint16 wantedLocalPort = 0;
        quint16 boundLocalPort = 0;
        QString address;
        State state = State::Stopped;
        QString pod;
        quint16 podPort = 0;
        kube::PortForwardStats stats;
        QString error;
        QPointer<kube::PortForwarder> forwarder;
        quint64 generation = 0; // of the forward's current attempt, so a stale answer is dropped
    };

    void resolveAndListen(int row, State state);
    void listen(int row, const kube::ResolvedForward &resolved);
    void retarget(const Forward *forward);
    int rowOf(const Forward *forward) const;
    void changed(int row);
    void restore(const QString &context);
    void save(const QString &context) const;
    void stopCluster(const QString &context);
    QString stateText(const Forward &forward) const;

    OpenClusters *m_clusters;
    std::vector<std::unique_ptr<Forward>> m_forwards;
    QTimer m_statsTimer; // traffic figures, twice a second while something forwards
};

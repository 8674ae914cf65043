// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/sharedinformerfactory.h"
#include "journal/journalentry.h"
#include "journal/secretdigest.h"
#include "printers/printer.h"
#include "rest/discoveryclient.h"

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

// `qkubectl get RESOURCE -w`: an informer (on its worker thread) feeds rows printed on the main thread in
// kubectl's format: the initial list as a table, then one row per change (with --output-watch-events the
// EVENT column first). Reconnects, relists and 410s are the informer's business, so nothing is printed twice
// or missed.
class WatchPrinter : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString namespaceName;
        QString labelSelector;
        QString fieldSelector;
        QString output; // "", wide, name, json, yaml
        bool allNamespaces = false;
        bool watchEvents = false;
        bool noHeaders = false;
        bool stats = false;
        QString journal;    // the file every notification is recorded to, as JournalFile lines
        int watchForMs = 0; // kubectl's --request-timeout: the watch ends (exit 0) this long after the list
    };

    // `printer` makes the rows: the kind's own, or a custom resource's from its CRD.
    WatchPrinter(kube::RestConfig config, kube::ApiResource resource,
                 std::shared_ptr<const kube::Printer> printer, Options options, QObject *parent = nullptr);
    void start();
    // Stops the informer, prints --stats, then emits finished() (once, however often it is called).
    void stop();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void onNotification(kube::JournalEntry::Type type, const kube::Object &object, bool initial);
    void printInitialWhenSynced();
    QStringList row(const char *event, const kube::Object &object) const;
    // The object as -o json|yaml print it: kind and apiVersion set, managedFields dropped.
    QJsonObject printedObject(const kube::Object &object) const;
    void printChange(const char *event, const kube::Object &object);

    kube::RestConfig m_config;
    kube::ApiResource m_resource;
    std::shared_ptr<const kube::Printer> m_printer;
    Options m_options;
    std::unique_ptr<kube::SharedInformerFactory> m_factory;
    kube::SharedIndexInformer *m_informer = nullptr;
    kube::SharedIndexInformer::Registration m_registration = 0;
    QList<kube::Object> m_initial;
    QList<std::pair<kube::JournalEntry::Type, kube::Object>>
        m_early; // changes that arrived before the initial list was printed
    bool m_initialPrinted = false;
    QList<qsizetype> m_widths; // the initial table's, kept for later rows
    QTimer m_syncPoll;
    QElapsedTimer m_clock;
    QFile m_journal;
    // What the journal keeps of a Secret's values (never the values themselves).
    kube::SecretDigest m_secretDigest;
    qint64 m_syncMs = -1;
    bool m_stopped = false;
};
